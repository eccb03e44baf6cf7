import { describe, expect, it, vi } from "vitest";
import { formatFor, marketTimeZone, usZoneAbbreviation } from "./index.ts";

// 26 Nov 2026, 14:30 UTC: 8:00 PM in India, 6:30 PM in Dubai, 9:30 AM in New York.
const AT = Date.UTC(2026, 10, 26, 14, 30);
// 26 Sep 2026: ICU's en-GB and en-IN say "Sept"; the storefront says "Sep" everywhere.
const SEPT = Date.UTC(2026, 8, 26, 14, 30);

describe("India", () => {
  const f = formatFor("IN");
  it("formats money in rupees with lakh grouping", () => {
    expect(f.money(12_999_900)).toBe("₹1,29,999");
    expect(f.money(4999, "INR")).toBe("₹49.99");
    expect(f.count(100_000)).toBe("1,00,000");
  });
  it("puts the day first and names the zone IST", () => {
    expect(f.date(AT)).toBe("26 Nov 2026");
    expect(f.date(SEPT)).toBe("26 Sep 2026");
    expect(f.dayMonth(AT)).toBe("Thu, 26 Nov");
    expect(f.time(AT)).toBe("8:00 PM IST");
    expect(f.clock(AT)).toBe("8:00 PM");
    expect(f.dateTime(AT)).toBe("26 Nov 2026, 8:00 PM IST");
    expect(f.dayDateTime(AT)).toBe("Thu, 26 Nov, 8:00 PM IST");
  });
  it("keeps IST whatever the shopper's zone", () => {
    expect(formatFor("IN", "America/Los_Angeles").time(AT)).toBe("8:00 PM IST");
  });
  it("speaks of MRP, UPI, pincodes and landmarks, and offers cash on delivery", () => {
    expect(f.totalBaseLabel).toBe("Total MRP");
    expect(f.payment.prepaidMethods).toBe("UPI, cards, netbanking");
    expect(f.payment.recurring).toBe("card or UPI");
    expect(f.address.line1).toBe("Flat, house number and street");
    expect(f.address.landmark).toBe("Landmark (optional)");
    expect(f.address.pincode).toBe("Pincode");
    expect(f.offersCod).toBe(true);
  });
});

describe("United Arab Emirates", () => {
  const f = formatFor("AE");
  it("formats money in dirhams", () => {
    expect(f.money(14_900)).toBe("AED 149");
    expect(f.count(100_000)).toBe("100,000");
  });
  it("puts the day first and names the zone GST", () => {
    expect(f.date(AT)).toBe("26 Nov 2026");
    expect(f.time(AT)).toBe("6:30 PM GST");
    expect(f.dateTime(AT)).toBe("26 Nov 2026, 6:30 PM GST");
  });
  it("has areas and apartments, no MRP, UPI, landmark, pincode or cash on delivery", () => {
    expect(f.totalBaseLabel).toBe("Subtotal");
    expect(f.payment.prepaid).toBe("Card");
    expect(f.payment.prepaidMethods).toBe("Card");
    expect(f.payment.recurring).toBe("card");
    expect(f.address.line1).toMatch(/^Apartment, villa/);
    expect(f.address.pincode).toBe("Area");
    expect(f.address.landmark).toBeNull();
    expect(Object.values(f.address).join(" ")).not.toMatch(/pincode|landmark/i);
    expect(f.offersCod).toBe(false);
  });
});

describe("United States", () => {
  const f = formatFor("US");
  it("formats money in dollars", () => {
    expect(f.money(4999)).toBe("$49.99");
    expect(f.count(100_000)).toBe("100,000");
  });
  it("puts the month first and names the zone as US shoppers do", () => {
    expect(f.date(AT)).toBe("Nov 26, 2026");
    expect(f.dayMonth(AT)).toBe("Thu, Nov 26");
    expect(f.time(AT)).toBe("9:30 AM ET");
    expect(f.dateTime(AT)).toBe("Nov 26, 2026, 9:30 AM ET");
  });
  it("shows times in the shopper's own US zone", () => {
    expect(formatFor("US", "America/Los_Angeles").time(AT)).toBe("6:30 AM PT");
    expect(formatFor("US", "America/Chicago").dayDateTime(AT)).toBe("Thu, Nov 26, 8:30 AM CT");
  });
  it("keeps Eastern time for a shopper outside the US zones", () => {
    expect(marketTimeZone("US", "Europe/Berlin")).toBe("America/New_York");
    expect(marketTimeZone("US", "Not/AZone")).toBe("America/New_York");
    expect(usZoneAbbreviation("Asia/Kolkata", AT)).toBeUndefined();
  });
  it("names zones without building a formatter per time shown (a render shows many)", () => {
    const built = vi.spyOn(Intl, "DateTimeFormat");
    try {
      const times = Array.from({ length: 20 }, (_, i) => f.time(AT + i * 60_000));
      expect(times[0]).toBe("9:30 AM ET");
      expect(built.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      built.mockRestore();
    }
  });
  it("has street addresses, ZIP codes and states, no MRP, UPI, landmark or cash on delivery", () => {
    expect(f.totalBaseLabel).toBe("Subtotal");
    expect(f.payment.prepaidMethods).toBe("Card");
    expect(f.payment.recurring).toBe("card");
    expect(f.address.line1).toBe("Street address");
    expect(f.address.line2).toBe("Apt, suite (optional)");
    expect(f.address.pincode).toBe("ZIP code");
    expect(f.address.state).toBe("State");
    expect(f.address.landmark).toBeNull();
    expect(f.offersCod).toBe(false);
  });
});

describe("a page's formatter while it hydrates", () => {
  it("builds no Intl number formatter for money and whole counts, and still rounds fractions", async () => {
    vi.resetModules();
    const fresh = await import("./index.ts");
    const built = vi.spyOn(Intl, "NumberFormat");
    try {
      const f = fresh.formatFor("IN");
      expect([f.money(12_999_900), f.count(1_234_567), f.count(0)]).toEqual(["₹1,29,999", "12,34,567", "0"]);
      expect(built).not.toHaveBeenCalled();
      built.mockRestore();
      expect(f.count(1234.6)).toBe("1,235");
    } finally {
      built.mockRestore();
    }
  });
});

describe("dates in a market's time zone", () => {
  it("names the parts as Intl's en-US does, in a zone with daylight saving too", async () => {
    const { partsOf } = await import("./index.ts");
    for (const timeZone of ["America/New_York", "America/Los_Angeles", "Asia/Kolkata"]) {
      const intl = new Intl.DateTimeFormat("en-US", {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        hour12: true,
        timeZone,
      });
      for (let i = 0; i < 500; i++) {
        const at = Date.UTC(2000, 0, 1) + Math.floor(Math.abs(Math.sin(i + 1)) * 3_000_000_000) * 1000;
        const parts: Record<string, string> = {};
        for (const p of intl.formatToParts(at)) if (p.type !== "literal") parts[p.type] = p.value;
        expect(partsOf(at, timeZone)).toEqual(parts);
      }
    }
  });

  it("builds no Intl date formatter for them", async () => {
    vi.resetModules();
    const fresh = await import("./index.ts");
    const built = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(fresh.formatFor("IN").dayDateTime(AT)).toBe("Thu, 26 Nov, 8:00 PM IST");
      expect(fresh.formatFor("AE").dateTime(AT)).toBe("26 Nov 2026, 6:30 PM GST");
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

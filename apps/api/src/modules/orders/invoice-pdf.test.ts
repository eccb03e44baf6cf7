import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type InvoiceInput, renderInvoicePdf, summariseInvoice } from "./invoice-pdf.ts";
import { drawnLines, drawnText, overlaps, pageCount, renderPage, unionBox } from "./pdf-text.ts";

const india: InvoiceInput = {
  invoiceNumber: "OJ-IN-2026-004817",
  orderNumber: "7KQ4M9XR2D",
  issuedAt: Date.UTC(2026, 10, 22, 6, 30),
  market: "IN",
  currency: "INR",
  seller: {
    name: "Ojas Health Pvt. Ltd.",
    addressLines: [
      "4th Floor, Prestige Tech Park, Outer Ring Road",
      "Marathahalli, Bengaluru, Karnataka 560103",
    ],
    taxId: "29AAFCO4821K1Z7",
    state: "Karnataka",
  },
  buyer: {
    name: "Ananya Sharma",
    addressLines: ["Flat 1203, Tower B, Lodha Palava", "Dombivli East, Thane, Maharashtra 421204"],
    phone: "+91 98200 41763",
    state: "Maharashtra",
  },
  lines: [
    {
      name: "Ojas Ring Gen 2, Matte Black, size 9",
      skuId: "RING-MB-09",
      qty: 1,
      unitPrice: 2_499_900,
      discount: 250_000,
      taxRatePercent: 18,
    },
    {
      name: "Ojas Skin Vitamin C Brightening Serum 30 ml",
      skuId: "SE-VITC-30",
      qty: 2,
      unitPrice: 79_900,
      discount: 0,
      taxRatePercent: 18,
    },
    {
      name: "Ojas Nutrition Magnesium Glycinate",
      skuId: "SUP-MAG-60",
      qty: 1,
      unitPrice: 89_900,
      discount: 9_000,
      taxRatePercent: 18,
    },
  ],
  shipping: 0,
  codCharges: 0,
  couponDiscount: 50_000,
  totals: { payable: 2_440_600 },
  payment: { method: "PREPAID", reference: "pay_Nf3qT1x9LkPz2A" },
};

const uae: InvoiceInput = {
  ...india,
  invoiceNumber: "OJ-AE-2026-000090",
  market: "AE",
  currency: "AED",
  seller: {
    ...india.seller,
    addressLines: ["Office 1402, Boulevard Plaza Tower 1", "Downtown Dubai, UAE"],
    taxId: "100482917300003",
  },
  buyer: {
    name: "Layla Al Mansouri",
    addressLines: ["Villa 18, Street 4, Al Barsha 2", "Dubai"],
    phone: "+971 50 418 2290",
    state: "Dubai",
  },
  lines: Array.from({ length: 34 }, (_, i) => ({
    name: `Ojas Skin Hydrating Moisturiser ${i + 1}`,
    skuId: `MO-SAGE-${i + 1}`,
    qty: 1,
    unitPrice: 14_900,
    discount: 0,
    taxRatePercent: 5,
  })),
  shipping: 1_500,
  codCharges: 1_000,
  couponDiscount: 2_000,
  totals: { payable: 34 * 14_900 + 1_500 + 1_000 - 2_000 },
  payment: { method: "COD" },
};

/** Delivered in Karnataka, where the seller is: an intra-state sale. */
const bengaluru: InvoiceInput = {
  ...india,
  buyer: {
    name: "Asha Rao",
    addressLines: ["12 MG Road", "Bengaluru, Karnataka 560001"],
    phone: "+91 98765 01234",
    state: "Karnataka",
  },
};

const unitedStates: InvoiceInput = {
  ...india,
  invoiceNumber: "OJ-US-2026-000212",
  market: "US",
  currency: "USD",
  seller: {
    ...india.seller,
    addressLines: ["251 Park Avenue South, 8th Floor", "New York, NY 10010"],
    taxId: "88-4172093",
  },
  buyer: {
    name: "Jordan Ellis",
    addressLines: ["1420 Market Street, Apt 5C", "San Francisco, CA 94103"],
    phone: "+1 (415) 555-0187",
    state: "CA",
  },
  lines: [
    {
      name: "Ojas Ring Gen 2, Silver, size 10",
      skuId: "RING-SV-10",
      qty: 1,
      unitPrice: 29_900,
      discount: 0,
      taxRatePercent: 0,
    },
  ],
  couponDiscount: 0,
  totals: { payable: 29_900 },
};

describe("renderInvoicePdf", () => {
  it("writes a real PDF of an inter-state Indian sale: details, lines, IGST and totals in rupees", async () => {
    const pdf = await renderInvoicePdf(india);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
    expect(pageCount(pdf)).toBe(1);
    const text = drawnText(pdf);
    for (const expected of [
      "TAX INVOICE",
      "OJ-IN-2026-004817",
      "Order no. 7KQ4M9XR2D",
      "22 Nov 2026",
      "Place of supply Maharashtra (27)",
      "Ojas Health Pvt. Ltd.",
      "GSTIN: 29AAFCO4821K1Z7",
      "Ananya Sharma",
      "Phone: +91 98200 41763",
      "Ojas Ring Gen 2, Matte Black, size 9",
      "Ojas Skin Vitamin C Brightening Serum 30 ml",
      "SKU SUP-MAG-60",
      "₹24,999",
      "-₹2,500",
      "Coupon discount",
      "₹24,406",
      "IGST 18% ₹3,722.95",
      "Total GST ₹3,722.95",
      "pay_Nf3qT1x9LkPz2A",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/CGST|SGST|Rs\.|\?/);
  });

  it("splits the GST of a sale within the seller's state into CGST and SGST", async () => {
    const text = drawnText(await renderInvoicePdf(bengaluru));
    expect(text).toContain("Place of supply Karnataka (29)");
    expect(text).toContain("CGST 9% ₹1,861.47");
    expect(text).toContain("SGST 9% ₹1,861.48");
    expect(text).not.toContain("IGST");
  });

  it("shows UAE VAT and a cash-on-delivery total, over several pages", async () => {
    const pdf = await renderInvoicePdf(uae);
    expect(pageCount(pdf)).toBeGreaterThan(1);
    const text = drawnText(pdf);
    for (const expected of [
      "TRN: 100482917300003",
      "VAT 5%",
      "Ojas Skin Hydrating Moisturiser 34",
      "Cash on delivery fee",
      "Total due on delivery",
      "AED 5,066",
      `Page ${pageCount(pdf)} of ${pageCount(pdf)}`,
      "OJ-AE-2026-000090, continued",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/GST|Place of supply/);
  });

  it("shows US sales tax as 0 with the fulfilment note", async () => {
    const text = drawnText(await renderInvoicePdf(unitedStates));
    for (const expected of [
      "INVOICE",
      "EIN: 88-4172093",
      "Sales tax",
      "$0",
      "Sales tax calculated at fulfilment",
      "$299",
      "Nov 22, 2026",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/TAX INVOICE|GST|Place of supply/);
  });

  it("draws ₹, Arabic right to left and long values wrapped, no text over other text", async () => {
    const pdf = await renderInvoicePdf({
      ...uae,
      invoiceNumber: `OJ-AE-${"7KQ4M9XR2D".repeat(6)}`,
      orderNumber: "ORD-01JD8X4Q7N2M5R9T3VWYZ-SPLIT-SHIPMENT-RETRY",
      buyer: { ...uae.buyer, name: "ليلى المنصوري" },
      lines: [{ ...india.lines[0], name: `Ojas Ring ₹ edition ${"with a very long engraving ".repeat(4)}` }],
      market: "IN",
      currency: "INR",
      seller: india.seller,
      shipping: 0,
      codCharges: 0,
      couponDiscount: 0,
      totals: { payable: 2_249_900 },
    });
    const image = renderPage(pdf);
    if (process.env.INVOICE_PNG_DIR) {
      fs.writeFileSync(path.join(process.env.INVOICE_PNG_DIR, "invoice-page-1.png"), image.png);
    }
    const lines = drawnLines(pdf).filter((l) => l.text.trim() !== "");
    // Each line's box is that of its characters; Arabic's dots (marks without a character of their own)
    // are moved up or down inside the letter's box, and MuPDF would box them as if they were letters.
    const box = (l: (typeof lines)[number]) =>
      unionBox(l.chars.filter((c) => c.c !== "\uFFFD").map((c) => c.box));
    for (const [i, a] of lines.entries()) {
      for (const b of lines.slice(i + 1)) {
        expect(overlaps(box(a), box(b), 0.5), `"${a.text}" overlaps "${b.text}"`).toBe(false);
      }
    }
    // The invoice number wraps in its own column, above the date.
    const numberLines = lines.filter((l) => /7KQ4M9XR2D/.test(l.text));
    expect(numberLines.length).toBeGreaterThan(1);
    expect(numberLines.map((l) => l.text.trim()).join("")).toBe(`OJ-AE-${"7KQ4M9XR2D".repeat(6)}`);
    const date = lines.find((l) => l.text.includes("22 Nov 2026"))!;
    expect(date.box[1]).toBeGreaterThanOrEqual(Math.max(...numberLines.map((l) => l.box[3])) - 0.5);

    // ₹ is drawn from the embedded Noto Sans, with ink where it stands.
    const rupees = lines.flatMap((l) => l.chars).filter((c) => c.c === "₹");
    expect(rupees.length).toBeGreaterThan(3);
    for (const rupee of rupees) {
      expect(rupee.font).toMatch(/NotoSans/);
      expect(image.inkIn(rupee.box)).toBeGreaterThan(10);
    }

    // The Arabic name is drawn in Noto Sans Arabic, right to left: the first word (ليلى) on the right.
    const name = lines.find((l) => /\p{Script=Arabic}/u.test(l.text))!;
    const arabic = name.chars.filter((c) => /\p{Script=Arabic}/u.test(c.c));
    expect(arabic.every((c) => /NotoSansArabic/.test(c.font))).toBe(true);
    expect(new Set(arabic.map((c) => c.c))).toEqual(new Set("ليلىالمنصوري"));
    // Letters only the second word (المنصوري) has.
    const secondWord = arabic.filter((c) => "منصور".includes(c.c));
    const rightmost = arabic.reduce((a, b) => (b.box[2] > a.box[2] ? b : a));
    expect(rightmost.c).toBe("ل");
    expect(Math.max(...secondWord.map((c) => c.box[2]))).toBeLessThan(rightmost.box[0]);
    expect(image.inkIn(name.box)).toBeGreaterThan(100);
    expect(drawnText(pdf)).not.toContain("?");
  });

  it("writes Latin accents and Devanagari in Noto Sans, and ? only for what no font has", async () => {
    const text = drawnText(
      await renderInvoicePdf({
        ...unitedStates,
        buyer: { ...unitedStates.buyer, name: "Zoë Ångström नमन 漢" },
      }),
    );
    expect(text).toContain("Zoë Ångström नमन ?");
  });
});

describe("summariseInvoice", () => {
  it("spreads the coupon over the lines and finds the GST in what was paid", () => {
    const summary = summariseInvoice(india);
    expect(summary).toMatchObject({
      itemsTotal: 2_749_600,
      discount: 259_000,
      couponDiscount: 50_000,
      payable: 2_440_600,
    });
    expect(summary.lineAmounts).toEqual([2_249_900, 159_800, 80_900]);
    // 2,440,600 × 18 / 118 = 372,294.9 -> 372,295 paise of GST.
    expect(summary.tax.totalTax).toBe(372_295);
    // Karnataka to Maharashtra: all of it is IGST.
    expect(summary.tax.groups[0].components).toEqual([{ label: "IGST", ratePercent: 18, amount: 372_295 }]);
    // Within Karnataka: half central, half state.
    expect(summariseInvoice(bengaluru).tax.groups[0].components).toEqual([
      { label: "CGST", ratePercent: 9, amount: 186_147 },
      { label: "SGST", ratePercent: 9, amount: 186_148 },
    ]);
  });

  it("tells an inter-state sale by the delivery state's name or abbreviation", () => {
    const to = (state: string) =>
      summariseInvoice({ ...india, buyer: { ...india.buyer, state } }).tax.groups[0].components.map(
        (c) => c.label,
      );
    for (const state of ["Karnataka", "KA", " karnataka "]) expect(to(state)).toEqual(["CGST", "SGST"]);
    for (const state of ["Delhi", "NCT of Delhi", "DL", "Tamil Nadu", "Somewhere"])
      expect(to(state)).toEqual(["IGST"]);
    expect(() => summariseInvoice({ ...india, seller: { ...india.seller, state: undefined } })).toThrow(
      /seller's state/,
    );
  });

  it("taxes shipping and COD charges at the standard rate", () => {
    const summary = summariseInvoice(uae);
    // Goods 506,600 - 2,000 coupon + 2,500 charges = 507,100 fils at 5%: 24,147.6 -> 24,148.
    expect(summary.tax.totalTax).toBe(24_148);
  });

  it("refuses an invoice that does not add up to what the order charged", () => {
    expect(() => summariseInvoice({ ...india, totals: { payable: 2_440_601 } })).toThrow(
      /adds up to 2440600/,
    );
    expect(() => summariseInvoice({ ...india, lines: [] })).toThrow(/at least one line/);
    expect(() => summariseInvoice({ ...india, shipping: 10.5 })).toThrow(/whole minor units/);
    const overDiscounted = { ...india.lines[1], discount: 200_000 };
    expect(() => summariseInvoice({ ...india, lines: [overDiscounted] })).toThrow(/Discount above the line/);
  });
});

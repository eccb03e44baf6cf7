import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type InvoiceInput, renderInvoicePdf, summariseInvoice } from "./invoice-pdf.ts";
import { drawnText } from "./pdf-text.ts";

const india: InvoiceInput = {
  invoiceNumber: "OJ-IN-2026-004817",
  orderId: "ORD-7F3K2M9Q",
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
  },
  buyer: {
    name: "Ananya Sharma",
    addressLines: ["Flat 1203, Tower B, Lodha Palava", "Dombivli East, Thane, Maharashtra 421204"],
    phone: "+91 98200 41763",
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

const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString("latin1"))?.[1]);

let hasPdftotext = true;
try {
  execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
} catch {
  hasPdftotext = false;
}

describe("renderInvoicePdf", () => {
  it("writes a real PDF with the Indian tax invoice's details, lines, GST split and totals", async () => {
    const pdf = await renderInvoicePdf(india);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF\s*$/);
    expect(pageCount(pdf)).toBe(1);
    const text = drawnText(pdf);
    for (const expected of [
      "TAX INVOICE",
      "OJ-IN-2026-004817",
      "ORD-7F3K2M9Q",
      "22 Nov 2026",
      "Ojas Health Pvt. Ltd.",
      "GSTIN: 29AAFCO4821K1Z7",
      "Ananya Sharma",
      "Phone: +91 98200 41763",
      "Ojas Ring Gen 2, Matte Black, size 9",
      "Ojas Skin Vitamin C Brightening Serum 30 ml",
      "SKU SUP-MAG-60",
      "Rs. 24,999",
      "-Rs. 2,500",
      "Coupon discount",
      "Rs. 24,406",
      "CGST 9%",
      "SGST 9%",
      "Rs. 1,861.47",
      "Rs. 1,861.48",
      "Rs. 3,722.95",
      "pay_Nf3qT1x9LkPz2A",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("₹");
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
    expect(text).not.toContain("TAX INVOICE");
  });

  it("writes characters the built-in fonts lack as Latin text or ?", async () => {
    const text = drawnText(
      await renderInvoicePdf({
        ...unitedStates,
        buyer: { ...unitedStates.buyer, name: "Zoë Ångström नमस्ते" },
        lines: [{ ...unitedStates.lines[0], name: "Ojas Ring ₹ edition" }],
      }),
    );
    expect(text).toContain("Zoë Ångström ??????");
    expect(text).toContain("Ojas Ring Rs. edition");
  });

  it.skipIf(!hasPdftotext)("reads back with pdftotext", async () => {
    const file = path.join(os.tmpdir(), `ojas-invoice-${process.pid}.pdf`);
    fs.writeFileSync(file, await renderInvoicePdf(india));
    try {
      const text = execFileSync("pdftotext", ["-layout", file, "-"]).toString();
      expect(text).toContain("OJ-IN-2026-004817");
      expect(text).toContain("Ojas Ring Gen 2, Matte Black, size 9");
      expect(text).toMatch(/Total paid\s+Rs\. 24,406/);
      expect(text).toMatch(/Total GST\s+Rs\. 3,722\.95/);
    } finally {
      fs.rmSync(file, { force: true });
    }
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
    expect(summary.tax.groups[0].components.map((c) => c.amount)).toEqual([186_147, 186_148]);
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

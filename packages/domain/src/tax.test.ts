import { describe, expect, it } from "vitest";
import { includedTax, splitTax, TAX_RULES, taxBreakdown } from "./tax.ts";

describe("includedTax", () => {
  it("takes the tax out of a GST-inclusive price", () => {
    // ₹1,180 at 18% inclusive holds ₹180 of GST.
    expect(includedTax(118_000, 18)).toBe(18_000);
    // ₹1,299: 129900 × 18 / 118 = 19815.25... -> 19815 paise.
    expect(includedTax(129_900, 18)).toBe(19_815);
  });

  it("takes 5% VAT out of an AED price", () => {
    expect(includedTax(10_500, 5)).toBe(500);
    // AED 149: 14900 × 5 / 105 = 709.52 -> 710 fils.
    expect(includedTax(14_900, 5)).toBe(710);
  });

  it("is 0 for a 0% rate or a 0 amount, and keeps the sign of a credit", () => {
    expect(includedTax(4_999, 0)).toBe(0);
    expect(includedTax(0, 18)).toBe(0);
    expect(includedTax(-118_000, 18)).toBe(-18_000);
  });
});

describe("splitTax", () => {
  it("splits GST into equal CGST and SGST that add up exactly", () => {
    expect(splitTax(19_815, TAX_RULES.IN.components)).toEqual([9_907, 9_908]);
    expect(splitTax(18_000, TAX_RULES.IN.components)).toEqual([9_000, 9_000]);
  });

  it("keeps a single component whole and zero-rated components at 0", () => {
    expect(splitTax(710, TAX_RULES.AE.components)).toEqual([710]);
    expect(splitTax(0, TAX_RULES.US.components)).toEqual([0]);
  });
});

describe("TAX_RULES", () => {
  it("names each market's tax registration and the US note", () => {
    expect(TAX_RULES.IN.taxIdLabel).toBe("GSTIN");
    expect(TAX_RULES.AE.taxIdLabel).toBe("TRN");
    expect(TAX_RULES.US).toMatchObject({ taxIdLabel: "EIN", ratePercent: 0, inclusive: false });
    expect(TAX_RULES.US.note).toBe("Sales tax calculated at fulfilment");
  });
});

describe("taxBreakdown", () => {
  it("groups Indian amounts by rate and splits each into CGST and SGST", () => {
    const { groups, totalTax } = taxBreakdown("IN", [
      { amount: 118_000, ratePercent: 18 },
      { amount: 11_800, ratePercent: 18 },
      { amount: 10_500, ratePercent: 5 },
    ]);
    expect(groups).toEqual([
      {
        ratePercent: 18,
        gross: 129_800,
        taxable: 110_000,
        tax: 19_800,
        components: [
          { label: "CGST", ratePercent: 9, amount: 9_900 },
          { label: "SGST", ratePercent: 9, amount: 9_900 },
        ],
      },
      {
        ratePercent: 5,
        gross: 10_500,
        taxable: 10_000,
        tax: 500,
        components: [
          { label: "CGST", ratePercent: 2.5, amount: 250 },
          { label: "SGST", ratePercent: 2.5, amount: 250 },
        ],
      },
    ]);
    expect(totalTax).toBe(20_300);
  });

  it("shows UAE VAT as one component and US sales tax as 0", () => {
    expect(taxBreakdown("AE", [{ amount: 14_900, ratePercent: 5 }])).toMatchObject({
      totalTax: 710,
      groups: [{ taxable: 14_190, components: [{ label: "VAT", ratePercent: 5, amount: 710 }] }],
    });
    expect(taxBreakdown("US", [{ amount: 29_900, ratePercent: 8 }])).toMatchObject({
      totalTax: 0,
      groups: [{ ratePercent: 0, taxable: 29_900, components: [{ label: "Sales tax", amount: 0 }] }],
    });
  });
});

// Tax shown on invoices, per market. Prices in every market are quoted tax-inclusive (IN, AE) or before
// sales tax (US, where the rate depends on the delivery address and is settled at fulfilment).
import type { Market } from "./markets.ts";

export interface TaxComponent {
  label: string;
  ratePercent: number;
}

export interface TaxRule {
  /** The tax's name on the invoice. */
  name: "GST" | "VAT" | "Sales tax";
  /** Standard rate of the shop's goods and charges. */
  ratePercent: number;
  /** Whether listed prices already contain the tax. */
  inclusive: boolean;
  /** How the tax is split on the invoice (India's intra-state GST is half central, half state). */
  components: readonly TaxComponent[];
  /** The seller's registration shown on invoices. */
  taxIdLabel: "GSTIN" | "TRN" | "EIN";
  invoiceTitle: string;
  note?: string;
}

export const TAX_RULES: Readonly<Record<Market, TaxRule>> = {
  IN: {
    name: "GST",
    ratePercent: 18,
    inclusive: true,
    components: [
      { label: "CGST", ratePercent: 9 },
      { label: "SGST", ratePercent: 9 },
    ],
    taxIdLabel: "GSTIN",
    invoiceTitle: "Tax invoice",
  },
  AE: {
    name: "VAT",
    ratePercent: 5,
    inclusive: true,
    components: [{ label: "VAT", ratePercent: 5 }],
    taxIdLabel: "TRN",
    invoiceTitle: "Tax invoice",
  },
  US: {
    name: "Sales tax",
    ratePercent: 0,
    inclusive: false,
    components: [{ label: "Sales tax", ratePercent: 0 }],
    taxIdLabel: "EIN",
    invoiceTitle: "Invoice",
    note: "Sales tax calculated at fulfilment",
  },
};

/** The tax contained in a tax-inclusive amount: round(amount × rate / (100 + rate)), in minor units. */
export function includedTax(amountMinor: number, ratePercent: number): number {
  if (!(ratePercent > 0) || amountMinor === 0) return 0;
  const tax = Math.round((Math.abs(amountMinor) * ratePercent) / (100 + ratePercent));
  return amountMinor < 0 ? -tax : tax;
}

/**
 * Splits a tax amount over the rule's components in proportion to their rates; the shares add up to the
 * total exactly (the last component takes the rounding remainder).
 */
export function splitTax(taxMinor: number, components: readonly TaxComponent[]): number[] {
  const totalRate = components.reduce((sum, c) => sum + c.ratePercent, 0);
  if (components.length === 0) return [];
  if (totalRate === 0) return components.map(() => 0);
  const shares = components.map((c) => Math.floor((taxMinor * c.ratePercent) / totalRate));
  shares[shares.length - 1] += taxMinor - shares.reduce((a, b) => a + b, 0);
  return shares;
}

export interface TaxableAmount {
  /** Tax-inclusive amount in minor units (in the US, the pre-tax amount). */
  amount: number;
  ratePercent: number;
}

export interface TaxGroup {
  ratePercent: number;
  /** The amounts at this rate, tax included. */
  gross: number;
  /** gross less tax. */
  taxable: number;
  tax: number;
  components: { label: string; ratePercent: number; amount: number }[];
}

/**
 * The tax inside a market's amounts, grouped by rate, each group split into the market's components
 * (GST 18% -> CGST 9% + SGST 9%; 5% GST -> 2.5% + 2.5%). Outside tax-inclusive markets the tax is 0.
 */
export function taxBreakdown(
  market: Market,
  amounts: readonly TaxableAmount[],
): { groups: TaxGroup[]; totalTax: number } {
  const rule = TAX_RULES[market];
  const byRate = new Map<number, number>();
  for (const { amount, ratePercent } of amounts) {
    const rate = rule.inclusive ? ratePercent : 0;
    byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  }
  const groups = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, gross]): TaxGroup => {
      const tax = includedTax(gross, ratePercent);
      const scaled = rule.components.map((c) => ({
        label: c.label,
        ratePercent: rule.ratePercent > 0 ? (ratePercent * c.ratePercent) / rule.ratePercent : 0,
      }));
      const shares = splitTax(tax, scaled);
      return {
        ratePercent,
        gross,
        taxable: gross - tax,
        tax,
        components: scaled.map((c, i) => ({ ...c, amount: shares[i] })),
      };
    });
  return { groups, totalTax: groups.reduce((sum, g) => sum + g.tax, 0) };
}

import { roundForMarket } from "./money.ts";

// Card EMI plans shown on device pages (India only): no-cost for short tenures, interest beyond.
export const EMI_MIN_AMOUNT_INR = 300_000; // ₹3,000 in paise
export const EMI_PLANS = [
  { months: 3, annualRatePercent: 0 },
  { months: 6, annualRatePercent: 0 },
  { months: 9, annualRatePercent: 15 },
  { months: 12, annualRatePercent: 15 },
] as const;

export interface EmiOption {
  months: number;
  monthlyAmount: number;
  totalAmount: number;
  interestRatePercent: number;
  noCost: boolean;
}

/**
 * Monthly instalments for a price in minor units (standard amortisation), rounded up to the market's step
 * (whole rupees: money.ts roundForMarket), so the instalments never come to less than what is owed.
 * A no-cost plan never costs more than the price: its last instalment is smaller by the rounding.
 */
export function emiOptions(priceMinor: number, currency: string): EmiOption[] {
  if (currency !== "INR" || priceMinor < EMI_MIN_AMOUNT_INR) return [];
  return EMI_PLANS.map(({ months, annualRatePercent }) => {
    const r = annualRatePercent / 100 / 12;
    const monthly = r === 0 ? priceMinor / months : (priceMinor * r) / (1 - (1 + r) ** -months);
    const monthlyAmount = roundForMarket(monthly, currency, "up");
    return {
      months,
      monthlyAmount,
      totalAmount: r === 0 ? priceMinor : monthlyAmount * months,
      interestRatePercent: annualRatePercent,
      noCost: annualRatePercent === 0,
    };
  });
}

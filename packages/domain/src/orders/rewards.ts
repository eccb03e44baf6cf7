// Life bits an order earns (a points-like balance, docs/product.md), credited once the order is paid or
// placed as cash on delivery.
import type { Market } from "../markets.ts";

/** Minor units of the market's currency that earn one life bit: about the same value in every market. */
export const LIFE_BITS_EARN_STEP: Record<Market, number> = {
  IN: 10_000, // ₹100
  AE: 500, // AED 5
  US: 100, // $1
};

/** One life bit per step of the amount paid, rounded down; nothing for a free order. */
export function lifeBitsEarnedFor(market: Market, payableAmount: number): number {
  if (!Number.isFinite(payableAmount) || payableAmount <= 0) return 0;
  return Math.floor(payableAmount / LIFE_BITS_EARN_STEP[market]);
}

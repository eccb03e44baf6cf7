import type { StockStatus } from "./enums.ts";

export interface StockInput {
  availableToPromise: number;
  comingSoon?: boolean;
}

/** Negative or non-finite quantities count as 0. */
export function stockStatusOf({ availableToPromise, comingSoon = false }: StockInput): StockStatus {
  const atp = Number.isFinite(availableToPromise) ? Math.max(0, availableToPromise) : 0;
  if (atp > 0) return "IN_STOCK";
  return comingSoon ? "COMING_SOON" : "OUT_OF_STOCK";
}

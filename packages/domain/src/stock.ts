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

// The back office's stock adjustments (docs/api.md, "Back office: stock"; decision 0033).

/** Why staff change a sku's stock: goods received add, damaged goods remove, a recount sets the count. */
export const STOCK_ADJUSTMENT_REASONS = ["RECEIVED", "DAMAGED", "RECOUNT"] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

export const STOCK_REASON_NAMES: Record<StockAdjustmentReason, string> = {
  RECEIVED: "Received",
  DAMAGED: "Damaged",
  RECOUNT: "Recount",
};

/** A sku is low on stock in a market when at most this many units are free to sell there. */
export const LOW_STOCK_THRESHOLD = 5;

/** The most units one adjustment may name (a recount's count included). */
export const STOCK_ADJUSTMENT_MAX = 1_000_000;

export const STOCK_NOTE_MAX = 500;

export const STOCK_PAGE_SIZE = 25;

/** Whether a count free to sell is low (zero included: a sold-out sku is the lowest of all). */
export const isLowStock = (available: number): boolean => available <= LOW_STOCK_THRESHOLD;

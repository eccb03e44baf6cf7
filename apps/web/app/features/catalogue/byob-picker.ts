import { type ByobConfig, byobPrice, type Sku } from "@ojas/domain";

/** What GET /api/catalogue/v1/byob answers: the bundle, the products it may hold and its rules. */
export interface ByobOptions {
  bundle: Sku;
  items: Sku[];
  configOptions: ByobConfig;
}

type Item = Pick<Sku, "skuId" | "productType" | "discountPrice" | "stockStatus">;

/** Whether a product can go in the bundle at all: an allowed type, in stock. */
export const canPick = (config: ByobConfig, item: Item) =>
  item.stockStatus === "IN_STOCK" && config.allowedProductTypes.includes(item.productType ?? "");

/**
 * The picks after the shopper ticks or unticks a product: unticking drops it; ticking adds it while the
 * bundle has room (a full bundle, or a product it cannot hold, leaves the picks as they are).
 */
export function togglePick(config: ByobConfig, picks: readonly string[], item: Item): string[] {
  if (picks.includes(item.skuId)) return picks.filter((id) => id !== item.skuId);
  if (picks.length >= config.pickCount || !canPick(config, item)) return [...picks];
  return [...picks, item.skuId];
}

export interface ByobChoice {
  /** Ready to add: exactly pickCount products the bundle may hold. */
  complete: boolean;
  /** How many more to pick (0 once complete). */
  remaining: number;
  /** What is still missing, for the shopper; empty once complete. */
  missing: string;
  /** The bundle's price so far: the picks' selling prices, less the bundle discount. */
  basePrice: number;
  discountPrice: number;
}

/** Where the shopper's picks stand against the bundle's rules, and what they cost so far. */
export function byobChoice(
  config: ByobConfig,
  items: readonly Item[],
  picks: readonly string[],
  currency: string,
): ByobChoice {
  const byId = new Map(items.map((item) => [item.skuId, item]));
  const chosen = picks.flatMap((id) => byId.get(id) ?? []);
  const allowed = chosen.filter((item) => canPick(config, item));
  const distinct = config.allowRepeats || new Set(picks).size === picks.length;
  const price = byobPrice(
    allowed.map((item) => item.discountPrice),
    config.discountPercentage,
    currency,
  );
  const remaining = Math.max(0, config.pickCount - allowed.length);
  const unavailable = allowed.length < picks.length;
  const complete = !unavailable && distinct && picks.length === config.pickCount;
  let missing = "";
  if (unavailable) {
    missing = "One of your picks is no longer available. Choose another.";
  } else if (remaining > 0) {
    missing = `Choose ${remaining} more ${remaining === 1 ? "product" : "products"}`;
  } else if (!complete) {
    missing = `Choose ${config.pickCount} different products`;
  }
  return { complete, remaining, missing, ...price };
}

const TYPE_LABELS: Record<string, string> = {
  facewash: "Face washes",
  serum: "Serums",
  moisturiser: "Moisturisers",
  sunscreen: "Sunscreens",
};

/** The products grouped by type, in the order the bundle lists its types. */
export function groupByType<T extends Item>(config: ByobConfig, items: readonly T[]) {
  return config.allowedProductTypes.flatMap((type) => {
    const group = items.filter((item) => item.productType === type);
    return group.length ? [{ type, label: TYPE_LABELS[type] ?? type, items: group }] : [];
  });
}

import { GIFTING_TYPES, RING_CATEGORIES, type Sku, type SkuDetails } from "@ojas/domain";

export type GiftingType = (typeof GIFTING_TYPES)[number];
export type RingCategory = (typeof RING_CATEGORIES)[number];

/** "unsure": the shopper sizes with the kit first. */
export const UNSURE_SIZE = "unsure";

/** What the ring preference page asks, kept as the quiz's "ring" part. */
export interface RingPreferences {
  forWhom: GiftingType;
  /** How the wearer likes to move: the app's workouts are tuned to it. */
  activities: RingCategory[];
  finish: string;
  /** "6" to "13", or UNSURE_SIZE. */
  size: string;
  /** A purchase option of the ring (ring only, ring and a Pro membership ...). */
  optionId: string;
}

export const RING_CATEGORY_NAMES: Record<RingCategory, string> = {
  STRENGTH_AND_FUNCTIONAL: "Strength and functional training",
  YOGA: "Yoga",
  DANCE: "Dance",
  MAT_PILATES: "Mat Pilates",
};

const filterValues = (details: SkuDetails, name: string) =>
  details.purchaseFilters.find((f) => f.name === name)?.values ?? [];

export function ringSku(details: SkuDetails, finish: string, size: string): Sku | undefined {
  return details.skus.find((s) => s.attributes.finish === finish && String(s.attributes.size) === size);
}

/** The finishes, each available while any of its sizes is in stock. */
export function finishChoices(details: SkuDetails) {
  return filterValues(details, "finish").map((v) => ({
    value: v.value,
    label: v.label,
    available: details.skus.some((s) => s.attributes.finish === v.value && s.stockStatus === "IN_STOCK"),
  }));
}

/** The sizes in the chosen finish, each available when that ring is in stock. */
export function sizeChoices(details: SkuDetails, finish: string) {
  return filterValues(details, "size").map((v) => ({
    value: v.value,
    label: v.value,
    available: ringSku(details, finish, v.value)?.stockStatus === "IN_STOCK",
  }));
}

const isRing = (details: SkuDetails, skuId: string) => details.skus.some((s) => s.skuId === skuId);

/**
 * What an option adds to the ring (its SKUs that are not a ring) and what that costs: the option's price
 * less the price of the ring it was priced with.
 */
export function optionExtras(details: SkuDetails, optionId: string) {
  const option = details.purchaseOptions.find((o) => o.optionId === optionId);
  if (!option) return { skuIds: [] as string[], basePrice: 0, discountPrice: 0 };
  const pricedWith = details.skus.find((s) => option.skuIds.includes(s.skuId));
  return {
    skuIds: option.skuIds.filter((id) => !isRing(details, id)),
    basePrice: Math.max(0, option.basePrice - (pricedWith?.basePrice ?? 0)),
    discountPrice: Math.max(0, option.discountPrice - (pricedWith?.discountPrice ?? 0)),
  };
}

/** Starting answers: the saved ones where they still fit the catalogue, else the first in-stock ring. */
export function initialPreferences(
  details: SkuDetails,
  saved: Partial<RingPreferences> | null,
): RingPreferences {
  const finishes = finishChoices(details);
  const finish =
    finishes.find((f) => f.value === saved?.finish && f.available)?.value ??
    finishes.find((f) => f.available)?.value ??
    finishes[0]?.value ??
    "";
  const sizes = sizeChoices(details, finish);
  const size =
    saved?.size === UNSURE_SIZE
      ? UNSURE_SIZE
      : (sizes.find((s) => s.value === saved?.size && s.available)?.value ?? UNSURE_SIZE);
  const options = details.purchaseOptions.filter((o) => o.available);
  const optionId =
    options.find((o) => o.optionId === saved?.optionId)?.optionId ?? options[0]?.optionId ?? "";
  const activities = (saved?.activities ?? []).filter((a): a is RingCategory =>
    (RING_CATEGORIES as readonly string[]).includes(a),
  );
  const forWhom = GIFTING_TYPES.find((g) => g === saved?.forWhom) ?? "SELF";
  return { forWhom, activities, finish, size, optionId };
}

/** A finish change keeps the size only if that ring is in stock in the new finish. */
export function withFinish(details: SkuDetails, prefs: RingPreferences, finish: string): RingPreferences {
  if (prefs.size === UNSURE_SIZE) return { ...prefs, finish };
  const inStock = ringSku(details, finish, prefs.size)?.stockStatus === "IN_STOCK";
  return { ...prefs, finish, size: inStock ? prefs.size : UNSURE_SIZE };
}

export type RingCartPlan =
  | { kind: "ring"; ring: Sku; skuIds: string[] }
  | { kind: "sizingKit"; skuIds: string[] }
  | { kind: "unavailable" };

/**
 * What "add to cart" adds: the ring in the chosen finish and size with the option's extras, or, for a
 * shopper unsure of the size, the sizing kit alone (the ring follows once the kit has been worn).
 */
export function cartPlan(details: SkuDetails, prefs: RingPreferences): RingCartPlan {
  if (prefs.size === UNSURE_SIZE) {
    return details.sizingKitPrice
      ? { kind: "sizingKit", skuIds: [details.sizingKitPrice.skuId] }
      : { kind: "unavailable" };
  }
  const ring = ringSku(details, prefs.finish, prefs.size);
  if (ring === undefined) return { kind: "unavailable" };
  if (ring.stockStatus !== "IN_STOCK") return { kind: "unavailable" };
  return { kind: "ring", ring, skuIds: [ring.skuId, ...optionExtras(details, prefs.optionId).skuIds] };
}

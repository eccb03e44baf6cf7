import { priceLessPercent } from "./money.ts";

// The build-your-own bundle's rules (a skin bundle the shopper fills): the storefront's picker and the
// cart's check and price read the same configuration, kept on the bundle sku's attributes.byob.

export interface ByobConfig {
  /** How many products make one bundle. */
  pickCount: number;
  /** Percent off the picks' selling prices. */
  discountPercentage: number;
  /** Product types a pick may have (facewash, serum, ...). */
  allowedProductTypes: string[];
  /** Whether one product may be picked more than once. */
  allowRepeats: boolean;
}

/** The bundle's configuration from a sku's attributes, or undefined when it is not a build-your-own one. */
export function byobConfigOf(attributes: Record<string, unknown>): ByobConfig | undefined {
  const c = attributes.byob as Partial<ByobConfig> | undefined;
  if (!c || typeof c.pickCount !== "number" || !Array.isArray(c.allowedProductTypes)) return undefined;
  return {
    pickCount: c.pickCount,
    discountPercentage: c.discountPercentage ?? 0,
    allowedProductTypes: c.allowedProductTypes,
    allowRepeats: c.allowRepeats ?? false,
  };
}

/**
 * One bundle's price: its picks' selling prices (minor units) less the bundle discount, the discount rounded
 * as the market rounds (money.ts).
 */
export function byobPrice(pickPrices: readonly number[], discountPercentage: number, currency: string) {
  const basePrice = pickPrices.reduce((sum, price) => sum + price, 0);
  return { basePrice, discountPrice: priceLessPercent(basePrice, discountPercentage, currency) };
}

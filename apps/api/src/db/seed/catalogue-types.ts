import { BADGES, type Market, type ProductCategory } from "@ojas/domain";

/** [basePrice, discountPrice] in minor units (paise, fils, cents). */
export type PricePair = readonly [base: number, discount: number];
export type MarketPrices = Partial<Record<Market, PricePair>>;

/**
 * Prices written in major units (₹, AED, $) as they appear on a price tag, stored in minor units.
 * A market left out means the sku is not sold there.
 */
export function pricesFromMajor(major: MarketPrices): MarketPrices {
  const out: MarketPrices = {};
  for (const [market, pair] of Object.entries(major) as [Market, PricePair][]) {
    out[market] = [Math.round(pair[0] * 100), Math.round(pair[1] * 100)];
  }
  return out;
}

export interface SeedSku {
  skuId: string;
  slug: string;
  name: string;
  isDefault?: boolean;
  attributes?: Record<string, unknown>;
  volume?: number;
  volumeUnit?: string;
  isBundledSku?: boolean;
  bundledSkuIds?: string[];
  images: string[];
  badges: string[];
  prices: MarketPrices;
  /** available_to_promise per market it is sold in; bundles have none (their parts hold the stock). */
  stock?: Partial<Record<Market, number>>;
  /** Markets where a zero stock means "coming soon" rather than "sold out". */
  comingSoonIn?: Market[];
}

export interface SeedProduct {
  productId: string;
  slug: string;
  name: string;
  category: ProductCategory;
  subCategory: string | null;
  productType: string;
  tagline: string;
  description: string;
  details: Record<string, unknown>;
  skinTypes?: string[];
  concerns?: string[];
  ingredients?: string[];
  tags: string[];
  images: string[];
  sortOrder: number;
  skus: SeedSku[];
}

/** [author, rating, title, text, status]; status defaults to APPROVED. */
export type ReviewLine = readonly [
  author: string,
  rating: number,
  title: string,
  text: string,
  status?: "PENDING" | "REJECTED",
];

/** Reviews of one product; ids are `rv-<key>-NNN` in list order, skus rotate through skuIds. */
export interface ReviewGroup {
  key: string;
  productId: string;
  skuIds: string[];
  lines: ReviewLine[];
}

/** Badges stored with a sku. "COD available" is not one: it depends on the market (see catalogue/mapping.ts). */
export const BADGE = {
  RETURN: BADGES.EASY_RETURN,
  FAST: BADGES.FAST_DELIVERY,
  BESTSELLER: "Bestseller",
  NEW: "New",
} as const;

export const IMG = (file: string) => `/images/products/${file}.svg`;

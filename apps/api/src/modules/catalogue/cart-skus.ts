import { type Market, type ProductCategory, stockStatusOf } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { cartSkuRows } from "./repository.ts";
import type { Availability } from "./stock.ts";

/** A sku sold in a market, with what a cart line shows and prices it by. */
export interface CartSku {
  skuId: string;
  productId: string;
  name: string;
  /** The sku's first image, else its product's; "" when neither has one. */
  image: string;
  category: ProductCategory;
  subCategory: string | null;
  productType: string | null;
  basePrice: number;
  discountPrice: number;
  volume?: number;
  volumeUnit?: string;
  attributes: Record<string, unknown>;
  isBundledSku: boolean;
  bundledSkuIds: string[];
}

export interface CartCatalogue {
  /** The skus sold in the market, by id. */
  skus: Map<string, CartSku>;
  /**
   * Each sku's own stock row in the market (a fixed bundle has none: its parts are listed), for every id
   * asked for and every part of a fixed bundle among them, sold here or not.
   */
  stock: Map<string, Availability>;
}

function availability(availableToPromise: number | null, comingSoon: boolean | null): Availability {
  const atp = Math.max(0, availableToPromise ?? 0);
  const soon = comingSoon ?? false;
  return {
    availableToPromise: atp,
    comingSoon: soon,
    stockStatus: stockStatusOf({ availableToPromise: atp, comingSoon: soon }),
  };
}

const NO_STOCK = availability(null, null);

/** The skus a cart holds, with the parts of its fixed bundles, and their stock: one query. */
export async function cartCatalogue(deps: Deps, market: Market, skuIds: string[]): Promise<CartCatalogue> {
  const rows = await cartSkuRows(deps.db, market, skuIds);
  const skus = new Map<string, CartSku>();
  const stock = new Map<string, Availability>();
  for (const id of skuIds) stock.set(id, NO_STOCK);
  for (const r of rows) {
    stock.set(r.skuId, availability(r.availableToPromise, r.comingSoon));
    for (const part of r.bundledSkuIds) if (!stock.has(part)) stock.set(part, NO_STOCK);
    if (r.basePrice === null || r.discountPrice === null) continue;
    skus.set(r.skuId, {
      skuId: r.skuId,
      productId: r.productId,
      name: r.name,
      image: (r.skuImages.length > 0 ? r.skuImages : r.productImages)[0] ?? "",
      category: r.category as ProductCategory,
      subCategory: r.subCategory,
      productType: r.productType,
      basePrice: r.basePrice,
      discountPrice: r.discountPrice,
      ...(r.volume !== null ? { volume: r.volume } : {}),
      ...(r.volumeUnit !== null ? { volumeUnit: r.volumeUnit } : {}),
      attributes: r.attributes,
      isBundledSku: r.isBundledSku,
      bundledSkuIds: r.bundledSkuIds,
    });
  }
  return { skus, stock };
}

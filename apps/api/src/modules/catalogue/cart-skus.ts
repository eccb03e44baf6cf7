import { type Market, type ProductCategory, stockStatusOf } from "@ojas/domain";
import type { Freshness } from "../../db/recent-reads.ts";
import { RecentReads } from "../../db/recent-reads.ts";
import type { Deps } from "../../deps.ts";
import { type CartSkuRow, cartSkuRows } from "./repository.ts";
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

/** What the rows say of `skuIds`: the skus sold here, and the stock of each id and bundle part. */
function catalogueOf(rows: readonly CartSkuRow[], skuIds: readonly string[]): CartCatalogue {
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

/**
 * What each sku (with its bundle's parts) read a moment ago, by market and sku id, for the cart's pricing.
 * Stock taken or put back on this instance clears it (stockChanged).
 */
const recentSkus = new RecentReads<CartCatalogue>(20_000);
/** The keys of the fixed bundles recentSkus has read, by the key of each of their parts. */
const bundlesByPart = new Map<string, Set<string>>();
/** recentSkus reads under way: what they bring back is not known yet (a bundle's parts, say). */
let readsUnderWay = 0;

/**
 * Call when stock or prices change on this instance: carts read them again. Given the market and the skus
 * whose stock changed (an order's), only the entries showing their stock are forgotten: theirs and those of
 * the bundles they are part of. While a read is under way, whose bundles are not known yet, or without
 * skus, everything is forgotten.
 */
export function stockChanged(market?: Market, skuIds?: readonly string[]): void {
  if (market === undefined || skuIds === undefined || readsUnderWay > 0) {
    recentSkus.clear();
    bundlesByPart.clear();
    return;
  }
  for (const id of skuIds) {
    const key = `${market}:${id}`;
    recentSkus.forget(key);
    for (const bundle of bundlesByPart.get(key) ?? []) recentSkus.forget(bundle);
  }
}

/**
 * The skus a cart holds, with the parts of its fixed bundles, and their stock: one query. "recent" reuses
 * what this instance read of each sku within config.cartReadsTtlMs (the cart's pricing may lag that long;
 * an order reads live).
 */
export async function cartCatalogue(
  deps: Deps,
  market: Market,
  skuIds: string[],
  freshness: Freshness = "live",
): Promise<CartCatalogue> {
  const ttl = deps.config.cartReadsTtlMs;
  if (freshness === "live" || ttl <= 0)
    return catalogueOf(await cartSkuRows(deps.db, market, skuIds), skuIds);
  const prefix = `${market}:`;
  const each = await recentSkus.getMany(
    skuIds.map((id) => prefix + id),
    ttl,
    deps.now(),
    async (keys) => {
      const ids = keys.map((k) => k.slice(prefix.length));
      readsUnderWay += 1;
      let rows: CartSkuRow[];
      try {
        rows = await cartSkuRows(deps.db, market, ids);
      } finally {
        readsUnderWay -= 1;
      }
      const byId = new Map(rows.map((r) => [r.skuId, r]));
      for (const row of rows) {
        for (const part of row.bundledSkuIds) {
          const partKey = prefix + part;
          const bundles = bundlesByPart.get(partKey) ?? new Set<string>();
          bundles.add(prefix + row.skuId);
          bundlesByPart.set(partKey, bundles);
        }
      }
      return new Map(
        ids.map((id) => {
          const own = byId.get(id);
          const parts = (own?.bundledSkuIds ?? []).flatMap((p) => byId.get(p) ?? []);
          return [prefix + id, catalogueOf(own ? [own, ...parts] : [], [id])];
        }),
      );
    },
  );
  if (each.size === 1) return each.values().next().value!;
  const skus = new Map<string, CartSku>();
  const stock = new Map<string, Availability>();
  for (const one of each.values()) {
    for (const [id, sku] of one.skus) skus.set(id, sku);
    for (const [id, available] of one.stock) stock.set(id, available);
  }
  return { skus, stock };
}

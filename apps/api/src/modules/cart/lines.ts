// Cart lines as the catalogue prices and stocks them in one market: fixed bundles by their parts,
// build-your-own bundles by their picks, checked against the bundle's configuration.
import {
  type ByobConfig,
  byobConfigOf,
  byobPrice,
  type FreebieCatalogueEntry,
  MARKET_INFO,
  type Market,
  type PricingItemInput,
} from "@ojas/domain";
import type { Freshness } from "../../db/recent-reads.ts";
import type { Deps } from "../../deps.ts";
import { type CartCatalogue, type CartSku, cartCatalogue } from "../catalogue/service.ts";

type Availability = NonNullable<ReturnType<CartCatalogue["stock"]["get"]>>;

/** A line as stored: byob picks sorted ([] for any other sku), so the same picks always match. */
export interface CartLine {
  skuId: string;
  qty: number;
  byobBundledSkuIds: string[];
}

export const sortedPicks = (picks: readonly string[] | undefined) => [...(picks ?? [])].sort();
export const lineKey = (line: Pick<CartLine, "skuId" | "byobBundledSkuIds">) =>
  `${line.skuId}|${line.byobBundledSkuIds.join(",")}`;

export interface ResolvedLine {
  line: CartLine;
  item: PricingItemInput;
  bundledSkuData: { skuId: string; name: string; imgURL: string }[];
  /** Units of each stocked sku that one unit of the line takes. */
  parts: Map<string, number>;
}

export interface InvalidLine {
  line: CartLine;
  field: "skuId" | "byobBundledSkuIds";
  reason: string;
}

export interface ResolvedCart {
  lines: ResolvedLine[];
  invalid: InvalidLine[];
  /** Stock of every sku the lines take, by sku id. */
  stock: Map<string, Availability>;
  skus: Map<string, CartSku>;
  freebies: Record<string, FreebieCatalogueEntry>;
}

/** Why the picks do not make this bundle, or undefined when they do. */
function byobProblem(config: ByobConfig, bundle: CartSku, picks: CartSku[] | undefined, count: number) {
  const n = config.pickCount;
  if (count !== n) return `Pick ${n} products for ${bundle.name}`;
  if (!picks) return "One of the picked products is not sold here";
  for (const pick of picks) {
    if (
      pick.isBundledSku ||
      pick.category !== bundle.category ||
      !config.allowedProductTypes.includes(pick.productType ?? "")
    ) {
      return `${pick.name} cannot be part of ${bundle.name}`;
    }
  }
  if (!config.allowRepeats && new Set(picks.map((p) => p.skuId)).size !== picks.length) {
    return `Pick ${n} different products for ${bundle.name}`;
  }
  return undefined;
}

function lineStock(parts: Map<string, number>, stock: Map<string, Availability>) {
  let availableToPromise = Number.MAX_SAFE_INTEGER;
  let comingSoon = false;
  for (const [skuId, units] of parts) {
    const s = stock.get(skuId);
    const atp = Math.max(0, s?.availableToPromise ?? 0);
    availableToPromise = Math.min(availableToPromise, Math.floor(atp / units));
    if (atp === 0 && s?.comingSoon) comingSoon = true;
  }
  if (parts.size === 0) availableToPromise = 0;
  return { availableToPromise, comingSoon };
}

function partsOf(sku: CartSku, picks: string[]): Map<string, number> {
  const parts = new Map<string, number>();
  const ids = picks.length > 0 ? picks : sku.isBundledSku ? sku.bundledSkuIds : [sku.skuId];
  for (const id of ids) parts.set(id, (parts.get(id) ?? 0) + 1);
  return parts;
}

function invalidReason(market: Market) {
  return `This item is no longer sold in ${MARKET_INFO[market].countryName}`;
}

/** Every sku the lines and the gifts name: line skus, build-your-own picks and the gifts. */
export function skuIdsOf(lines: readonly CartLine[], freebieSkuIds: readonly string[] = []): Set<string> {
  const ids = new Set<string>(freebieSkuIds);
  for (const l of lines) {
    ids.add(l.skuId);
    for (const p of l.byobBundledSkuIds) ids.add(p);
  }
  return ids;
}

/** The catalogue read for the skus in `asked` (and their bundles' parts). */
export interface LineCatalogue extends CartCatalogue {
  asked: Set<string>;
}

/** Reads the catalogue for the ids `known` has not read yet, adding them to what it holds. */
export async function loadCatalogue(
  deps: Deps,
  market: Market,
  ids: Iterable<string>,
  freshness: Freshness,
  known?: LineCatalogue,
): Promise<LineCatalogue> {
  const asked = new Set(known?.asked);
  const missing = [...ids].filter((id) => !asked.has(id));
  if (known && missing.length === 0) return known;
  const read = await cartCatalogue(deps, market, missing, freshness);
  for (const id of missing) asked.add(id);
  return {
    asked,
    skus: new Map([...(known?.skus ?? []), ...read.skus]),
    stock: new Map([...(known?.stock ?? []), ...read.stock]),
  };
}

/**
 * Prices and stock for the lines in the market, with the gifts of `freebieSkuIds` that can be given.
 * Lines that cannot be priced (not sold here, picks that do not make the bundle) come back as invalid.
 */
export async function resolveLines(
  deps: Deps,
  market: Market,
  lines: readonly CartLine[],
  freebieSkuIds: readonly string[],
  freshness: Freshness,
): Promise<ResolvedCart> {
  const catalogue = await loadCatalogue(deps, market, skuIdsOf(lines, freebieSkuIds), freshness);
  return resolveWith(catalogue, market, lines, freebieSkuIds);
}

/** resolveLines on a catalogue already read for every sku of skuIdsOf(lines, freebieSkuIds). */
export function resolveWith(
  catalogue: CartCatalogue,
  market: Market,
  lines: readonly CartLine[],
  freebieSkuIds: readonly string[] = [],
): ResolvedCart {
  const { skus, stock } = catalogue;
  const resolved: ResolvedLine[] = [];
  const invalid: InvalidLine[] = [];
  for (const line of lines) {
    const sku = skus.get(line.skuId);
    if (!sku) {
      invalid.push({ line, field: "skuId", reason: invalidReason(market) });
      continue;
    }
    const config = byobConfigOf(sku.attributes);
    const picks = line.byobBundledSkuIds;
    if (!config && picks.length > 0) {
      invalid.push({
        line,
        field: "byobBundledSkuIds",
        reason: `${sku.name} is not a build-your-own bundle`,
      });
      continue;
    }
    let pickSkus: CartSku[] | undefined;
    if (config) {
      const found = picks.map((id) => skus.get(id));
      pickSkus = found.every((p) => p !== undefined) ? (found as CartSku[]) : undefined;
      const problem = byobProblem(config, sku, pickSkus, picks.length);
      if (problem) {
        invalid.push({ line, field: "byobBundledSkuIds", reason: problem });
        continue;
      }
    }
    const lineParts = partsOf(sku, picks);
    const { availableToPromise, comingSoon } = lineStock(lineParts, stock);
    let basePrice = sku.basePrice;
    let discountPrice = sku.discountPrice;
    if (config && pickSkus) {
      // The bundle costs its picks' selling prices less the bundle discount, as its listed price does.
      ({ basePrice, discountPrice } = byobPrice(
        pickSkus.map((p) => p.discountPrice),
        config.discountPercentage,
        MARKET_INFO[market].currency,
      ));
    }
    const dataOf = (id: string) => {
      const s = skus.get(id);
      return { skuId: id, name: s?.name ?? id, imgURL: s ? s.image : "" };
    };
    resolved.push({
      line,
      parts: lineParts,
      bundledSkuData: config ? picks.map(dataOf) : sku.isBundledSku ? sku.bundledSkuIds.map(dataOf) : [],
      item: {
        skuId: sku.skuId,
        qty: line.qty,
        basePrice,
        discountPrice,
        category: sku.category,
        productType: sku.productType,
        name: sku.name,
        imgURL: sku.image,
        subCategory: sku.subCategory,
        ...(sku.volume !== undefined ? { volume: sku.volume } : {}),
        ...(sku.volumeUnit !== undefined ? { volumeUnit: sku.volumeUnit } : {}),
        isBundledSku: sku.isBundledSku,
        bundledSkuIds: sku.bundledSkuIds,
        ...(config ? { isByobBundledSku: true, byobBundleSkuId: sku.skuId, byobBundledSkuIds: picks } : {}),
        availableToPromise,
        comingSoon,
      },
    });
  }

  const freebies: Record<string, FreebieCatalogueEntry> = {};
  for (const id of freebieSkuIds) {
    const sku = skus.get(id);
    if (sku && !sku.isBundledSku && (stock.get(id)?.availableToPromise ?? 0) > 0) {
      freebies[id] = { name: sku.name, imgURL: sku.image, basePrice: sku.basePrice };
    }
  }
  return { lines: resolved, invalid, stock, skus, freebies };
}

/**
 * Why the cart cannot hold `target` at its quantity, counting what the other lines take of the same
 * stock (a serum alone and inside a bundle share one shelf); undefined when it can.
 */
export function stockProblem(cart: ResolvedCart, target: ResolvedLine): string | undefined {
  const demand = new Map<string, number>();
  for (const l of cart.lines) {
    for (const [id, units] of l.parts) demand.set(id, (demand.get(id) ?? 0) + units * l.line.qty);
  }
  let most = Number.MAX_SAFE_INTEGER;
  let comingSoon = false;
  let short: string | undefined;
  for (const [id, units] of target.parts) {
    const s = cart.stock.get(id);
    const atp = Math.max(0, s?.availableToPromise ?? 0);
    const others = (demand.get(id) ?? 0) - units * target.line.qty;
    const fits = Math.floor(Math.max(0, atp - others) / units);
    if (fits < most) short = id;
    most = Math.min(most, fits);
    if (atp === 0 && s?.comingSoon) comingSoon = true;
  }
  if (target.line.qty <= most) return undefined;
  const name = target.item.name;
  // A build-your-own bundle names the pick that ran out: the shopper can choose another.
  const part = target.line.byobBundledSkuIds.length > 0 && short ? cart.skus.get(short)?.name : undefined;
  if (most <= 0 && part) return `${part} in ${name} is out of stock`;
  if (most <= 0) return comingSoon ? `${name} is coming soon` : `${name} is out of stock`;
  return `Only ${most} ${most === 1 ? "unit" : "units"} of ${name} ${most === 1 ? "is" : "are"} available`;
}

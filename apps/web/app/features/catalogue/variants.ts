import type { Sku, SkuDetails } from "@ojas/domain";

/**
 * The SKU a product page shows: ?sku=, else the SKU matching the chosen purchase filters (?size=8&finish=...),
 * else the SKU named by the URL slug, else the first one in stock, else the first.
 */
export function selectSku(details: SkuDetails, params: URLSearchParams, pathSlug?: string): Sku {
  const { skus, purchaseFilters } = details;
  const bySkuId = skus.find((sku) => sku.skuId === params.get("sku"));
  if (bySkuId) return bySkuId;
  const bySlug = pathSlug ? skus.find((sku) => sku.slug === pathSlug) : undefined;
  const fallback = bySlug ?? skus.find((sku) => sku.stockStatus === "IN_STOCK") ?? skus[0]!;
  const chosen = purchaseFilters
    .map((filter) => [filter.name, params.get(filter.name)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== null);
  if (chosen.length === 0) return fallback;
  const wanted = (name: string) =>
    chosen.find(([n]) => n === name)?.[1] ?? String(fallback.attributes[name] ?? "");
  return (
    skus.find((sku) =>
      purchaseFilters.every((f) => String(sku.attributes[f.name] ?? "") === wanted(f.name)),
    ) ?? fallback
  );
}

/** The query string that picks one value of a purchase filter, keeping the other choices. */
export function filterHref(details: SkuDetails, selected: Sku, name: string, value: string): string {
  const params = new URLSearchParams();
  for (const filter of details.purchaseFilters) {
    params.set(filter.name, filter.name === name ? value : String(selected.attributes[filter.name] ?? ""));
  }
  return `?${params.toString()}`;
}

/** A short name for a SKU among its siblings: its volume, or what differs in its name. */
export function variantLabel(sku: Sku, productName: string): string {
  if (sku.volume) return `${sku.volume} ${sku.volumeUnit ?? ""}`.trim();
  const rest = sku.name.startsWith(productName)
    ? sku.name.slice(productName.length).replace(/^[,\s-]+/, "")
    : "";
  return rest || sku.name;
}

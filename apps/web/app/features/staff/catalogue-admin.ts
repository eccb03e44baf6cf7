import {
  type CatalogueAdminSku,
  cataloguePricesBodySchema,
  catalogueSkuBodySchema,
  createCatalogueProductBodySchema,
  fromMinor,
  MARKET_INFO,
  MARKETS,
  type Market,
  minorDigits,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  toMinor,
  updateCatalogueProductBodySchema,
} from "@ojas/domain";
import type { z } from "zod";

// The back office's catalogue screens (docs/product.md, "Back office: catalogue"): the list's filters as
// the URL carries them, and each form's fields turned into the API's body with the domain's own schemas,
// so the page shows the same field errors the API would answer.

export interface CatalogueFilters {
  market: Market;
  q: string | null;
  category: ProductCategory | null;
  published: "true" | "false" | null;
}

export function catalogueFiltersOf(params: URLSearchParams): CatalogueFilters {
  const market = MARKETS.find((m) => m === params.get("market")) ?? "IN";
  const category = PRODUCT_CATEGORIES.find((c) => c === params.get("category")) ?? null;
  const published = params.get("published");
  return {
    market,
    q: params.get("q")?.trim().slice(0, 80) || null,
    category,
    published: published === "true" || published === "false" ? published : null,
  };
}

/** The API's query for the filters (and a page token). */
export function catalogueQuery(filters: CatalogueFilters, nextToken?: string | null) {
  return {
    market: filters.market,
    q: filters.q ?? undefined,
    category: filters.category ?? undefined,
    published: filters.published ?? undefined,
    nextToken: nextToken ?? undefined,
  };
}

/** The page's own query string for the filters (and a page token). */
export function catalogueSearch(filters: CatalogueFilters, nextToken?: string | null): string {
  const params = new URLSearchParams();
  if (filters.market !== "IN") params.set("market", filters.market);
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.published) params.set("published", filters.published);
  if (nextToken) params.set("nextToken", nextToken);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const CATEGORY_NAMES: Readonly<Record<ProductCategory, string>> = {
  SKINCARE_PRODUCT: "Skin care",
  ELECTRONICS: "Ring",
  ELECTRONICS__PLAN: "Ring plan",
  CGM: "Glucose monitor",
  CGM_PLAN: "Glucose monitor plan",
  PLAN: "Plan",
  SMART_SCALE: "Smart scale",
  BLOOD_WORK: "Blood work",
  RING_ACCS: "Ring accessory",
  ELECTRONICS__RING_ACCS: "Ring with accessory",
  NUTRITION_PRODUCT: "Nutrition",
  FXN_ACCS: "Fitness accessory",
};

export type FieldErrors = Record<string, string>;

export interface Parsed<T> {
  body: T | null;
  errors: FieldErrors;
}

/** Zod's issues as field errors keyed by the path joined with "/" (the API's way), the first per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join("/") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

function parsed<T>(schema: z.ZodType<T>, value: unknown): Parsed<T> {
  const result = schema.safeParse(value);
  return result.success
    ? { body: result.data, errors: {} }
    : { body: null, errors: fieldErrors(result.error) };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const optional = (form: FormData, name: string) => text(form, name) || null;
/** "a, b,,c" as ["a", "b", "c"]. */
export const listOf = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);

const wholeNumber = (value: string) => (value === "" ? undefined : Number(value));

function productFields(form: FormData) {
  return {
    name: text(form, "name"),
    slug: text(form, "slug"),
    category: text(form, "category"),
    subCategory: optional(form, "subCategory"),
    productType: optional(form, "productType"),
    tagline: text(form, "tagline"),
    description: text(form, "description"),
    tags: listOf(text(form, "tags")),
    sortOrder: wholeNumber(text(form, "sortOrder")),
  };
}

/**
 * "size: 8" per line as attributes. A value that was a number stays a number when it still reads as one;
 * anything else is text (ring sizes are text: the product page's picker lists text values).
 */
export function attributesOf(value: string, before: Record<string, unknown> = {}) {
  const attributes: Record<string, string | number> = {};
  for (const line of value.split("\n")) {
    const at = line.indexOf(":");
    if (at < 0) {
      if (line.trim()) attributes[line.trim()] = "";
      continue;
    }
    const name = line.slice(0, at).trim();
    const raw = line.slice(at + 1).trim();
    if (!name) continue;
    attributes[name] =
      typeof before[name] === "number" && raw !== "" && Number.isFinite(Number(raw)) ? Number(raw) : raw;
  }
  return attributes;
}

export const attributesText = (attributes: Record<string, unknown>) =>
  Object.entries(attributes)
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join("\n");

function skuFields(form: FormData, before: Record<string, unknown> = {}) {
  const volume = text(form, "volume");
  const byob =
    form.get("byob") === "on"
      ? {
          pickCount: wholeNumber(text(form, "pickCount")),
          discountPercentage: wholeNumber(text(form, "discountPercentage")),
          allowedProductTypes: listOf(text(form, "allowedProductTypes")),
          allowRepeats: form.get("allowRepeats") === "on",
        }
      : null;
  return {
    slug: text(form, "skuSlug"),
    name: text(form, "skuName"),
    isDefault: form.get("isDefault") === "on",
    attributes: attributesOf(String(form.get("attributes") ?? ""), before),
    volume: volume === "" ? null : Number(volume),
    volumeUnit: optional(form, "volumeUnit"),
    badges: listOf(text(form, "badges")),
    bundledSkuIds: listOf(text(form, "bundledSkuIds")),
    byob,
  };
}

/** Sku fields' error keys as the form names its inputs. */
const SKU_FIELD_NAMES: Record<string, string> = { slug: "skuSlug", name: "skuName" };
const skuErrors = (errors: FieldErrors) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const [head, ...rest] = key.replace(/^sku\//, "").split("/");
      const renamed = SKU_FIELD_NAMES[head!] ?? head!;
      return [head === "byob" ? (rest[0] ?? "byob") : renamed, message];
    }),
  );

export function createProductBody(form: FormData) {
  const { sortOrder: _sortOrder, ...fields } = productFields(form);
  const sku = skuFields(form);
  const result = parsed(createCatalogueProductBodySchema, { ...fields, sku });
  return { body: result.body, errors: skuErrors(result.errors) };
}

export function updateProductBody(form: FormData) {
  return parsed(updateCatalogueProductBodySchema, productFields(form));
}

export function skuBody(form: FormData, before?: Record<string, unknown>) {
  const result = parsed(catalogueSkuBodySchema, skuFields(form, before));
  return { body: result.body, errors: skuErrors(result.errors) };
}

/** The price inputs' name for a sku in a market: "price.{skuId}.{market}.base" or ".sale". */
export const priceField = (skuId: string, market: Market, which: "base" | "sale") =>
  `price.${skuId}.${market}.${which}`;

const MAJOR = /^\d{1,9}(\.\d{1,3})?$/;

/**
 * The prices table as the API's body: every sku and market where both amounts are filled (in major units:
 * 1299 or 12.99). A pair half filled or not a number is an error on its cell.
 */
export function pricesBody(form: FormData, skus: readonly Pick<CatalogueAdminSku, "skuId">[]) {
  const errors: FieldErrors = {};
  const prices: { skuId: string; market: Market; basePrice: number; discountPrice: number }[] = [];
  const cells: string[] = [];
  for (const sku of skus) {
    for (const market of MARKETS) {
      const base = text(form, priceField(sku.skuId, market, "base"));
      const sale = text(form, priceField(sku.skuId, market, "sale")) || base;
      if (!base && !text(form, priceField(sku.skuId, market, "sale"))) continue;
      const baseKey = priceField(sku.skuId, market, "base");
      if (!MAJOR.test(base)) {
        errors[baseKey] = "Enter the price, like 1299 or 12.99";
        continue;
      }
      if (!MAJOR.test(sale)) {
        errors[priceField(sku.skuId, market, "sale")] = "Enter the sale price, like 999 or 9.99";
        continue;
      }
      const currency = MARKET_INFO[market].currency;
      cells.push(`${sku.skuId}.${market}`);
      prices.push({
        skuId: sku.skuId,
        market,
        basePrice: toMinor(Number(base), currency),
        discountPrice: toMinor(Number(sale), currency),
      });
    }
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const result = cataloguePricesBodySchema.safeParse({ prices });
  if (result.success) return { body: result.data, errors };
  for (const issue of result.error.issues) {
    const [, index, field] = issue.path as [string, number | undefined, string | undefined];
    if (index === undefined) {
      errors.prices ??= issue.message;
      continue;
    }
    const [skuId, market] = cells[index]!.split(".") as [string, Market];
    errors[priceField(skuId, market, field === "discountPrice" ? "sale" : "base")] ??= issue.message;
  }
  return { body: null, errors };
}

/** The API's field errors of a prices call ("prices/0/discountPrice") on the table's cells. */
export function priceErrorsFromApi(
  fields: Record<string, string> | undefined,
  body: { prices: { skuId: string; market: Market }[] },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const [, index, field] = key.split("/");
    const cell = body.prices[Number(index)];
    if (!cell) errors.prices ??= message;
    else errors[priceField(cell.skuId, cell.market, field === "discountPrice" ? "sale" : "base")] = message;
  }
  return errors;
}

/** An amount in minor units as the price inputs show it (major units, no grouping). */
export const majorText = (minor: number, currency: string) => {
  const major = fromMinor(minor, currency);
  return Number.isInteger(major) ? String(major) : major.toFixed(minorDigits(currency));
};

/** The images after moving one up (-1) or down (+1), or removing it (0). */
export function movedImages(images: readonly string[], index: number, move: -1 | 0 | 1): string[] {
  const next = [...images];
  if (move === 0) {
    next.splice(index, 1);
    return next;
  }
  const to = index + move;
  if (to < 0 || to >= next.length) return next;
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

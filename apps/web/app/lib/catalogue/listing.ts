import {
  SKIN_CONCERNS,
  SKIN_INGREDIENTS,
  SKIN_PRODUCT_TYPES,
  SKIN_TYPES,
  type Sku,
  SORT_OPTION_LABELS,
  SORT_OPTIONS,
  type SortOption,
} from "@ojas/domain";
import type { Api } from "../api.ts";

export interface FilterOption {
  value: string;
  label: string;
  /** What the option sends to the catalogue API, when it differs from value (a group of categories). */
  apiValue?: string;
}

export interface FilterDef {
  /** Query-string name on the page. */
  name: string;
  /** Query name of GET /api/catalogue/v1/products. */
  apiName: "category" | "subCategory" | "productType" | "skinType" | "concern" | "ingredient";
  label: string;
  options: readonly FilterOption[];
}

export interface ListingConfig {
  /** Fixed API query for the listing (e.g. only skin care). */
  base: Partial<Record<FilterDef["apiName"], string>>;
  filters: readonly FilterDef[];
}

export interface ListingSelection {
  filters: Record<string, string>;
  sort: SortOption | null;
  nextToken: string | null;
}

export const SORTS = SORT_OPTIONS.map((value) => ({ value, label: SORT_OPTION_LABELS[value] }));

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const options = (values: readonly string[]): FilterOption[] =>
  values.map((value) => ({ value, label: capitalise(value) }));

export const SHOP_LISTING: ListingConfig = {
  base: {},
  filters: [
    {
      name: "category",
      apiName: "category",
      label: "Category",
      options: [
        { value: "devices", label: "Devices", apiValue: "ELECTRONICS,CGM,SMART_SCALE" },
        {
          value: "ring-accessories",
          label: "Ring accessories",
          apiValue: "RING_ACCS,ELECTRONICS__RING_ACCS",
        },
        { value: "skin", label: "Skin care", apiValue: "SKINCARE_PRODUCT" },
        { value: "nutrition", label: "Nutrition", apiValue: "NUTRITION_PRODUCT" },
        { value: "fitness", label: "Fitness gear", apiValue: "FXN_ACCS" },
        { value: "blood-work", label: "Blood work", apiValue: "BLOOD_WORK" },
        { value: "memberships", label: "Memberships", apiValue: "ELECTRONICS__PLAN,CGM_PLAN" },
      ],
    },
  ],
};

export const SKIN_LISTING: ListingConfig = {
  base: { category: "SKINCARE_PRODUCT" },
  filters: [
    { name: "skinType", apiName: "skinType", label: "Skin type", options: options(SKIN_TYPES) },
    { name: "concern", apiName: "concern", label: "Concern", options: options(SKIN_CONCERNS) },
    {
      name: "productType",
      apiName: "productType",
      label: "Product type",
      options: options(SKIN_PRODUCT_TYPES),
    },
    { name: "ingredient", apiName: "ingredient", label: "Ingredient", options: options(SKIN_INGREDIENTS) },
  ],
};

/** Nutrition's filter options come from the products themselves (protein, omega-3 ...). */
export function nutritionListing(subCategories: readonly string[]): ListingConfig {
  return {
    base: { category: "NUTRITION_PRODUCT" },
    filters: [{ name: "type", apiName: "subCategory", label: "Type", options: options(subCategories) }],
  };
}

/** The page's query string, keeping only known filter values and sorts. */
export function readSelection(config: ListingConfig, params: URLSearchParams): ListingSelection {
  const filters: Record<string, string> = {};
  for (const filter of config.filters) {
    const value = params.get(filter.name);
    if (value && filter.options.some((option) => option.value === value)) filters[filter.name] = value;
  }
  const sort = params.get("sort");
  return {
    filters,
    sort: (SORT_OPTIONS as readonly string[]).includes(sort ?? "") ? (sort as SortOption) : null,
    nextToken: params.get("page") || null,
  };
}

/** The catalogue API query of a selection. */
export function apiQuery(
  config: ListingConfig,
  selection: ListingSelection,
): Record<string, string | number> {
  const query: Record<string, string | number> = { ...config.base, limit: 48 };
  for (const filter of config.filters) {
    const value = selection.filters[filter.name];
    if (!value) continue;
    const option = filter.options.find((o) => o.value === value);
    query[filter.apiName] = option?.apiValue ?? value;
  }
  if (selection.sort) query.sort = selection.sort;
  if (selection.nextToken) query.nextToken = selection.nextToken;
  return query;
}

export interface ProductPage {
  products: Sku[];
  nextToken: string | null;
}

export function fetchProducts(api: Api, query: Record<string, string | number>): Promise<ProductPage> {
  return api.get<ProductPage>("/api/catalogue/v1/products", query);
}

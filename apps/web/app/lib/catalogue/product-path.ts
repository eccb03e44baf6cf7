import type { ProductCategory, Sku } from "@ojas/domain";

/** The storefront page of a product (without market prefix), by its category. */
export function productPath(sku: Pick<Sku, "category" | "productSlug">): string {
  switch (sku.category) {
    case "SKINCARE_PRODUCT":
      return `/skin/products/${sku.productSlug}`;
    case "NUTRITION_PRODUCT":
      return `/nutrition/products/${sku.productSlug}`;
    case "FXN_ACCS":
    case "RING_ACCS":
    case "ELECTRONICS__RING_ACCS":
      return `/accessories/${sku.productSlug}`;
    case "ELECTRONICS":
    case "ELECTRONICS__PLAN":
      return "/ring/buy";
    case "CGM":
    case "CGM_PLAN":
      return "/cgm";
    case "SMART_SCALE":
      return "/smart-scale";
    case "BLOOD_WORK":
      return "/blood-work/book";
    case "PLAN":
      return "/plans";
  }
}

/** Which categories each product page shows; any other product there is a 404. */
export const DETAIL_PAGE_CATEGORIES: Record<string, readonly ProductCategory[]> = {
  "/skin/products": ["SKINCARE_PRODUCT"],
  "/nutrition/products": ["NUTRITION_PRODUCT"],
  "/accessories": ["FXN_ACCS", "RING_ACCS", "ELECTRONICS__RING_ACCS"],
  "/ring/buy": ["ELECTRONICS"],
};

import {
  BADGES,
  COD_EXCLUDED_CATEGORIES,
  type Market,
  type ProductCategory,
  type Product as ProductDto,
  percentOff,
  type Sku,
} from "@ojas/domain";
import type { ProductRow, SkuRow } from "./repository.ts";
import type { Availability } from "./stock.ts";

/** Cash on delivery is offered in India only, and never for plans or blood work. */
function badgesFor(stored: string[], market: Market, category: ProductCategory): string[] {
  const cod = market === "IN" && !COD_EXCLUDED_CATEGORIES.includes(category);
  return cod ? [...stored, BADGES.COD_AVAILABLE] : stored;
}

export function toSkuDto(row: SkuRow, availability: Availability | undefined): Sku {
  const { sku, product, price } = row;
  return {
    skuId: sku.skuId,
    productId: product.productId,
    slug: sku.slug,
    productSlug: product.slug,
    name: sku.name,
    category: product.category as ProductCategory,
    subCategory: product.subCategory,
    productType: product.productType,
    images: sku.images.length > 0 ? sku.images : product.images,
    basePrice: price.basePrice,
    discountPrice: price.discountPrice,
    discountPercentage: percentOff(price.basePrice, price.discountPrice),
    currency: price.currency,
    stockStatus: availability?.stockStatus ?? "OUT_OF_STOCK",
    rating: product.rating,
    reviewCount: product.reviewCount,
    ...(sku.volume !== null ? { volume: sku.volume } : {}),
    ...(sku.volumeUnit !== null ? { volumeUnit: sku.volumeUnit } : {}),
    attributes: sku.attributes,
    isBundledSku: sku.isBundledSku,
    bundledSkuIds: sku.bundledSkuIds,
    badges: badgesFor(sku.badges, price.market as Market, product.category as ProductCategory),
  };
}

export function toProductDto(product: ProductRow): ProductDto {
  return {
    productId: product.productId,
    slug: product.slug,
    name: product.name,
    category: product.category as ProductCategory,
    subCategory: product.subCategory,
    productType: product.productType,
    tagline: product.tagline,
    description: product.description,
    details: product.details,
    images: product.images,
    skinTypes: product.skinTypes,
    concerns: product.concerns,
    ingredients: product.ingredients,
    rating: product.rating,
    reviewCount: product.reviewCount,
  };
}

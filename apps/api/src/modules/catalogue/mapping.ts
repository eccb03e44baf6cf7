import { type ProductCategory, type Product as ProductDto, percentOff, type Sku } from "@ojas/domain";
import type { ProductRow, SkuRow } from "./repository.ts";
import type { Availability } from "./stock.ts";

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
    badges: sku.badges,
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

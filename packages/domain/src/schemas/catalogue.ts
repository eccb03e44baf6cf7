import { z } from "zod";
import { PRODUCT_CATEGORIES, SORT_OPTIONS, STOCK_STATUSES } from "../enums.ts";
import { REVIEW_LIMITS } from "../reviews.ts";

const money = z.number().int().nonnegative();

export const skuSchema = z.object({
  skuId: z.string(),
  productId: z.string(),
  slug: z.string(),
  productSlug: z.string(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  subCategory: z.string().nullable(),
  productType: z.string().nullable(),
  images: z.array(z.string()),
  basePrice: money,
  discountPrice: money,
  discountPercentage: z.number().int().min(0).max(100),
  currency: z.string(),
  stockStatus: z.enum(STOCK_STATUSES),
  rating: z.number(),
  reviewCount: z.number().int(),
  volume: z.number().optional(),
  volumeUnit: z.string().optional(),
  attributes: z.record(z.string(), z.unknown()),
  isBundledSku: z.boolean(),
  bundledSkuIds: z.array(z.string()),
  badges: z.array(z.string()),
});
export type Sku = z.infer<typeof skuSchema>;

export const productSchema = z.object({
  productId: z.string(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  subCategory: z.string().nullable(),
  productType: z.string().nullable(),
  tagline: z.string(),
  description: z.string(),
  details: z.record(z.string(), z.unknown()),
  images: z.array(z.string()),
  skinTypes: z.array(z.string()),
  concerns: z.array(z.string()),
  ingredients: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

const csv = z.string().trim().min(1).max(200);

export const productListQuerySchema = z.object({
  category: csv.optional(),
  subCategory: csv.optional(),
  productType: csv.optional(),
  skinType: csv.optional(),
  concern: csv.optional(),
  ingredient: csv.optional(),
  sort: z.enum(SORT_OPTIONS).optional(),
  nextToken: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListResponseSchema = z.object({
  products: z.array(skuSchema),
  nextToken: z.string().nullable(),
});

export const purchaseFilterSchema = z.object({
  name: z.string(),
  label: z.string(),
  values: z.array(z.object({ value: z.string(), label: z.string(), available: z.boolean() })),
});

export const purchaseOptionSchema = z.object({
  optionId: z.string(),
  label: z.string(),
  description: z.string(),
  skuIds: z.array(z.string()),
  basePrice: money,
  discountPrice: money,
  currency: z.string(),
  available: z.boolean(),
});

export const emiOptionSchema = z.object({
  months: z.number().int(),
  monthlyAmount: money,
  totalAmount: money,
  interestRatePercent: z.number(),
  noCost: z.boolean(),
});

export const skuDetailsQuerySchema = z
  .object({ slug: z.string().min(1).max(120).optional(), skuId: z.string().min(1).max(80).optional() })
  .refine((q) => Boolean(q.slug) !== Boolean(q.skuId), { message: "Give exactly one of slug or skuId" });

export const skuDetailsResponseSchema = z.object({
  product: productSchema,
  skus: z.array(skuSchema),
  purchaseFilters: z.array(purchaseFilterSchema),
  purchaseOptions: z.array(purchaseOptionSchema),
  emiOptions: z.array(emiOptionSchema).optional(),
  sizingKitPrice: z
    .object({ skuId: z.string(), basePrice: money, discountPrice: money, currency: z.string() })
    .optional(),
  bundles: z.array(skuSchema).optional(),
  recommendedProducts: z.array(skuSchema),
  productTags: z.array(z.string()),
});
export type SkuDetails = z.infer<typeof skuDetailsResponseSchema>;

export const skuIdsQuerySchema = z.object({
  skuIds: z
    .string()
    .min(1)
    .max(2000)
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(80)).min(1).max(50)),
});

export const recommendedSkusBodySchema = z.object({
  skuIds: z.array(z.string().min(1).max(80)).min(1).max(50),
});

export const skusResponseSchema = z.object({ skus: z.array(skuSchema) });

export const byobQuerySchema = z.object({ bundleSkuId: z.string().min(1).max(80) });
export const byobResponseSchema = z.object({
  bundle: skuSchema,
  items: z.array(skuSchema),
  configOptions: z.object({
    pickCount: z.number().int().positive(),
    discountPercentage: z.number().int().min(0).max(100),
    allowedProductTypes: z.array(z.string()),
    allowRepeats: z.boolean(),
  }),
});

export const createReviewBodySchema = z.object({
  skuId: z.string().min(1).max(80),
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(REVIEW_LIMITS.title.min).max(REVIEW_LIMITS.title.max),
  text: z.string().trim().min(REVIEW_LIMITS.text.min).max(REVIEW_LIMITS.text.max),
});
export const createReviewResponseSchema = z.object({ reviewId: z.string(), status: z.literal("PENDING") });

export const reviewEligibilityQuerySchema = z.object({ skuId: z.string().min(1).max(80) });
/** Whether the caller may review the product: SIGN_IN (a visitor or guest) or NOT_BOUGHT when not. */
export const reviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  reason: z.enum(["SIGN_IN", "NOT_BOUGHT"]).nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export const reviewSchema = z.object({
  reviewId: z.string(),
  skuId: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  verifiedPurchase: z.boolean(),
  createdAt: z.number().int(),
});

export const approvedReviewsBodySchema = z.object({
  id: z.string().min(1).max(80),
  lastEvaluatedKey: z.string().max(300).nullish(),
  limit: z.number().int().min(1).max(50).default(10),
});
export const approvedReviewsResponseSchema = z.object({
  reviews: z.array(reviewSchema),
  lastEvaluatedKey: z.string().nullable(),
  summary: z.object({
    average: z.number(),
    count: z.number().int(),
    distribution: z.record(z.string(), z.number().int()),
  }),
});

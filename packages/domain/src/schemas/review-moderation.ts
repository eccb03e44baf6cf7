import { z } from "zod";
import { REVIEW_QUEUE_PAGE_SIZE, REVIEW_REJECT_REASON, REVIEW_STATUSES } from "../reviews.ts";
import { epochMsSchema } from "./common.ts";

// The back office's review moderation and the author's own reviews (docs/api.md, "Review moderation").

export const reviewStatusSchema = z.enum(REVIEW_STATUSES);

export const reviewQueueQuerySchema = z.object({
  status: reviewStatusSchema.default("PENDING"),
  /** Reviews of the product this sku belongs to. */
  skuId: z.string().trim().min(1).max(80).optional(),
  /** Part of the title, the text or the author's name, or a review id. */
  q: z.string().trim().min(1).max(80).optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(REVIEW_QUEUE_PAGE_SIZE),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewIdParamsSchema = z.object({ id: z.string().min(1).max(80) });

/** A review as moderation sees it: who wrote it about what, where it stands and who decided. */
export const moderatedReviewSchema = z.object({
  reviewId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  skuId: z.string(),
  userId: z.string().nullable(),
  authorName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  verifiedPurchase: z.boolean(),
  status: reviewStatusSchema,
  rejectionReason: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  moderatedAt: epochMsSchema.nullable(),
  createdAt: epochMsSchema,
});
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const reviewQueueResponseSchema = z.object({
  reviews: z.array(moderatedReviewSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

/** What a decision answers: the review and its product's rating as the storefront now shows it. */
export const reviewDecisionResponseSchema = z.object({
  review: moderatedReviewSchema,
  product: z.object({ productId: z.string(), rating: z.number(), reviewCount: z.number().int() }),
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponseSchema>;

export const rejectReviewBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(REVIEW_REJECT_REASON.min, `Tell the author why, in at least ${REVIEW_REJECT_REASON.min} characters`)
    .max(REVIEW_REJECT_REASON.max, `At most ${REVIEW_REJECT_REASON.max} characters`),
});
export type RejectReviewBody = z.infer<typeof rejectReviewBodySchema>;

export const myReviewsQuerySchema = z.object({
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEW_QUEUE_PAGE_SIZE),
});

/** One of the signed-in shopper's own reviews, with where it stands and, when rejected, why. */
export const myReviewSchema = z.object({
  reviewId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  productCategory: z.string(),
  skuId: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  status: reviewStatusSchema,
  rejectionReason: z.string().nullable(),
  createdAt: epochMsSchema,
  moderatedAt: epochMsSchema.nullable(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const myReviewsResponseSchema = z.object({
  reviews: z.array(myReviewSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;

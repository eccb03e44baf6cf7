// Review moderation (docs/api.md, "Review moderation"; docs/product.md, "Review moderation"): staff with
// `reviews` work the queue of pending reviews, approve one (it shows on the product page and counts in the
// product's stored rating and review count) or reject it with a reason its author sees. A review moves only
// along REVIEW_TRANSITIONS in packages/domain (reviews.ts): only a pending one is decided. Each decision
// locks the review, writes its staff audit row in the same transaction, and is answered once per
// Idempotency-Key. The author reads their own reviews, with status and reason, through myReviews.
import {
  canMoveReview,
  type ModeratedReview,
  type MyReviewsResponse,
  REVIEW_STATUS_NAMES,
  type RejectReviewBody,
  type ReviewDecisionResponse,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
  type ReviewStatus,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { once, recordAudit, type StaffCaller } from "../staff/service.ts";
import { invalidateCatalogue } from "./cache.ts";
import * as repo from "./repository.ts";
import * as q from "./review-moderation-queries.ts";

export const REVIEW_AUDIT_ENTITY = "review";
const NOT_FOUND = "No such review";

const ms = (d: Date | null) => (d ? d.getTime() : null);

function toModerated({ review: r, product }: q.ReviewWithProduct): ModeratedReview {
  return {
    reviewId: r.reviewId,
    productId: product.productId,
    productName: product.name,
    productSlug: product.slug,
    skuId: r.skuId,
    userId: r.userId,
    authorName: r.authorName,
    rating: r.rating,
    title: r.title,
    text: r.text,
    verifiedPurchase: r.verifiedPurchase,
    status: r.status as ReviewStatus,
    rejectionReason: r.rejectionReason,
    moderatedBy: r.moderatedBy,
    moderatedAt: ms(r.moderatedAt),
    createdAt: r.createdAt.getTime(),
  };
}

const isCursor = (v: unknown): v is { c: number; i: string } =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as { c: unknown }).c) &&
  typeof (v as { i: unknown }).i === "string" &&
  (v as { i: string }).i.length <= 100;

function pageOf(rows: q.ReviewWithProduct[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextToken =
    rows.length > limit && last
      ? encodePageToken({ c: last.review.createdAt.getTime(), i: last.review.reviewId })
      : null;
  return { page, nextToken };
}

/** GET /api/staff/reviews: one status (pending by default, oldest first), of one product, matching a text. */
export async function reviewQueue(deps: Deps, query: ReviewQueueQuery): Promise<ReviewQueueResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  let productId: string | undefined;
  if (query.skuId) {
    const sku = await repo.findSkuById(deps.db, query.skuId);
    if (!sku) throw invalid({ skuId: "No product has this sku" });
    productId = sku.productId;
  }
  const rows = await q.searchReviews(
    deps.db,
    { status: query.status, productId, text: query.q, after },
    query.limit + 1,
  );
  const { page, nextToken } = pageOf(rows, query.limit);
  return { reviews: page.map(toModerated), paginationData: { nextToken } };
}

const auditState = (r: q.ReviewRow) => ({ status: r.status, rejectionReason: r.rejectionReason });

/** One decision: lock, move, the product's rating, the audit row, in one transaction, once per key. */
async function decide(
  deps: Deps,
  staff: StaffCaller,
  reviewId: string,
  to: "APPROVED" | "REJECTED",
  body: { reason?: string },
  idempotencyKey: string,
): Promise<ReviewDecisionResponse> {
  const action = to === "APPROVED" ? "approve" : "reject";
  const answer = await once(
    deps,
    { staffId: staff.userId, route: `review.${action} ${reviewId}`, key: idempotencyKey, body },
    async (tx: Db) => {
      const locked = await q.lockReview(tx, reviewId);
      if (!locked) throw notFound(NOT_FOUND);
      const from = locked.status as ReviewStatus;
      if (!canMoveReview(from, to)) {
        throw invalid({
          status: `This review is ${REVIEW_STATUS_NAMES[from].toLowerCase()} already: only a review waiting for moderation is decided`,
        });
      }
      const at = deps.now();
      const patch = {
        status: to,
        rejectionReason: to === "REJECTED" ? (body.reason ?? null) : null,
        moderatedBy: staff.userId,
        moderatedAt: new Date(at),
      };
      await q.updateReview(tx, reviewId, patch);
      // Only approved reviews count, so a rejection leaves the product's rating as it was.
      const product =
        to === "APPROVED"
          ? await q.refreshProductRating(tx, locked.productId)
          : await productRating(tx, locked.productId);
      await recordAudit(tx, staff.userId, at, {
        action: `${REVIEW_AUDIT_ENTITY}.${action}`,
        entity: REVIEW_AUDIT_ENTITY,
        entityId: reviewId,
        before: auditState(locked),
        after: {
          ...auditState({ ...locked, ...patch }),
          rating: product.rating,
          reviewCount: product.reviewCount,
        },
      });
      const row = await q.findReviewWithProduct(tx, reviewId);
      return { statusCode: 200, response: { review: toModerated(row!), product } };
    },
  );
  // Listings and the product page show the rating and the approved reviews: this instance's caches forget
  // them now, other instances within their lifetimes (docs/decisions/0006, 0009).
  if (to === "APPROVED") invalidateCatalogue(deps);
  return answer.response;
}

async function productRating(db: Db, productId: string) {
  const product = await repo.findProductById(db, productId);
  return { productId, rating: product?.rating ?? 0, reviewCount: product?.reviewCount ?? 0 };
}

/** POST /api/staff/reviews/{id}/approve: the review shows on its product page and counts in its rating. */
export function approveReview(deps: Deps, staff: StaffCaller, reviewId: string, idempotencyKey: string) {
  return decide(deps, staff, reviewId, "APPROVED", {}, idempotencyKey);
}

/** POST /api/staff/reviews/{id}/reject: the review stays hidden; its author sees the reason. */
export function rejectReview(
  deps: Deps,
  staff: StaffCaller,
  reviewId: string,
  body: RejectReviewBody,
  idempotencyKey: string,
) {
  return decide(deps, staff, reviewId, "REJECTED", body, idempotencyKey);
}

/** GET /api/catalogue/v1/my-reviews: the signed-in shopper's reviews, newest first, whatever their status. */
export async function myReviews(
  deps: Deps,
  userId: string,
  query: { nextToken?: string; limit: number },
): Promise<MyReviewsResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const rows = await q.reviewsOfUser(deps.db, userId, after, query.limit + 1);
  const { page, nextToken } = pageOf(rows, query.limit);
  return {
    reviews: page.map(({ review: r, product }) => ({
      reviewId: r.reviewId,
      productName: product.name,
      productSlug: product.slug,
      productCategory: product.category,
      skuId: r.skuId,
      rating: r.rating,
      title: r.title,
      text: r.text,
      status: r.status as ReviewStatus,
      rejectionReason: r.status === "REJECTED" ? r.rejectionReason : null,
      createdAt: r.createdAt.getTime(),
      moderatedAt: ms(r.moderatedAt),
    })),
    paginationData: { nextToken },
  };
}

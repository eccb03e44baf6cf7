import { REVIEW_REJECT_REASON, REVIEW_STATUSES, type ReviewStatus } from "@ojas/domain/reviews";

// The back office's review moderation (docs/product.md, "Review moderation"): the queue's filters as the
// page's query string carries them, and the rejection reason's check before it is sent (the API checks the
// same bounds with the domain's schema and answers field errors).

export interface ReviewFilters {
  status: ReviewStatus;
  skuId: string | null;
  q: string | null;
}

/** The filters of the page's URL: pending unless another known status; anything unknown is dropped. */
export function reviewFiltersOf(params: URLSearchParams): ReviewFilters {
  const status = REVIEW_STATUSES.find((s) => s === params.get("status")) ?? "PENDING";
  return {
    status,
    skuId: params.get("skuId")?.trim().slice(0, 80) || null,
    q: params.get("q")?.trim().slice(0, 80) || null,
  };
}

/** The API's query for the filters (and a page token). */
export function reviewQuery(filters: ReviewFilters, nextToken?: string | null) {
  return {
    status: filters.status,
    skuId: filters.skuId ?? undefined,
    q: filters.q ?? undefined,
    nextToken: nextToken ?? undefined,
  };
}

/** The page's own query string for the filters (and a page token), for links. */
export function reviewSearch(filters: ReviewFilters, nextToken?: string | null): string {
  const params = new URLSearchParams();
  if (filters.status !== "PENDING") params.set("status", filters.status);
  if (filters.skuId) params.set("skuId", filters.skuId);
  if (filters.q) params.set("q", filters.q);
  if (nextToken) params.set("nextToken", nextToken);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** What is wrong with a rejection reason, or null: the author reads it, so it says something. */
export function rejectReasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length < REVIEW_REJECT_REASON.min) {
    return `Tell the author why, in at least ${REVIEW_REJECT_REASON.min} characters`;
  }
  if (length > REVIEW_REJECT_REASON.max) return `At most ${REVIEW_REJECT_REASON.max} characters`;
  return null;
}

export const REVIEW_STATUS_BADGE: Readonly<Record<ReviewStatus, string>> = {
  PENDING: "bg-accent text-on-accent",
  APPROVED: "bg-accent-soft text-accent",
  REJECTED: "border border-line bg-bg text-muted",
};

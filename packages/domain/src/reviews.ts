// Kept out of the schema modules so the storefront's review form, the back office's moderation queue and
// the shopper's own reviews can read them without bringing zod along.

/** Length limits of a review's title and text (characters, after trimming): the form shows the same. */
export const REVIEW_LIMITS = { title: { min: 2, max: 120 }, text: { min: 10, max: 4000 } } as const;

/** Where a review stands: waiting for moderation, shown on the product page, or turned down with a reason. */
export const REVIEW_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The moves moderation may make (docs/product.md, "Review moderation"): only a pending review is decided,
 * once. An approved or rejected review stays as it is.
 */
export const REVIEW_TRANSITIONS: Readonly<Record<ReviewStatus, readonly ReviewStatus[]>> = {
  PENDING: ["APPROVED", "REJECTED"],
  APPROVED: [],
  REJECTED: [],
};

export function canMoveReview(from: ReviewStatus, to: ReviewStatus): boolean {
  return REVIEW_TRANSITIONS[from]?.includes(to) ?? false;
}

export const isReviewStatus = (value: unknown): value is ReviewStatus =>
  typeof value === "string" && (REVIEW_STATUSES as readonly string[]).includes(value);

export const REVIEW_STATUS_NAMES: Readonly<Record<ReviewStatus, string>> = {
  PENDING: "Waiting for moderation",
  APPROVED: "Published",
  REJECTED: "Not published",
};

/** The reason a rejection gives the author (characters, after trimming). */
export const REVIEW_REJECT_REASON = { min: 3, max: 500 } as const;

export const REVIEW_QUEUE_PAGE_SIZE = 20;

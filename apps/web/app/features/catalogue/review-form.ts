import { REVIEW_LIMITS, type ReviewEligibility } from "@ojas/domain";

export interface ReviewDraft {
  /** 0: not chosen yet. */
  rating: number;
  title: string;
  text: string;
}

export type ReviewErrors = Partial<Record<keyof ReviewDraft, string>>;

export const emptyReview = (): ReviewDraft => ({ rating: 0, title: "", text: "" });

export const REVIEW_THANKS = "Thanks, your review will appear once approved";

/** The inline messages of the review form, with the same limits the API checks. */
export function validateReview(draft: ReviewDraft): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) {
    errors.rating = "Choose a rating from 1 to 5 stars";
  }
  const title = draft.title.trim();
  if (title.length < REVIEW_LIMITS.title.min) errors.title = "Give your review a short title";
  else if (title.length > REVIEW_LIMITS.title.max) {
    errors.title = `Keep the title under ${REVIEW_LIMITS.title.max} characters`;
  }
  const text = draft.text.trim();
  if (text.length < REVIEW_LIMITS.text.min) {
    errors.text = `Tell us a little more: at least ${REVIEW_LIMITS.text.min} characters`;
  } else if (text.length > REVIEW_LIMITS.text.max) {
    errors.text = `Keep your review under ${REVIEW_LIMITS.text.max} characters`;
  }
  return errors;
}

/** "12 / 120": what is left to type, for the counter under a field. */
export const lengthCounter = (value: string, max: number) => `${value.trim().length} / ${max}`;

/** Why the form is not offered, in words, or null when it is. */
export function eligibilityText(reason: ReviewEligibility["reason"]): string | null {
  switch (reason) {
    case "SIGN_IN":
      return "Sign in to review a product you have bought.";
    case "NOT_BOUGHT":
      return "Only shoppers who bought this product can review it. Once your order is paid or delivered, you can write one here.";
    default:
      return null;
  }
}

/** The text of one star choice, read out by screen readers. */
export const starLabel = (n: number) => `${n} star${n === 1 ? "" : "s"}`;

import { describe, expect, it } from "vitest";
import { canMoveReview, REVIEW_STATUSES, REVIEW_TRANSITIONS } from "./reviews.ts";

describe("review moderation moves", () => {
  it("decides a pending review once, either way, and nothing else", () => {
    const allowed = REVIEW_STATUSES.flatMap((from) =>
      REVIEW_STATUSES.filter((to) => canMoveReview(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual(["PENDING->APPROVED", "PENDING->REJECTED"]);
    expect(REVIEW_TRANSITIONS.APPROVED).toEqual([]);
  });
});

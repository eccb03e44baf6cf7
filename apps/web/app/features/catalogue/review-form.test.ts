import { describe, expect, it } from "vitest";
import { eligibilityText, emptyReview, lengthCounter, starLabel, validateReview } from "./review-form.ts";

describe("review form", () => {
  it("asks for a rating, a title and enough text, in friendly words", () => {
    expect(validateReview(emptyReview())).toEqual({
      rating: "Choose a rating from 1 to 5 stars",
      title: "Give your review a short title",
      text: "Tell us a little more: at least 10 characters",
    });
    expect(validateReview({ rating: 4, title: "Great fit", text: "Comfortable all night long." })).toEqual(
      {},
    );
  });

  it("keeps to the API's length limits, counted without surrounding spaces", () => {
    const errors = validateReview({ rating: 5, title: "x".repeat(121), text: "y".repeat(4001) });
    expect(errors).toEqual({
      title: "Keep the title under 120 characters",
      text: "Keep your review under 4000 characters",
    });
    expect(validateReview({ rating: 5, title: "  ok  ", text: "  exactly10!  " })).toEqual({});
    expect(lengthCounter("  hello ", 120)).toBe("5 / 120");
  });

  it("says why a visitor or a non-buyer cannot review", () => {
    expect(eligibilityText("SIGN_IN")).toBe("Sign in to review a product you have bought.");
    expect(eligibilityText("NOT_BOUGHT")).toMatch(/^Only shoppers who bought this product can review it/);
    expect(eligibilityText(null)).toBeNull();
    expect(starLabel(1)).toBe("1 star");
    expect(starLabel(4)).toBe("4 stars");
  });
});

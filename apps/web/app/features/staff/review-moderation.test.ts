import { describe, expect, it } from "vitest";
import { rejectReasonError, reviewFiltersOf, reviewQuery, reviewSearch } from "./review-moderation.ts";

describe("the review queue's filters", () => {
  it("reads known filters from the URL, pending by default, and drops the rest", () => {
    expect(reviewFiltersOf(new URLSearchParams("status=LIVE"))).toEqual({
      status: "PENDING",
      skuId: null,
      q: null,
    });
    const filters = reviewFiltersOf(new URLSearchParams("status=REJECTED&skuId=%20SKN-1%20&q=spots"));
    expect(filters).toEqual({ status: "REJECTED", skuId: "SKN-1", q: "spots" });
    expect(reviewQuery(filters, "tok")).toEqual({
      status: "REJECTED",
      skuId: "SKN-1",
      q: "spots",
      nextToken: "tok",
    });
    expect(reviewSearch(filters, "tok")).toBe("?status=REJECTED&skuId=SKN-1&q=spots&nextToken=tok");
    expect(reviewSearch(reviewFiltersOf(new URLSearchParams()))).toBe("");
  });
});

describe("a rejection reason", () => {
  it("needs 3 to 500 characters after trimming", () => {
    expect(rejectReasonError("  no ")).toMatch(/at least 3/);
    expect(rejectReasonError("x".repeat(501))).toMatch(/At most 500/);
    expect(rejectReasonError("Off topic")).toBeNull();
  });
});

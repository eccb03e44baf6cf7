import { describe, expect, it } from "vitest";
import { filtersOf, inboxQuery, inboxSearch, requestSummary } from "./support-inbox.ts";

describe("the support inbox's filters", () => {
  it("reads known filters from the URL and drops the rest", () => {
    const filters = filtersOf(new URLSearchParams("kind=TRIAL&status=SOLVED&mine=1&q=%20Meera%20"));
    expect(filters).toEqual({ kind: "TRIAL", status: null, mine: true, q: "Meera" });
    expect(inboxQuery(filters, "tok")).toEqual({
      kind: "TRIAL",
      status: undefined,
      owner: "me",
      q: "Meera",
      nextToken: "tok",
    });
    expect(inboxSearch(filters, "tok")).toBe("?kind=TRIAL&mine=1&q=Meera&nextToken=tok");
    expect(inboxSearch(filtersOf(new URLSearchParams()))).toBe("");
  });
});

describe("a request's summary", () => {
  it("names a plan lead's plan and the time to call", () => {
    expect(
      requestSummary({
        kind: "CALLBACK",
        details: { topic: "Plan Gut Health Pro (PL-GH-PRO-NUT)", preferredTime: "EVENING" },
      }),
    ).toBe("Plan Gut Health Pro (PL-GH-PRO-NUT) · call in the evening");
  });

  it("names a business's company and size, and a trial's goal", () => {
    expect(
      requestSummary({
        kind: "B2B_CALLBACK",
        details: { companyName: "Acme", teamSize: "11-50", message: null },
      }),
    ).toBe("Acme (11-50 people)");
    expect(requestSummary({ kind: "TRIAL", details: { goal: "WEIGHT_LOSS" } })).toBe("Goal: weight loss");
    expect(requestSummary({ kind: "CALLBACK", details: { topic: null } })).toBe("General call back");
  });
});

import { describe, expect, it } from "vitest";
import { epochFromLocal, sessionCreateBody } from "./session-form.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("epochFromLocal", () => {
  it("reads the wall time in the given zone", () => {
    expect(epochFromLocal("2026-03-01T18:30", -330)).toBe(Date.UTC(2026, 2, 1, 13, 0));
    expect(epochFromLocal("2026-03-01T18:30", 0)).toBe(Date.UTC(2026, 2, 1, 18, 30));
    expect(epochFromLocal("2026-03-01T18:30", 300)).toBe(Date.UTC(2026, 2, 1, 23, 30));
    expect(epochFromLocal("2026-13-01T18:30", 0)).toBeNull();
    expect(epochFromLocal("tomorrow", 0)).toBeNull();
  });
});

describe("sessionCreateBody", () => {
  it("builds a coach session's body", () => {
    const result = sessionCreateBody(
      form({
        kind: "COACH",
        title: "Check-in",
        start: "2026-03-01T18:30",
        tzOffset: "-330",
        minutes: "45",
        subscriber: "9876543210",
      }),
    );
    expect(result).toEqual({
      body: {
        kind: "COACH",
        title: "Check-in",
        startTime: Date.UTC(2026, 2, 1, 13, 0),
        minutes: 45,
        subscriber: "9876543210",
      },
      errors: {},
    });
  });

  it("builds a paid webinar's body, the price in minor units", () => {
    const { body } = sessionCreateBody(
      form({
        kind: "WEBINAR",
        title: "Sleep",
        start: "2026-03-01T18:30",
        minutes: "60",
        market: "AE",
        price: "35",
        description: "x",
      }),
    );
    expect(body).toMatchObject({ market: "AE", price: 3500, description: "x" });
    expect(body).not.toHaveProperty("subscriber");
  });

  it("names every field to fix", () => {
    const { body, errors } = sessionCreateBody(
      form({ kind: "COACH", title: "", start: "", minutes: "5", joinUrl: "http://x" }),
    );
    expect(body).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(["joinUrl", "minutes", "startTime", "subscriber", "title"]);
  });
});

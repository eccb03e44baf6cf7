import { describe, expect, it } from "vitest";
import { parseUtmParams, UTM_INVALID_DATATYPE_MESSAGE, utmFromBody } from "./utm.ts";

describe("parseUtmParams", () => {
  it("returns all four params when utm_source is present", () => {
    expect(
      parseUtmParams({
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "ring-launch",
        utm_content: "banner",
        other: 1,
      }),
    ).toEqual({
      ok: true,
      params: { source: "google", medium: "cpc", campaign: "ring-launch", content: "banner" },
    });
  });

  it("fills missing or blank optional params with null", () => {
    expect(parseUtmParams({ utm_source: " newsletter ", utm_medium: "" })).toEqual({
      ok: true,
      params: { source: "newsletter", medium: null, campaign: null, content: null },
    });
  });

  it("returns null params without a source", () => {
    expect(parseUtmParams({})).toEqual({ ok: true, params: null });
    expect(parseUtmParams({ utm_medium: "cpc", utm_campaign: "x" })).toEqual({ ok: true, params: null });
    expect(parseUtmParams({ utm_source: "  " })).toEqual({ ok: true, params: null });
    expect(parseUtmParams({ utm_source: null })).toEqual({ ok: true, params: null });
  });

  it.each([
    ["an array source", { utm_source: ["a", "b"] }],
    ["an array medium", { utm_source: "google", utm_medium: ["cpc", "cpm"] }],
    ["an object", { utm_source: { $ne: "" } }],
    ["a number", { utm_source: "google", utm_campaign: 5 }],
    ["a boolean", { utm_content: true }],
  ])("rejects %s", (_label, query) => {
    expect(parseUtmParams(query)).toEqual({ ok: false, error: UTM_INVALID_DATATYPE_MESSAGE });
  });

  it("has the SPEC error text", () => {
    expect(UTM_INVALID_DATATYPE_MESSAGE).toBe("Invalid datatype received for UTM Parameters");
  });
});

describe("utmFromBody", () => {
  it("keeps plain strings and ignores any other set whole", () => {
    expect(utmFromBody({ source: " google ", medium: "cpc", campaign: "", content: null })).toEqual({
      source: "google",
      medium: "cpc",
      campaign: null,
      content: null,
    });
    expect(utmFromBody({ source: "google", medium: 7 })).toBeNull();
    expect(utmFromBody({ source: ["a", "b"] })).toBeNull();
    expect(utmFromBody({ medium: "cpc" })).toBeNull();
    expect(utmFromBody({ source: "x".repeat(201) })).toBeNull();
    expect(utmFromBody("google")).toBeNull();
    expect(utmFromBody(undefined)).toBeNull();
  });
});

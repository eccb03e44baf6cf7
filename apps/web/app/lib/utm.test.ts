import { LOCAL_STORAGE_KEYS, UTM_INVALID_DATATYPE_MESSAGE } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { queryRecord, readUtmParams, saveUtmParams, utmForRequest, utmFromForm } from "./utm.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("campaign parameters", () => {
  it("reads a repeated parameter as a list", () => {
    expect(queryRecord("?utm_source=a&utm_source=b&utm_source=c&x=1")).toEqual({
      utm_source: ["a", "b", "c"],
      x: "1",
    });
  });

  it("saves the four parameters when a source is present", () => {
    const storage = memoryStorage();
    const outcome = saveUtmParams(
      "?utm_source=instagram&utm_medium=social&utm_campaign=ring-launch&utm_content=reel-3",
      storage,
      1_700_000_000_000,
    );
    expect(outcome).toEqual({
      saved: {
        source: "instagram",
        medium: "social",
        campaign: "ring-launch",
        content: "reel-3",
        savedAt: 1_700_000_000_000,
      },
      error: null,
    });
    expect(readUtmParams(storage)).toEqual(outcome.saved);
    expect(storage.items.has(LOCAL_STORAGE_KEYS.UTM)).toBe(true);
  });

  it("saves nothing without a source", () => {
    const storage = memoryStorage();
    expect(saveUtmParams("?utm_medium=email&utm_campaign=monsoon", storage)).toEqual({
      saved: null,
      error: null,
    });
    expect(storage.items.size).toBe(0);
  });

  it("reports an invalid datatype and keeps what was saved before", () => {
    const storage = memoryStorage();
    saveUtmParams("?utm_source=newsletter", storage);
    const before = storage.getItem(LOCAL_STORAGE_KEYS.UTM);
    expect(saveUtmParams("?utm_source=a&utm_source=b", storage)).toEqual({
      saved: null,
      error: UTM_INVALID_DATATYPE_MESSAGE,
    });
    expect(storage.getItem(LOCAL_STORAGE_KEYS.UTM)).toBe(before);
  });

  it("survives storage that refuses to write", () => {
    const full = {
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(saveUtmParams("?utm_source=a", full)).toEqual({ saved: null, error: null });
  });
});

describe("campaign parameters sent with requests", () => {
  it("sends the saved campaign, without its saving time", () => {
    const storage = memoryStorage();
    saveUtmParams("?utm_source=google&utm_campaign=ring", storage, 1);
    expect(utmForRequest(storage)).toEqual({
      source: "google",
      medium: null,
      campaign: "ring",
      content: null,
    });
    expect(utmForRequest(memoryStorage())).toBeUndefined();
    expect(utmForRequest(undefined)).toBeUndefined();
  });

  it("reads a form's hidden campaign fields", () => {
    const form = new FormData();
    form.set("utm.source", "newsletter");
    form.set("utm.medium", "email");
    form.set("utm.campaign", "");
    expect(utmFromForm(form)).toEqual({ source: "newsletter", medium: "email" });
    expect(utmFromForm(new FormData())).toBeUndefined();
  });
});

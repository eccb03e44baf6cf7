import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../../tests/memory-storage.ts";
import { attemptFor, endAttempt, fingerprint, outcomeUnknown, readAttempt, saveAttempt } from "./attempt.ts";

describe("checkout attempt", () => {
  it("fingerprints a body whatever the order of its keys, ignoring undefined fields", () => {
    expect(fingerprint({ b: 1, a: { d: [1, 2], c: "x" }, z: undefined })).toBe(
      fingerprint({ a: { c: "x", d: [1, 2] }, b: 1 }),
    );
    expect(fingerprint({ a: [1, 2] })).not.toBe(fingerprint({ a: [2, 1] }));
  });

  it("keeps one key while the body is unchanged and starts a new attempt when it changes", () => {
    let made = 0;
    const makeKey = () => `key-${++made}`;
    const body = { paymentType: "COD", addressTimestamp: 1 };
    const first = attemptFor(null, body, makeKey);
    const again = attemptFor(first, { addressTimestamp: 1, paymentType: "COD" }, makeKey);
    expect(again.key).toBe(first.key);
    const changed = attemptFor(first, { ...body, paymentType: "PREPAID" }, makeKey);
    expect(changed.key).not.toBe(first.key);
    expect(made).toBe(2);
  });

  it("survives a reload in session storage until the attempt ends", () => {
    const storage = memoryStorage();
    const attempt = attemptFor(null, { a: 1 }, () => "k-1");
    saveAttempt(storage, "cart", attempt);
    expect(readAttempt(storage, "cart")).toEqual(attempt);
    expect(readAttempt(storage, "buy-now")).toBeNull();
    endAttempt(storage, "cart");
    expect(readAttempt(storage, "cart")).toBeNull();
    storage.setItem("checkout_attempt:cart", "{not json");
    expect(readAttempt(storage, "cart")).toBeNull();
  });

  it("treats no answer, timeouts and server faults as unknown outcomes, refusals as answers", () => {
    expect(outcomeUnknown(null)).toBe(true);
    expect(outcomeUnknown({ status: 408 })).toBe(true);
    expect(outcomeUnknown({ status: 503 })).toBe(true);
    expect(outcomeUnknown({ status: 409 })).toBe(false);
    expect(outcomeUnknown({ status: 400 })).toBe(false);
  });
});

import { idempotencyKeySchema } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { formChangeKey, newChangeKey, statusChangeKey } from "./change-key.ts";

describe("status change Idempotency-Key", () => {
  it("repeats for the same intended change and differs for another", () => {
    const loaded = newChangeKey();
    const key = statusChangeKey(loaded, "ORD-1", "DELIVERED");
    expect(statusChangeKey(loaded, "ORD-1", "DELIVERED")).toBe(key);
    expect(statusChangeKey(loaded, "ORD-1", "CANCELLED")).not.toBe(key);
    expect(statusChangeKey(loaded, "ORD-2", "DELIVERED")).not.toBe(key);
    expect(statusChangeKey(newChangeKey(), "ORD-1", "DELIVERED")).not.toBe(key);
  });

  it("fits the API's key format: 8 to 200 printable characters without spaces", () => {
    const key = statusChangeKey(
      newChangeKey(),
      "0f6c2b1e-3a4d-4c5e-8f90-123456789abc",
      "RETURN_REQUEST_APPROVED",
    );
    expect(key).toMatch(/^[\x21-\x7e]{8,200}$/);
  });
});

describe("formChangeKey", () => {
  it("is the same for the same body, another for another, and a valid Idempotency-Key whatever the body", () => {
    const body = { name: "Yoga With Meera", commissionPercent: 6.5 };
    const key = formChangeKey("0b1c2d3e-aaaa", "createAffiliate-partner 1", body);
    expect(formChangeKey("0b1c2d3e-aaaa", "createAffiliate-partner 1", { ...body })).toBe(key);
    expect(
      formChangeKey("0b1c2d3e-aaaa", "createAffiliate-partner 1", { ...body, commissionPercent: 7 }),
    ).not.toBe(key);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});

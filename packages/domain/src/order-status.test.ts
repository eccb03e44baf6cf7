import { describe, expect, it } from "vitest";
import {
  isOrderStatus,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  paymentStatusFromOrderStatus,
} from "./order-status.ts";

describe("order statuses", () => {
  it("lists all 42 SPEC statuses once", () => {
    expect(ORDER_STATUSES.length).toBe(42);
    expect(new Set(ORDER_STATUSES).size).toBe(42);
    expect(ORDER_STATUSES[0]).toBe("PAYMENT_UNSUCCESSFUL");
    expect(ORDER_STATUSES.at(-1)).toBe("RTO_REFUND");
  });

  it("guards order status values", () => {
    expect(isOrderStatus("DELIVERED")).toBe(true);
    expect(isOrderStatus("delivered")).toBe(false);
    expect(isOrderStatus(42)).toBe(false);
  });
});

describe("paymentStatusFromOrderStatus", () => {
  it("has the four payment statuses", () => {
    expect(PAYMENT_STATUSES).toEqual(["pending", "failed", "success", "cod_initiated"]);
  });

  it.each([
    ["SUCCESS", "success"],
    ["COD_INITIATED", "success"],
    ["success", "success"],
    ["cod_initiated", "success"],
    [" Success ", "success"],
    ["PENDING", "pending"],
    ["pending", "pending"],
    ["FAILED", "failed"],
    ["PAYMENT_UNSUCCESSFUL", "failed"],
    ["PAYMENT_SUCCESSFUL", "failed"],
    ["", "failed"],
    [null, "failed"],
    [undefined, "failed"],
  ] as const)("%s -> %s", (input, expected) => {
    expect(paymentStatusFromOrderStatus(input)).toBe(expected);
  });
});

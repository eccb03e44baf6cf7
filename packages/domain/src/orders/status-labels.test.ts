import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../order-status.ts";
import { ORDER_STATUS_LABELS, orderStatusLabel } from "./status-labels.ts";

describe("order status labels", () => {
  it("names every order status in words", () => {
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z]/);
    }
    expect(orderStatusLabel("DISPATCH_COMPLETE")).toBe("Dispatched");
    expect(orderStatusLabel("COD_INITIATED")).toBe("Cash on delivery");
  });

  it("reads an unknown status in sentence case", () => {
    expect(orderStatusLabel("HANDED_TO_NEIGHBOUR")).toBe("Handed to neighbour");
  });
});

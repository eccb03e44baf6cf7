import { ORDER_STATUSES } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import type { OrderDto, OrderItem } from "../../lib/order-types.ts";
import {
  isReturnable,
  itemDetails,
  skuTypeFrom,
  statusLabel,
  statusTone,
  timelineOf,
} from "./order-labels.ts";

const item = (extra: Partial<OrderItem> = {}): OrderItem => ({
  entityId: "E1",
  skuId: "RING-SV-8",
  productId: "prd-ring",
  itemType: "RING",
  name: "Ojas Ring",
  imgURL: null,
  qty: 1,
  basePrice: 2999900,
  price: 2499900,
  bundledSkuIds: [],
  bundledSkuNames: [],
  isFreebie: false,
  attributes: {},
  status: null,
  replacement: null,
  ...extra,
});

describe("order labels", () => {
  it("names every order status in words, and spells out an unknown one", () => {
    for (const status of ORDER_STATUSES) expect(statusLabel(status)).not.toMatch(/_/);
    expect(statusLabel("OUT_FOR_DELIVERY")).toBe("Out for delivery");
    expect(statusLabel("COD_INITIATED")).toBe("Cash on delivery");
    expect(statusLabel("SOMETHING_NEW")).toBe("Something new");
  });

  it("colours outcomes: done in green, failures in red, awaiting payment apart", () => {
    expect(statusTone("DELIVERED")).toBe("success");
    expect(statusTone("REFUND_SUCCESSFUL")).toBe("success");
    expect(statusTone("ORDER_CANCELLED")).toBe("error");
    expect(statusTone("PAYMENT_UNSUCCESSFUL")).toBe("error");
    expect(statusTone("PAYMENT_PENDING")).toBe("pending");
    expect(statusTone("IN_TRANSIT")).toBe("neutral");
  });

  it("reads only order item types as list filters", () => {
    expect(skuTypeFrom(new URLSearchParams("skuType=RING"))).toBe("RING");
    expect(skuTypeFrom(new URLSearchParams("skuType=ring"))).toBeNull();
    expect(skuTypeFrom(new URLSearchParams("skuType=DROP TABLE"))).toBeNull();
    expect(skuTypeFrom(new URLSearchParams(""))).toBeNull();
  });

  it("describes a line's choices and which lines can go back", () => {
    expect(itemDetails(item({ attributes: { size: "8", finish: "rose-gold", internal: "x" } }))).toBe(
      "Size 8 · Finish Rose gold",
    );
    expect(itemDetails(item())).toBe("");
    expect(isReturnable(item())).toBe(true);
    expect(isReturnable(item({ isFreebie: true }))).toBe(false);
    expect(isReturnable(item({ itemType: "PLAN" }))).toBe(false);
    expect(isReturnable(item({ status: "RETURN_CREATED" }))).toBe(false);
  });

  it("orders the timeline oldest first", () => {
    const timeline: OrderDto["timeline"] = [
      { status: "DELIVERED", axis: "fulfilment", at: 3 },
      { status: "CREATED", axis: "order", at: 1 },
      { status: "IN_TRANSIT", axis: "fulfilment", at: 2 },
    ];
    expect(timelineOf({ timeline }).map((step) => step.status)).toEqual([
      "CREATED",
      "IN_TRANSIT",
      "DELIVERED",
    ]);
  });
});

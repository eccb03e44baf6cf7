import { describe, expect, it } from "vitest";
import { checkStaffMove, isStaffStatus, nextStaffStatuses } from "./staff-moves.ts";
import { applyTransition, NEW_ORDER_STATE, type OrderState } from "./status-machine.ts";

const through = (steps: string[], from: OrderState = NEW_ORDER_STATE) => steps.reduce(applyTransition, from);

describe("nextStaffStatuses", () => {
  it("offers fulfilment and cancellation for a placed order, never payment or placing", () => {
    const placed = through(["CREATED", "COD_INITIATED", "ORDER_PLACED"]);
    expect(nextStaffStatuses(placed)).toEqual([
      "OMS_ORDER_CREATED",
      "ORDER_CANCELLED",
      "ALLOCATED",
      "ORDER_ALLOCATED",
    ]);
  });

  it("offers nothing a pending order cannot do: only cancelling or marking it duplicate", () => {
    expect(nextStaffStatuses(through(["CREATED", "PENDING"]))).toEqual(["CANCELLED", "DUPLICATE_ORDER"]);
  });

  it("follows a delivered order into its return pickup, and a refund once started", () => {
    const delivered = through([
      "CREATED",
      "PENDING",
      "SUCCESS",
      "ORDER_PLACED",
      "ALLOCATED",
      "ORDER_PICKED",
      "PACK_WAYBILL",
      "READY_TO_DISPATCH",
      "DISPATCH_COMPLETE",
      "IN_TRANSIT",
      "OUT_FOR_DELIVERY",
      "DELIVERED",
    ]);
    expect(nextStaffStatuses(delivered)).toEqual(["COMPLETED"]);
    const exchange = applyTransition(delivered, "EXCHANGE_CREATED");
    expect(nextStaffStatuses(exchange)).toEqual(["COMPLETED", "OUT_FOR_PICKUP", "EXCHANGE_CANCELLED"]);
    const cancelled = through([
      "CREATED",
      "PENDING",
      "SUCCESS",
      "ORDER_PLACED",
      "ORDER_CANCELLED",
      "REFUND_REQUESTED",
    ]);
    expect(nextStaffStatuses(cancelled)).toEqual(["REFUND_INITIATED"]);
    const cancelledInWarehouse = through([
      "CREATED",
      "COD_INITIATED",
      "ORDER_PLACED",
      "ALLOCATED",
      "ORDER_CANCELLED",
    ]);
    expect(nextStaffStatuses(cancelledInWarehouse)).toEqual(["SHIPMENT_CANCEL_RESPONSE"]);
  });

  it("lets the warehouse acknowledge an order only before fulfilment starts", () => {
    const placed = through(["CREATED", "COD_INITIATED", "ORDER_PLACED"]);
    expect(checkStaffMove(placed, "OMS_ORDER_CREATED")).toEqual({ ok: true });
    expect(checkStaffMove(applyTransition(placed, "ALLOCATED"), "OMS_ORDER_CREATED")).toEqual({
      ok: false,
      reason: "fulfilment has started",
    });
    expect(checkStaffMove(placed, "SUCCESS")).toMatchObject({ ok: false });
    expect(checkStaffMove(placed, "DELIVERED")).toMatchObject({
      ok: false,
      reason: "not allowed after nothing",
    });
  });

  it("knows which statuses are staff's", () => {
    expect(isStaffStatus("DELIVERED")).toBe(true);
    expect(isStaffStatus("SUCCESS")).toBe(false);
    expect(isStaffStatus("REFUND_REQUESTED")).toBe(false);
  });
});

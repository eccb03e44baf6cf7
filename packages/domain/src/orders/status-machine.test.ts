import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allowedActions,
  applyTransition,
  axisOf,
  checkTransition,
  IllegalTransitionError,
  NEW_ORDER_STATE,
  type OrderState,
} from "./status-machine.ts";

const run = (...steps: string[]): OrderState => steps.reduce(applyTransition, NEW_ORDER_STATE);
const prepaidPlaced = ["CREATED", "PENDING", "SUCCESS", "ORDER_PLACED"];
const delivered = [
  ...prepaidPlaced,
  "ORDER_ALLOCATED",
  "ORDER_PICKED",
  "PACK_WAYBILL",
  "READY_TO_DISPATCH",
  "DISPATCH_COMPLETE",
  "IN_TRANSIT",
  "OUT_FOR_DELIVERY",
  "DELIVERED",
];
const DAY = 86_400_000;

describe("order status machine", () => {
  it("walks a prepaid order from creation to completion, showing SPEC's statuses", () => {
    const state = run(...delivered, "COMPLETED");
    expect(state).toMatchObject({
      order: "COMPLETED",
      payment: "SUCCESS",
      fulfilment: "DELIVERED",
      shown: "COMPLETED",
    });
    expect(run("CREATED", "PENDING").shown).toBe("PAYMENT_PENDING");
    expect(run("CREATED", "PENDING", "FAILED").shown).toBe("PAYMENT_UNSUCCESSFUL");
  });

  it("places a COD order without a captured payment, and captures cash on delivery", () => {
    const cod = run("CREATED", "COD_INITIATED", "ORDER_PLACED");
    expect(cod.order).toBe("ORDER_PLACED");
    expect(applyTransition(cod, "SUCCESS").payment).toBe("SUCCESS");
  });

  it("refuses to place an order whose payment is pending or failed", () => {
    expect(() => run("CREATED", "PENDING", "ORDER_PLACED")).toThrow(IllegalTransitionError);
    expect(() => run("CREATED", "PENDING", "FAILED", "ORDER_PLACED")).toThrow(/payment has not succeeded/);
  });

  it("lets a failed payment be retried", () => {
    expect(run("CREATED", "PENDING", "FAILED", "PENDING", "SUCCESS").payment).toBe("SUCCESS");
  });

  it("refuses skipped and backward fulfilment steps", () => {
    expect(() => run(...prepaidPlaced, "ORDER_ALLOCATED", "DISPATCH_COMPLETE")).toThrow(
      /not allowed after ORDER_ALLOCATED/,
    );
    expect(() => run(...delivered, "IN_TRANSIT")).toThrow(IllegalTransitionError);
    expect(() => run("CREATED", "PENDING", "ORDER_ALLOCATED")).toThrow(/not placed/);
  });

  it("cancels before dispatch, never after", () => {
    expect(run(...prepaidPlaced, "ORDER_ALLOCATED", "ORDER_CANCELLED").order).toBe("ORDER_CANCELLED");
    expect(() =>
      run(
        ...prepaidPlaced,
        "ORDER_ALLOCATED",
        "ORDER_PICKED",
        "PACK_WAYBILL",
        "READY_TO_DISPATCH",
        "DISPATCH_COMPLETE",
        "ORDER_CANCELLED",
      ),
    ).toThrow(/dispatched/);
  });

  it("ships nothing more once an order is cancelled", () => {
    const cancelled = run(...prepaidPlaced, "ORDER_ALLOCATED", "ORDER_CANCELLED");
    expect(checkTransition(cancelled, "ORDER_PICKED")).toEqual({ ok: false, reason: "order is cancelled" });
    expect(checkTransition(run("CREATED", "PENDING", "DUPLICATE_ORDER"), "ALLOCATED")).toMatchObject({
      ok: false,
    });
    expect(checkTransition(cancelled, "SHIPMENT_CANCEL_RESPONSE")).toMatchObject({ ok: true });
  });

  it("refunds only what was paid, after a cancellation or a successful return", () => {
    const cancelled = run(
      ...prepaidPlaced,
      "ORDER_CANCELLED",
      "REFUND_REQUESTED",
      "REFUND_INITIATED",
      "REFUND_SUCCESSFUL",
    );
    expect(cancelled.refund).toBe("REFUND_SUCCESSFUL");
    expect(() =>
      run("CREATED", "COD_INITIATED", "ORDER_PLACED", "ORDER_CANCELLED", "REFUND_REQUESTED"),
    ).toThrow(/nothing was paid/);
    expect(() => run(...prepaidPlaced, "REFUND_REQUESTED")).toThrow(/neither cancelled nor returned/);
    expect(
      run(
        ...prepaidPlaced,
        "ORDER_CANCELLED",
        "REFUND_REQUESTED",
        "REFUND_INITIATED",
        "REFUND_FAILED",
        "REFUND_INITIATED",
      ).refund,
    ).toBe("REFUND_INITIATED");
  });

  it("returns and exchanges only delivered orders, each on its own path", () => {
    expect(() => run(...prepaidPlaced, "RETURN_CREATED")).toThrow(/not delivered/);
    const pickup = [
      "OUT_FOR_PICKUP",
      "RETURN_PICKED_UP",
      "OUT_FOR_DELIVERY_TO_WAREHOUSE",
      "ITEM_ACCEPTED_IN_WAREHOUSE",
    ];
    const returned = run(
      ...delivered,
      "RETURN_CREATED",
      ...pickup,
      "RETURN_ACCEPTED_IN_WAREHOUSE",
      "RETURN_SUCCESSFUL",
    );
    expect(returned.returns).toBe("RETURN_SUCCESSFUL");
    expect(applyTransition(returned, "REFUND_REQUESTED").refund).toBe("REFUND_REQUESTED");
    expect(
      run(...delivered, "EXCHANGE_CREATED", ...pickup, "EXCHANGE_ACCEPTED_IN_WAREHOUSE", "EXCHANGED").returns,
    ).toBe("EXCHANGED");
    expect(() => run(...delivered, "EXCHANGE_CREATED", ...pickup, "RETURN_ACCEPTED_IN_WAREHOUSE")).toThrow(
      /exchange/,
    );
    expect(() => run(...delivered, "RETURN_CREATED", "EXCHANGE_CANCELLED")).toThrow(IllegalTransitionError);
    expect(run(...delivered, "RETURN_CREATED", ...pickup, "QC_FAILED").returns).toBe("QC_FAILED");
  });

  it("sends undeliverable orders back to origin and refunds them", () => {
    const rto = run(
      ...delivered.slice(0, -1),
      "DELIVERY_FAILED",
      "RTO_INITIATED",
      "RTO_COMPLETE",
      "RTO_REFUND",
    );
    expect(rto.refund).toBe("RTO_REFUND");
  });

  it("knows each status's axis and refuses unknown statuses", () => {
    expect(axisOf("IN_TRANSIT")).toBe("fulfilment");
    expect(axisOf("COD_INITIATED")).toBe("payment");
    expect(axisOf("REFUND_FAILED")).toBe("refund");
    expect(checkTransition(NEW_ORDER_STATE, "TELEPORTED")).toEqual({
      ok: false,
      reason: "unknown status TELEPORTED",
    });
  });

  it("never reaches a state by an illegal move (random walks)", () => {
    const statuses = [
      ...new Set([
        "CREATED",
        "PENDING",
        "SUCCESS",
        "FAILED",
        "COD_INITIATED",
        ...delivered,
        "ORDER_CANCELLED",
        "CANCELLED",
        "RETURN_CREATED",
        "REFUND_REQUESTED",
        "REFUND_INITIATED",
        "RTO_INITIATED",
        "COMPLETED",
      ]),
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...statuses), { maxLength: 30 }), (steps) => {
        let state = NEW_ORDER_STATE;
        for (const step of steps) {
          const check = checkTransition(state, step);
          if (check.ok) state = applyTransition(state, step);
          else expect(() => applyTransition(state, step)).toThrow(IllegalTransitionError);
        }
        // Invariants: nothing ships unpaid, nothing is refunded that was not paid.
        if (state.fulfilment) expect(["SUCCESS", "COD_INITIATED"]).toContain(state.payment);
        if (state.refund) expect(state.payment).toBe("SUCCESS");
        if (["CANCELLED", "ORDER_CANCELLED"].includes(state.order ?? "")) {
          expect(["DISPATCH_COMPLETE", "IN_TRANSIT", "DELIVERED"]).not.toContain(state.fulfilment);
        }
      }),
    );
  });
});

describe("allowedActions", () => {
  it("allows cancelling and editing a ring before dispatch only", () => {
    expect(allowedActions(run(...prepaidPlaced), { now: 0 })).toMatchObject({ cancel: true, editRing: true });
    const shipped = run(...delivered.slice(0, 9));
    expect(allowedActions(shipped, { now: 0 })).toMatchObject({ cancel: false, editRing: false });
  });

  it("allows a return or exchange within 7 days of delivery", () => {
    const state = run(...delivered);
    expect(allowedActions(state, { deliveredAt: 0, now: 7 * DAY }).returnOrExchange).toBe(true);
    expect(allowedActions(state, { deliveredAt: 0, now: 7 * DAY + 1 }).returnOrExchange).toBe(false);
    expect(
      allowedActions(applyTransition(state, "RETURN_CREATED"), { deliveredAt: 0, now: DAY }).returnOrExchange,
    ).toBe(false);
  });

  it("offers a payment retry after a failure", () => {
    expect(allowedActions(run("CREATED", "PENDING", "FAILED"), { now: 0 })).toMatchObject({
      retryPayment: true,
      cancel: false,
    });
  });
});

import type { Subscription } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { formatFor } from "../../lib/market-format/index.ts";
import {
  actionsFor,
  nextChargeText,
  paymentMethodText,
  planChangeText,
  statusText,
} from "./subscription-labels.ts";

const format = formatFor("IN");
const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1, 6);

function sub(patch: Partial<Subscription> = {}): Subscription {
  return {
    subscriptionId: "SUB-0123456789ABCDEF",
    planId: "PLAN-1",
    planName: "Pro Fitness",
    tier: "PRO",
    kind: "FITNESS",
    status: "ACTIVE",
    currentPeriod: { start, end: start + 30 * DAY, number: 1 },
    nextChargeAt: start + 30 * DAY,
    nextChargeAmount: 199900,
    currency: "INR",
    cancelAtPeriodEnd: false,
    pendingPlanId: null,
    graceEndsAt: null,
    paymentMethod: { type: "CARD", label: "Visa •••• 4242" },
    createdAt: start,
    ...patch,
  };
}

describe("subscription labels", () => {
  it("words each status", () => {
    expect(statusText(sub({ status: "PENDING", currentPeriod: null }), format)).toBe("Awaiting payment");
    expect(statusText(sub(), format)).toBe("Active");
    expect(statusText(sub({ status: "CANCELLED" }), format)).toBe("Cancelled");
    expect(statusText(sub({ status: "LAPSED" }), format)).toBe("Lapsed");
  });

  it("gives the retry date and the end of access when a renewal failed", () => {
    const text = statusText(
      sub({
        status: "PAST_DUE",
        nextChargeAt: Date.UTC(2026, 11, 4, 6),
        graceEndsAt: Date.UTC(2026, 11, 8, 6),
      }),
      format,
    );
    expect(text).toBe("Payment failed — we'll retry on 4 Dec 2026; access until 8 Dec 2026");
  });

  it("says when a subscription cancelled at period end stops, and charges nothing next", () => {
    const cancelling = sub({ cancelAtPeriodEnd: true });
    expect(statusText(cancelling, format)).toBe("Active — cancels on 1 Dec 2026");
    expect(nextChargeText(cancelling, format)).toBeNull();
    expect(nextChargeText(sub(), format)).toBe("₹1,999 on 1 Dec 2026");
  });

  it("offers resume only while a cancellation is pending, and nothing once ended", () => {
    expect(actionsFor(sub())).toEqual(["change-plan", "update-payment-method", "cancel"]);
    expect(actionsFor(sub({ cancelAtPeriodEnd: true }))).toContain("resume");
    expect(actionsFor(sub({ cancelAtPeriodEnd: true }))).not.toContain("cancel");
    expect(actionsFor(sub({ status: "CANCELLED" }))).toEqual([]);
    expect(actionsFor(sub({ status: "LAPSED" }))).toEqual([]);
  });

  it("labels the payment method", () => {
    expect(paymentMethodText(sub())).toBe("Card · Visa •••• 4242");
    expect(paymentMethodText(sub({ paymentMethod: { type: "UPI", label: "a@upi" } }))).toBe("UPI · a@upi");
    expect(paymentMethodText(sub({ paymentMethod: null }))).toBe("No saved payment method");
  });

  it("calls a dearer plan an upgrade now and a cheaper one a downgrade at period end", () => {
    expect(planChangeText({ monthly: 100 }, { monthly: 200 }, start, format).kind).toBe("upgrade");
    const down = planChangeText({ monthly: 200 }, { monthly: 100 }, start + 30 * DAY, format);
    expect(down.kind).toBe("downgrade");
    expect(down.text).toContain("1 Dec 2026");
  });
});

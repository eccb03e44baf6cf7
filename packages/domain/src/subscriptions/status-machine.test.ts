import { describe, expect, it } from "vitest";
import {
  IllegalSubscriptionTransitionError,
  isRunningSubscription,
  nextSubscriptionStatus,
  SUBSCRIPTION_EVENTS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionEvent,
  type SubscriptionStatus,
  subscriptionEventsFrom,
  subscriptionTransition,
} from "./status-machine.ts";

// Every allowed transition, written out: the table must answer exactly these, and refuse everything else.
const ALLOWED: Array<[SubscriptionStatus | null, SubscriptionEvent, SubscriptionStatus]> = [
  [null, "CREATED", "PENDING"],
  ["PENDING", "FIRST_PAYMENT", "ACTIVE"],
  ["PENDING", "FIRST_PAYMENT_FAILED", "PENDING"],
  ["PENDING", "ABANDONED", "CANCELLED"],
  ["ACTIVE", "RENEWED", "ACTIVE"],
  ["ACTIVE", "RENEWAL_FAILED", "PAST_DUE"],
  ["ACTIVE", "CANCEL_AT_PERIOD_END", "ACTIVE"],
  ["ACTIVE", "RESUMED", "ACTIVE"],
  ["ACTIVE", "ENDED", "CANCELLED"],
  ["ACTIVE", "CANCELLED_NOW", "CANCELLED"],
  ["ACTIVE", "UPGRADE_REQUESTED", "ACTIVE"],
  ["ACTIVE", "UPGRADED", "ACTIVE"],
  ["ACTIVE", "UPGRADE_DECLINED", "ACTIVE"],
  ["ACTIVE", "DOWNGRADE_SCHEDULED", "ACTIVE"],
  ["ACTIVE", "EXTENDED", "ACTIVE"],
  ["ACTIVE", "PAYMENT_METHOD_UPDATED", "ACTIVE"],
  ["ACTIVE", "PERIOD_REFUNDED", "ACTIVE"],
  ["PAST_DUE", "RENEWED", "ACTIVE"],
  ["PAST_DUE", "RENEWAL_FAILED", "PAST_DUE"],
  ["PAST_DUE", "LAPSED", "LAPSED"],
  ["PAST_DUE", "CANCELLED_NOW", "CANCELLED"],
  ["PAST_DUE", "EXTENDED", "PAST_DUE"],
  ["PAST_DUE", "PAYMENT_METHOD_UPDATED", "PAST_DUE"],
  ["PAST_DUE", "PERIOD_REFUNDED", "PAST_DUE"],
  ["LAPSED", "RENEWED", "ACTIVE"],
  ["LAPSED", "PERIOD_REFUNDED", "LAPSED"],
  ["CANCELLED", "PERIOD_REFUNDED", "CANCELLED"],
];

describe("subscription status machine", () => {
  for (const [from, event, to] of ALLOWED) {
    it(`${from ?? "new"} takes ${event} to ${to}`, () => {
      expect(subscriptionTransition(from, event)).toBe(to);
    });
  }

  it("refuses every other (status, event) pair", () => {
    const allowed = new Set(ALLOWED.map(([from, event]) => `${from} ${event}`));
    for (const from of [null, ...SUBSCRIPTION_STATUSES]) {
      for (const event of SUBSCRIPTION_EVENTS) {
        if (allowed.has(`${from} ${event}`)) continue;
        expect(nextSubscriptionStatus(from, event), `${from} ${event}`).toBeUndefined();
        expect(() => subscriptionTransition(from, event)).toThrow(IllegalSubscriptionTransitionError);
      }
    }
  });

  it("ends for good: a cancelled subscription only takes a refund of a paid period", () => {
    expect(subscriptionEventsFrom("CANCELLED")).toEqual(["PERIOD_REFUNDED"]);
  });

  it("gives access while ACTIVE or PAST_DUE only", () => {
    expect(SUBSCRIPTION_STATUSES.filter(isRunningSubscription)).toEqual(["ACTIVE", "PAST_DUE"]);
  });
});

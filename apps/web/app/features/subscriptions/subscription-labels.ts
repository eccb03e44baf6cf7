import type { Subscription } from "@ojas/domain";
import type { MarketFormat } from "../../lib/market-format/index.ts";

// Words for a shopper's subscription (docs/product.md, "Subscriptions"): its status, what happens next and
// whether a plan change applies now or at the period's end.

type Format = Pick<MarketFormat, "date" | "money">;

/** The status in words: "Awaiting payment", "Payment failed — we'll retry on …; access until …". */
export function statusText(sub: Subscription, format: Format): string {
  switch (sub.status) {
    case "PENDING":
      return "Awaiting payment";
    case "ACTIVE":
      return sub.cancelAtPeriodEnd && sub.currentPeriod
        ? `Active — cancels on ${format.date(sub.currentPeriod.end)}`
        : "Active";
    case "PAST_DUE": {
      const retry =
        sub.nextChargeAt !== null ? `we'll retry on ${format.date(sub.nextChargeAt)}` : "we'll retry soon";
      const until = sub.graceEndsAt !== null ? `; access until ${format.date(sub.graceEndsAt)}` : "";
      return `Payment failed — ${retry}${until}`;
    }
    case "CANCELLED":
      return "Cancelled";
    case "LAPSED":
      return "Lapsed";
  }
}

/** The next charge ("₹1,999 on 26 Dec 2026"), or null when none is due. */
export function nextChargeText(sub: Subscription, format: Format): string | null {
  if (sub.nextChargeAt === null || sub.nextChargeAmount === null || sub.cancelAtPeriodEnd) return null;
  return `${format.money(sub.nextChargeAmount, sub.currency)} on ${format.date(sub.nextChargeAt)}`;
}

/** "Card •••• 4242" style label of the saved method, or a word when there is none. */
export function paymentMethodText(sub: Subscription): string {
  if (!sub.paymentMethod) return "No saved payment method";
  return `${sub.paymentMethod.type === "UPI" ? "UPI" : "Card"} · ${sub.paymentMethod.label}`;
}

export type Action = "cancel" | "resume" | "change-plan" | "update-payment-method";

/** What the shopper may do with a subscription in its state. */
export function actionsFor(sub: Subscription): Action[] {
  switch (sub.status) {
    case "ACTIVE":
      return sub.cancelAtPeriodEnd
        ? ["resume", "update-payment-method"]
        : ["change-plan", "update-payment-method", "cancel"];
    case "PAST_DUE":
      return ["update-payment-method", "cancel"];
    case "PENDING":
      return ["cancel"];
    default:
      return [];
  }
}

/** A plan change: a dearer plan starts now (the difference charged), a cheaper one at the period's end. */
export function planChangeText(
  current: { monthly: number },
  next: { monthly: number },
  periodEnd: number | null,
  format: Format,
): { kind: "upgrade" | "downgrade"; text: string } {
  if (next.monthly > current.monthly) {
    return { kind: "upgrade", text: "Upgrade now — you pay the difference for the rest of this period." };
  }
  const when = periodEnd !== null ? format.date(periodEnd) : "the end of this period";
  return { kind: "downgrade", text: `Downgrade from ${when} — the new price applies from the next charge.` };
}

export const PERIOD_STATUS_TEXT = { PAID: "Paid", FAILED: "Failed", REFUNDED: "Refunded" } as const;

/** Tier badge words. */
export function tierText(tier: Subscription["tier"]): string {
  return tier === "PRO" ? "Pro" : "Lite";
}

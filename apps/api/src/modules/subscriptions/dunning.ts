// What the shopper is told when a renewal is paid, fails, or the subscription ends or lapses (docs/product.md,
// "Subscriptions"). A notice is queued as a job in the transaction of the transition it tells of
// (workflows/subscription-jobs.ts), then sent by the job: at least once, never for a change that rolled back.
import { formatMoney, MARKET_INFO, type Market, withMarketPrefix } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { deliver, getUser } from "../identity/service.ts";
import { planNames } from "../plans/service.ts";
import * as repo from "./repository.ts";

export const NOTICE_EVENTS = ["RENEWED", "RENEWAL_FAILED", "LAPSED", "ENDED"] as const;
export type NoticeEvent = (typeof NOTICE_EVENTS)[number];

export interface SubscriptionNotice {
  subscriptionId: string;
  event: NoticeEvent;
  /** The period the notice is about: the one paid (RENEWED), the one due (RENEWAL_FAILED, LAPSED), the last (ENDED). */
  periodNumber: number;
  /** Failed tries of the due charge when it was sent (tells RENEWAL_FAILED notices of one period apart). */
  failures: number;
}

/** The notice a subscription just moved by `event` gets, if that event has one. */
export function noticeFor(row: repo.SubscriptionRow, event: string): SubscriptionNotice | undefined {
  if (!(NOTICE_EVENTS as readonly string[]).includes(event)) return undefined;
  const due = event === "RENEWAL_FAILED" || event === "LAPSED";
  return {
    subscriptionId: row.subscriptionId,
    event: event as NoticeEvent,
    periodNumber: due ? row.currentPeriodNumber + 1 : row.currentPeriodNumber,
    failures: row.failedCharges,
  };
}

/** One job per notice: a second queueing of the same one while it waits does nothing. */
export function noticeKey(notice: SubscriptionNotice): string {
  return `${notice.subscriptionId}:${notice.event}:${notice.periodNumber}:${notice.failures}`;
}

async function recipient(deps: Deps, userId: string) {
  const user = await getUser(deps, userId).catch(() => null);
  if (user?.email) return { kind: "email" as const, value: user.email };
  if (user?.phoneNumber) return { kind: "phone" as const, value: user.phoneNumber };
  return undefined;
}

/**
 * Sends one notice by email (or SMS when the account has only a phone). Throws when the transport fails,
 * so the job is tried again; a shopper with no address, or a channel with no transport configured, has
 * nothing to retry and is done.
 */
export async function sendSubscriptionNotice(deps: Deps, notice: SubscriptionNotice): Promise<boolean> {
  const row = await repo.findSubscription(deps.db, notice.subscriptionId);
  if (!row) return false;
  const to = await recipient(deps, row.userId);
  const { devOutbox, mail } = deps.config;
  if (!to || !(devOutbox || (to.kind === "email" && mail.smtpUrl !== undefined))) return false;
  const [period] = (await repo.periodsOf(deps.db, [row.subscriptionId])).filter(
    (p) => p.number === notice.periodNumber,
  );
  const names = await planNames(deps, [period?.planId ?? row.planId]);
  const { subject, text } = noticeText(deps, row, notice, {
    planName: names.get(period?.planId ?? row.planId) ?? "coaching",
    amount: period?.amount ?? row.periodAmount,
  });
  await deliver(deps, { to, subject, text });
  return true;
}

function noticeText(
  deps: Deps,
  row: repo.SubscriptionRow,
  notice: SubscriptionNotice,
  { planName, amount }: { planName: string; amount: number },
) {
  const market = row.market as Market;
  const { locale, timeZone } = MARKET_INFO[market];
  const date = (d: Date | null) =>
    d ? new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(d) : "";
  const money = formatMoney(amount, row.currency, locale);
  const link = `${deps.config.siteOrigin}${withMarketPrefix(market, "/account/subscriptions")}`;
  const method = row.paymentMethodLabel ?? "your saved payment method";
  switch (notice.event) {
    case "RENEWED":
      return {
        subject: `Your Ojas ${planName} plan is renewed`,
        text: [
          `Your Ojas ${planName} plan is renewed: ${money} was charged to ${method}.`,
          row.currentPeriodEnd ? `This period runs until ${date(row.currentPeriodEnd)}.` : "",
          `Invoices and plan settings: ${link}`,
        ]
          .filter(Boolean)
          .join("\n"),
      };
    case "RENEWAL_FAILED":
      return {
        subject: `We could not renew your Ojas ${planName} plan`,
        text: [
          `We could not charge ${money} to ${method} to renew your Ojas ${planName} plan.`,
          row.nextChargeAt
            ? `We will try again on ${date(row.nextChargeAt)}.`
            : "We will not try that payment method again.",
          row.graceEndsAt ? `Your plan stays on until ${date(row.graceEndsAt)}.` : "",
          `Update your payment method to keep it: ${link}`,
        ]
          .filter(Boolean)
          .join("\n"),
      };
    case "LAPSED":
      return {
        subject: `Your Ojas ${planName} plan has lapsed`,
        text: [
          `Your Ojas ${planName} plan has ended because its renewal payment of ${money} did not go through.`,
          `Pay what is due with a new payment method to bring it back: ${link}`,
        ].join("\n"),
      };
    case "ENDED":
      return {
        subject: `Your Ojas ${planName} plan has ended`,
        text: [
          row.cancelReason === "No saved payment method"
            ? `Your Ojas ${planName} plan ended on ${date(row.currentPeriodEnd)}: there was no saved payment method to renew it with.`
            : `Your Ojas ${planName} plan ended on ${date(row.currentPeriodEnd)}, as you asked. Nothing more will be charged.`,
          `Start a plan again any time: ${link}`,
        ].join("\n"),
      };
  }
}

// What a shopper is told about their request (docs/product.md, "Support inbox"): that it arrived, and that
// a member of staff took it. A notice is queued as a job in the transaction that made the change it tells
// of (workflows/support-jobs.ts works the queue), so it is sent at least once and never for a change that
// rolled back.
import { countryForMarket, formatPhone, type Market } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { sendInTransaction } from "../../jobs/send.ts";
import { deliver } from "../identity/service.ts";
import { findRequest, type SupportRequestRow } from "./inbox-repository.ts";

export const SUPPORT_NOTICE = "support.notice";

export const SUPPORT_NOTICE_EVENTS = ["RECEIVED", "TAKEN"] as const;
export type SupportNoticeEvent = (typeof SUPPORT_NOTICE_EVENTS)[number];

export interface SupportNotice {
  requestId: string;
  event: SupportNoticeEvent;
}

/** One job per notice: a second queueing of the same one while it waits does nothing. */
export const supportNoticeKey = (notice: SupportNotice) => `${notice.requestId}:${notice.event}`;

/**
 * Queues a notice in `tx`: it exists once that commits. Without a job queue (deps.jobs unset) this process
 * sends it once the transaction has ended, which a crash can lose.
 */
export function queueSupportNotice(deps: Deps, tx: Db, notice: SupportNotice): Promise<unknown> {
  if (deps.jobs) {
    return sendInTransaction(deps.jobs, tx, SUPPORT_NOTICE, notice, { key: supportNoticeKey(notice) });
  }
  setImmediate(() => {
    void sendSupportNotice(deps, notice).catch(() => undefined);
  });
  return Promise.resolve(null);
}

/** The shopper's email when they gave one, else an SMS to the number they asked to be called on. */
const recipientOf = (row: SupportRequestRow) =>
  row.email
    ? { kind: "email" as const, value: row.email }
    : { kind: "phone" as const, value: row.phoneNumber };

/**
 * Sends one notice. Throws when the transport fails, so the job is tried again; a channel with no
 * transport configured has nothing to retry and is done (answers false).
 */
export async function sendSupportNotice(deps: Deps, notice: SupportNotice): Promise<boolean> {
  const row = await findRequest(deps.db, notice.requestId);
  if (!row) return false;
  const to = recipientOf(row);
  const { devOutbox, mail } = deps.config;
  if (!(devOutbox || (to.kind === "email" && mail.smtpUrl !== undefined))) return false;
  await deliver(deps, { to, ...supportNoticeText(row, notice.event) });
  return true;
}

export function supportNoticeText(row: SupportRequestRow, event: SupportNoticeEvent) {
  const country = countryForMarket(row.market as Market);
  const ref = `Your reference: ${row.requestId}.`;
  const reach = `For anything urgent, call ${country.carePhone} or email ${country.careEmail}.`;
  const what = row.kind === "TRIAL" ? "trial request" : "call-back request";
  if (event === "RECEIVED") {
    return {
      subject: `We have your Ojas ${what}`,
      text: [
        `Hello ${row.name}, thank you for your ${what}. We will call you on ${formatPhone(row.phoneNumber)} during our hours, ${country.careHours}.`,
        ref,
        reach,
      ].join("\n"),
    };
  }
  return {
    subject: `Someone at Ojas is on your ${what}`,
    text: [
      `Hello ${row.name}, a member of the Ojas team has taken your ${what} and will call you on ${formatPhone(row.phoneNumber)} soon.`,
      ref,
      reach,
    ].join("\n"),
  };
}

// What a registered person is told (docs/product.md, "Webinars"): a confirmation at once and a reminder an
// hour before the start, each with the join link. Both are jobs queued in the registration's transaction
// (workflows/webinar-jobs.ts) and sent by the job: at least once, never for a registration rolled back.
import { MARKET_INFO, type Market, SESSION_WINDOW_MINUTES } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { deliver } from "../identity/service.ts";
import { findRegistration, findWebinar, type WebinarRow } from "./repository.ts";

export const WEBINAR_NOTICE_KINDS = ["CONFIRMATION", "REMINDER"] as const;
export type WebinarNoticeKind = (typeof WEBINAR_NOTICE_KINDS)[number];

export interface WebinarNotice {
  registrationId: string;
  kind: WebinarNoticeKind;
}

/** The reminder goes out this long before the start (none when the registration is later than that). */
export const REMINDER_BEFORE_MS = 60 * 60_000;

/** One job per notice: queueing the same one again while it waits does nothing. */
export const webinarNoticeKey = (notice: WebinarNotice) => `${notice.registrationId}:${notice.kind}`;

/** The registration's join link: it opens the room only inside the session window (service.joinWebinar). */
export const joinLinkOf = (deps: Deps, registrationId: string) =>
  `${deps.config.siteOrigin}/api/subscription/v1/webinar-registration/${encodeURIComponent(registrationId)}/join`;

/**
 * Sends one notice, by email when the person gave one, else by SMS. Throws when the transport fails so the
 * job is retried; a registration gone, a webinar over, or no transport configured is done.
 */
export async function sendWebinarNotice(deps: Deps, notice: WebinarNotice): Promise<boolean> {
  const registration = await findRegistration(deps.db, notice.registrationId);
  if (!registration) return false;
  const webinar = await findWebinar(deps.db, registration.webinarId);
  if (!webinar || webinar.endTime < deps.now()) return false;
  const to = registration.email
    ? { kind: "email" as const, value: registration.email }
    : { kind: "phone" as const, value: registration.phoneNumber };
  const { devOutbox, mail } = deps.config;
  if (!(devOutbox || (to.kind === "email" && mail.smtpUrl !== undefined))) return false;
  await deliver(deps, { to, ...noticeText(deps, webinar, registration.registrationId, notice.kind) });
  return true;
}

function noticeText(deps: Deps, webinar: WebinarRow, registrationId: string, kind: WebinarNoticeKind) {
  const { locale, timeZone } = MARKET_INFO[webinar.market as Market];
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone,
  }).format(new Date(webinar.startTime));
  // The market's own time zone, named: the reader may be elsewhere.
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
    .formatToParts(new Date(webinar.startTime))
    .find((part) => part.type === "timeZoneName")?.value;
  const whenZoned = zone ? `${when} (${zone})` : when;
  const link = joinLinkOf(deps, registrationId);
  const opens = `The link opens ${SESSION_WINDOW_MINUTES} minutes before the start.`;
  if (kind === "CONFIRMATION") {
    return {
      subject: `You are registered: ${webinar.title}`,
      text: [
        `You are registered for "${webinar.title}" with ${webinar.host} on ${whenZoned}.`,
        `Join here: ${link}`,
        opens,
      ].join("\n"),
    };
  }
  return {
    subject: `Starting soon: ${webinar.title}`,
    text: [
      `Reminder: "${webinar.title}" with ${webinar.host} starts on ${whenZoned}.`,
      `Join here: ${link}`,
      opens,
    ].join("\n"),
  };
}

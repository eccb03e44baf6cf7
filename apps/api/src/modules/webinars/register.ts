// Registering for a free webinar (docs/product.md, "Webinars"): the registration and its notices in one
// transaction. Apart from service.ts because it queues the notices through workflows/webinar-jobs.ts,
// which reaches this module through service.ts.
import { randomUUID } from "node:crypto";
import { classifySessionTime, type Market, normaliseEmail, type WebinarRegistrationBody } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { queueWebinarNotice } from "../../workflows/webinar-jobs.ts";
import { e164Phone } from "../support/service.ts";
import { REMINDER_BEFORE_MS } from "./notices.ts";
import { findWebinar, insertRegistration } from "./repository.ts";
import { isPaid } from "./service.ts";

/**
 * Registers a person for a free webinar of the caller's market: one registration per phone and webinar
 * (4008 on a repeat, whatever the timing: the unique index decides). The confirmation and the reminder
 * are queued in the same transaction. Paid webinars are bought as a RING_WEBINAR_PURCHASE order (4000).
 */
export async function registerForWebinar(
  deps: Deps,
  market: Market,
  body: WebinarRegistrationBody,
  caller: { userId: string } | null,
): Promise<{ registrationId: string }> {
  const webinar = await findWebinar(deps.db, body.webinarId);
  if (!webinar || webinar.market !== market) throw notFound("This webinar is not listed here");
  const now = deps.now();
  if (classifySessionTime(webinar, now) === "completed") {
    throw invalid({ webinarId: "This webinar has ended" }, "This webinar has ended");
  }
  if (isPaid(webinar)) {
    throw invalid(
      { webinarId: "This is a paid webinar: a seat is bought, not registered for" },
      "This is a paid webinar: a seat is bought, not registered for",
    );
  }
  const phoneNumber = e164Phone(market, body.phoneNumber, body.countryCode);
  const registrationId = `WR-${randomUUID()}`;
  await deps.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await insertRegistration(tx, {
      registrationId,
      webinarId: webinar.webinarId,
      name: body.name,
      phoneNumber,
      email: body.email ? normaliseEmail(body.email) : null,
      userId: caller?.userId ?? null,
      createdAt: new Date(now),
    });
    if (!row) throw new AppError(4008);
    await queueWebinarNotice(deps, tx, { registrationId, kind: "CONFIRMATION" });
    const remindAt = webinar.startTime - REMINDER_BEFORE_MS;
    if (remindAt > now) await queueWebinarNotice(deps, tx, { registrationId, kind: "REMINDER" }, remindAt);
  });
  return { registrationId };
}

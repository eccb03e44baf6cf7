import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { sessions, webinars } from "./tables.ts";

/** A webinar of the test's own (a session and its webinar row); answers its id. */
export async function insertWebinar(
  db: Db,
  {
    market = "IN",
    startTime,
    endTime,
    price,
    currency,
  }: { market?: string; startTime: number; endTime: number; price?: number; currency?: string },
): Promise<string> {
  const webinarId = `test-webinar-${randomUUID()}`;
  await db.insert(sessions).values({
    sessionId: webinarId,
    title: "Breathwork for better sleep",
    hostName: "Kavya Nair",
    startTime,
    endTime,
    started: false,
    joinUrl: `/session/${webinarId}/live`,
  });
  await db.insert(webinars).values({ webinarId, market, price: price ?? null, currency: currency ?? null });
  return webinarId;
}

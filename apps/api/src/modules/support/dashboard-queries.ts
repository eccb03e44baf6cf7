// What the back office's dashboard counts of support (docs/decisions/0038-dashboard-aggregates.md).
import { FUNNEL_STEPS, type Market } from "@ojas/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { inLocalDays } from "../../db/local-days.ts";
import { engagementEvents, supportRequests } from "./tables.ts";

/**
 * The storefront's funnel: per step, the distinct sessions that sent its event on the local days from..to
 * (the browser's clock, in the market's time zone). Each step is counted on its own.
 */
export async function funnelSessions(
  db: Db,
  markets: readonly Market[],
  range: { from: string; to: string },
) {
  const events = FUNNEL_STEPS.map((step) => step.event);
  const rows = await db
    .select({
      event: engagementEvents.name,
      sessions: sql<number>`count(distinct ${engagementEvents.sessionId})::int`,
    })
    .from(engagementEvents)
    .where(
      and(
        inArray(engagementEvents.name, events),
        inLocalDays(engagementEvents.occurredAt, engagementEvents.market, markets, range, false),
      ),
    )
    .groupBy(engagementEvents.name);
  const byEvent = new Map(rows.map((r) => [r.event, r.sessions]));
  return FUNNEL_STEPS.map((step) => ({ ...step, sessions: byEvent.get(step.event) ?? 0 }));
}

/** Support requests nobody has taken yet (status NEW), in these markets. */
export async function requestsWaiting(db: Db, markets: readonly Market[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportRequests)
    .where(and(eq(supportRequests.status, "NEW"), inArray(supportRequests.market, [...markets])));
  return row?.n ?? 0;
}

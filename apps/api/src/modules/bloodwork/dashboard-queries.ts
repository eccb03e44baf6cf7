// What the back office's dashboard counts of blood work (docs/decisions/0038-dashboard-aggregates.md).
import { BLOOD_WORK_STATUSES, type Market } from "@ojas/domain";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bloodWorkBookings, bloodWorkSlots } from "./tables.ts";

/** Booked, not collected yet: what a phlebotomist still has to visit. */
export const TO_COLLECT = BLOOD_WORK_STATUSES.filter((s) => s === "BOOKED" || s === "PHLEBOTOMIST_ASSIGNED");

/** Collections still to make on each market's given local day (its today). */
export async function collectionsOn(
  db: Db,
  days: readonly { market: Market; date: string }[],
): Promise<number> {
  if (days.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bloodWorkBookings)
    .innerJoin(bloodWorkSlots, eq(bloodWorkSlots.slotId, bloodWorkBookings.slotId))
    .where(
      and(
        or(
          ...days.map((d) => and(eq(bloodWorkSlots.market, d.market), eq(bloodWorkSlots.localDate, d.date))),
        ),
        inArray(bloodWorkBookings.status, TO_COLLECT),
      ),
    );
  return row?.n ?? 0;
}

import { BLOOD_WORK_DEFAULT_CAPACITY } from "@ojas/domain";
import { ensureSlots } from "../../modules/bloodwork/slots.ts";
import type { Db } from "../client.ts";
import { bloodWorkAreas } from "../schema.ts";

/**
 * Where samples are collected at home (cities of the seeded service areas): pay at collection in the
 * Indian metros, prepaid only elsewhere.
 */
export const BLOOD_WORK_AREAS = [
  { market: "IN", city: "Bengaluru", payAtCollection: true },
  { market: "IN", city: "Mumbai", payAtCollection: true },
  { market: "IN", city: "New Delhi", payAtCollection: true },
  { market: "IN", city: "Gurugram", payAtCollection: false },
  { market: "IN", city: "Hyderabad", payAtCollection: false },
  { market: "IN", city: "Chennai", payAtCollection: false },
  { market: "IN", city: "Pune", payAtCollection: false },
  { market: "AE", city: "Dubai", payAtCollection: false },
  { market: "AE", city: "Abu Dhabi", payAtCollection: false },
  { market: "US", city: "New York", payAtCollection: false },
  { market: "US", city: "San Francisco", payAtCollection: false },
  { market: "US", city: "Austin", payAtCollection: false },
] as const;

/** The areas (once) and their slots for the next 14 days, relative to now: run on every start. */
export async function seedBloodWork(db: Db, now: number): Promise<void> {
  await db
    .insert(bloodWorkAreas)
    .values(BLOOD_WORK_AREAS.map((a) => ({ ...a, defaultCapacity: BLOOD_WORK_DEFAULT_CAPACITY })))
    .onConflictDoNothing();
  await ensureSlots(db, now);
}

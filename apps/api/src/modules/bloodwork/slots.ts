// The slot calendar (docs/product.md, "Blood work"): every collection area gets the day's slots for today
// and the next 14 days, in its market's time zone. Generating is idempotent (a slot is keyed by area and
// start), so the hourly job and every start only add the days that came into the window.
import {
  BLOOD_WORK_DAYS_AHEAD,
  BLOOD_WORK_LEAD_MINUTES,
  BLOOD_WORK_SLOT_HOURS,
  MARKET_INFO,
  type Market,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import { localTime, zonedInstant } from "../location/service.ts";
import * as repo from "./repository.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** A market's local date (YYYY-MM-DD) `days` after the one at `instant`. */
export function localDateAfter(market: Market, instant: number, days: number): string {
  const t = localTime(instant, MARKET_INFO[market].timeZone);
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

const slug = (city: string) => city.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** The slots of one area's local date, as rows (counts zero). */
export function slotRowsOf(area: repo.AreaRow, date: string, capacity = area.defaultCapacity) {
  const market = area.market as Market;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return BLOOD_WORK_SLOT_HOURS.map((hour) => {
    const start = zonedInstant(MARKET_INFO[market].timeZone, y, m, d, hour);
    return {
      slotId: `bws-${market.toLowerCase()}-${slug(area.city)}-${date.replaceAll("-", "")}-${pad(hour)}`,
      market,
      city: area.city,
      localDate: date,
      startsAt: new Date(start),
      endsAt: new Date(start + 3_600_000),
      capacity,
    };
  });
}

/** Adds the missing slots of every area for today and the next 14 days (one more, for late evenings). */
export async function ensureSlots(db: Db, now: number): Promise<void> {
  const rows = [];
  for (const area of await repo.listAreas(db)) {
    for (let day = 0; day <= BLOOD_WORK_DAYS_AHEAD + 1; day += 1) {
      rows.push(...slotRowsOf(area, localDateAfter(area.market as Market, now, day)));
    }
  }
  await repo.insertSlots(db, rows);
}

/** Slots starting before this are no longer offered, held or booked. */
export const notBefore = (now: number) => new Date(now + BLOOD_WORK_LEAD_MINUTES * 60_000);

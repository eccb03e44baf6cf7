// Wall-clock arithmetic in a market's IANA time zone (dispatch cut-offs and delivery days are local).
import { type WallClock, wallClock } from "@ojas/domain";

/** A wall clock in a market's zone: Date#getDay numbering for the weekday, months 1-12. */
export type LocalTime = WallClock;

// The last local times worked out, by zone and whole second (what localTime depends on): a busy instance
// asks for the same few (now and the days after it, for every cart and checkout) many times a second, and
// formatToParts costs microseconds each time (a US zone's; India's and the UAE's come from their fixed
// offsets, @ojas/domain's wallClock).
const recentLocalTimes = new Map<string, LocalTime>();
const RECENT_LOCAL_TIMES = 64;

export function localTime(instant: number, timeZone: string): LocalTime {
  const key = `${timeZone} ${Math.floor(instant / 1000)}`;
  const known = recentLocalTimes.get(key);
  if (known) return { ...known };
  const worked = wallClock(instant, timeZone);
  if (recentLocalTimes.size >= RECENT_LOCAL_TIMES) recentLocalTimes.clear();
  recentLocalTimes.set(key, worked);
  return { ...worked };
}

/** The zone's offset from UTC at an instant, in ms (wall clock minus UTC). */
function offsetAt(instant: number, timeZone: string): number {
  const t = localTime(instant, timeZone);
  const wallAsUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local wall-clock time occurs in the zone. Days past the month's end roll over
 * (day 32 of January is 1 February), as Date.UTC does.
 */
export function zonedInstant(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute = 0,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - offsetAt(wall, timeZone);
  // Near a daylight-saving change the offset at the guess can differ from the one at the wall time.
  return wall - offsetAt(guess, timeZone);
}

/** Weekday (0 = Sunday) of a calendar date, days after `from`'s date. */
export function weekdayAfter(from: LocalTime, days: number): number {
  return new Date(Date.UTC(from.year, from.month - 1, from.day + days)).getUTCDay();
}

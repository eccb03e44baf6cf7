import { wallClock } from "./wall-clock.ts";

/** JavaScript's Date#getDay index of the first day of the week: Monday. */
export const WEEK_STARTS_ON = 1;

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAYS_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** Days since the week's Monday for a getDay index (Sunday = 0). */
export function daysSinceWeekStart(dayIndex: number): number {
  return (dayIndex - WEEK_STARTS_ON + 7) % 7;
}

/** The zone's offset from UTC in ms at an instant (wall clock minus UTC, whole seconds). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant of 00:00 on a calendar date in a zone. When a DST change skips midnight, the first instant
 * of that day (the moment of the change) is returned.
 */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  const firstOffset = zoneOffsetMs(wall, timeZone);
  const first = wall - firstOffset;
  const secondOffset = zoneOffsetMs(first, timeZone);
  if (secondOffset === firstOffset) return first;
  const second = wall - secondOffset;
  if (zoneOffsetMs(second, timeZone) === secondOffset) return second;
  return Math.max(first, second);
}

/**
 * Monday 00:00 of the week containing `date`. Without a time zone the runtime's local zone is used;
 * with one (an IANA name such as "Asia/Kolkata") the week is that zone's and the result is its instant.
 */
export function startOfWeek(date: Date | number, timeZone?: string): Date {
  const instant = typeof date === "number" ? date : date.getTime();
  if (!timeZone) {
    const local = new Date(instant);
    const back = daysSinceWeekStart(local.getDay());
    return new Date(local.getFullYear(), local.getMonth(), local.getDate() - back);
  }
  const w = wallClock(instant, timeZone);
  const dayIndex = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
  const monday = new Date(Date.UTC(w.year, w.month - 1, w.day - daysSinceWeekStart(dayIndex)));
  return new Date(
    zonedMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), timeZone),
  );
}

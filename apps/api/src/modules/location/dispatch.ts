import { localTime, weekdayAfter, zonedInstant } from "./zoned-time.ts";

const DAY_MS = 86_400_000;
const SUNDAY = 0;
/** Orders placed before 14:00 local time on a dispatch day leave the warehouse the same day. */
export const SAME_DAY_CUTOFF_HOUR = 14;

/** Warehouses and couriers work Monday to Saturday. */
export function isDispatchDay(weekday: number): boolean {
  return weekday !== SUNDAY;
}

export interface SameDayWindow {
  /** The next cut-off instant, epoch ms. */
  cutOff: number;
  /** True while today is a dispatch day and its cut-off has not passed. */
  openToday: boolean;
}

export function sameDayWindow(now: number, timeZone: string): SameDayWindow {
  const today = localTime(now, timeZone);
  // A week always holds a dispatch day, so the loop returns within eight days.
  for (let ahead = 0; ; ahead++) {
    if (!isDispatchDay(weekdayAfter(today, ahead))) continue;
    const cutOff = zonedInstant(timeZone, today.year, today.month, today.day + ahead, SAME_DAY_CUTOFF_HOUR);
    if (cutOff > now) return { cutOff, openToday: ahead === 0 };
  }
}

/** `now` moved forward by `deliveryDays` days, where a day that lands on a local Sunday does not count. */
export function estimatedDeliveryDate(now: number, deliveryDays: number, timeZone: string): number {
  let at = now;
  let counted = 0;
  while (counted < deliveryDays) {
    at += DAY_MS;
    if (isDispatchDay(localTime(at, timeZone).weekday)) counted++;
  }
  return at;
}

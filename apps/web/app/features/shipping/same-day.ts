import type { Market, SameDayShipment } from "@ojas/domain";
import type { Api } from "../../lib/api.ts";
import type { SameDayHydration } from "../../lib/state/common-slice.ts";

/**
 * "Order within 2h 14m for same-day dispatch" until the cut-off; null once it has passed. The time left is
 * rounded up to the minute, so the nudge never says 0m while it still holds.
 */
export function sameDayNudgeText(cutOff: number, now: number): string | null {
  const left = cutOff - now;
  if (left <= 0) return null;
  const minutes = Math.ceil(left / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const within = h === 0 ? `${m}m` : m === 0 ? `${h}h` : `${h}h ${m}m`;
  return `Order within ${within} for same-day dispatch`;
}

/** Milliseconds until the text changes next (the next whole minute left), at least 1 s. */
export function nextTickIn(cutOff: number, now: number): number {
  const left = cutOff - now;
  return Math.max(1000, left % 60_000 || 60_000);
}

/** Today's same-day dispatch cut-off in the api's market, and whether the nudge shows. */
export function readSameDay(api: Api): Promise<SameDayShipment> {
  return api.get<SameDayShipment>("/api/logistics/v1/same-day-shipment");
}

/**
 * The nudge's answer for a page rendered per request (the cart), with the time its text is rendered for,
 * so the nudge is in the first paint instead of pushing the page down when it arrives; undefined when the
 * call fails (the browser then asks, as on a cached page).
 */
export async function serverSameDay(api: Api, market: Market): Promise<SameDayHydration | undefined> {
  try {
    const answer = await readSameDay(api);
    return { ...answer, market, renderedAt: Date.now() };
  } catch {
    return undefined;
  }
}

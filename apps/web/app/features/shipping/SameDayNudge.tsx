import { useEffect, useState } from "react";
import { createApi } from "../../lib/api.ts";
import { serverNow } from "../../lib/clock.ts";
import { useMarket } from "../../lib/market.ts";
import { sameDayShipmentLoaded } from "../../lib/state/common-slice.ts";
import { useAppDispatch, useAppSelector } from "../../lib/store.ts";
import { nextTickIn, readSameDay, sameDayNudgeText } from "./same-day.ts";

/** Server time as this browser best knows it (the measured clock offset), or the local clock. */
function now(): number {
  try {
    return serverNow();
  } catch {
    return Date.now();
  }
}

/**
 * "Order within 2h 14m for same-day dispatch" while today's cut-off is ahead (GET
 * /api/logistics/v1/same-day-shipment, kept in the common state), counting down, gone after the cut-off.
 * On a cached page it is rendered in the browser only: the time left is the shopper's, never a cached
 * page's. A page rendered per request (the cart) reads it during the render (`serverSameDay`).
 */
export function SameDayNudge({ className = "" }: { className?: string }) {
  const market = useMarket();
  const dispatch = useAppDispatch();
  const nudge = useAppSelector((state) => state.common.sameDayShipmentNudge);
  const current = nudge.isFetched && nudge.market === market;
  // A server render's answer is rendered for the time the server rendered it, as the HTML was; the
  // countdown then goes on from this browser's clock.
  const [text, setText] = useState<string | null>(() =>
    current && nudge.shouldDisplay && nudge.renderedAt !== undefined
      ? sameDayNudgeText(nudge.cutOffTimeInMiliseconds, nudge.renderedAt)
      : null,
  );

  useEffect(() => {
    if (current) return;
    let live = true;
    readSameDay(createApi({ market }))
      .then((answer) => live && dispatch(sameDayShipmentLoaded({ ...answer, market })))
      // Only a nudge: without an answer there is nothing to show.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [current, market, dispatch]);

  useEffect(() => {
    if (!current || !nudge.shouldDisplay) {
      setText(null);
      return;
    }
    const cutOff = nudge.cutOffTimeInMiliseconds;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = now();
      const next = sameDayNudgeText(cutOff, at);
      setText(next);
      if (next) timer = setTimeout(tick, nextTickIn(cutOff, at));
    };
    tick();
    return () => clearTimeout(timer);
  }, [current, nudge.shouldDisplay, nudge.cutOffTimeInMiliseconds]);

  if (!text) return null;
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-card bg-accent-soft px-3 py-2 text-sm font-medium text-accent ${className}`}
      data-testid="same-day-nudge"
    >
      <svg viewBox="0 0 20 20" className="size-4 shrink-0" fill="none" aria-hidden="true">
        <circle cx="10" cy="10" r="7.5" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10 6v4.2l2.8 1.8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      {text}
    </p>
  );
}

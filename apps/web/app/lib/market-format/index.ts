import { formatMoney, groupDigits, MARKET_INFO, type Market, wallClock } from "@ojas/domain";
import { useEffect, useState } from "react";
import { shopperTimeZone } from "../api.ts";
import { useMarket } from "../market.ts";
import { AE_WORDING } from "./ae.ts";
import { IN_WORDING } from "./in.ts";
import { US_WORDING } from "./us.ts";
import type { MarketWording } from "./wording.ts";

export type { AddressWording, MarketWording, PaymentWording } from "./wording.ts";

// Money, dates, times and the words that differ per market, from one place: one formatter.
// Dates and times are put together from their parts rather than left to a locale, so the server and every
// browser (each with its own ICU data) render the same text: "26 Nov 2026", "Nov 26, 2026", "8:00 PM IST".

export const MARKET_WORDING: Record<Market, MarketWording> = {
  IN: IN_WORDING,
  AE: AE_WORDING,
  US: US_WORDING,
};

export interface MarketFormat extends MarketWording {
  /** The zone dates and times are shown in. */
  timeZone: string;
  /** '₹1,299', 'AED 149', '$49.99', in the market's currency unless another is given. */
  money(amountMinor: number, currency?: string): string;
  /** A whole count with the market's grouping: "1,00,000" in India, "100,000" elsewhere. */
  count(value: number): string;
  /** "26 Nov 2026" (IN, AE) or "Nov 26, 2026" (US). */
  date(at: number): string;
  /** "Thu, 26 Nov" or "Thu, Nov 26". */
  dayMonth(at: number): string;
  /** "8:00 PM" */
  clock(at: number): string;
  /** "8:00 PM IST", "6:30 PM GST", "9:30 AM ET". */
  time(at: number): string;
  /** "26 Nov 2026, 8:00 PM IST" or "Nov 26, 2026, 9:30 AM ET". */
  dateTime(at: number): string;
  /** "Thu, 26 Nov, 8:00 PM IST" or "Thu, Nov 26, 9:30 AM ET". */
  dayDateTime(at: number): string;
}

type Parts = Record<"weekday" | "day" | "month" | "year" | "hour" | "minute" | "dayPeriod", string>;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The en-US parts of `at` in a zone (weekday, day, month, year, hour, minute, AM/PM), from its wall clock:
 * in India's and the UAE's zones without Intl, whose first date formatter is a long task on a phone while
 * a page hydrates (docs/decisions/0051-hydration-long-tasks.md).
 */
export function partsOf(at: number, timeZone: string): Parts {
  const clock = wallClock(at, timeZone);
  return {
    weekday: WEEKDAYS[clock.weekday]!,
    day: String(clock.day),
    month: MONTHS[clock.month - 1]!,
    year: String(clock.year),
    hour: String(clock.hour % 12 || 12),
    minute: String(clock.minute).padStart(2, "0"),
    dayPeriod: clock.hour < 12 ? "AM" : "PM",
  };
}

// Building an Intl.DateTimeFormat costs far more than formatting with one: kept per zone and style.
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function zoneNameFormat(timeZone: string, style: "shortGeneric" | "short"): Intl.DateTimeFormat {
  const key = `${timeZone}|${style}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style });
    zoneNameFormats.set(key, format);
  }
  return format;
}

/** The name US shoppers know a zone by at an instant (ET, PT, MST in Arizona); undefined for no US name. */
export function usZoneAbbreviation(timeZone: string, at: number): string | undefined {
  for (const style of ["shortGeneric", "short"] as const) {
    try {
      const name = zoneNameFormat(timeZone, style)
        .formatToParts(at)
        .find((part) => part.type === "timeZoneName")?.value;
      if (name && /^[A-Z]{2,5}$/.test(name) && name !== "UTC" && name !== "GMT") return name;
    } catch {
      // An unknown zone, or an engine without the shortGeneric style: try the next.
    }
  }
  return undefined;
}

/** The zone a market shows times in: the shopper's own when the market has several and it is one of them. */
export function marketTimeZone(market: Market, shopperZone?: string): string {
  const fallback = MARKET_INFO[market].timeZone;
  if (MARKET_WORDING[market].zoneAbbreviation || !shopperZone) return fallback;
  return usZoneAbbreviation(shopperZone, Date.now()) ? shopperZone : fallback;
}

const formats = new Map<string, MarketFormat>();

/** The formatter of a market, in the shopper's zone when given and the market has several (the US). */
export function formatFor(market: Market, shopperZone?: string): MarketFormat {
  const timeZone = marketTimeZone(market, shopperZone);
  const key = `${market}|${timeZone}`;
  const known = formats.get(key);
  if (known) return known;

  const wording = MARKET_WORDING[market];
  const info = MARKET_INFO[market];
  const countLocale = market === "IN" ? "en-IN" : "en-US";
  // Built at the first count that is not a plain whole number (groupDigits covers those).
  let counts: Intl.NumberFormat | undefined;
  const dayFirst = wording.dateOrder === "day-month";
  const dayMonth = (p: Parts) => (dayFirst ? `${p.day} ${p.month}` : `${p.month} ${p.day}`);
  const date = (p: Parts) => (dayFirst ? `${p.day} ${p.month} ${p.year}` : `${p.month} ${p.day}, ${p.year}`);
  const clock = (p: Parts) => `${p.hour}:${p.minute} ${p.dayPeriod}`;
  const zone = (at: number) =>
    wording.zoneAbbreviation ?? usZoneAbbreviation(timeZone, at) ?? timeZone.split("/").pop()!;
  const time = (at: number, p: Parts) => `${clock(p)} ${zone(at)}`;

  const format: MarketFormat = {
    ...wording,
    timeZone,
    money: (amountMinor, currency = info.currency) => formatMoney(amountMinor, currency, info.locale),
    count: (value) => {
      const grouped = groupDigits(value, countLocale);
      if (grouped !== undefined) return grouped;
      counts ??= new Intl.NumberFormat(countLocale, { maximumFractionDigits: 0 });
      return counts.format(value);
    },
    date: (at) => date(partsOf(at, timeZone)),
    dayMonth: (at) => {
      const p = partsOf(at, timeZone);
      return `${p.weekday}, ${dayMonth(p)}`;
    },
    clock: (at) => clock(partsOf(at, timeZone)),
    time: (at) => time(at, partsOf(at, timeZone)),
    dateTime: (at) => {
      const p = partsOf(at, timeZone);
      return `${date(p)}, ${time(at, p)}`;
    },
    dayDateTime: (at) => {
      const p = partsOf(at, timeZone);
      return `${p.weekday}, ${dayMonth(p)}, ${time(at, p)}`;
    },
  };
  formats.set(key, format);
  return format;
}

/**
 * The page's market formatter. Server and first browser render use the market's zone so they match; a US
 * shopper's own zone (PT, CT ...) follows once the page is live.
 */
export function useMarketFormat(forMarket?: Market): MarketFormat {
  const pageMarket = useMarket();
  const market = forMarket ?? pageMarket;
  const [zone, setZone] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!MARKET_WORDING[market].zoneAbbreviation) setZone(shopperTimeZone());
  }, [market]);
  return formatFor(market, zone);
}

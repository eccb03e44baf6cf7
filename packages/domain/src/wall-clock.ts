// The wall clock of an instant in an IANA time zone: one place for the storefront's dates, the API's
// dispatch cut-offs and delivery days, and the week of a schedule.

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** Date#getDay numbering: 0 is Sunday. */
  weekday: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
}

/**
 * Zones that have kept one UTC offset for decades (no daylight saving), in minutes east of UTC: the India
 * and UAE markets' own. Their wall clock is worked out without Intl, whose first date formatter loads the
 * runtime's date data: a long task on a phone while a page hydrates (docs/decisions/0051).
 */
export const FIXED_OFFSET_MINUTES: Readonly<Record<string, number>> = {
  "Asia/Kolkata": 330,
  "Asia/Dubai": 240,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function fromUtcFields(d: Date): WallClock {
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The wall clock of `instant` (ms since the epoch) in `timeZone`. */
export function wallClock(instant: number, timeZone: string): WallClock {
  const offset = FIXED_OFFSET_MINUTES[timeZone];
  if (offset !== undefined && Number.isFinite(instant))
    return fromUtcFields(new Date(instant + offset * 60_000));
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return fromUtcFields(
    new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)),
  );
}

// Wall-clock arithmetic in a market's IANA time zone (dispatch cut-offs and delivery days are local).

export interface LocalTime {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** Date#getDay numbering: 0 is Sunday. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

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

// The last local times worked out, by zone and whole second (what localTime depends on): a busy instance
// asks for the same few (now and the days after it, for every cart and checkout) many times a second, and
// formatToParts costs microseconds each time.
const recentLocalTimes = new Map<string, LocalTime>();
const RECENT_LOCAL_TIMES = 64;

export function localTime(instant: number, timeZone: string): LocalTime {
  const key = `${timeZone} ${Math.floor(instant / 1000)}`;
  const known = recentLocalTimes.get(key);
  if (known) return { ...known };
  const worked = workOutLocalTime(instant, timeZone);
  if (recentLocalTimes.size >= RECENT_LOCAL_TIMES) recentLocalTimes.clear();
  recentLocalTimes.set(key, worked);
  return { ...worked };
}

function workOutLocalTime(instant: number, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    weekday,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
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

import { NUMERIC_PATTERN } from "./email.ts";

export const INVALID_TIMESTAMP = "Invalid timestamp";

/** Unit lengths in seconds, largest first. */
export const RELATIVE_TIME_UNITS = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
] as const;

/**
 * Epoch ms from a timestamp in seconds (10 integer digits) or milliseconds (13 integer digits), given as a
 * number or a digit string. Anything else (NaN, negative, other lengths, non-digit strings) is null.
 */
export function toEpochMs(timestamp: unknown): number | null {
  let value: number;
  let digits: number;
  if (typeof timestamp === "number") {
    if (!Number.isFinite(timestamp) || timestamp < 0) return null;
    value = timestamp;
    digits = String(Math.trunc(timestamp)).length;
  } else if (typeof timestamp === "string") {
    const trimmed = timestamp.trim();
    if (!NUMERIC_PATTERN.test(trimmed)) return null;
    value = Number(trimmed);
    digits = trimmed.length;
  } else {
    return null;
  }
  if (digits === 10) return value * 1000;
  if (digits === 13) return value;
  return null;
}

/** "3 days ago", "in 2 hours", or "just now" within a minute; counts are floored. */
export function relativeTime(timestamp: unknown, now: number = Date.now()): string {
  const ms = toEpochMs(timestamp);
  if (ms === null || !Number.isFinite(now)) return INVALID_TIMESTAMP;
  const diffSeconds = (now - ms) / 1000;
  const seconds = Math.abs(diffSeconds);
  for (const [unit, length] of RELATIVE_TIME_UNITS) {
    if (seconds >= length) {
      const count = Math.floor(seconds / length);
      const phrase = `${count} ${unit}${count === 1 ? "" : "s"}`;
      return diffSeconds >= 0 ? `${phrase} ago` : `in ${phrase}`;
    }
  }
  return "just now";
}

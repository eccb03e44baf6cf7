const ABBREVIATIONS = [
  ["B", 1_000_000_000],
  ["M", 1_000_000],
  ["K", 1_000],
] as const;

/**
 * 1500 -> "1.5K", 12500 -> "12K", 2_300_000 -> "2.3M"; below 1000 unchanged. One decimal only while the
 * abbreviated value is below 10, and a trailing ".0" is dropped. Values are floored, never rounded up, so a
 * count is never overstated ("9.9K", not "10K", for 9,999; "999K", not "1000K", for 999,999).
 */
export function abbreviateNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? "-" : "";
  const abs = Math.abs(n);
  for (const [suffix, unit] of ABBREVIATIONS) {
    if (abs >= unit) {
      const value = abs / unit;
      const shown = value < 10 ? Math.floor(abs / (unit / 10)) / 10 : Math.floor(value);
      return `${sign}${String(shown).replace(/\.0$/, "")}${suffix}`;
    }
  }
  return String(n);
}

import { APP_VERSION_GATES } from "./constants.ts";

export const VERSION_PATTERN = /^v?\d+(?:\.\d+)*$/i;

export function isValidVersion(value: unknown): value is string {
  return typeof value === "string" && VERSION_PATTERN.test(value.trim());
}

/** Numeric parts as digit strings without leading zeros; a part without leading digits counts as 0. */
function versionParts(version: string): string[] {
  return version
    .trim()
    .replace(/^v/i, "")
    .split(".")
    .map((part) => (/^\d+/.exec(part)?.[0] ?? "0").replace(/^0+(?=\d)/, ""));
}

/** Compares digit strings exactly, so parts beyond Number.MAX_SAFE_INTEGER still order correctly. */
function compareDigits(a: string, b: string): -1 | 0 | 1 {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Numeric, part by part: "4.8.10" > "4.8.9". Missing parts count as 0, so "4.8" equals "4.8.0". A leading
 * "v" and any suffix after a part's digits ("4.9.0-beta") are ignored.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = versionParts(a);
  const right = versionParts(b);
  const length = Math.max(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const order = compareDigits(left[i] ?? "0", right[i] ?? "0");
    if (order !== 0) return order;
  }
  return 0;
}

/** Gates are exclusive: a feature gated at 4.8.9 needs 4.8.10 or later. */
export function isVersionAbove(version: string | null | undefined, gate: string): boolean {
  return isValidVersion(version) && compareVersions(version, gate) > 0;
}

export interface WebviewDevice {
  isIos: boolean;
  appVersion: string | null | undefined;
}

/** The webview dark theme applies only to iOS app versions above 4.8.9. */
export function canUseDarkTheme({ isIos, appVersion }: WebviewDevice): boolean {
  return isIos && isVersionAbove(appVersion, APP_VERSION_GATES.DARK_THEME);
}

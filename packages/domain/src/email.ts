// Text pattern checks (docs/product.md, signing in and forms).

/**
 * The email pattern: word characters with optional dots or hyphens, an @, a domain, and a two- or
 * three-letter suffix. Written so that every dot or hyphen must be followed by word characters, which keeps
 * it free of catastrophic backtracking (the usual `\w+([.-]?\w+)*` form is not).
 */
export const EMAIL_PATTERN = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$/;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;

export const NUMERIC_PATTERN = /^\d+$/;
/** Standard base64 with padding; the empty string is valid base64 but fails matchesPattern. */
export const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.trim().length > 0;
}

/** Pattern check that accepts only non-empty strings. */
export function matchesPattern(value: unknown, pattern: RegExp): value is string {
  return isNonEmptyString(value) && pattern.test(value);
}

export function isValidEmail(value: unknown): value is string {
  return matchesPattern(value, EMAIL_PATTERN) && value.length <= EMAIL_MAX_LENGTH;
}

/** Emails are compared and stored trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

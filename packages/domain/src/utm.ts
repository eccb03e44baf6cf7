// Tracking-campaign (UTM) parameters (docs/product.md, signing in and forms).

export const UTM_PARAM_NAMES = {
  source: "utm_source",
  medium: "utm_medium",
  campaign: "utm_campaign",
  content: "utm_content",
} as const;

export const UTM_INVALID_DATATYPE_MESSAGE = "Invalid datatype received for UTM Parameters";

export interface UtmParams {
  source: string;
  medium: string | null;
  campaign: string | null;
  content: string | null;
}

export type UtmResult =
  | { ok: true; params: UtmParams | null }
  | { ok: false; error: typeof UTM_INVALID_DATATYPE_MESSAGE };

/**
 * Reads the four UTM parameters from a parsed query. Any given value that is not a plain string (a repeated
 * parameter parsed as an array, an object, a number) makes the whole set invalid. Without a non-blank
 * utm_source there is nothing to save (params null). Absent, null and undefined values count as not given;
 * blank optional values become null.
 */
export function parseUtmParams(query: Record<string, unknown>): UtmResult {
  const values: Partial<Record<keyof UtmParams, string>> = {};
  for (const [key, name] of Object.entries(UTM_PARAM_NAMES) as [keyof UtmParams, string][]) {
    const value = query[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") return { ok: false, error: UTM_INVALID_DATATYPE_MESSAGE };
    const trimmed = value.trim();
    if (trimmed !== "") values[key] = trimmed;
  }
  if (values.source === undefined) return { ok: true, params: null };
  return {
    ok: true,
    params: {
      source: values.source,
      medium: values.medium ?? null,
      campaign: values.campaign ?? null,
      content: values.content ?? null,
    },
  };
}

/** Longest campaign value kept; a longer one makes the set invalid (ignored). */
export const UTM_MAX_LENGTH = 200;

/**
 * The `utm` a request body carries ({source, medium?, campaign?, content?}), as stored with a sign-up, a
 * lead or an order. Values that are not plain strings (or too long, or no source) make
 * the set ignored: null, never a refused request.
 */
export function utmFromBody(value: unknown): UtmParams | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const given = value as Record<string, unknown>;
  const query: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(UTM_PARAM_NAMES) as [keyof UtmParams, string][]) {
    const v = given[key];
    if (typeof v === "string" && v.length > UTM_MAX_LENGTH) return null;
    query[name] = v;
  }
  const result = parseUtmParams(query);
  return result.ok ? result.params : null;
}

import { LOCAL_STORAGE_KEYS, parseUtmParams, type UtmParams } from "@ojas/domain";

/** A query string as parseUtmParams reads it: a repeated parameter becomes a list (an invalid datatype). */
export function queryRecord(search: string): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const existing = record[key];
    if (existing === undefined) record[key] = value;
    else record[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return record;
}

export interface SavedUtm extends UtmParams {
  savedAt: number;
}

export type UtmOutcome = { saved: SavedUtm | null; error: null } | { saved: null; error: string };

/**
 * Campaign parameters are saved when a source is present; values that are not
 * plain strings make the set invalid: the error text is answered (for the caller to report) and nothing
 * is saved.
 */
export function saveUtmParams(
  search: string,
  storage: Pick<Storage, "setItem">,
  now: number = Date.now(),
): UtmOutcome {
  const result = parseUtmParams(queryRecord(search));
  if (!result.ok) return { saved: null, error: result.error };
  if (!result.params) return { saved: null, error: null };
  const saved: SavedUtm = { ...result.params, savedAt: now };
  try {
    storage.setItem(LOCAL_STORAGE_KEYS.UTM, JSON.stringify(saved));
  } catch {
    // Storage full or blocked (private mode): the visit goes on without attribution.
    return { saved: null, error: null };
  }
  return { saved, error: null };
}

export function readUtmParams(storage: Pick<Storage, "getItem">): SavedUtm | null {
  try {
    const raw = storage.getItem(LOCAL_STORAGE_KEYS.UTM);
    return raw ? (JSON.parse(raw) as SavedUtm) : null;
  } catch {
    return null;
  }
}

/** The saved campaign as a sign-up, lead or order request sends it (`utm`); undefined when none is saved. */
export function utmForRequest(
  storage: Pick<Storage, "getItem"> | undefined = browserStorage(),
): UtmParams | undefined {
  if (!storage) return undefined;
  const saved = readUtmParams(storage);
  if (!saved || typeof saved.source !== "string") return undefined;
  return { source: saved.source, medium: saved.medium, campaign: saved.campaign, content: saved.content };
}

/** Hidden form fields carrying the saved campaign to a page action (forms that work without JavaScript). */
export const UTM_FORM_FIELDS = ["source", "medium", "campaign", "content"] as const;

/** The `utm` of a submitted form's hidden fields (utm.source ...), or undefined without a source. */
export function utmFromForm(form: FormData): Record<string, string> | undefined {
  const utm: Record<string, string> = {};
  for (const key of UTM_FORM_FIELDS) {
    const value = form.get(`utm.${key}`);
    if (typeof value === "string" && value !== "") utm[key] = value;
  }
  return utm.source ? utm : undefined;
}

/** localStorage, or undefined on the server or where the browser blocks it (reading it throws there). */
function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

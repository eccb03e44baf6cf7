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
 * SPEC.md sections 4 and 5: campaign parameters are saved when a source is present; values that are not
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

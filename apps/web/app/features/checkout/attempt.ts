// One Idempotency-Key per checkout attempt (docs/api.md, conventions). The key is made the first time a body
// is sent and kept, in session storage, until an answer says what happened: a double click, a retry after a
// lost answer or a reload in between all send the same key, so the server creates one order at most. An
// answer (an order, or a refusal such as out of stock) ends the attempt; a changed body starts a new one.

export interface CheckoutAttempt {
  key: string;
  /** The body the key was first sent with (a fingerprint of it). */
  fingerprint: string;
}

const STORAGE_PREFIX = "checkout_attempt:";

/** The same JSON for the same content, whatever the order of its keys. */
export function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${fingerprint(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key for this body: the attempt's own while the body is unchanged, else a new attempt's. */
export function attemptFor(
  previous: CheckoutAttempt | null,
  body: unknown,
  makeKey: () => string,
): CheckoutAttempt {
  const print = fingerprint(body);
  if (previous && previous.fingerprint === print) return previous;
  return { key: makeKey(), fingerprint: print };
}

/**
 * Whether a failed send leaves the outcome unknown (no answer, a timeout, a server fault): then the next
 * send must reuse the key. A refusal (4xx) is an answer: nothing was created.
 */
export function outcomeUnknown(error: { status?: number } | null | undefined): boolean {
  const status = error?.status;
  return status === undefined || status === 408 || status >= 500;
}

export function readAttempt(storage: Storage, flow: string): CheckoutAttempt | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_PREFIX + flow) ?? "null") as CheckoutAttempt | null;
    return value && typeof value.key === "string" && typeof value.fingerprint === "string" ? value : null;
  } catch {
    return null;
  }
}

export function saveAttempt(storage: Storage, flow: string, attempt: CheckoutAttempt): void {
  try {
    storage.setItem(STORAGE_PREFIX + flow, JSON.stringify(attempt));
  } catch {
    // Storage full or blocked: the key still lives for this page.
  }
}

export function endAttempt(storage: Storage, flow: string): void {
  try {
    storage.removeItem(STORAGE_PREFIX + flow);
  } catch {
    // nothing kept, nothing to end
  }
}

// The Idempotency-Key of one intended status change (docs/api.md, conventions): the order screen renders a
// fresh random key with each list it loads, and a change is that key plus the order and the status chosen.
// Sending the same form again (a retry after a timeout, a double click) repeats the key, so the API
// answers it once; the list reloaded after a change brings a new key.

export function newChangeKey(): string {
  return crypto.randomUUID();
}

export function statusChangeKey(changeKey: string, orderId: string, status: string): string {
  return `${changeKey}.${orderId}.${status}`;
}

/**
 * The key of a form's change: the screen's key, what the change is, and a short digest (FNV-1a) of the body,
 * so the same form sent twice is answered once and an edited one is a new change. Letters, digits, dots
 * and dashes only, whatever the body holds.
 */
export function formChangeKey(changeKey: string, what: string, body: unknown): string {
  const text = JSON.stringify(body);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${changeKey}.${what.replace(/[^A-Za-z0-9-]/g, "")}.${(h >>> 0).toString(36)}`;
}

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

import { createHmac, timingSafeEqual } from "node:crypto";
import type { Deps } from "../../deps.ts";

/** How long a download link for an invoice works. */
export const INVOICE_LINK_TTL_MS = 10 * 60_000;

type LinkDeps = Pick<Deps, "config" | "now">;

function signature(deps: LinkDeps, orderId: string, userId: string, expires: number): Buffer {
  return createHmac("sha256", deps.config.secrets.jwt)
    .update(`invoice-link|${orderId}|${userId}|${expires}`)
    .digest();
}

/**
 * A short-lived link to the order's invoice PDF, bound to the order and its owner: anyone holding it can
 * download until it expires (a new browser tab, a download manager), nobody can change what it points to.
 */
export function signInvoiceLink(
  deps: LinkDeps,
  orderId: string,
  userId: string,
  ttlMs = INVOICE_LINK_TTL_MS,
): string {
  const expires = deps.now() + ttlMs;
  const sig = signature(deps, orderId, userId, expires).toString("hex");
  return `/api/oms/invoice/${encodeURIComponent(orderId)}.pdf?expires=${expires}&sig=${sig}`;
}

export interface InvoiceLinkParams {
  orderId: string;
  /** The order's owner, as stored with the order. */
  userId: string;
  expires: unknown;
  sig: unknown;
}

/** Whether a link's expires and sig are genuine for this order and owner, and not yet expired. */
export function verifyInvoiceLink(
  deps: LinkDeps,
  { orderId, userId, expires, sig }: InvoiceLinkParams,
): boolean {
  if (typeof expires !== "string" || !/^\d{1,15}$/.test(expires)) return false;
  if (typeof sig !== "string" || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expiresAt = Number(expires);
  if (expiresAt <= deps.now()) return false;
  return timingSafeEqual(signature(deps, orderId, userId, expiresAt), Buffer.from(sig, "hex"));
}

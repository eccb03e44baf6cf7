import type { Config } from "../../config.ts";
import { hmacHex, sameHexDigest } from "./gateways/signature.ts";

/** How long a rendered sandbox page may be submitted. */
export const SANDBOX_FORM_TTL_MS = 30 * 60_000;

const signed = (config: Config, gatewayOrderId: string, issuedAt: number) =>
  hmacHex(config.secrets.paymentKey, `sandbox-form|${gatewayOrderId}|${issuedAt}`);

/**
 * The hidden token of the sandbox page's Pay and Fail forms: issued-at time and an HMAC binding it to the
 * gateway order. Another site can neither read the page nor make the HMAC, so it cannot post the forms.
 */
export function sandboxFormToken(config: Config, gatewayOrderId: string, issuedAt: number): string {
  return `${issuedAt}.${signed(config, gatewayOrderId, issuedAt)}`;
}

export function isValidSandboxFormToken(
  config: Config,
  now: number,
  gatewayOrderId: string,
  token: unknown,
): boolean {
  if (typeof token !== "string") return false;
  const match = /^(\d{1,15})\.([0-9a-f]{64})$/.exec(token);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  if (issuedAt > now + 60_000 || now - issuedAt > SANDBOX_FORM_TTL_MS) return false;
  return sameHexDigest(signed(config, gatewayOrderId, issuedAt), match[2]);
}

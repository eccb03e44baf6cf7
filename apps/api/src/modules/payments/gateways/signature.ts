import { createHmac, timingSafeEqual } from "node:crypto";

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Compares a presented hex digest with the expected one in constant time; malformed input is just false. */
export function sameHexDigest(expected: string, presented: string | undefined): boolean {
  if (typeof presented !== "string" || !HEX_SHA256.test(presented)) return false;
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(presented.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(
  keySecret: string,
  gatewayOrderId: string,
  gatewayPaymentId: string,
): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${gatewayPaymentId}`);
}

/** Razorpay's webhook signature (X-Razorpay-Signature): hex HMAC-SHA256 of the raw body. */
export function webhookSignature(webhookSecret: string, rawBody: Buffer | string): string {
  return hmacHex(webhookSecret, rawBody);
}

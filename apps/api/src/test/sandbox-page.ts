// The sandbox gateway as a shopper and as the gateway meet it in tests: its hosted page's forms, and its
// signed webhook.
import type { LightMyRequestResponse } from "fastify";
import { webhookSignature } from "../modules/payments/gateways/signature.ts";
import { sandboxFormToken } from "../modules/payments/sandbox-form-token.ts";
import type { TestContext } from "./harness.ts";

/**
 * Submits the sandbox checkout page at `checkoutUrl`: pay with a test instrument (card-renews,
 * card-declines, upi-autopay ...) or fail. Answers the page's answer (303 to the return URL when accepted).
 */
export function submitSandboxPage(
  ctx: TestContext,
  checkoutUrl: string,
  action: { pay: string } | "fail",
): Promise<LightMyRequestResponse> {
  const path = new URL(checkoutUrl).pathname;
  const token = sandboxFormToken(ctx.deps.config, path.split("/").pop()!, ctx.deps.now());
  const form: Record<string, string> = action === "fail" ? { token } : { token, instrument: action.pay };
  return ctx.app.inject({
    method: "POST",
    url: `${path}/${action === "fail" ? "fail" : "pay"}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Delivers a sandbox webhook body, signed as the gateway signs it. */
export function postSandboxWebhook(ctx: TestContext, body: string): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: "POST",
    url: "/api/payment/v1/webhooks/sandbox",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": webhookSignature(ctx.deps.config.secrets.webhook, body),
    },
    payload: body,
  });
}

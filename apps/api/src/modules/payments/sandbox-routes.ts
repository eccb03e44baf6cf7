import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { INTERNAL_CALL_HEADER, internalCallToken } from "../../http/internal-call.ts";
import { SANDBOX_CHECKOUT_PATH, sandboxId, sandboxWebhookBody } from "./gateways/sandbox.ts";
import { isSandboxInstrument, SANDBOX_INSTRUMENTS, saveSandboxMethod } from "./gateways/sandbox-charges.ts";
import { paymentSignature, webhookSignature } from "./gateways/signature.ts";
import { isValidSandboxFormToken, sandboxFormToken } from "./sandbox-form-token.ts";
import { renderCheckoutPage, renderMessagePage } from "./sandbox-page.ts";
import { type PaymentAttempt, type SavedPaymentMethod, sandboxAttempt } from "./service.ts";

const tags = ["payments"];
const params = z.object({
  gatewayOrderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a gateway order id"),
});

/**
 * The site's default Referrer-Policy (no-referrer) makes browsers send `Origin: null` with a form post,
 * which the cross-site rule refuses; these pages post their forms to this origin, so they say same-origin.
 */
function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("referrer-policy", "same-origin")
    .send(body);
}

/**
 * The sandbox gateway's hosted page (docs/api.md, orders): the shopper pays or fails here; the sandbox
 * then sends the shop its signed webhook, in process, and returns the browser to the shop with a result
 * signed as Razorpay signs it. Pages answer HTML, since a browser lands on them.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  /** The return URL with the result's query parameters. */
  const returnTo = (attempt: PaymentAttempt, result: Record<string, string>) => {
    const url = new URL(attempt.returnUrl, deps.config.siteOrigin);
    url.searchParams.set("orderId", attempt.orderId);
    for (const [key, value] of Object.entries(result)) url.searchParams.set(key, value);
    return attempt.returnUrl.startsWith("/") ? `${url.pathname}${url.search}${url.hash}` : url.toString();
  };
  const paidReturn = (attempt: PaymentAttempt) => {
    const paymentId = attempt.gatewayPaymentId!;
    return returnTo(attempt, {
      gateway_order_id: attempt.gatewayOrderId,
      gateway_payment_id: paymentId,
      signature: paymentSignature(deps.config.secrets.paymentKey, attempt.gatewayOrderId, paymentId),
    });
  };
  const failedReturn = (attempt: PaymentAttempt, extra: Record<string, string> = {}) =>
    returnTo(attempt, { paymentStatus: "failed", ...extra });
  const checkoutPath = (gatewayOrderId: string) => `${SANDBOX_CHECKOUT_PATH}/${gatewayOrderId}`;

  const notFoundPage = (reply: FastifyReply) =>
    html(
      reply,
      404,
      renderMessagePage(
        "Payment not found",
        "This payment link is not valid. Start the payment again from the shop.",
        {
          href: "/cart",
          label: "Back to your cart",
        },
      ),
    );

  app.get(
    `${SANDBOX_CHECKOUT_PATH}/:gatewayOrderId`,
    { schema: { tags, params } },
    async (request, reply) => {
      const attempt = await sandboxAttempt(deps, request.params.gatewayOrderId);
      if (!attempt) return notFoundPage(reply);
      if (attempt.status === "SUCCESS") {
        return html(
          reply,
          200,
          renderMessagePage("Payment complete", "This order has been paid. Nothing more to do here.", {
            href: paidReturn(attempt),
            label: "Back to your order",
          }),
        );
      }
      if (attempt.status !== "CREATED") {
        return html(
          reply,
          200,
          renderMessagePage(
            "Payment ended",
            "This payment attempt has ended without payment. You can try again from your order.",
            { href: failedReturn(attempt), label: "Back to your order" },
          ),
        );
      }
      const path = checkoutPath(attempt.gatewayOrderId);
      return html(
        reply,
        200,
        renderCheckoutPage({
          gatewayOrderId: attempt.gatewayOrderId,
          orderId: attempt.orderId,
          amount: attempt.amount,
          currency: attempt.currency,
          token: sandboxFormToken(deps.config, attempt.gatewayOrderId, deps.now()),
          payAction: `${path}/pay`,
          failAction: `${path}/fail`,
          cancelHref: failedReturn(attempt, { reason: "cancelled" }),
          ...(attempt.saveMethod
            ? {
                instruments: Object.entries(SANDBOX_INSTRUMENTS).map(([value, i]) => ({
                  value,
                  name: i.name,
                })),
              }
            : {}),
        }),
      );
    },
  );

  for (const outcome of ["captured", "failed"] as const) {
    app.post(
      `${SANDBOX_CHECKOUT_PATH}/:gatewayOrderId/${outcome === "captured" ? "pay" : "fail"}`,
      // A plain HTML form post: the per-page token stands in for the JSON-or-X-Client rule.
      { schema: { tags, params }, config: { formPost: true } },
      async (request, reply) => {
        const { gatewayOrderId } = request.params;
        const token = (request.body as { token?: unknown } | undefined)?.token;
        if (!isValidSandboxFormToken(deps.config, deps.now(), gatewayOrderId, token)) {
          return html(
            reply,
            403,
            renderMessagePage(
              "Payment form expired",
              "This form has expired or did not come from the payment page. Open the payment page again.",
              { href: checkoutPath(gatewayOrderId), label: "Open the payment page" },
            ),
          );
        }
        let attempt = await sandboxAttempt(deps, gatewayOrderId);
        if (!attempt) return notFoundPage(reply);

        if (attempt.status === "CREATED") {
          // A payment that saves its method saves the instrument chosen (the first when none is named).
          let savedMethod: SavedPaymentMethod | undefined;
          if (outcome === "captured" && attempt.saveMethod) {
            const chosen = (request.body as { instrument?: unknown } | undefined)?.instrument;
            const instrument = isSandboxInstrument(chosen) ? chosen : "card-renews";
            savedMethod = await saveSandboxMethod(
              deps.db,
              instrument,
              sandboxId("token"),
              new Date(deps.now()),
            );
          }
          const body = sandboxWebhookBody({
            outcome,
            savedMethod,
            gatewayOrderId,
            gatewayPaymentId: sandboxId("pay"),
            amount: attempt.amount,
            currency: attempt.currency,
            at: deps.now(),
          });
          const delivered = await app.inject({
            method: "POST",
            url: "/api/payment/v1/webhooks/sandbox",
            headers: {
              "content-type": "application/json",
              "x-razorpay-signature": webhookSignature(deps.config.secrets.webhook, body),
              "x-razorpay-event-id": sandboxId("evt"),
              [INTERNAL_CALL_HEADER]: internalCallToken,
            },
            payload: body,
          });
          if (delivered.statusCode !== 200) {
            request.log.error(
              { status: delivered.statusCode, body: delivered.body },
              "sandbox webhook refused",
            );
            return html(
              reply,
              502,
              renderMessagePage(
                "Payment not confirmed",
                "The shop did not confirm this payment. Please try again.",
                {
                  href: checkoutPath(gatewayOrderId),
                  label: "Back to the payment page",
                },
              ),
            );
          }
          attempt = (await sandboxAttempt(deps, gatewayOrderId))!;
        }

        // Whatever happened (this post, an earlier one, a concurrent one), the browser sees the stored result.
        if (attempt.status === "SUCCESS") return reply.redirect(paidReturn(attempt), 303);
        if (outcome === "failed") return reply.redirect(failedReturn(attempt), 303);
        return html(
          reply,
          409,
          renderMessagePage(
            "Payment ended",
            "This payment attempt has ended. You can try again from your order.",
            {
              href: failedReturn(attempt),
              label: "Back to your order",
            },
          ),
        );
      },
    );
  }
};

import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../config.ts";
import { RefundRefusedError } from "./gateway.ts";
import { RAZORPAY_ORDERS_URL, razorpayGateway } from "./razorpay.ts";
import { fromRazorpayRefund, razorpayRefundCall, razorpayRefundError } from "./razorpay-refunds.ts";
import { parseRazorpayWebhook } from "./razorpay-webhook.ts";
import { sandboxGateway, sandboxWebhookBody } from "./sandbox.ts";
import { gatewayForMarket } from "./select.ts";
import { paymentSignature, sameHexDigest, webhookSignature } from "./signature.ts";

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

describe("Razorpay signatures", () => {
  it("signs order_id|payment_id and the raw webhook body with HMAC-SHA256 in hex", () => {
    expect(paymentSignature("key_secret", "order_A", "pay_B")).toBe(hmac("key_secret", "order_A|pay_B"));
    expect(webhookSignature("hook_secret", '{"a":1}')).toBe(hmac("hook_secret", '{"a":1}'));
  });

  it("compares digests exactly, case-insensitively, and refuses malformed ones", () => {
    const digest = hmac("s", "d");
    expect(sameHexDigest(digest, digest)).toBe(true);
    expect(sameHexDigest(digest, digest.toUpperCase())).toBe(true);
    expect(sameHexDigest(digest, `${digest.slice(0, -1)}${digest.endsWith("0") ? "1" : "0"}`)).toBe(false);
    for (const bad of [undefined, "", digest.slice(0, 62), `${digest}00`, "z".repeat(64)]) {
      expect(sameHexDigest(digest, bad)).toBe(false);
    }
  });
});

describe("razorpayGateway", () => {
  const options = {
    keyId: "rzp_test_Ojas1234",
    keySecret: "rzp_secret_abc",
    webhookSecret: "whsec_ojas_1234567",
  };

  it("creates an order through the Orders API with Basic auth", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const gateway = razorpayGateway({
      ...options,
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init! });
        return new Response(JSON.stringify({ id: "order_RzpCreated001", status: "created" }), {
          status: 200,
        });
      },
    });
    const order = await gateway.createOrder({
      amount: 129_900,
      currency: "INR",
      receipt: "ORD-1",
      notes: { orderId: "ORD-1" },
    });
    expect(order).toEqual({ gatewayOrderId: "order_RzpCreated001", keyId: "rzp_test_Ojas1234" });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(RAZORPAY_ORDERS_URL);
    expect(calls[0].init.method).toBe("POST");
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from("rzp_test_Ojas1234:rzp_secret_abc").toString("base64")}`,
    );
    expect(JSON.parse(calls[0].init.body as string)).toEqual({
      amount: 129_900,
      currency: "INR",
      receipt: "ORD-1",
      notes: { orderId: "ORD-1" },
    });
  });

  it("fails loudly when Razorpay refuses", async () => {
    const gateway = razorpayGateway({
      ...options,
      fetch: async () =>
        new Response(JSON.stringify({ error: { description: "Authentication failed" } }), { status: 401 }),
    });
    await expect(
      gateway.createOrder({ amount: 100, currency: "INR", receipt: "r", notes: {} }),
    ).rejects.toThrow("Razorpay order creation failed (401): Authentication failed");
  });

  it("verifies with the Razorpay key secret and the webhook secret", () => {
    const gateway = razorpayGateway(options);
    const proof = { gatewayOrderId: "order_X", gatewayPaymentId: "pay_Y" };
    expect(gateway.verifySignature({ ...proof, signature: hmac("rzp_secret_abc", "order_X|pay_Y") })).toBe(
      true,
    );
    expect(gateway.verifySignature({ ...proof, signature: hmac("another", "order_X|pay_Y") })).toBe(false);
    const body = Buffer.from('{"event":"payment.captured"}');
    expect(gateway.verifyWebhook(body, hmac("whsec_ojas_1234567", body.toString()))).toBe(true);
    expect(gateway.verifyWebhook(body, undefined)).toBe(false);
  });
});

describe("Razorpay refunds", () => {
  const request = {
    gatewayOrderId: "order_RzpOrder0001",
    gatewayPaymentId: "pay_RzpPayment001",
    amount: 81_000,
    currency: "INR",
    key: "rf_0123456789abcdef0123456789abcdef",
    notes: { orderId: "ORD-1", reason: "The item was returned" },
  };

  it("asks the SDK's payments.refund for the amount in minor units, with the shop's key as the receipt", () => {
    expect(razorpayRefundCall(request)).toEqual([
      "pay_RzpPayment001",
      {
        amount: 81_000,
        speed: "normal",
        receipt: "rf_0123456789abcdef0123456789abcdef",
        notes: { orderId: "ORD-1", reason: "The item was returned" },
      },
    ]);
    expect(typeof razorpayGateway({ keyId: "rzp_test_x", keySecret: "s", webhookSecret: "w" }).refund).toBe(
      "function",
    );
  });

  it("reads Razorpay's refund entity: processed, pending, or refused when it failed", () => {
    const entity = { id: "rfnd_FP8QHiV938haTz", amount: 81_000, receipt: request.key };
    expect(fromRazorpayRefund({ ...entity, status: "processed" }, request)).toEqual({
      gatewayRefundId: "rfnd_FP8QHiV938haTz",
      amount: 81_000,
      status: "processed",
    });
    expect(fromRazorpayRefund({ ...entity, status: "pending" }, request).status).toBe("pending");
    expect(() => fromRazorpayRefund({ ...entity, status: "failed" }, request)).toThrow(RefundRefusedError);
  });

  it("takes a 400 as a refusal and anything else as a failure to try again", () => {
    const refused = razorpayRefundError({
      statusCode: 400,
      error: {
        code: "BAD_REQUEST_ERROR",
        description: "The refund amount provided is greater than amount captured",
      },
    });
    expect(refused).toBeInstanceOf(RefundRefusedError);
    expect(refused.message).toBe(
      "Razorpay refused the refund: The refund amount provided is greater than amount captured",
    );
    const down = razorpayRefundError({ statusCode: 502, error: { description: "Bad gateway" } });
    expect(down).not.toBeInstanceOf(RefundRefusedError);
    expect(down.message).toBe("Razorpay refund failed (502): Bad gateway");
    // No answer at all: the SDK fails reading the missing response.
    const lost = razorpayRefundError(new TypeError("Cannot read properties of undefined (reading 'status')"));
    expect(lost).not.toBeInstanceOf(RefundRefusedError);
    expect(lost.message).toMatch(/^Razorpay refund failed \(no answer\)/);
  });
});

describe("parseRazorpayWebhook", () => {
  const event = (type: string, payment: object) =>
    Buffer.from(JSON.stringify({ entity: "event", event: type, payload: { payment: { entity: payment } } }));

  it("reads captured, authorised and failed payments, and ignores the rest", () => {
    const payment = { id: "pay_1", order_id: "order_1", error_description: "Card declined by the bank" };
    expect(parseRazorpayWebhook(event("payment.captured", payment), "evt_1")).toEqual([
      {
        kind: "captured",
        eventId: "evt_1",
        type: "payment.captured",
        gatewayOrderId: "order_1",
        gatewayPaymentId: "pay_1",
      },
    ]);
    expect(parseRazorpayWebhook(event("payment.authorized", payment), "evt_2")[0].kind).toBe("captured");
    expect(parseRazorpayWebhook(event("payment.failed", payment), "evt_3")[0]).toMatchObject({
      kind: "failed",
      reason: "Card declined by the bank",
    });
    expect(parseRazorpayWebhook(event("refund.created", payment), "evt_4")[0].kind).toBe("ignored");
  });

  it("keys a delivery without an event id by the body's hash", () => {
    const body = event("payment.captured", { id: "pay_1", order_id: "order_1" });
    const [a] = parseRazorpayWebhook(body);
    const [b] = parseRazorpayWebhook(Buffer.from(body));
    expect(a.eventId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(a.eventId).toBe(b.eventId);
  });
});

describe("gateway configuration", () => {
  it("uses the sandbox everywhere by default", () => {
    const config = loadConfig({});
    expect(config.payments).toEqual({
      gateways: { IN: "sandbox", AE: "sandbox", US: "sandbox" },
      razorpay: undefined,
    });
    expect(gatewayForMarket(config, "US").name).toBe("sandbox");
  });

  it("selects Razorpay per market when its keys are set", () => {
    const config = loadConfig({
      PAYMENT_GATEWAY_IN: "razorpay",
      RAZORPAY_KEY_ID: "rzp_live_Ojas",
      RAZORPAY_KEY_SECRET: "secret",
    });
    expect(gatewayForMarket(config, "IN").name).toBe("razorpay");
    expect(gatewayForMarket(config, "AE").name).toBe("sandbox");
  });

  it("refuses to start on Razorpay without its keys, naming what is missing", () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY_AE: "razorpay", RAZORPAY_KEY_ID: "rzp_test_x" })).toThrow(
      new ConfigError(
        "Invalid configuration: PAYMENT_GATEWAY_AE=razorpay needs RAZORPAY_KEY_SECRET to be set",
      ),
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY_US: "stripe" })).toThrow(/PAYMENT_GATEWAY_US/);
  });

  it("signs the sandbox's results with the shop's secrets", async () => {
    const config = loadConfig({
      PAYMENT_KEY_SECRET: "payment-key-secret-0001",
      WEBHOOK_SECRET: "webhook-secret-00001",
    });
    const sandbox = sandboxGateway(config);
    const { gatewayOrderId } = await sandbox.createOrder({
      amount: 100,
      currency: "INR",
      receipt: "r",
      notes: {},
    });
    const signature = hmac("payment-key-secret-0001", `${gatewayOrderId}|pay_Z`);
    expect(sandbox.verifySignature({ gatewayOrderId, gatewayPaymentId: "pay_Z", signature })).toBe(true);
    const body = sandboxWebhookBody({
      outcome: "captured",
      gatewayOrderId,
      gatewayPaymentId: "pay_Z",
      amount: 100,
      currency: "INR",
      at: 0,
    });
    expect(sandbox.verifyWebhook(Buffer.from(body), hmac("webhook-secret-00001", body))).toBe(true);
  });
});

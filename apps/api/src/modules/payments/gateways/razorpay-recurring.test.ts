import { describe, expect, it } from "vitest";
import { razorpayChargeSavedMethod } from "./razorpay-recurring.ts";
import { parseRazorpayWebhook } from "./razorpay-webhook.ts";

type Call = { url: string; method: string; body?: unknown };

/** A fetch that answers Razorpay's API from a table of (method path) → [status, body], recording calls. */
function fakeRazorpay(answers: Record<string, [number, unknown]>) {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.replace("https://api.razorpay.com/v1", "");
    const [status, body] = answers[`${method} ${path}`] ?? [404, { error: { description: "not found" } }];
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof globalThis.fetch;
  return { http: { fetch, auth: "Basic x" }, calls };
}

const request = {
  gatewayOrderId: "order_Renewal000001",
  token: "cust_A1/token_B2",
  amount: 99_900,
  currency: "INR",
  notes: { orderId: "SUB-AAAAAAAAAAAAAAAA:p2" },
  customer: { email: "a@b.in", contact: "+919876543210" },
};

describe("Razorpay recurring charges", () => {
  it("creates a recurring payment with the customer and token of the saved method", async () => {
    const { http, calls } = fakeRazorpay({
      "GET /orders/order_Renewal000001/payments": [200, { items: [] }],
      "POST /payments/create/recurring": [200, { razorpay_payment_id: "pay_R1" }],
    });
    expect(await razorpayChargeSavedMethod(http, request)).toEqual({
      outcome: "captured",
      gatewayPaymentId: "pay_R1",
    });
    expect(calls[1]!.body).toMatchObject({
      order_id: "order_Renewal000001",
      customer_id: "cust_A1",
      token: "token_B2",
      amount: 99_900,
      recurring: "1",
    });
  });

  it("answers the payment already made on the order instead of charging again", async () => {
    const { http, calls } = fakeRazorpay({
      "GET /orders/order_Renewal000001/payments": [200, { items: [{ id: "pay_R0", status: "captured" }] }],
    });
    expect(await razorpayChargeSavedMethod(http, request)).toEqual({
      outcome: "captured",
      gatewayPaymentId: "pay_R0",
    });
    expect(calls.map((c) => c.method)).toEqual(["GET"]);
  });

  it("reports a refused charge as failed, and throws when Razorpay cannot answer", async () => {
    const refused = fakeRazorpay({
      "GET /orders/order_Renewal000001/payments": [200, { items: [] }],
      "POST /payments/create/recurring": [400, { error: { description: "The mandate was revoked" } }],
    });
    expect(await razorpayChargeSavedMethod(refused.http, request)).toMatchObject({
      outcome: "failed",
      reason: expect.stringContaining("mandate was revoked"),
    });
    const down = fakeRazorpay({
      "GET /orders/order_Renewal000001/payments": [200, { items: [] }],
      "POST /payments/create/recurring": [503, { error: { description: "unavailable" } }],
    });
    await expect(razorpayChargeSavedMethod(down.http, request)).rejects.toThrow("503");
  });

  it("reads the saved method of a recurring first payment from its webhook", () => {
    const body = (payment: object) =>
      Buffer.from(
        JSON.stringify({
          event: "payment.captured",
          payload: { payment: { entity: { id: "pay_F1", order_id: "order_F1", ...payment } } },
        }),
      );
    expect(
      parseRazorpayWebhook(
        body({
          token_id: "token_X",
          customer_id: "cust_Y",
          method: "card",
          card: { network: "Visa", last4: "1111" },
        }),
        "evt_1",
      )[0],
    ).toMatchObject({
      kind: "captured",
      paymentMethod: { token: "cust_Y/token_X", type: "CARD", label: "Visa •••• 1111" },
    });
    expect(
      parseRazorpayWebhook(body({ token_id: "token_U", method: "upi", vpa: "me@upi" }), "evt_2")[0],
    ).toMatchObject({
      paymentMethod: { token: "token_U", type: "UPI", label: "UPI autopay, me@upi" },
    });
    expect(parseRazorpayWebhook(body({ method: "card" }), "evt_3")[0]).not.toHaveProperty("paymentMethod");
  });
});

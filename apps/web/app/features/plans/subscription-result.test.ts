import type { Subscription } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import type { Api } from "../../lib/api.ts";
import { loadSubscriptionResult } from "./subscription-result.ts";

const ID = "SUB-ABCDEFGH12345678";

function fakeApi(status: Subscription["status"]) {
  const calls: string[] = [];
  const api = {
    get: async (path: string, query?: Record<string, unknown>) => {
      calls.push(`GET ${path}${query?.subscriptionId ? `?${query.subscriptionId}` : ""}`);
      if (path.endsWith("/getSubscription")) return { subscription: { subscriptionId: ID, status } };
      return {};
    },
    post: async (path: string) => {
      calls.push(`POST ${path}`);
      return {};
    },
  } as unknown as Api;
  return { api, calls };
}

describe("back from the gateway with a subscription", () => {
  it("checks a signed payment, marks the subscription active and reads it", async () => {
    const { api, calls } = fakeApi("ACTIVE");
    const query = new URLSearchParams(
      `orderId=${ID}:p1&gateway_order_id=g1&gateway_payment_id=p1&signature=s`,
    );
    const result = await loadSubscriptionResult(api, "sandbox", ID, query);
    expect(calls).toEqual([
      "POST /api/payment/v1/payment/verify",
      `GET /api/subscription/v1/markSubscriptionActive?${ID}`,
      `GET /api/subscription/v1/sandbox/${ID}/getSubscription`,
    ]);
    expect(result.outcome).toBe("success");
  });

  it("cancels the pending subscription when the shopper left the page, and shows it failed", async () => {
    const { api, calls } = fakeApi("CANCELLED");
    const query = new URLSearchParams(`orderId=${ID}:p1&paymentStatus=failed&reason=cancelled`);
    const result = await loadSubscriptionResult(api, "razorpay", ID, query);
    expect(calls).toEqual([
      `GET /api/subscription/v1/markSubscriptionCancelled?${ID}`,
      `GET /api/subscription/v1/razorpay/${ID}/getSubscription`,
    ]);
    expect(result.outcome).toBe("failed");
  });

  it("shows a declined first payment as failed, marking nothing", async () => {
    const { api, calls } = fakeApi("PENDING");
    const result = await loadSubscriptionResult(
      api,
      "sandbox",
      ID,
      new URLSearchParams("paymentStatus=failed"),
    );
    expect(calls).toEqual([`GET /api/subscription/v1/sandbox/${ID}/getSubscription`]);
    expect(result).toMatchObject({ outcome: "failed", failedReturn: true });
  });
});

import { periodChargeKey } from "@ojas/domain";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { sandboxFormToken } from "../payments/sandbox-form-token.ts";
import { chargeSavedMethod } from "../payments/service.ts";
import { paymentAttempts, sandboxCharges } from "../payments/tables.ts";
import { subscriptions } from "./tables.ts";
import { claimNextPeriod } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const DAY = 86_400_000;
const post = (jar: CookieJar, url: string, payload?: object, key?: string) =>
  browse(ctx, jar, { method: "POST", url, payload, headers: key ? { "idempotency-key": key } : {} });

async function payOnPage(checkoutUrl: string, instrument: string) {
  const path = new URL(checkoutUrl).pathname;
  const token = sandboxFormToken(ctx.deps.config, path.split("/").pop()!, ctx.deps.now());
  const res = await ctx.app.inject({
    method: "POST",
    url: `${path}/pay`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ token, instrument }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
}

/** A shopper who bought `planId` on the sandbox page with `instrument`. */
async function buyer(planId: string, instrument = "card-renews") {
  const { jar, user } = await signInByPhone(ctx);
  const created = await post(jar, "/api/subscription/v1/sandbox/create", { planId });
  expect(created.statusCode, created.body).toBe(200);
  const { subscriptionId, checkoutUrl } = created.json().body;
  await payOnPage(checkoutUrl, instrument);
  return { jar, userId: user.id, subscriptionId };
}

const rowOf = async (id: string) =>
  (await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, id)))[0]!;

describe("POST /api/subscription/v1/{id}/change-plan", () => {
  it("schedules a cheaper plan for the next renewal, charging nothing", async () => {
    const { jar, subscriptionId } = await buyer("PL-SF-PRO-FIT");
    const res = await post(jar, `/api/subscription/v1/${subscriptionId}/change-plan`, {
      planId: "PL-SF-LITE-FIT",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.subscription).toMatchObject({
      planId: "PL-SF-PRO-FIT",
      pendingPlanId: "PL-SF-LITE-FIT",
    });
  });

  it("moves to a dearer plan now, charging the prorated difference once per upgrade", async () => {
    const { jar, subscriptionId } = await buyer("PL-SF-LITE-FIT");
    const before = await rowOf(subscriptionId);
    const res = await post(
      jar,
      `/api/subscription/v1/${subscriptionId}/change-plan`,
      { planId: "PL-SF-PRO-FIT" },
      "upgrade-0001",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.subscription).toMatchObject({ planId: "PL-SF-PRO-FIT", tier: "PRO" });
    const again = await post(
      jar,
      `/api/subscription/v1/${subscriptionId}/change-plan`,
      { planId: "PL-SF-PRO-FIT" },
      "upgrade-0001",
    );
    expect(again.json().body).toEqual(res.json().body);
    const attempts = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(like(paymentAttempts.orderId, `${subscriptionId}:u%`));
    expect(attempts).toHaveLength(1);
    const charges = await ctx.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.gatewayOrderId, attempts[0]!.gatewayOrderId));
    expect(charges).toHaveLength(1);
    const after = await rowOf(subscriptionId);
    // Almost the whole period is left: close to the difference of the two prices for the running period.
    const samePeriod = Math.round((after.periodAmount * before.periodMonths) / after.periodMonths);
    expect(charges[0]!.amount).toBeLessThanOrEqual(samePeriod - before.periodAmount);
    expect(charges[0]!.amount).toBeGreaterThan((samePeriod - before.periodAmount) * 0.95);
  });

  it("leaves the plan as it is when the saved card declines the upgrade, and refuses another kind", async () => {
    const { jar, subscriptionId } = await buyer("PL-SF-LITE-FIT", "card-declines");
    const declined = await post(jar, `/api/subscription/v1/${subscriptionId}/change-plan`, {
      planId: "PL-SF-PRO-FIT",
    });
    expect(declined.json().error.code).toBe(4000);
    expect((await rowOf(subscriptionId)).planId).toBe("PL-SF-LITE-FIT");
    const otherKind = await post(jar, `/api/subscription/v1/${subscriptionId}/change-plan`, {
      planId: "PL-SF-PRO-NUT",
    });
    expect(otherKind.json().error).toMatchObject({ code: 4000, fields: { planId: expect.any(String) } });
    const stranger = await signInByPhone(ctx);
    const theirs = await post(stranger.jar, `/api/subscription/v1/${subscriptionId}/change-plan`, {
      planId: "PL-SF-PRO-FIT",
    });
    expect(theirs.json().error.code).toBe(4040);
  });
});

describe("POST /api/subscription/v1/{id}/update-payment-method", () => {
  it("saves a new method on the gateway page with nothing charged", async () => {
    const { jar, subscriptionId } = await buyer("PL-HS-LITE-NUT");
    const res = await post(jar, `/api/subscription/v1/${subscriptionId}/update-payment-method`);
    expect(res.statusCode, res.body).toBe(200);
    await payOnPage(res.json().body.checkoutUrl, "upi-autopay");
    expect(await rowOf(subscriptionId)).toMatchObject({ status: "ACTIVE", paymentMethodType: "UPI" });
  });

  it("pays the failed period of a PAST_DUE subscription there, which makes it ACTIVE again", async () => {
    const { jar, userId, subscriptionId } = await buyer("PL-HS-LITE-FIT", "card-declines");
    const row = await rowOf(subscriptionId);
    const start = row.currentPeriodEnd!.getTime();
    const { chargeKey, amount } = await claimNextPeriod(
      ctx.deps.db,
      subscriptionId,
      2,
      start,
      start + 30 * DAY,
    );
    await chargeSavedMethod(ctx.deps, {
      orderId: chargeKey,
      userId,
      market: "IN",
      amount,
      currency: "INR",
      gateway: "sandbox",
      token: row.paymentMethodToken!,
      receipt: chargeKey,
    });
    expect((await rowOf(subscriptionId)).status).toBe("PAST_DUE");
    const res = await post(jar, `/api/subscription/v1/${subscriptionId}/update-payment-method`);
    expect(res.statusCode, res.body).toBe(200);
    await payOnPage(res.json().body.checkoutUrl, "card-renews");
    expect(await rowOf(subscriptionId)).toMatchObject({
      status: "ACTIVE",
      currentPeriodNumber: 2,
      paymentMethodLabel: "Visa •••• 4242",
    });
    const paid = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, periodChargeKey(subscriptionId, 2)),
          eq(paymentAttempts.status, "SUCCESS"),
        ),
      );
    expect(paid).toHaveLength(1);
  });
});

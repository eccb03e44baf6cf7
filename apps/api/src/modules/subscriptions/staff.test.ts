import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { paymentRefunds } from "../payments/tables.ts";
import { staffAudit } from "../staff/tables.ts";
import { seedSubscription } from "./testing.ts";

let ctx: TestContext;
let admin: CookieJar;
beforeAll(async () => {
  ctx = await testContext();
  admin = new CookieJar();
  const res = await browse(ctx, admin, {
    method: "POST",
    url: "/api/auth/login-via-password",
    payload: { emailId: "admin@staff.ojas.in", password: "ojas-demo-staff" },
  });
  expect(res.statusCode, res.body).toBe(200);
});

const DAY = 86_400_000;
const staffCall = (method: "GET" | "POST", url: string, payload?: object, key?: string) =>
  browse(ctx, admin, { method, url, payload, headers: key ? { "idempotency-key": key } : {} });

async function paidSubscription() {
  const { user, phone } = await signInByPhone(ctx);
  const now = ctx.deps.now();
  const seeded = await seedSubscription(ctx.deps.db, {
    userId: user.id,
    status: "ACTIVE",
    kind: "NUTRITION",
    paid: true,
    periodStart: now - 10 * DAY,
    periodEnd: now + 20 * DAY,
  });
  return { ...seeded, userId: user.id, phone };
}

const auditOf = (id: string) => ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.entityId, id));

describe("the back office's subscriptions", () => {
  it("finds a subscription by the shopper's phone and by its id, and shows its periods, payments and events", async () => {
    const sub = await paidSubscription();
    const byPhone = await staffCall("GET", `/api/staff/subscriptions?q=${encodeURIComponent(sub.phone)}`);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(
      byPhone.json().body.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId),
    ).toEqual([sub.subscriptionId]);
    const byId = await staffCall("GET", `/api/staff/subscriptions?q=${sub.subscriptionId}`);
    expect(byId.json().body.subscriptions[0]).toMatchObject({
      subscriptionId: sub.subscriptionId,
      userId: sub.userId,
    });
    const detail = (await staffCall("GET", `/api/staff/subscriptions/${sub.subscriptionId}`)).json().body;
    expect(detail.subscription).toMatchObject({ status: "ACTIVE", kind: "NUTRITION" });
    expect(detail.periods[0]).toMatchObject({ number: 1, status: "PAID", attempts: [{ status: "SUCCESS" }] });
    const filtered = await staffCall("GET", "/api/staff/subscriptions?status=LAPSED&limit=5");
    expect(filtered.json().body.subscriptions.every((s: { status: string }) => s.status === "LAPSED")).toBe(
      true,
    );
    expect((await staffCall("GET", "/api/staff/subscriptions/SUB-NOSUCHSUB0000000")).json().error.code).toBe(
      4040,
    );
  });

  it("extends the period, once per Idempotency-Key, with an audit row", async () => {
    const sub = await paidSubscription();
    const before = (await staffCall("GET", `/api/staff/subscriptions/${sub.subscriptionId}`)).json().body
      .subscription;
    const body = { days: 7, reason: "Coach was on leave for a week" };
    const first = await staffCall(
      "POST",
      `/api/staff/subscriptions/${sub.subscriptionId}/extend`,
      body,
      "extend-0001",
    );
    expect(first.statusCode, first.body).toBe(200);
    const again = await staffCall(
      "POST",
      `/api/staff/subscriptions/${sub.subscriptionId}/extend`,
      body,
      "extend-0001",
    );
    expect(again.json().body).toEqual(first.json().body);
    const after = first.json().body.subscription;
    expect(after.currentPeriod.end - before.currentPeriod.end).toBe(7 * DAY);
    expect(after.nextChargeAt - before.nextChargeAt).toBe(7 * DAY);
    const audit = await auditOf(sub.subscriptionId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "subscription.extend", entity: "subscription" });
    expect(first.json().body.events.map((e: { event: string }) => e.event)).toContain("EXTENDED");
    const bad = await staffCall("POST", `/api/staff/subscriptions/${sub.subscriptionId}/extend`, {
      days: 400,
      reason: "x",
    });
    expect(bad.json().error.code).toBe(4000);
  });

  it("cancels now with a prorated refund claimed, and refunds a paid period", async () => {
    const sub = await paidSubscription();
    const res = await staffCall("POST", `/api/staff/subscriptions/${sub.subscriptionId}/cancel`, {
      atPeriodEnd: false,
      reason: "Shopper moved abroad",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.subscription.status).toBe("CANCELLED");
    const refunds = await ctx.deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, `${sub.subscriptionId}:p1`));
    expect(refunds).toHaveLength(1);
    // 20 of 30 days unused.
    expect(Math.abs(refunds[0]!.amount - Math.floor((sub.amount * 2) / 3))).toBeLessThanOrEqual(
      sub.amount / 100,
    );
    expect((await auditOf(sub.subscriptionId))[0]).toMatchObject({ action: "subscription.cancel" });

    const other = await paidSubscription();
    const refunded = await staffCall(
      "POST",
      `/api/staff/subscriptions/${other.subscriptionId}/periods/1/refund`,
      {
        amount: 1000,
        reason: "Goodwill: a missed coaching call",
      },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().body.periods[0]).toMatchObject({ status: "REFUNDED", refundedAmount: 1000 });
  });

  it("is refused to a shopper (4030) and without a session (4011)", async () => {
    const sub = await paidSubscription();
    const { jar } = await signInByPhone(ctx);
    expect(
      (await browse(ctx, jar, { method: "GET", url: "/api/staff/subscriptions" })).json().error.code,
    ).toBe(4030);
    expect(
      (
        await browse(ctx, new CookieJar(), {
          method: "GET",
          url: `/api/staff/subscriptions/${sub.subscriptionId}`,
        })
      ).json().error.code,
    ).toBe(4011);
  });
});

// Paid seats racing on PostgreSQL: orders for one phone and webinar paid at the same moment (the unique
// index on (webinar_id, phone_number) decides) leave one seat; every other order is cancelled and its
// refund claimed, and only the seat's notices are queued.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { signInByPhone, uniqueIndianMobile } from "../../test/sign-in.ts";
import { WEBINAR_NOTICE } from "../../workflows/webinar-jobs.ts";
import { orderApi, orderRow, timelineOf } from "../orders/create-testing.ts";
import { webinarRegistrations } from "./tables.ts";
import { insertWebinar } from "./webinar-testing.ts";

let ctx: TestContext;
const DAY = 86_400_000;

describe.skipIf(!inject("pgTemplate"))("paid webinar seats racing on PostgreSQL", () => {
  beforeAll(async () => {
    ctx = await testContext();
  });

  it("three orders for one phone paid at once: one seat, two orders refunded", async () => {
    const start = Date.now() + 2 * DAY;
    const webinarId = await insertWebinar(ctx.deps.db, {
      startTime: start,
      endTime: start + 3_600_000,
      price: 49_900,
      currency: "INR",
    });
    const { jar } = await signInByPhone(ctx);
    const api = orderApi(ctx, jar);
    const phoneNumber = uniqueIndianMobile();
    const created: { orderId: string; payment: { gatewayOrderId: string } }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api.buyNow("RingWebinar", { webinarId, name: "Asha Rao", phoneNumber }, randomUUID());
      expect(res.statusCode, res.body).toBe(201);
      created.push(res.json().body);
    }
    const paid = await Promise.all(created.map((o) => api.verify(o.orderId, o.payment.gatewayOrderId)));
    for (const res of paid) expect(res.statusCode, res.body).toBe(200);

    const seats = await ctx.deps.db
      .select()
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.webinarId, webinarId));
    expect(seats).toHaveLength(1);
    const rows = await Promise.all(created.map((o) => orderRow(ctx.deps.db, o.orderId)));
    const statuses = rows.map((row) => row!.orderStatus).sort();
    expect(statuses).toEqual(["ORDER_CANCELLED", "ORDER_CANCELLED", "ORDER_PLACED"]);
    for (const row of rows.filter((r) => r!.orderStatus === "ORDER_CANCELLED")) {
      expect(await timelineOf(ctx.deps.db, row!.orderId)).toContain("REFUND_REQUESTED");
    }
    const jobs = await ctx.deps.jobs!.findJobs<{ registrationId: string }>(WEBINAR_NOTICE);
    const mine = jobs.filter((job) =>
      created.some((o) => job.data.registrationId.startsWith(`WR-${o.orderId}`)),
    );
    expect(new Set(mine.map((job) => job.data.registrationId))).toEqual(new Set([seats[0]!.registrationId]));
  });
});

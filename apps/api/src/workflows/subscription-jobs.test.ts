// The subscription jobs as the server wires them: the renew queue's run charges what is due and queues the
// shopper's receipt in the renewal's transaction; the notice queue's job sends it.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sandboxPaymentMethods } from "../modules/payments/tables.ts";
import { seedSubscription } from "../modules/subscriptions/testing.ts";
import { call, type TestContext, testContext } from "../test/harness.ts";
import { signInByPhone } from "../test/sign-in.ts";
import {
  SUBSCRIPTION_NOTICE,
  SUBSCRIPTION_QUEUES,
  SUBSCRIPTION_RENEW,
  subscriptionJobs,
} from "./subscription-jobs.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("the subscription jobs", () => {
  it("exist on the queue the server opens", async () => {
    for (const { name } of SUBSCRIPTION_QUEUES) expect(await ctx.deps.jobs!.getQueue(name)).toBeTruthy();
  });

  it("renew what is due, and the queued receipt reaches the shopper", async () => {
    const { user } = await signInByPhone(ctx);
    const token = `pm_test_${randomUUID()}`;
    await ctx.deps.db
      .insert(sandboxPaymentMethods)
      .values({ token, type: "CARD", label: "Visa •••• 4242", behaviour: "APPROVE", createdAt: new Date() });
    const end = Date.now() - 60_000;
    const sub = await seedSubscription(ctx.deps.db, {
      userId: user.id,
      status: "ACTIVE",
      periodStart: end - 30 * 86_400_000,
      periodEnd: end,
      paymentMethodToken: token,
    });
    const [renew, notice] = subscriptionJobs(ctx.deps);
    expect(renew!.queue.name).toBe(SUBSCRIPTION_RENEW);
    await renew!.handle({}, undefined as never);

    const jobs = await ctx.deps.jobs!.findJobs<{ subscriptionId: string }>(SUBSCRIPTION_NOTICE, {
      data: { subscriptionId: sub.subscriptionId },
    });
    expect(jobs.map((job) => job.data)).toEqual([
      { subscriptionId: sub.subscriptionId, event: "RENEWED", periodNumber: 2, failures: 0 },
    ]);
    await notice!.handle(jobs[0]!.data, jobs[0] as never);
    const outbox = await call(ctx, {
      method: "GET",
      url: `/api/dev/outbox?to=${encodeURIComponent(user.phoneNumber!)}`,
    });
    expect(outbox.json().body.messages[0].text).toContain("plan is renewed");
  });
});

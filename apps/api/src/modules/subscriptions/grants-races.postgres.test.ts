// Two paid orders of one shopper granting plans of the same kind at the same moment, on PostgreSQL: the
// second's new subscription collides with the first's on subscriptions_one_open_per_kind once the first
// commits, and it extends that one instead. One subscription, both orders' months, no failed payment.
import { addMonths } from "@ojas/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { signInByPhone } from "../../test/sign-in.ts";
import { newOrderId } from "../payments/testing.ts";
import { grantFromOrder } from "./service.ts";
import { subscriptionEvents, subscriptions } from "./tables.ts";

let ctx: TestContext;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!inject("pgTemplate"))("order grants racing on PostgreSQL", () => {
  beforeAll(async () => {
    ctx = await testContext();
  });

  it("two orders at once: the later one extends the subscription the earlier one created", async () => {
    const { user } = await signInByPhone(ctx);
    const grant = (orderId: string, before: number, after: number) =>
      ctx.deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await pause(before);
        await grantFromOrder(ctx.deps, tx, {
          orderId,
          userId: user.id,
          market: "IN",
          lines: [{ entityId: "E1", skuId: "CGM-PLAN-3M", qty: 1, amount: 2_499_900 }],
        });
        // The first holds its transaction open while the second reaches its insert.
        await pause(after);
      });
    const first = newOrderId();
    const second = newOrderId();
    await Promise.all([grant(first, 0, 400), grant(second, 100, 0)]);

    const rows = await ctx.deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    const [sub] = rows;
    // Whichever reached its insert first created it (under load that need not be the one that started first).
    const creator = sub!.sourceOrderId;
    expect([first, second]).toContain(creator);
    const extender = creator === first ? second : first;
    expect(sub).toMatchObject({ status: "ACTIVE", kind: "NUTRITION" });
    const start = sub!.currentPeriodStart!.getTime();
    expect(sub!.currentPeriodEnd!.getTime()).toBe(addMonths(addMonths(start, 3), 3));
    const events = await ctx.deps.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub!.subscriptionId))
      .orderBy(subscriptionEvents.id);
    expect(events.map((e) => [e.event, e.actor])).toEqual([
      ["CREATED", `order:${creator}`],
      ["FIRST_PAYMENT", `order:${creator}`],
      ["EXTENDED", `order:${extender}`],
    ]);
  });
});

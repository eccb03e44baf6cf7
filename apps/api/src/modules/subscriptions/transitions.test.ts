import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { findSubscription } from "./repository.ts";
import { subscriptionEvents, subscriptionPeriods } from "./tables.ts";
import { seedSubscription } from "./testing.ts";
import { applyTransition } from "./transitions.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const eventsOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, id))
    .orderBy(asc(subscriptionEvents.id));

describe("applyTransition", () => {
  it("moves the subscription, writes its event and the period's change together, with the values given", async () => {
    const seeded = await seedSubscription(ctx.deps.db, { userId: `u-${randomUUID()}`, status: "ACTIVE" });
    const row = (await findSubscription(ctx.deps.db, seeded.subscriptionId))!;
    const at = Date.now();
    const moved = await ctx.deps.db.transaction((tx) =>
      applyTransition(
        tx as unknown as Db,
        row,
        {
          event: "RENEWAL_FAILED",
          actor: "job:renewals",
          at,
          patch: { failedCharges: 1, nextChargeAt: null, graceEndsAt: new Date(at + 1000) },
          detail: { reason: "declined" },
        },
        { number: row.currentPeriodNumber, patch: { failureReason: "declined", tries: 3 } },
      ),
    );
    expect(moved).toMatchObject({
      status: "PAST_DUE",
      failedCharges: 1,
      nextChargeAt: null,
      graceEndsAt: new Date(at + 1000),
      updatedAt: new Date(at),
    });
    expect(await findSubscription(ctx.deps.db, seeded.subscriptionId)).toEqual(moved);
    const events = await eventsOf(seeded.subscriptionId);
    expect(events.at(-1)).toMatchObject({
      event: "RENEWAL_FAILED",
      fromStatus: "ACTIVE",
      toStatus: "PAST_DUE",
      actor: "job:renewals",
      detail: { reason: "declined" },
      at: new Date(at),
    });
    const [period] = await ctx.deps.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, seeded.subscriptionId));
    expect(period).toMatchObject({ failureReason: "declined", tries: 3 });
  });

  it("writes nothing from a row whose status is no longer the subscription's: it throws instead", async () => {
    const seeded = await seedSubscription(ctx.deps.db, { userId: `u-${randomUUID()}`, status: "ACTIVE" });
    const stale = (await findSubscription(ctx.deps.db, seeded.subscriptionId))!;
    const fail = (db: Db) =>
      applyTransition(db, stale, {
        event: "RENEWAL_FAILED",
        actor: "job:renewals",
        at: Date.now(),
        patch: { failedCharges: stale.failedCharges + 1 },
      });
    await ctx.deps.db.transaction((tx) => fail(tx as unknown as Db));
    const before = await eventsOf(seeded.subscriptionId);
    // The status machine lets ACTIVE take the event, but the subscription is PAST_DUE now.
    await expect(ctx.deps.db.transaction((tx) => fail(tx as unknown as Db))).rejects.toThrow(
      "was not ACTIVE",
    );
    expect(await eventsOf(seeded.subscriptionId)).toEqual(before);
    expect(await findSubscription(ctx.deps.db, seeded.subscriptionId)).toMatchObject({
      status: "PAST_DUE",
      failedCharges: 1,
    });
  });
});

// The capacity race on PostgreSQL, where requests really run at once on several connections: a slot of
// capacity 5 and 50 shoppers booking it together.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { paymentAttempts } from "../payments/tables.ts";
import { bloodWorkBookings } from "./tables.ts";
import { bloodWorkApi, bookingBody, bookingShopper, ownSlot, slotCounts } from "./testing.ts";

let ctx: TestContext;
let shoppers: Awaited<ReturnType<typeof bookingShopper>>[];
beforeAll(async () => {
  ctx = await testContext();
  shoppers = [];
  for (let i = 0; i < 50; i += 1) shoppers.push(await bookingShopper(ctx));
}, 120_000);

describe("a slot of capacity 5 and 50 shoppers at once", () => {
  it("books exactly 5; every other gets 'slot just filled' and is charged nothing", async () => {
    const slot = await ownSlot(ctx, 5);
    const answers = await Promise.all(
      shoppers.map((s) => bloodWorkApi(ctx, s.jar).create(bookingBody(s.addressTimestamp, slot))),
    );
    const won = answers.filter((a) => a.statusCode === 201);
    const lost = answers.filter((a) => a.statusCode !== 201);
    expect(won).toHaveLength(5);
    for (const a of lost) {
      expect(a.statusCode, a.body).toBe(409);
      expect(a.json().error).toMatchObject({ code: 4010, message: expect.stringContaining("just filled") });
    }
    expect(await slotCounts(ctx, slot)).toEqual({ held: 0, booked: 5, capacity: 5 });
    const bookings = await ctx.deps.db
      .select()
      .from(bloodWorkBookings)
      .where(eq(bloodWorkBookings.slotId, slot));
    expect(bookings).toHaveLength(5);
    const losers = shoppers.filter((_, i) => answers[i]!.statusCode !== 201).map((s) => s.userId);
    const charged = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.userId, losers));
    expect(charged).toEqual([]);
  }, 60_000);

  it("holds exactly 5 places, and only those 5 book", async () => {
    const slot = await ownSlot(ctx, 5);
    const holds = await Promise.all(shoppers.map((s) => bloodWorkApi(ctx, s.jar).hold(slot)));
    expect(holds.filter((h) => h.statusCode === 201)).toHaveLength(5);
    expect(holds.filter((h) => h.statusCode === 409)).toHaveLength(45);
    expect(await slotCounts(ctx, slot)).toMatchObject({ held: 5, booked: 0 });
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        bloodWorkApi(ctx, s.jar).create(
          bookingBody(s.addressTimestamp, slot, {
            ...(holds[i]!.statusCode === 201 ? { holdId: holds[i]!.json().body.holdId } : {}),
          }),
        ),
      ),
    );
    const won = shoppers.filter((_, i) => answers[i]!.statusCode === 201);
    expect(won).toHaveLength(5);
    expect(won.every((_, i) => holds[shoppers.indexOf(won[i]!)]!.statusCode === 201)).toBe(true);
    expect(await slotCounts(ctx, slot)).toEqual({ held: 0, booked: 5, capacity: 5 });
  }, 60_000);
});

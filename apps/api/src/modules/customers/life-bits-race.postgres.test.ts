// Staff adjusting one shopper's life bits at once on PostgreSQL, where the calls really run together on
// several connections: the balance never goes below zero however many take at the same moment.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { lifeBitsEntries } from "../users/tables.ts";

let ctx: TestContext;
let staff: CookieJar[];
beforeAll(async () => {
  ctx = await testContext();
  staff = [
    (await signInStaff(ctx, demoStaffEmail("SUPPORT"))).jar,
    (await signInStaff(ctx, demoStaffEmail("OPS"))).jar,
    (await signInStaff(ctx, demoStaffEmail("ADMIN"))).jar,
  ];
}, 60_000);

describe("ten takes of 30 from a balance of 100, all at once", () => {
  it("lets exactly three through and leaves 10; the others are 4000 with nothing written", async () => {
    const { user } = await signInByPhone(ctx);
    const url = `/api/staff/customers/${user.id}/life-bits`;
    expect(
      (await staffCall(ctx, staff[0]!, "POST", url, { amount: 100, reason: "Goodwill" })).statusCode,
    ).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staffCall(
          ctx,
          staff[i % staff.length]!,
          "POST",
          url,
          { amount: -30, reason: "Correction" },
          randomUUID(),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    for (const a of answers.filter((a) => a.statusCode !== 200)) expect(a.json().error.code).toBe(4000);
    const rows = await ctx.deps.db.select().from(lifeBitsEntries).where(eq(lifeBitsEntries.userId, user.id));
    expect(rows).toHaveLength(4);
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(10);
  }, 60_000);
});

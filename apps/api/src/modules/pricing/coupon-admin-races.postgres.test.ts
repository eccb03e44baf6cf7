// Races of the back office's coupons on PostgreSQL, where requests really run at once on several
// connections: one code created by many staff at once (in any case, each with its own Idempotency-Key)
// gives one coupon and one audit row; the others are told the code is in use. One key sent many times at
// once is answered once.
import { randomInt, randomUUID } from "node:crypto";
import { eq, like, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import type { CookieJar } from "../../test/sign-in.ts";
import { staffAudit } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { coupons } from "./tables.ts";

let ctx: TestContext;
let jar: CookieJar;
beforeAll(async () => {
  ctx = await testContext();
  jar = (await signInStaff(ctx, demoStaffEmail("CONTENT"))).jar;
}, 60_000);
// Other files of this worker share the database: the race coupons must not show in their offer lists.
afterAll(async () => {
  await ctx.deps.db
    .update(coupons)
    .set({ active: false })
    .where(or(like(coupons.code, "RACE%"), like(coupons.code, "ONCE%")));
});

const body = (code: string) => ({
  code,
  title: "Race offer",
  description: "Made by a race test.",
  discountType: "PERCENTAGE",
  value: 10,
});
const auditCount = async (code: string) =>
  (await ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.entityId, code))).filter(
    (r) => r.entity === "coupon",
  ).length;

describe("creating one code at once", () => {
  it("20 creates of one code in mixed case: one coupon, one audit row, the rest 4000 on code", async () => {
    const code = `RACE${randomInt(1e6, 9e6)}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        staffCall(ctx, jar, "POST", "/api/staff/offers/coupons", body(i % 2 ? code.toLowerCase() : code)),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((a) => a.statusCode !== 201)) {
      expect(a.statusCode, a.body).toBe(400);
      expect(a.json().error.fields).toEqual({ code: "A coupon with this code already exists" });
    }
    expect(await ctx.deps.db.select().from(coupons).where(eq(coupons.code, code))).toHaveLength(1);
    expect(await auditCount(code)).toBe(1);
  });

  it("one key sent 10 times at once: one coupon, one audit row, the same answer", async () => {
    const code = `ONCE${randomInt(1e6, 9e6)}`;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staffCall(ctx, jar, "POST", "/api/staff/offers/coupons", body(code), key),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await auditCount(code)).toBe(1);
  });

  it("an affiliate created with one key 10 times at once: one affiliate, the same answer", async () => {
    const code = `AFF${randomInt(1e6, 9e6)}`;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staffCall(
          ctx,
          jar,
          "POST",
          "/api/staff/offers/affiliates",
          { code, name: "Race Partner", commissionPercent: 5 },
          key,
        ),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});

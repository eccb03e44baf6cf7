import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../deps.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { findCoupon, pricingRules } from "./service.ts";
import { coupons } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("pricingRules", () => {
  it("keeps the rules for the cache TTL, then reads them again", async () => {
    let now = Date.now();
    const deps: Deps = {
      ...ctx.deps,
      config: { ...ctx.deps.config, catalogueCacheTtlMs: 60_000 },
      now: () => now,
    };
    const before = await pricingRules(deps, "IN");
    expect(findCoupon(before, "WELCOME10")).toBeDefined();
    const code = `SPRING${randomInt(1e5, 9e5)}`;
    await ctx.deps.db.insert(coupons).values({
      code,
      title: "Spring refresh: 8% off",
      description: "8% off everything for the first week of spring.",
      discountType: "PERCENTAGE",
      value: 8,
      createdAt: now,
    });
    now += 59_000;
    expect(findCoupon(await pricingRules(deps, "IN"), code)).toBeUndefined();
    now += 1_001;
    expect(findCoupon(await pricingRules(deps, "IN"), code)?.rule.value).toBe(8);
  });

  it("reads them every time with a TTL of 0 (as the tests run)", async () => {
    expect(ctx.deps.config.catalogueCacheTtlMs).toBe(0);
    const first = pricingRules(ctx.deps, "IN");
    expect(pricingRules(ctx.deps, "IN")).not.toBe(first);
  });
});

// The back office's coupons (docs/api.md, "Back office: offers"): every kind and limit the pricing rules
// know, created by staff and then honoured by the cart, plans, webinars and life bits; validation with
// field errors; duplicates in any case; live use counts; one answer per Idempotency-Key; audit rows; and
// this instance's rules forgetting a changed coupon at once.
import { randomInt, randomUUID } from "node:crypto";
import { type StaffCouponBody, staffCouponBodySchema } from "@ojas/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../../deps.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import type { CookieJar } from "../../test/sign-in.ts";
import { signInByPhone } from "../../test/sign-in.ts";
import { indianSku } from "../cart/test-helpers.ts";
import { markFirstPurchaseCompleted } from "../identity/service.ts";
import { staffAudit } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { editCoupon } from "./coupon-admin.ts";
import {
  findCoupon,
  lifeBitsCoupons,
  listPlanCoupons,
  priceWebinarSeat,
  pricingRules,
  recordCouponRedemption,
} from "./service.ts";
import { coupons } from "./tables.ts";

let ctx: TestContext;
let content: { jar: CookieJar; userId: string };
beforeAll(async () => {
  ctx = await testContext();
  content = await signInStaff(ctx, demoStaffEmail("CONTENT"));
});
afterEach(() => {
  ctx.clock.offset = 0;
});

const BASE = "/api/staff/offers/coupons";
const uniqueCode = (prefix = "T") =>
  `${prefix}${randomInt(1e8, 2e9).toString(36).toUpperCase()}`.slice(0, 20);

function body(overrides: Partial<StaffCouponBody> = {}): StaffCouponBody {
  return {
    code: uniqueCode(),
    title: "Test offer",
    description: "An offer made by a test.",
    discountType: "PERCENTAGE",
    value: 10,
    ...overrides,
  };
}

/** Every code this file asked for: deactivated at the end, so the worker's other files see only theirs. */
const asked = new Set<string>();
afterAll(async () => {
  if (asked.size > 0)
    await ctx.deps.db
      .update(coupons)
      .set({ active: false })
      .where(inArray(coupons.code, [...asked]));
});

const create = (payload: object, key?: string, jar: CookieJar | null = content.jar) => {
  const code = (payload as { code?: unknown }).code;
  if (typeof code === "string") asked.add(code.toUpperCase());
  return staffCall(ctx, jar, "POST", BASE, payload, key);
};

async function created(overrides: Partial<StaffCouponBody> = {}) {
  const payload = body(overrides);
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().body.coupon as { code: string; uses: number; active: boolean };
}

async function anonymous(cartItems: object[], extra: object = {}, market: "IN" | "AE" | "US" = "IN") {
  const res = await call(ctx, {
    method: "POST",
    url: "/api/catalogue/v2/anonymous-cart-checkout",
    market,
    payload: { cartItems, ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

const auditRows = (code: string) =>
  ctx.deps.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.entityId, code))
    .orderBy(asc(staffAudit.id))
    .then((rows) => rows.filter((r) => r.entity === "coupon"));

describe("coupons of every kind, as the pricing rules then use them", () => {
  it("PERCENTAGE with a cap takes its percent off the cart, up to the cap", async () => {
    const { code } = await created({ value: 20, maxDiscount: { IN: 30_000 } });
    const small = await indianSku(ctx, 100_000);
    expect(await anonymous([{ skuId: small }], { couponCode: code.toLowerCase() })).toMatchObject({
      isCouponValid: true,
      couponCode: code,
      couponDiscount: 20_000,
    });
    const big = await indianSku(ctx, 500_000);
    expect((await anonymous([{ skuId: big }], { couponCode: code })).couponDiscount).toBe(30_000);
  });

  it("ABSOLUTE takes its amount off in its market", async () => {
    const { code } = await created({ discountType: "ABSOLUTE", value: 25_000, markets: ["IN"] });
    const sku = await indianSku(ctx, 100_000);
    expect(await anonymous([{ skuId: sku }], { couponCode: code })).toMatchObject({
      isCouponValid: true,
      couponDiscount: 25_000,
    });
  });

  it("FREE makes one unit of its skus free, FREEBIE adds its gift", async () => {
    const sku = await indianSku(ctx, 80_000);
    const free = await created({ discountType: "FREE", value: 0, freeSkuIds: [sku] });
    expect(await anonymous([{ skuId: sku, qty: 2 }], { couponCode: free.code })).toMatchObject({
      isCouponValid: true,
      couponDiscount: 80_000,
    });
    const gift = await indianSku(ctx, 40_000);
    const freebie = await created({ discountType: "FREEBIE", value: 0, freebieSkuIds: [gift] });
    const cart = await anonymous([{ skuId: sku }], { couponCode: freebie.code });
    expect(cart).toMatchObject({ isCouponValid: true, couponDiscount: 0 });
    expect(cart.freebieItemList.map((f: { skuId: string }) => f.skuId)).toEqual([gift]);
  });

  it("an automatic offer applies by itself, and cannot be typed", async () => {
    const sku = await indianSku(ctx, 100_000);
    const { code } = await created({ automatic: true, value: 90, skuIds: [sku] });
    const cart = await anonymous([{ skuId: sku }], { autoApplyCoupon: true });
    expect(cart.appliedAutomaticCoupon).toMatchObject({ code, discount: 90_000 });
    expect((await anonymous([{ skuId: sku }], { couponCode: code })).isCouponValid).toBe(false);
  });

  it("a life-bits coupon is listed with its cost", async () => {
    const { code } = await created({ lifeBitsCost: 321 });
    const listed = (await lifeBitsCoupons(ctx.deps, "IN", null)).coupons.find((c) => c.code === code);
    expect(listed).toMatchObject({ lifeBitsCost: 321, canAfford: false });
  });

  it("a referral-only coupon is refused when typed without a referral", async () => {
    const { code } = await created({ referralOnly: true, firstPurchaseOnly: true });
    const sku = await indianSku(ctx, 100_000);
    expect((await anonymous([{ skuId: sku }], { couponCode: code })).isCouponValid).toBe(false);
    expect(findCoupon(await pricingRules(ctx.deps, "IN"), code)?.referralOnly).toBe(true);
  });

  it("a plan coupon prices plans only, by tier and first period", async () => {
    const { code } = await created({
      appliesTo: "PLAN",
      discountType: "ABSOLUTE",
      value: 0,
      plan: { tiers: ["PRO"], firstPeriodOnly: true, amounts: { IN: 12_300 } },
    });
    const listed = (await listPlanCoupons(ctx.deps, { userId: null, market: "IN" })).coupons;
    expect(listed.find((c) => c.code === code)).toMatchObject({ firstPeriodOnly: true, applicable: true });
    const rules = await pricingRules(ctx.deps, "IN");
    expect(rules.planCoupons.find((c) => c.rule.code === code)?.rule.plan).toEqual({
      tiers: ["PRO"],
      firstPeriodOnly: true,
      amounts: { IN: 12_300 },
    });
    const sku = await indianSku(ctx, 100_000);
    expect((await anonymous([{ skuId: sku }], { couponCode: code })).isCouponValid).toBe(false);
  });

  it("a webinar coupon prices the seats of its topic", async () => {
    const { code } = await created({ appliesTo: "WEBINAR", value: 40, webinar: { topics: ["RING"] } });
    const seat = { webinarId: `w-${randomUUID()}`, price: 50_000, currency: "INR" };
    const quote = await priceWebinarSeat(ctx.deps, {
      code,
      userId: null,
      market: "IN",
      seat: { ...seat, topic: "RING" },
    });
    expect(quote).toMatchObject({ couponDiscount: 20_000, payableAmount: 30_000, couponCode: code });
    await expect(
      priceWebinarSeat(ctx.deps, { code, userId: null, market: "IN", seat: { ...seat, topic: null } }),
    ).rejects.toMatchObject({ code: 4002 });
  });
});

describe("every limit the rules know", () => {
  it("market, category, sku and minimum cart", async () => {
    const sku = await indianSku(ctx, 100_000);
    const aeOnly = await created({ markets: ["AE"] });
    expect(await anonymous([{ skuId: sku }], { couponCode: aeOnly.code })).toMatchObject({
      isCouponValid: false,
      couponMessage: "This coupon is not valid in this country",
    });
    const skin = await created({ categories: ["SKINCARE_PRODUCT"] });
    expect((await anonymous([{ skuId: sku }], { couponCode: skin.code })).couponMessage).toBe(
      "This coupon does not apply to the items in your cart",
    );
    const other = await indianSku(ctx, 50_000);
    const onSku = await created({ skuIds: [other], value: 50 });
    expect(await anonymous([{ skuId: sku }, { skuId: other }], { couponCode: onSku.code })).toMatchObject({
      isCouponValid: true,
      couponDiscount: 25_000,
    });
    const minimum = await created({ minCartValue: { IN: 150_000 } });
    expect((await anonymous([{ skuId: sku }], { couponCode: minimum.code })).couponMessage).toMatch(
      /^Add ₹500 more/,
    );
  });

  it("first purchase only", async () => {
    const { code } = await created({ firstPurchaseOnly: true });
    const { jar, user } = await signInByPhone(ctx);
    await markFirstPurchaseCompleted(ctx.deps, user.id);
    const sku = await indianSku(ctx, 100_000);
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v2/anonymous-cart-checkout",
      payload: { cartItems: [{ skuId: sku }], couponCode: code },
      headers: { cookie: jar.header() },
    });
    expect(res.json().body.couponMessage).toBe("This coupon is only for your first purchase");
  });

  it("validity window: not yet, valid, expired", async () => {
    const now = Date.now();
    const { code } = await created({ validFrom: now + 60_000, validUntil: now + 120_000 });
    const sku = await indianSku(ctx, 100_000);
    expect((await anonymous([{ skuId: sku }], { couponCode: code })).couponMessage).toBe(
      "Coupon is not valid yet",
    );
    ctx.clock.offset = 90_000;
    expect((await anonymous([{ skuId: sku }], { couponCode: code })).isCouponValid).toBe(true);
    ctx.clock.offset = 120_000;
    expect((await anonymous([{ skuId: sku }], { couponCode: code })).couponMessage).toBe(
      "Coupon has expired",
    );
  });

  it("uses per user and in all", async () => {
    const sku = await indianSku(ctx, 100_000);
    const inAll = await created({ usesInAll: 1 });
    await recordCouponRedemption(ctx.deps, { couponCode: inAll.code, userId: "someone", orderId: "o-1" });
    expect((await anonymous([{ skuId: sku }], { couponCode: inAll.code })).couponMessage).toBe(
      "This coupon has reached its usage limit",
    );
    const perUser = await created({ usesPerUser: 1 });
    const { jar, user } = await signInByPhone(ctx);
    await recordCouponRedemption(ctx.deps, { couponCode: perUser.code, userId: user.id, orderId: "o-2" });
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v2/anonymous-cart-checkout",
      payload: { cartItems: [{ skuId: sku }], couponCode: perUser.code },
      headers: { cookie: jar.header() },
    });
    expect(res.json().body.couponMessage).toBe("You have already used this coupon");
  });
});

describe("validation", () => {
  const refused = async (payload: object) => {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe(4000);
    return res.json().error.fields as Record<string, string>;
  };

  it("refuses with field errors, and stores nothing", async () => {
    const percent = body({ value: 101 });
    expect(await refused(percent)).toHaveProperty("value", "A percentage is from 1 to 100");
    expect(await refused(body({ value: 0 }))).toHaveProperty("value");
    const now = Date.now();
    expect(await refused(body({ validFrom: now, validUntil: now }))).toHaveProperty(
      "validUntil",
      "The end must be after the start",
    );
    expect(await refused(body({ discountType: "ABSOLUTE", value: 100 }))).toHaveProperty("markets");
    expect(
      await refused(body({ discountType: "ABSOLUTE", value: 100, markets: ["IN", "US"] })),
    ).toHaveProperty("markets");
    expect(await refused(body({ discountType: "FREE", value: 0 }))).toHaveProperty("freeSkuIds");
    expect(await refused(body({ code: "a b" }))).toHaveProperty("code");
    expect(await refused(body({ automatic: true, lifeBitsCost: 10 }))).toHaveProperty("lifeBitsCost");
    expect(await refused(body({ appliesTo: "PLAN", discountType: "FREE", value: 0 }))).toHaveProperty(
      "discountType",
    );
    expect(
      await refused(body({ appliesTo: "WEBINAR", discountType: "ABSOLUTE", value: 0, webinar: {} })),
    ).toHaveProperty(["webinar/amounts"]);
    expect(await refused(body({ usesPerUser: 0 }))).toHaveProperty("usesPerUser");
    const [row] = await ctx.deps.db.select().from(coupons).where(eq(coupons.code, percent.code));
    expect(row).toBeUndefined();
  });

  it("keeps codes unique whatever the case", async () => {
    const { code } = await created();
    const res = await create(body({ code: ` ${code.toLowerCase()} `, title: "Another" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 4000,
      fields: { code: "A coupon with this code already exists" },
    });
    const [row] = await ctx.deps.db.select().from(coupons).where(eq(coupons.code, code));
    expect(row?.title).toBe("Test offer");
  });

  it("needs the offers permission and an Idempotency-Key", async () => {
    const ops = await signInStaff(ctx, demoStaffEmail("OPS"));
    expect((await create(body(), undefined, ops.jar)).json().error.code).toBe(4030);
    const res = await ctx.app.inject({
      method: "POST",
      url: BASE,
      payload: body(),
      headers: { cookie: content.jar.header() },
    });
    expect(res.json().error.code).toBe(4000);
  });
});

describe("edit, deactivate, uses and audit", () => {
  it("edits every field but the code, deactivates, and audits each change", async () => {
    const payload = body({ value: 10 });
    const { code } = (await create(payload)).json().body.coupon;
    const edited = await staffCall(ctx, content.jar, "PUT", `${BASE}/${code}`, {
      ...payload,
      value: 15,
      usesPerUser: 2,
      markets: ["IN", "AE"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().body.coupon).toMatchObject({ value: 15, usesPerUser: 2, markets: ["IN", "AE"] });
    const renamed = await staffCall(ctx, content.jar, "PUT", `${BASE}/${code}`, {
      ...payload,
      code: "OTHER123",
    });
    expect(renamed.json().error.fields).toHaveProperty("code");
    const missing = await staffCall(ctx, content.jar, "PUT", `${BASE}/NOSUCH999`, {
      ...payload,
      code: "NOSUCH999",
    });
    expect(missing.json().error.code).toBe(4040);

    const off = await staffCall(ctx, content.jar, "POST", `${BASE}/${code}/active`, { active: false });
    expect(off.json().body.coupon.active).toBe(false);
    const sku = await indianSku(ctx, 100_000);
    expect((await anonymous([{ skuId: sku }], { couponCode: code })).isCouponValid).toBe(false);

    const audit = await auditRows(code);
    expect(audit.map((a) => a.action)).toEqual(["coupon.create", "coupon.edit", "coupon.deactivate"]);
    expect(audit.every((a) => a.staffId === content.userId)).toBe(true);
    expect(audit[1]).toMatchObject({ before: { value: 10 }, after: { value: 15, usesPerUser: 2 } });
    const detail = (await staffCall(ctx, content.jar, "GET", `${BASE}/${code.toLowerCase()}`)).json().body;
    expect(detail.audit.map((a: { action: string }) => a.action)).toEqual([
      "coupon.deactivate",
      "coupon.edit",
      "coupon.create",
    ]);
  });

  it("answers a repeated submit once: one coupon, one audit row; another body with the key is 4090", async () => {
    const payload = body();
    const key = randomUUID();
    const [first, second] = await Promise.all([create(payload, key), create(payload, key)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const third = await create(payload, key);
    expect(third.json()).toEqual(first.json());
    expect(await auditRows(payload.code)).toHaveLength(1);
    expect((await create({ ...payload, title: "Changed" }, key)).json().error.code).toBe(4090);
  });

  it("counts uses live from redemptions, in the list and the detail", async () => {
    const { code, uses } = await created();
    expect(uses).toBe(0);
    await recordCouponRedemption(ctx.deps, { couponCode: code, userId: "u-1", orderId: `o-${randomUUID()}` });
    await recordCouponRedemption(ctx.deps, { couponCode: code, userId: "u-2", orderId: `o-${randomUUID()}` });
    const list = (await staffCall(ctx, content.jar, "GET", `${BASE}?q=${code}`)).json().body.coupons;
    expect(list.map((c: { code: string; uses: number }) => [c.code, c.uses])).toEqual([[code, 2]]);
    expect((await staffCall(ctx, content.jar, "GET", `${BASE}/${code}`)).json().body.coupon.uses).toBe(2);
  });
});

describe("the list", () => {
  it("filters by code start, kind, market and active, newest first, paged", async () => {
    const tag = uniqueCode("L").slice(0, 9);
    const make = (suffix: string, overrides: Partial<StaffCouponBody>) =>
      created({ code: `${tag}${suffix}`, ...overrides });
    await make("A1", { markets: ["AE"] });
    await make("B2", { discountType: "ABSOLUTE", value: 500, markets: ["IN"] });
    await make("C3", { appliesTo: "PLAN", plan: { firstPeriodOnly: false } });
    const d = await make("D4", { lifeBitsCost: 50 });
    await staffCall(ctx, content.jar, "POST", `${BASE}/${d.code}/active`, { active: false });
    const codes = async (query: string) =>
      (await staffCall(ctx, content.jar, "GET", `${BASE}?q=${tag.toLowerCase()}${query}`))
        .json()
        .body.coupons.map((c: { code: string }) => c.code);
    expect(await codes("")).toEqual([`${tag}D4`, `${tag}C3`, `${tag}B2`, `${tag}A1`]);
    expect(await codes("&kind=ABSOLUTE")).toEqual([`${tag}B2`]);
    expect(await codes("&kind=PLAN")).toEqual([`${tag}C3`]);
    expect(await codes("&kind=LIFE_BITS")).toEqual([`${tag}D4`]);
    expect(await codes("&market=IN")).toEqual([`${tag}D4`, `${tag}C3`, `${tag}B2`]);
    expect(await codes("&market=AE")).toEqual([`${tag}D4`, `${tag}C3`, `${tag}A1`]);
    expect(await codes("&active=false")).toEqual([`${tag}D4`]);
    expect(await codes("&active=true&market=AE")).toEqual([`${tag}C3`, `${tag}A1`]);

    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: { coupons: { code: string }[]; paginationData: { nextToken: string | null } } = (
        await staffCall(
          ctx,
          content.jar,
          "GET",
          `${BASE}?q=${tag}&limit=3${token ? `&nextToken=${encodeURIComponent(token)}` : ""}`,
        )
      ).json().body;
      seen.push(...page.coupons.map((c) => c.code));
      token = page.paginationData.nextToken;
    } while (token);
    expect(seen).toEqual([`${tag}D4`, `${tag}C3`, `${tag}B2`, `${tag}A1`]);
    expect((await staffCall(ctx, content.jar, "GET", `${BASE}?nextToken=broken`)).statusCode).toBe(400);
  });
});

describe("the pricing rules cache", () => {
  it("forgets a changed coupon at once on this instance, though it keeps rules for its TTL", async () => {
    const deps: Deps = { ...ctx.deps, config: { ...ctx.deps.config, catalogueCacheTtlMs: 60_000 } };
    const payload = body({ value: 10 });
    await create(payload);
    expect(findCoupon(await pricingRules(deps, "IN"), payload.code)?.rule.value).toBe(10);
    // A change straight in the table (not through the back office) is not seen within the TTL ...
    await ctx.deps.db.update(coupons).set({ value: 11 }).where(eq(coupons.code, payload.code));
    expect(findCoupon(await pricingRules(deps, "IN"), payload.code)?.rule.value).toBe(10);
    // ... one made through the back office is, at once.
    const staff = { userId: content.userId, roles: ["CONTENT" as const], permissions: ["offers" as const] };
    const edit = staffCouponBodySchema.parse({ ...payload, value: 12 });
    await editCoupon(deps, staff, payload.code, edit, randomUUID());
    expect(findCoupon(await pricingRules(deps, "IN"), payload.code)?.rule.value).toBe(12);
  });
});

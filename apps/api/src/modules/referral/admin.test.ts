// The back office's referral programme and affiliates (docs/api.md, "Back office: offers"): the reward
// every code gives, affiliates created and edited, and the report of what each affiliate code sold, from
// real orders; each change audited and answered once per Idempotency-Key.
import { randomInt, randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { indianSku } from "../cart/test-helpers.ts";
import { orderApi, shopperWithCart } from "../orders/create-testing.ts";
import { orders } from "../orders/tables.ts";
import { staffAudit } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { REFERRAL_COUPON_CODE, REFERRAL_REWARD_LIFE_BITS } from "./rewards.ts";
import { affiliates, referralCodes } from "./tables.ts";

let ctx: TestContext;
let content: { jar: CookieJar; userId: string };
beforeAll(async () => {
  ctx = await testContext();
  content = await signInStaff(ctx, demoStaffEmail("CONTENT"));
});

const code = (prefix: string) => `${prefix}${randomInt(1e8, 2e9).toString(36).toUpperCase()}`.slice(0, 20);
const auditOf = (entity: string, entityId: string) =>
  ctx.deps.db
    .select()
    .from(staffAudit)
    .where(eq(staffAudit.entityId, entityId))
    .orderBy(asc(staffAudit.id))
    .then((rows) => rows.filter((r) => r.entity === entity));

describe("the referral programme", () => {
  // Other files read DEMOREF's standard reward: leave the programme as the seed had it.
  afterAll(async () => {
    await staffCall(ctx, content.jar, "PUT", "/api/staff/offers/referral", {
      rewardLifeBits: REFERRAL_REWARD_LIFE_BITS,
      refereeCouponCode: REFERRAL_COUPON_CODE,
    });
  });

  it("sets what every code gives, old and new, audited", async () => {
    const before = (await staffCall(ctx, content.jar, "GET", "/api/staff/offers/referral")).json().body;
    expect(before).toMatchObject({ rewardLifeBits: expect.any(Number), codes: expect.any(Number) });
    const coupon = code("REF");
    const made = await staffCall(ctx, content.jar, "POST", "/api/staff/offers/coupons", {
      code: coupon,
      title: "25% off your first order",
      description: "A friend invited you: 25% off your first order.",
      discountType: "PERCENTAGE",
      value: 25,
      firstPurchaseOnly: true,
      referralOnly: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const saved = await staffCall(ctx, content.jar, "PUT", "/api/staff/offers/referral", {
      rewardLifeBits: 350,
      refereeCouponCode: coupon.toLowerCase(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().body).toMatchObject({ rewardLifeBits: 350, refereeCouponCode: coupon });

    const config = await call(ctx, {
      method: "GET",
      url: "/api/referral/v1/referee-config?referralCode=DEMOREF",
    });
    expect(config.json().body).toMatchObject({
      reward: { referrerLifeBits: 350, description: "A friend invited you: 25% off your first order." },
      coupon: { code: coupon, value: 25 },
    });
    const { jar } = await signInByPhone(ctx);
    const mine = (await browse(ctx, jar, { method: "GET", url: "/api/referral/v1/my-code" })).json().body;
    expect(mine.reward.referrerLifeBits).toBe(350);
    const [row] = await ctx.deps.db.select().from(referralCodes).where(eq(referralCodes.code, mine.code));
    expect(row).toMatchObject({ rewardLifeBits: 350, refereeCouponCode: coupon });

    const audit = await auditOf("referral_programme", "programme");
    expect(audit.at(-1)).toMatchObject({
      staffId: content.userId,
      action: "referral_programme.save",
      after: { rewardLifeBits: 350, refereeCouponCode: coupon },
    });
  });

  it("refuses a coupon a referral cannot give, and changes nothing", async () => {
    const before = (await staffCall(ctx, content.jar, "GET", "/api/staff/offers/referral")).json().body;
    for (const refereeCouponCode of ["PLAN20", "NOSUCH123"]) {
      const res = await staffCall(ctx, content.jar, "PUT", "/api/staff/offers/referral", {
        rewardLifeBits: 1,
        refereeCouponCode,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty("refereeCouponCode");
    }
    const negative = await staffCall(ctx, content.jar, "PUT", "/api/staff/offers/referral", {
      rewardLifeBits: -5,
      refereeCouponCode: null,
    });
    expect(negative.json().error.fields).toHaveProperty("rewardLifeBits");
    const after = (await staffCall(ctx, content.jar, "GET", "/api/staff/offers/referral")).json().body;
    expect(after).toEqual(before);
  });
});

describe("affiliates", () => {
  it("are created and edited once per key, with unique codes whatever the case, audited", async () => {
    const affiliate = code("AFF");
    const key = randomUUID();
    const payload = { code: affiliate.toLowerCase(), name: "Run With Ravi", commissionPercent: 7.5 };
    const first = await staffCall(ctx, content.jar, "POST", "/api/staff/offers/affiliates", payload, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().body.affiliate).toMatchObject({ code: affiliate, commissionPercent: 7.5 });
    const again = await staffCall(ctx, content.jar, "POST", "/api/staff/offers/affiliates", payload, key);
    expect(again.json()).toEqual(first.json());
    const duplicate = await staffCall(ctx, content.jar, "POST", "/api/staff/offers/affiliates", {
      ...payload,
      name: "Someone else",
    });
    expect(duplicate.json().error).toMatchObject({
      code: 4000,
      fields: { code: "An affiliate with this code already exists" },
    });
    const tooMuch = await staffCall(ctx, content.jar, "POST", "/api/staff/offers/affiliates", {
      code: code("AFF"),
      name: "Greedy",
      commissionPercent: 120,
    });
    expect(tooMuch.json().error.fields).toHaveProperty("commissionPercent");

    const edited = await staffCall(ctx, content.jar, "PUT", `/api/staff/offers/affiliates/${affiliate}`, {
      name: "Run With Ravi Co",
      commissionPercent: 9,
    });
    expect(edited.json().body.affiliate).toMatchObject({ name: "Run With Ravi Co", commissionPercent: 9 });
    const [row] = await ctx.deps.db.select().from(affiliates).where(eq(affiliates.code, affiliate));
    expect(row).toMatchObject({ name: "Run With Ravi Co", commissionPercent: 9 });
    expect((await auditOf("affiliate", affiliate)).map((a) => a.action)).toEqual([
      "affiliate.create",
      "affiliate.edit",
    ]);

    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page: { affiliates: { code: string }[]; paginationData: { nextToken: string | null } } = (
        await staffCall(
          ctx,
          content.jar,
          "GET",
          `/api/staff/offers/affiliates?limit=1${token ? `&nextToken=${token}` : ""}`,
        )
      ).json().body;
      seen.push(...page.affiliates.map((a) => a.code));
      token = page.paginationData.nextToken;
    } while (token);
    expect(seen).toContain(affiliate);
    expect(seen).toContain("FITAFF");
    expect(seen).toEqual([...seen].sort());
  });

  it("report what each code sold from real orders: orders, revenue, commission; cancelled ones left out", async () => {
    const affiliate = code("SALE");
    const made = await staffCall(ctx, content.jar, "POST", "/api/staff/offers/affiliates", {
      code: affiliate,
      name: "Sales Test",
      commissionPercent: 12.5,
    });
    expect(made.statusCode).toBe(201);
    const place = async (price: number) => {
      const shopper = await shopperWithCart(ctx, [{ skuId: await indianSku(ctx, price, 5) }]);
      const res = await orderApi(ctx, shopper.jar).create({
        paymentType: "COD",
        addressTimestamp: shopper.addressTimestamp,
        affiliateCode: affiliate,
      });
      expect(res.statusCode, res.body).toBe(201);
      return { jar: shopper.jar, orderId: res.json().body.orderId as string };
    };
    const a = await place(150_000);
    const b = await place(210_000);
    const c = await place(99_000);
    const cancelled = await browse(ctx, c.jar, {
      method: "POST",
      url: "/api/oms/v1/order/cancel",
      payload: { orderId: c.orderId, reason: "No longer needed" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const paid = await ctx.deps.db
      .select({ id: orders.orderId, amount: orders.payableAmount, code: orders.affiliateCode })
      .from(orders)
      .where(eq(orders.affiliateCode, affiliate))
      .orderBy(asc(orders.orderId));
    expect(paid).toHaveLength(3);
    const revenue = paid.filter((o) => o.id !== c.orderId).reduce((n, o) => n + o.amount, 0);
    expect(revenue).toBeGreaterThan(0);
    expect([a.orderId, b.orderId].sort()).toEqual(paid.filter((o) => o.id !== c.orderId).map((o) => o.id));

    const today = new Date(Date.now()).toISOString().slice(0, 10);
    const report = async (query: string) =>
      staffCall(ctx, content.jar, "GET", `/api/staff/offers/affiliates/report?${query}`);
    const res = await report(`from=${today}&to=${today}&market=IN`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({ market: "IN", currency: "INR", from: today, to: today });
    const row = res.json().body.rows.find((r: { code: string }) => r.code === affiliate);
    expect(row).toEqual({
      code: affiliate,
      name: "Sales Test",
      commissionPercent: 12.5,
      orders: 2,
      revenue,
      commission: Math.round(revenue * 0.125),
    });
    const { totals, rows } = res.json().body;
    expect(totals.orders).toBe(rows.reduce((n: number, r: { orders: number }) => n + r.orders, 0));

    const elsewhere = await report(`from=${today}&to=${today}&market=AE`);
    expect(elsewhere.json().body.rows.map((r: { code: string }) => r.code)).not.toContain(affiliate);
    const earlier = await report("from=2020-01-01&to=2020-01-31&market=IN");
    expect(earlier.json().body.rows).toEqual([]);
    const backwards = await report(`from=${today}&to=2020-01-01&market=IN`);
    expect(backwards.json().error.fields).toHaveProperty(["querystring.to"]);
  });
});

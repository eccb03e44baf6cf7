import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { hasBoughtProduct } from "../orders/service.ts";
import { insertTestOrder } from "../orders/test-orders.ts";
import { createReview } from "./service.ts";
import { reviews } from "./tables.ts";

let ctx: TestContext;
let ringSkuId: string;
let ringProductId: string;
beforeAll(async () => {
  ctx = await testContext();
  const ring = await call(ctx, { method: "GET", url: "/api/catalogue/v2/skuDetails?slug=smart-ring" });
  ringSkuId = ring.json().body.skus[0].skuId;
  ringProductId = ring.json().body.product.productId;
});

/** A delivered (or other state) order of the ring for this user: another size than the page's sku. */
const boughtRing = (userId: string, state: "DELIVERED" | "PREPAID_PAID" | "COD_PLACED" = "DELIVERED") =>
  insertTestOrder(ctx, {
    userId,
    state,
    items: [{ skuId: ringSkuId, productId: ringProductId, itemType: "RING" }],
  });

const page = (payload: object) =>
  call(ctx, { method: "POST", url: "/api/catalogue/v1/getApprovedReviews", payload });

describe("POST /api/catalogue/v1/getApprovedReviews", () => {
  it("pages through every approved review, newest first, by lastEvaluatedKey", async () => {
    const seen: { reviewId: string; createdAt: number }[] = [];
    let key: string | null = null;
    let summary: { count: number; average: number } | undefined;
    do {
      const res = await page({ id: ringSkuId, limit: 7, ...(key ? { lastEvaluatedKey: key } : {}) });
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().body.reviews);
      key = res.json().body.lastEvaluatedKey;
      summary = res.json().body.summary;
    } while (key);
    expect(seen.length).toBe(summary!.count);
    expect(seen.length).toBeGreaterThanOrEqual(25);
    expect(new Set(seen.map((r) => r.reviewId)).size).toBe(seen.length);
    const times = seen.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(summary!.average).toBeGreaterThan(3);
  });

  it("rejects a tampered key and an unknown sku", async () => {
    expect((await page({ id: ringSkuId, lastEvaluatedKey: "garbage" })).json().error.code).toBe(4000);
    expect((await page({ id: "NOPE" })).json().error.code).toBe(4040);
    expect((await page({})).json().error.code).toBe(4000);
  });
});

describe("POST /api/catalogue/v1/createReview", () => {
  it("needs a signed-in shopper and stores nothing otherwise", async () => {
    const before = await ctx.deps.db.select().from(reviews).where(eq(reviews.skuId, ringSkuId));
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v1/createReview",
      payload: { skuId: ringSkuId, rating: 5, title: "Love it", text: "Comfortable all night long." },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(4011);
    const after = await ctx.deps.db.select().from(reviews).where(eq(reviews.skuId, ringSkuId));
    expect(after.length).toBe(before.length);
  });

  it("validates the rating and text", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v1/createReview",
      payload: { skuId: ringSkuId, rating: 6, title: "x", text: "short" },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(["rating", "title", "text"]));
  });

  it("keeps a new review pending: it is not shown until approved", async () => {
    await boughtRing("user-review-test");
    const before = (await page({ id: ringSkuId, limit: 50 })).json().body.summary.count;
    const created = await createReview(
      ctx.deps,
      (userId, productId) => hasBoughtProduct(ctx.deps, userId, productId),
      { userId: "user-review-test", name: "Asha K." },
      { skuId: ringSkuId, rating: 2, title: "Strap rubs", text: "The edge feels sharp after a week." },
    );
    expect(created.status).toBe("PENDING");
    const [row] = await ctx.deps.db.select().from(reviews).where(eq(reviews.reviewId, created.reviewId));
    expect(row!.status).toBe("PENDING");
    const after = (await page({ id: ringSkuId, limit: 50 })).json().body;
    expect(after.summary.count).toBe(before);
    expect(after.reviews.some((r: { reviewId: string }) => r.reviewId === created.reviewId)).toBe(false);
  });
});

describe("who may review", () => {
  const write = (jar: CookieJar) =>
    browse(ctx, jar, {
      method: "POST",
      url: "/api/catalogue/v1/createReview",
      payload: {
        skuId: ringSkuId,
        rating: 4,
        title: "Sleeps well",
        text: "Accurate sleep stages every night.",
      },
    });
  const eligibility = (jar: CookieJar) =>
    browse(ctx, jar, { method: "GET", url: `/api/catalogue/v1/review-eligibility?skuId=${ringSkuId}` });

  it("refuses a shopper who has not bought the product with 4030 and a clear message", async () => {
    const { jar, user } = await signInByPhone(ctx);
    expect((await eligibility(jar)).json().body).toEqual({ canReview: false, reason: "NOT_BOUGHT" });
    // An order not yet paid (cash on delivery, undelivered) is not a purchase yet.
    await boughtRing(user.id, "COD_PLACED");
    const res = await write(jar);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 4030,
      message: "Only shoppers who bought this product can review it",
    });
    expect(await ctx.deps.db.select().from(reviews).where(eq(reviews.userId, user.id))).toEqual([]);
  });

  it("lets a buyer of a paid order review, as a verified purchase, pending moderation", async () => {
    const { jar, user } = await signInByPhone(ctx);
    await boughtRing(user.id, "PREPAID_PAID");
    expect((await eligibility(jar)).json().body).toEqual({ canReview: true, reason: null });
    const res = await write(jar);
    expect(res.statusCode).toBe(201);
    expect(res.json().body.status).toBe("PENDING");
    const [row] = await ctx.deps.db.select().from(reviews).where(eq(reviews.userId, user.id));
    expect(row).toMatchObject({ status: "PENDING", verifiedPurchase: true, rating: 4 });
  });

  it("tells a visitor to sign in", async () => {
    expect((await eligibility(new CookieJar())).json().body).toEqual({ canReview: false, reason: "SIGN_IN" });
  });
});

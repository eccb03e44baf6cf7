// Review moderation (docs/api.md, "Review moderation"): the staff queue (order, filters, paging), approving
// (shown on the product page, counted in the product's stored rating) and rejecting with a reason the
// author reads, moves from PENDING only, each decision once per Idempotency-Key and audited.
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { insertTestOrder } from "../orders/test-orders.ts";
import { staffAudit, staffRequests } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { onCatalogueChange } from "./cache.ts";
import { inventory, products, reviews, skus } from "./tables.ts";

let ctx: TestContext;
let content: { jar: CookieJar; userId: string };
/** A product nobody else's tests review: its rating is this file's to change. */
let product: { productId: string; slug: string; skuId: string };
let catalogueChanges = 0;
let stopListening: () => void;

beforeAll(async () => {
  ctx = await testContext();
  content = await signInStaff(ctx, demoStaffEmail("CONTENT"));
  const [row] = await ctx.deps.db
    .select({ productId: products.productId, slug: products.slug, skuId: skus.skuId })
    .from(products)
    .innerJoin(skus, and(eq(skus.productId, products.productId), eq(skus.isDefault, true)))
    .innerJoin(inventory, and(eq(inventory.skuId, skus.skuId), eq(inventory.market, "IN")))
    .where(and(eq(products.slug, "retinol-night-serum"), gt(inventory.availableToPromise, 100)));
  product = row!;
  stopListening = onCatalogueChange(ctx.deps, () => catalogueChanges++);
});
afterAll(() => stopListening?.());

const QUEUE = "/api/staff/reviews";
const get = (url: string, jar: CookieJar | null = content.jar) => staffCall(ctx, jar, "GET", url);
const post = (url: string, payload?: object, jar: CookieJar | null = content.jar, key?: string) =>
  staffCall(ctx, jar, "POST", url, payload, key);
const rowOf = async (id: string) =>
  (await ctx.deps.db.select().from(reviews).where(eq(reviews.reviewId, id)))[0]!;
const auditOf = (id: string) =>
  ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.entityId, id)).orderBy(asc(staffAudit.id));
const productRow = async () =>
  (await ctx.deps.db.select().from(products).where(eq(products.productId, product.productId)))[0]!;
const ids = (res: { json: () => { body: { reviews: { reviewId: string }[] } } }) =>
  res.json().body.reviews.map((r) => r.reviewId);

/** A pending review written straight into the table, at a chosen time, with a tag to find it by. */
async function pendingReview(tag: string, createdAt: number, rating = 4) {
  const reviewId = `rv-test-${randomUUID()}`;
  await ctx.deps.db.insert(reviews).values({
    reviewId,
    productId: product.productId,
    skuId: product.skuId,
    userId: null,
    authorName: "Test Author",
    rating,
    title: `Review ${tag}`,
    text: `Glowing skin after a month ${tag}`,
    status: "PENDING",
    verifiedPurchase: true,
    createdAt: new Date(createdAt),
  });
  return reviewId;
}

/** A shopper who bought the product and wrote a review through the API. */
async function shopperReview(rating = 5) {
  const { jar, user } = await signInByPhone(ctx);
  await insertTestOrder(ctx, {
    userId: user.id,
    state: "DELIVERED",
    items: [{ skuId: product.skuId, productId: product.productId }],
  });
  const res = await browse(ctx, jar, {
    method: "POST",
    url: "/api/catalogue/v1/createReview",
    payload: {
      skuId: product.skuId,
      rating,
      title: "Brighter skin",
      text: "My dark spots faded in six weeks.",
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { jar, userId: user.id, reviewId: res.json().body.reviewId as string };
}

const approvedPage = async () =>
  (
    await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v1/getApprovedReviews",
      payload: { id: product.skuId, limit: 50 },
    })
  ).json().body;

const productPage = async () =>
  (await call(ctx, { method: "GET", url: `/api/catalogue/v2/skuDetails?slug=${product.slug}` })).json().body
    .product;

describe("GET /api/staff/reviews", () => {
  it("lists pending reviews oldest first, paged by nextToken, filtered by text and product", async () => {
    const tag = randomUUID().slice(0, 8);
    const base = Date.UTC(2024, 0, 1);
    const made = [
      await pendingReview(tag, base + 3000),
      await pendingReview(tag, base + 1000),
      await pendingReview(tag, base + 2000),
      await pendingReview(tag, base + 2000),
    ];
    const expected = [made[1]!, ...[made[2]!, made[3]!].sort(), made[0]!];
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const res = await get(
        `${QUEUE}?q=${tag}&skuId=${product.skuId}&limit=3${token ? `&nextToken=${token}` : ""}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...ids(res));
      token = res.json().body.paginationData.nextToken;
    } while (token);
    expect(seen).toEqual(expected);

    // Without filters the queue is every pending review, oldest first.
    const all = (await get(`${QUEUE}?limit=100`)).json().body.reviews as {
      createdAt: number;
      status: string;
    }[];
    expect(all.every((r) => r.status === "PENDING")).toBe(true);
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    // Another product's filter, or another status, leaves them out; the decided ones are newest first.
    const [other] = await ctx.deps.db
      .select()
      .from(skus)
      .where(ne(skus.productId, product.productId))
      .limit(1);
    expect(ids(await get(`${QUEUE}?q=${tag}&skuId=${other!.skuId}`))).toEqual([]);
    expect(ids(await get(`${QUEUE}?q=${tag}&status=APPROVED`))).toEqual([]);
    const approved = (await get(`${QUEUE}?status=APPROVED&limit=50`)).json().body.reviews as {
      createdAt: number;
    }[];
    expect(approved.length).toBeGreaterThan(0);
    const approvedTimes = approved.map((r) => r.createdAt);
    expect(approvedTimes).toEqual([...approvedTimes].sort((a, b) => b - a));
  });

  it("answers 4000 with field errors for a bad filter or token", async () => {
    const bad = await get(`${QUEUE}?status=LIVE&limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(["querystring.status", "querystring.limit"]),
    );
    expect((await get(`${QUEUE}?nextToken=garbage`)).json().error.fields).toHaveProperty("nextToken");
    expect((await get(`${QUEUE}?skuId=NOPE`)).json().error.fields).toHaveProperty("skuId");
  });
});

describe("approving a review", () => {
  it("shows it on the product page and updates the product's stored rating and count, once per key", async () => {
    const { reviewId } = await shopperReview(1);
    const before = await productRow();
    const approvedBefore = await approvedPage();
    const changesBefore = catalogueChanges;

    const key = randomUUID();
    const res = await post(`${QUEUE}/${reviewId}/approve`, {}, content.jar, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.review).toMatchObject({
      reviewId,
      status: "APPROVED",
      moderatedBy: content.userId,
    });

    const sum = approvedBefore.reviews.reduce((s: number, r: { rating: number }) => s + r.rating, 0) + 1;
    const count = approvedBefore.summary.count + 1;
    const after = await productRow();
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBeCloseTo(sum / count, 5);
    expect(res.json().body.product).toEqual({
      productId: product.productId,
      rating: after.rating,
      reviewCount: count,
    });

    const page = await approvedPage();
    expect(page.reviews.map((r: { reviewId: string }) => r.reviewId)).toContain(reviewId);
    expect(page.summary.count).toBe(count);
    expect((await productPage()).reviewCount).toBe(count);
    // This instance's response cache and page cache were told.
    expect(catalogueChanges).toBe(changesBefore + 1);

    // The same key again: the same answer, nothing counted twice, one audit row.
    const again = await post(`${QUEUE}/${reviewId}/approve`, {}, content.jar, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().body).toEqual(res.json().body);
    expect((await productRow()).reviewCount).toBe(count);
    const audit = await auditOf(reviewId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: content.userId,
      action: "review.approve",
      entity: "review",
      before: { status: "PENDING", rejectionReason: null },
      after: { status: "APPROVED", reviewCount: count },
    });
  });

  it("refuses to decide a review twice (4000), changing nothing", async () => {
    const { reviewId } = await shopperReview();
    expect((await post(`${QUEUE}/${reviewId}/approve`)).statusCode).toBe(200);
    const product1 = await productRow();
    const row1 = await rowOf(reviewId);

    const twice = await post(`${QUEUE}/${reviewId}/approve`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe(4000);
    expect(twice.json().error.fields).toHaveProperty("status");
    const reject = await post(`${QUEUE}/${reviewId}/reject`, { reason: "Changed my mind" });
    expect(reject.json().error.code).toBe(4000);

    expect(await rowOf(reviewId)).toEqual(row1);
    expect(await productRow()).toEqual(product1);
    expect(await auditOf(reviewId)).toHaveLength(1);
  });

  it("needs an Idempotency-Key, and refuses a reused key with another body (4090)", async () => {
    const { reviewId } = await shopperReview();
    const res = await browse(ctx, content.jar, { method: "POST", url: `${QUEUE}/${reviewId}/approve` });
    expect(res.json().error.fields).toHaveProperty("Idempotency-Key");
    const key = randomUUID();
    expect(
      (await post(`${QUEUE}/${reviewId}/reject`, { reason: "Off topic" }, content.jar, key)).statusCode,
    ).toBe(200);
    const other = await post(`${QUEUE}/${reviewId}/reject`, { reason: "Something else" }, content.jar, key);
    expect(other.json().error.code).toBe(4090);
    expect((await rowOf(reviewId)).rejectionReason).toBe("Off topic");
    const [stored] = await ctx.deps.db.select().from(staffRequests).where(eq(staffRequests.key, key));
    expect(stored).toBeDefined();
  });

  it("answers 4040 for an unknown review", async () => {
    expect((await post(`${QUEUE}/rv-none/approve`)).json().error.code).toBe(4040);
  });
});

describe("rejecting a review", () => {
  it("keeps it off the product page, leaves the rating, and tells the author why", async () => {
    const author = await shopperReview(1);
    const before = await productRow();
    const res = await post(`${QUEUE}/${author.reviewId}/reject`, {
      reason: "  Mentions another brand's prices  ",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.review).toMatchObject({
      status: "REJECTED",
      rejectionReason: "Mentions another brand's prices",
    });
    expect(await productRow()).toEqual(before);
    const page = await approvedPage();
    expect(page.reviews.map((r: { reviewId: string }) => r.reviewId)).not.toContain(author.reviewId);

    const mine = await browse(ctx, author.jar, { method: "GET", url: "/api/catalogue/v1/my-reviews" });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.json().body.reviews).toEqual([
      expect.objectContaining({
        reviewId: author.reviewId,
        productSlug: product.slug,
        status: "REJECTED",
        rejectionReason: "Mentions another brand's prices",
      }),
    ]);
    const [audit] = await auditOf(author.reviewId);
    expect(audit).toMatchObject({
      action: "review.reject",
      after: { status: "REJECTED", rejectionReason: "Mentions another brand's prices" },
    });
  });

  it("needs a reason of 3 to 500 characters (4000 with a field error), changing nothing", async () => {
    const { reviewId } = await shopperReview();
    for (const reason of ["no", "x".repeat(501), undefined]) {
      const res = await post(`${QUEUE}/${reviewId}/reject`, reason === undefined ? {} : { reason });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty("reason");
    }
    expect((await rowOf(reviewId)).status).toBe("PENDING");
    expect(await auditOf(reviewId)).toHaveLength(0);
  });
});

describe("GET /api/catalogue/v1/my-reviews", () => {
  it("shows the author only their own reviews, newest first, pending ones too; a visitor gets 4011", async () => {
    const author = await shopperReview();
    await shopperReview();
    const mine = (
      await browse(ctx, author.jar, { method: "GET", url: "/api/catalogue/v1/my-reviews" })
    ).json().body;
    expect(mine.reviews.map((r: { reviewId: string }) => r.reviewId)).toEqual([author.reviewId]);
    expect(mine.reviews[0]).toMatchObject({ status: "PENDING", rejectionReason: null });
    expect(mine.paginationData.nextToken).toBeNull();
    const visitor = await call(ctx, { method: "GET", url: "/api/catalogue/v1/my-reviews" });
    expect(visitor.json().error.code).toBe(4011);
  });
});

describe("who may moderate", () => {
  it("refuses a shopper and SUPPORT staff (4030) and a visitor (4011) before anything changes", async () => {
    const { reviewId, jar } = await shopperReview();
    const supportStaff = await signInStaff(ctx, demoStaffEmail("SUPPORT"));
    for (const who of [jar, supportStaff.jar]) {
      expect((await get(QUEUE, who)).json().error.code).toBe(4030);
      expect((await post(`${QUEUE}/${reviewId}/approve`, {}, who)).json().error.code).toBe(4030);
    }
    expect((await post(`${QUEUE}/${reviewId}/approve`, {}, null)).json().error.code).toBe(4011);
    expect((await rowOf(reviewId)).status).toBe("PENDING");
    const admin = await signInStaff(ctx, demoStaffEmail("ADMIN"));
    expect((await post(`${QUEUE}/${reviewId}/reject`, { reason: "Duplicate" }, admin.jar)).statusCode).toBe(
      200,
    );
  });
});

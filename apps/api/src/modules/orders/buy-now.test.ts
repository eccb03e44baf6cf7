import { randomUUID } from "node:crypto";
import type { ProductCategory } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { cartApi, guest, indianSku, linesOf, testSku } from "../cart/test-helpers.ts";
import { inventory, products, skuPrices, skus } from "../catalogue/tables.ts";
import { BENGALURU, itemsOf, orderApi, orderRow, shopperWithCart, stockOf } from "./create-testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

/** A ring product of the test's own with one sku per size and finish given, 5 of each in India. */
async function ringProduct(variants: { size: string; finish: string }[]) {
  const id = randomUUID().slice(0, 8).toUpperCase();
  const productId = `prd-test-ring-${id.toLowerCase()}`;
  await ctx.deps.db.insert(products).values({
    productId,
    slug: productId,
    name: `Test Ring ${id}`,
    category: "ELECTRONICS",
    subCategory: "ring",
    productType: "ring",
    description: "A titanium smart ring for tests.",
  });
  const ids: Record<string, string> = {};
  for (const v of variants) {
    const skuId = `TRING-${id}-${v.finish}-${v.size}`;
    ids[`${v.finish}/${v.size}`] = skuId;
    await ctx.deps.db.insert(skus).values({
      skuId,
      productId,
      slug: skuId.toLowerCase(),
      name: `Test Ring ${id}, ${v.finish}, size ${v.size}`,
      attributes: { size: v.size, finish: v.finish },
    });
    await ctx.deps.db
      .insert(skuPrices)
      .values({ skuId, market: "IN", currency: "INR", basePrice: 2_499_900, discountPrice: 1_999_900 });
    await ctx.deps.db.insert(inventory).values({ skuId, market: "IN", availableToPromise: 5 });
  }
  return ids;
}

const kindSku = (category: ProductCategory, productType: string) =>
  testSku(ctx, { prices: { IN: { base: 150_000, discount: 150_000, stock: 5 } }, category, productType });

describe("POST /api/oms/v1/create{Product}Order", () => {
  it("buys the ring in the size and finish picked, prepaid, without touching the cart", async () => {
    const ring = await ringProduct([
      { size: "9", finish: "silver" },
      { size: "10", finish: "silver" },
      { size: "10", finish: "matte-black" },
    ]);
    const other = await indianSku(ctx, 20_000, 5);
    const shopper = await shopperWithCart(ctx, [{ skuId: other }]);
    const res = await orderApi(ctx, shopper.jar).buyNow("Ring", {
      skuId: ring["silver/9"],
      size: "10",
      finish: "matte-black",
      paymentType: "PREPAID",
      addressTimestamp: shopper.addressTimestamp,
      // ₹19,999 less the automatic 5% offer (AUTO5), which an order takes as the cart shows it.
      expectedPayableAmount: 1_999_900 - 100_000,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json().body;
    expect(body).toMatchObject({ status: "PAYMENT_PENDING", payment: { amount: 1_899_900 } });
    expect((await orderRow(ctx.deps.db, body.orderId))!.source).toBe("RING");
    const [item] = await itemsOf(ctx.deps.db, body.orderId);
    expect(item).toMatchObject({
      skuId: ring["matte-black/10"],
      itemType: "RING",
      attributes: { size: "10", finish: "matte-black" },
    });
    expect(await stockOf(ctx, ring["matte-black/10"]!)).toBe(4);
    expect(await stockOf(ctx, ring["silver/9"]!)).toBe(5);
    expect(linesOf((await cartApi(ctx, shopper.jar).get()).json().body)).toEqual([`${other} x1`]);
  });

  it("keeps the size picked when only the finish changes, and refuses a size that is not sold", async () => {
    const ring = await ringProduct([
      { size: "8", finish: "silver" },
      { size: "8", finish: "rose-gold" },
    ]);
    const { jar } = await guest(ctx);
    const api = orderApi(ctx, jar);
    const base = { skuId: ring["silver/8"], paymentType: "PREPAID", address: BENGALURU };
    const finish = await api.buyNow("Ring", { ...base, finish: "rose-gold" });
    expect((await itemsOf(ctx.deps.db, finish.json().body.orderId))[0]!.skuId).toBe(ring["rose-gold/8"]);
    const missing = await api.buyNow("Ring", { ...base, size: "13" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ size: "This size and finish is not sold here" });
  });

  it("sells a plan with the ring (RingPlan), and needs the plan for it", async () => {
    const ring = await ringProduct([{ size: "9", finish: "silver" }]);
    const plan = await kindSku("ELECTRONICS__PLAN", "membership");
    const { jar } = await guest(ctx);
    const api = orderApi(ctx, jar);
    const res = await api.buyNow("RingPlan", {
      skuId: ring["silver/9"],
      planSkuId: plan,
      paymentType: "PREPAID",
      address: BENGALURU,
    });
    expect(res.statusCode).toBe(201);
    const items = await itemsOf(ctx.deps.db, res.json().body.orderId);
    expect(items.map((i) => [i.skuId, i.itemType])).toEqual([
      [ring["silver/9"], "RING"],
      [plan, "PLAN"],
    ]);
    // Less AUTO5: 5% of ₹21,499 is ₹1,074.95, taken off as ₹1,075 (whole rupees).
    expect(res.json().body.payment.amount).toBe(1_999_900 + 150_000 - 107_500);
    const without = await api.buyNow("RingPlan", {
      skuId: ring["silver/9"],
      paymentType: "PREPAID",
      address: BENGALURU,
    });
    expect(without.json().error.fields).toEqual({ planSkuId: "Choose the plan to buy with the ring" });
    const notAPlan = await api.buyNow("RingPlan", {
      skuId: ring["silver/9"],
      planSkuId: await indianSku(ctx, 10_000, 5),
      paymentType: "PREPAID",
      address: BENGALURU,
    });
    expect(notAPlan.json().error.fields).toEqual({ planSkuId: "This is not a ring plan" });
  });

  const flows: [string, ProductCategory, string, string][] = [
    ["RingSkin", "ELECTRONICS__RING_ACCS", "ring-skin", "RING_SKIN"],
    ["RingCharger", "RING_ACCS", "charger", "RING_CHARGER"],
    ["RingAccs", "RING_ACCS", "sizing-kit", "SIZING_KIT"],
    ["Skin", "SKINCARE_PRODUCT", "serum", "SKINCARE_PRODUCTS"],
    ["SmartScale", "SMART_SCALE", "smart-scale", "SMART_SCALE"],
    ["Cgm", "CGM", "cgm-sensor", "CGM"],
  ];
  for (const [product, category, productType, itemType] of flows) {
    it(`create${product}Order sells its kind of product (v1 and v2), cash on delivery`, async () => {
      const sku = await kindSku(category, productType);
      const shopper = await shopperWithCart(ctx, []);
      const api = orderApi(ctx, shopper.jar);
      const body = { skuId: sku, qty: 2, paymentType: "COD", addressTimestamp: shopper.addressTimestamp };
      const v1 = await api.buyNow(product, body);
      const v2 = await api.buyNow(product, { ...body, qty: 1 }, undefined, "v2");
      expect([v1.statusCode, v2.statusCode]).toEqual([201, 201]);
      expect(v1.json().body).toMatchObject({ status: "ORDER_PLACED", paymentStatus: "COD_INITIATED" });
      const [item] = await itemsOf(ctx.deps.db, v1.json().body.orderId);
      expect(item).toMatchObject({ skuId: sku, qty: 2, itemType });
      expect(await stockOf(ctx, sku)).toBe(2);
    });
  }

  it("refuses a product of another kind, and changes nothing", async () => {
    const serum = await kindSku("SKINCARE_PRODUCT", "serum");
    const { jar } = await guest(ctx);
    const api = orderApi(ctx, jar);
    const res = await api.buyNow("RingCharger", { skuId: serum, paymentType: "COD", address: BENGALURU });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ skuId: "This is not a ring charger" });
    const sized = await api.buyNow("Skin", {
      skuId: serum,
      size: "9",
      paymentType: "COD",
      address: BENGALURU,
    });
    expect(sized.json().error.fields).toEqual({ size: "Size and finish are for rings only" });
    // Blood work is booked with its own body (modules/bloodwork), never as a buy-now of a sku.
    const bloodWork = await api.buyNow("BloodWork", { skuId: serum, paymentType: "COD", address: BENGALURU });
    expect(bloodWork.statusCode).toBe(400);
    expect(bloodWork.json().error.fields).toHaveProperty("packageId");
    expect(await stockOf(ctx, serum)).toBe(5);
  });

  it("holds each flow to its own Idempotency-Key answers", async () => {
    const serum = await kindSku("SKINCARE_PRODUCT", "serum");
    const { jar } = await guest(ctx);
    const api = orderApi(ctx, jar);
    const key = randomUUID();
    const body = { skuId: serum, paymentType: "COD", address: BENGALURU };
    const first = await api.buyNow("Skin", body, key);
    const again = await api.buyNow("Skin", body, key, "v2");
    expect(again.json()).toEqual(first.json());
    expect((await api.buyNow("Skin", { ...body, qty: 2 }, key)).json().error.code).toBe(4090);
    expect(await stockOf(ctx, serum)).toBe(4);
  });
});

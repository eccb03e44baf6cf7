import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { indianSku } from "../cart/test-helpers.ts";
import { orderApi, orderRow, shopperWithCart } from "./create-testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

async function order(utm: unknown) {
  const shopper = await shopperWithCart(ctx, [{ skuId: await indianSku(ctx, 50_000, 5) }]);
  const res = await orderApi(ctx, shopper.jar).create({
    paymentType: "COD",
    addressTimestamp: shopper.addressTimestamp,
    utm,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (await orderRow(ctx.deps.db, res.json().body.orderId))!;
}

describe("campaign parameters on orders", () => {
  it("are stored with the order", async () => {
    const row = await order({ source: "facebook", medium: "paid", campaign: "cgm", content: "carousel" });
    expect(row.utm).toEqual({ source: "facebook", medium: "paid", campaign: "cgm", content: "carousel" });
  });

  it("are ignored, and the order placed, when they are not plain strings", async () => {
    expect((await order({ source: ["facebook", "google"] })).utm).toBeNull();
    expect((await order(undefined)).utm).toBeNull();
  });
});

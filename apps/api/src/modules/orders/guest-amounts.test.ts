import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { guest, testSku } from "../cart/test-helpers.ts";
import { BENGALURU, orderApi, orderRow } from "./create-testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const NEW_YORK = {
  ...BENGALURU,
  city: "New York",
  state: "NY",
  pincode: "10001",
  country: "US",
  phoneNumber: "2125550123",
};

describe("a US guest's cart and order", () => {
  it("charges the amount the cart showed, the automatic offer included", async () => {
    const usSku = (price: number) =>
      testSku(ctx, { prices: { US: { base: price + 100, discount: price, stock: 10 } } });
    const cartItems = [
      { skuId: await usSku(1_900), qty: 1 },
      { skuId: await usSku(3_200), qty: 1 },
    ];
    const { jar } = await guest(ctx);
    const priced = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v2/anonymous-cart-checkout",
      market: "US",
      payload: { cartItems, autoApplyCoupon: true, paymentType: "PREPAID" },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const cart = priced.json().body;
    expect(cart.appliedAutomaticCoupon).toMatchObject({ code: "AUTO5", discount: 255 });
    const created = await orderApi(ctx, jar, "US").create({
      paymentType: "PREPAID",
      cartItems,
      address: NEW_YORK,
      expectedPayableAmount: cart.payableAmount,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { orderId, payment } = created.json().body;
    expect(payment.amount).toBe(cart.payableAmount);
    expect((await orderRow(ctx.deps.db, orderId))!.payableAmount).toBe(cart.payableAmount);
  });
});

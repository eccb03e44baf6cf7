import { beforeAll, describe, expect, it } from "vitest";
import { cartApi } from "../../modules/cart/test-helpers.ts";
import { invoiceInputOf } from "../../modules/orders/invoice.ts";
import { summariseInvoice } from "../../modules/orders/invoice-pdf.ts";
import { findOrder } from "../../modules/orders/queries.ts";
import { ordersApi } from "../../modules/orders/test-orders.ts";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("demo orders", () => {
  it("give the demo shopper one order of each kind the order pages show", async () => {
    const jar = new CookieJar();
    await browse(ctx, jar, {
      method: "POST",
      url: "/api/auth/login-via-password",
      payload: { phoneNumber: "9876543210", password: "ojas-demo-2026" },
    });
    const { orders } = (await ordersApi(ctx, jar).list("?limit=50")).json().body;
    const demo = orders.filter((o: { orderId: string }) => o.orderId.startsWith("ORD-DEMO-"));
    expect(demo.map((o: any) => [o.orderId, o.status, o.paymentStatus])).toEqual([
      ["ORD-DEMO-1005", "ORDER_PLACED", "SUCCESS"],
      ["ORD-DEMO-1004", "IN_TRANSIT", "SUCCESS"],
      ["ORD-DEMO-1003", "DELIVERED", "SUCCESS"],
      ["ORD-DEMO-1002", "REFUND_SUCCESSFUL", "SUCCESS"],
      ["ORD-DEMO-1001", "COMPLETED", "SUCCESS"],
    ]);
    const actions = Object.fromEntries(demo.map((o: any) => [o.orderId, o.actions]));
    expect(actions["ORD-DEMO-1005"]).toMatchObject({ cancel: true, editRing: true });
    expect(actions["ORD-DEMO-1003"]).toMatchObject({ returnOrExchange: true, cancel: false });
    expect(actions["ORD-DEMO-1002"]).toMatchObject({ downloadInvoice: false });
    // Every invoice adds up to what its order charged.
    for (const orderId of ["ORD-DEMO-1001", "ORD-DEMO-1003", "ORD-DEMO-1004", "ORD-DEMO-1005"]) {
      const input = await invoiceInputOf(ctx.deps, (await findOrder(ctx.deps.db, orderId))!);
      expect(summariseInvoice(input).payable).toBe(input.totals.payable);
    }
  });

  it("complete the demo shopper's first purchase, while a new account still gets WELCOME10", async () => {
    const jar = new CookieJar();
    await browse(ctx, jar, {
      method: "POST",
      url: "/api/auth/login-via-password",
      payload: { phoneNumber: "9876543210", password: "ojas-demo-2026" },
    });
    const user = (await browse(ctx, jar, { method: "GET", url: "/api/user/v3/getUser" })).json().body.userDto;
    expect(user.metaData.firstPurchaseCompleted).toBe(true);
    const demo = cartApi(ctx, jar);
    await demo.add({ skuId: "SE-NIA-30" });
    expect((await demo.get("?couponCode=WELCOME10")).json().body).toMatchObject({
      isCouponValid: false,
      couponDiscount: 0,
    });

    const fresh = cartApi(ctx, (await signInByPhone(ctx)).jar);
    await fresh.add({ skuId: "SE-NIA-30" });
    expect((await fresh.get("?couponCode=WELCOME10")).json().body).toMatchObject({
      isCouponValid: true,
      appliedCoupon: { code: "WELCOME10" },
    });
  });
});

import { bodyOf, cartSchema } from "@ojas/domain";
import { eq } from "drizzle-orm";
import { serializerCompiler } from "fastify-type-provider-zod";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { signInByPhone } from "../../test/sign-in.ts";
import { skuPrices } from "../catalogue/tables.ts";
import { cartApi, indianSku, testSku } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const schema = bodyOf(cartSchema);
const zodJson = serializerCompiler({ schema, method: "GET", url: "/cart" } as never) as (
  v: unknown,
) => string;

/** The cart routes write their JSON past zod: it must be exactly what zod's serializer would write. */
function expectZodJson(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.body).toBe(zodJson(JSON.parse(res.body)));
  expect(schema.safeParse(JSON.parse(res.body)).success).toBe(true);
}

describe("cart responses", () => {
  it("are the zod serializer's JSON for a cart with every kind of line, a gift, a coupon and a delivery date", async () => {
    const skin = (name: string, productType: string) =>
      indianSku(ctx, 80_000, 20, { name, category: "SKINCARE_PRODUCT", productType });
    const [a, b, c] = [
      await skin("Peptide Firming Serum", "serum"),
      await skin("Retinal Night Serum", "serum"),
      await skin("Invisible Gel Sunscreen SPF 50", "sunscreen"),
    ];
    const byob = await testSku(ctx, {
      name: "Build your own serum bundle",
      category: "SKINCARE_PRODUCT",
      attributes: {
        byob: { pickCount: 3, discountPercentage: 20, allowedProductTypes: ["serum", "sunscreen"] },
      },
      prices: { IN: { base: 1, discount: 1, stock: 0 } },
    });
    const band = await indianSku(ctx, 10_000, 8, { name: "Loop Band" });
    const mat = await indianSku(ctx, 20_000, 8, { name: "Travel Yoga Mat" });
    const kit = await testSku(ctx, {
      name: "Travel Workout Kit",
      bundleParts: [band, mat],
      prices: { IN: { base: 30_000, discount: 25_000, stock: 0 } },
    });
    const gone = await indianSku(ctx, 40_000);

    const { jar } = await signInByPhone(ctx);
    const api = cartApi(ctx, jar);
    expectZodJson(await api.add({ skuId: byob, byobBundledSkuIds: [c, a, b] }));
    expectZodJson(await api.add({ skuId: kit, qty: 2 }));
    expectZodJson(await api.add({ skuId: "NUT-OMEGA-60", qty: 1, pincode: "110001" }));
    expectZodJson(await api.add({ skuId: gone }));
    await ctx.deps.db.delete(skuPrices).where(eq(skuPrices.skuId, gone));

    const res = await api.get("?couponCode=GIFTSERUM&autoApplyCoupon=true");
    expectZodJson(res);
    const cart = res.json().body;
    expect(cart.freebieItemList).toHaveLength(1);
    expect(cart.invalidCartInfo).toHaveLength(1);
    expect(cart.cartItemList.map((i: { isBundledSku: boolean }) => i.isBundledSku)).toEqual([
      true,
      true,
      false,
    ]);
    expect(cart.cartItemList[2].estimatedDeliveryDate).toBeGreaterThan(Date.now());
    expectZodJson(await api.remove({ skuId: kit }));
  });

  it("are the zod serializer's JSON for a guest's local cart and an empty cart", async () => {
    const res = await call(ctx, {
      method: "POST",
      url: "/api/catalogue/v2/anonymous-cart-checkout",
      market: "IN",
      payload: { cartItems: [{ skuId: "RING-SIZING-KIT" }], couponCode: "FREEKIT" },
    });
    expectZodJson(res);
    const { jar } = await signInByPhone(ctx);
    expectZodJson(await cartApi(ctx, jar, "AE").get());
  });
});

// The cart's hot path stays at the statements it needs (docs/decisions/0011-cart-hot-path.md, 0018, 0043):
// counted at the driver, with recent reads and cached pricing rules as a shop runs them, so a change that adds a round trip per
// request fails here. npm run bench:api-cart prints the same count under load.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { cartApi, countingContext, guest, indianSku } from "./test-helpers.ts";

let counting: Awaited<ReturnType<typeof countingContext>>;
let ctx: TestContext;

describe.skipIf(!inject("pgTemplate"))("cart statements per request", () => {
  beforeAll(async () => {
    ctx = await testContext();
    counting = await countingContext(ctx, { cartReadsTtlMs: 60_000, catalogueCacheTtlMs: 60_000 });
  });
  afterAll(() => counting?.close());

  it("adds, removes and reads a cart in a handful of statements each", async () => {
    const [kept, changed] = [await indianSku(ctx, 49_900), await indianSku(ctx, 129_900)];
    const shopper = await guest(counting.ctx);
    const cart = cartApi(counting.ctx, shopper.jar);
    const line = { skuId: changed, qty: 1, computeCart: true, autoApplyCoupon: true };
    expect((await cart.add({ skuId: kept, qty: 2 })).statusCode).toBe(200);
    expect((await cart.add(line)).statusCode).toBe(200);

    const add = await counting.count(() => cart.add(line));
    const remove = await counting.count(() => cart.remove(line));
    const read = await counting.count(() => cart.get("?autoApplyCoupon=true"));
    for (const { result } of [add, remove, read]) expect(result.statusCode).toBe(200);
    expect(read.result.json().body.cartItemList).toHaveLength(2);
    // One each: the guarded write, or the cart's read (with live reads, CART_READS_TTL_MS=0: 6 each); one
    // more when a listed coupon has a use limit (its redemptions are counted), which depends on what the
    // other files sharing this worker's database have created.
    expect(add.statements).toBeLessThanOrEqual(2);
    expect(remove.statements).toBeLessThanOrEqual(2);
    expect(read.statements).toBeLessThanOrEqual(2);
  });
});

// A checkout stays at the statements it needs (docs/decisions/0012-order-checkout.md, 0043): counted at
// the driver, the order's request and, apart, its confirmation, so a change that adds round trips fails
// here. npm run bench:api-checkout prints the same counts under load.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { countingContext, guest, indianSku } from "../cart/test-helpers.ts";
import { BENGALURU, orderApi } from "./create-testing.ts";
import { notifyPlacedOrder } from "./effects.ts";

let counting: Awaited<ReturnType<typeof countingContext>>;
let ctx: TestContext;

describe.skipIf(!inject("pgTemplate"))("checkout statements", () => {
  beforeAll(async () => {
    ctx = await testContext();
    counting = await countingContext(ctx, { catalogueCacheTtlMs: 60_000 });
  });
  afterAll(() => counting?.close());

  it("places an order, opens a payment and sends a confirmation in few statements", async () => {
    const skus = [await indianSku(ctx, 49_900), await indianSku(ctx, 129_900)];
    const shopper = await guest(counting.ctx);
    const orders = orderApi(counting.ctx, shopper.jar);
    const order = (paymentType: string) => ({
      paymentType,
      cartItems: skus.map((skuId) => ({ skuId, qty: 1 })),
      address: BENGALURU,
    });
    expect((await orders.create(order("COD"))).statusCode).toBe(201);

    const placed: string[] = [];
    const cod = await counting.count(async () => {
      const answer = await orders.create(order("COD"));
      expect(answer.statusCode).toBe(201);
      placed.push(answer.json().body.orderId);
      return answer;
    });
    const confirmation = await counting.count((run) => notifyPlacedOrder(counting.ctx.deps, placed[run]!));
    expect(confirmation.result).toBe(true);
    const prepaid = await counting.count(() => orders.create(order("PREPAID")));
    expect(prepaid.result.statusCode).toBe(201);

    // Measured with the pricing rules cached, as a shop runs: COD 13 (its confirmation job queued in its
    // transaction; 16 before the order's rows went into one statement), the confirmation 6 (10 before: a
    // transaction with a savepoint), PREPAID with its payment opened 12 (16 before its first attempt was
    // written in one statement). An order counts one more when a listed coupon has a use limit (its
    // redemptions are read), which depends on what other files sharing this worker's database created.
    expect(cod.statements).toBeLessThanOrEqual(14);
    expect(confirmation.statements).toBeLessThanOrEqual(6);
    expect(prepaid.statements).toBeLessThanOrEqual(13);
  });
});

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { indianSku } from "../cart/test-helpers.ts";
import { paymentAttempts } from "../payments/tables.ts";
import { keysOf, orderApi, ordersOf, setStock, shopperWithCart, stockOf } from "./create-testing.ts";
import { requestHash } from "./idempotency.ts";
import { idempotencyKeys } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("requestHash", () => {
  it("is the same for the same request in any key order, and differs for another", () => {
    const a = requestHash({
      market: "IN",
      body: { paymentType: "COD", addressTimestamp: 1, gifting: { type: "SELF" } },
    });
    const b = requestHash({
      body: { gifting: { type: "SELF" }, addressTimestamp: 1, paymentType: "COD" },
      market: "IN",
    });
    expect(a).toBe(b);
    expect(requestHash({ market: "IN", body: { paymentType: "PREPAID", addressTimestamp: 1 } })).not.toBe(a);
    expect(
      requestHash({
        market: "AE",
        body: { paymentType: "COD", addressTimestamp: 1, gifting: { type: "SELF" } },
      }),
    ).not.toBe(a);
  });
});

describe("Idempotency-Key on order create", () => {
  it("answers a repeated request with the first answer and never creates a second order", async () => {
    const sku = await indianSku(ctx, 150_000, 5);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const api = orderApi(ctx, shopper.jar);
    const key = randomUUID();
    const body = { paymentType: "PREPAID", addressTimestamp: shopper.addressTimestamp };
    const first = await api.create(body, key);
    const again = await api.create(body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json().body.payment.gatewayOrderId).toBeTruthy();
    expect(await ordersOf(ctx.deps.db, shopper.userId)).toHaveLength(1);
    expect(await stockOf(ctx, sku)).toBe(4);
  });

  it("answers a placed COD order again even though its cart is now empty", async () => {
    const sku = await indianSku(ctx, 150_000, 5);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const api = orderApi(ctx, shopper.jar);
    const key = randomUUID();
    const body = { paymentType: "COD", addressTimestamp: shopper.addressTimestamp };
    const first = await api.create(body, key);
    const again = await api.create(body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().body).toEqual(first.json().body);
    expect(await ordersOf(ctx.deps.db, shopper.userId)).toHaveLength(1);
  });

  it("looks a new key up only if its order cannot be made: a first request reads no stored answer", async () => {
    const sku = await indianSku(ctx, 150_000, 5);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const api = orderApi(ctx, shopper.jar);
    const body = { paymentType: "COD", addressTimestamp: shopper.addressTimestamp };
    const { result, statements } = await ctx.statements.capture(() => api.create(body, randomUUID()));
    expect(result.statusCode).toBe(201);
    expect(statements.filter((s) => /^select .* from "idempotency_keys"/s.test(s.text))).toEqual([]);
    // The cart is empty now: refused (4000), after looking the new key up.
    const refused = await ctx.statements.capture(() => api.create(body, randomUUID()));
    expect(refused.result.json().error.code).toBe(4000);
    expect(refused.statements.filter((s) => /^select .* from "idempotency_keys"/s.test(s.text))).toHaveLength(
      1,
    );
  });

  it("refuses the same key with another body (4090) and creates nothing for it", async () => {
    const sku = await indianSku(ctx, 150_000, 5);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const api = orderApi(ctx, shopper.jar);
    const key = randomUUID();
    await api.create({ paymentType: "PREPAID", addressTimestamp: shopper.addressTimestamp }, key);
    const other = await api.create({ paymentType: "COD", addressTimestamp: shopper.addressTimestamp }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe(4090);
    expect(await ordersOf(ctx.deps.db, shopper.userId)).toHaveLength(1);
    expect(await stockOf(ctx, sku)).toBe(4);
  });

  it("keys belong to their caller: another shopper's same key is another order", async () => {
    const sku = await indianSku(ctx, 150_000, 5);
    const [one, two] = [
      await shopperWithCart(ctx, [{ skuId: sku }]),
      await shopperWithCart(ctx, [{ skuId: sku }]),
    ];
    const key = randomUUID();
    const a = await orderApi(ctx, one.jar).create(
      { paymentType: "COD", addressTimestamp: one.addressTimestamp },
      key,
    );
    const b = await orderApi(ctx, two.jar).create(
      { paymentType: "COD", addressTimestamp: two.addressTimestamp },
      key,
    );
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().body.orderId).not.toBe(b.json().body.orderId);
    expect(await stockOf(ctx, sku)).toBe(3);
  });

  it("makes one order of concurrent requests with one key, and all of them get its answer", async () => {
    const sku = await indianSku(ctx, 150_000, 20);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const api = orderApi(ctx, shopper.jar);
    const key = randomUUID();
    const body = { paymentType: "PREPAID", addressTimestamp: shopper.addressTimestamp };
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.create(body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const bodies = answers.map((a) => a.json().body);
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    expect(bodies[0].payment.gatewayOrderId).toBeTruthy();
    expect(await ordersOf(ctx.deps.db, shopper.userId)).toHaveLength(1);
    expect(await stockOf(ctx, sku)).toBe(19);
    const attempts = await ctx.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, bodies[0].orderId));
    expect(attempts).toHaveLength(1);
  });

  it("keeps nothing for a refused request: the same key works once the reason is gone", async () => {
    const sku = await indianSku(ctx, 150_000, 1);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    await setStock(ctx, sku, 0);
    const api = orderApi(ctx, shopper.jar);
    const key = randomUUID();
    const body = { paymentType: "COD", addressTimestamp: shopper.addressTimestamp };
    expect((await api.create(body, key)).json().error.code).toBe(4010);
    expect(await keysOf(ctx.deps.db, shopper.userId)).toEqual([]);
    await setStock(ctx, sku, 1);
    expect((await api.create(body, key)).statusCode).toBe(201);
    expect(await stockOf(ctx, sku)).toBe(0);
  });

  it("opens the payment on a repeat when the first request stopped after creating the order", async () => {
    const sku = await indianSku(ctx, 150_000, 5);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
    const api = orderApi(ctx, shopper.jar);
    const key = randomUUID();
    const body = { paymentType: "PREPAID", addressTimestamp: shopper.addressTimestamp };
    const first = (await api.create(body, key)).json().body;
    // As if the process died between the order's commit and opening its payment.
    await ctx.deps.db.delete(paymentAttempts).where(eq(paymentAttempts.orderId, first.orderId));
    const { payment: _dropped, ...withoutPayment } = first;
    await ctx.deps.db
      .update(idempotencyKeys)
      .set({ response: withoutPayment })
      .where(eq(idempotencyKeys.key, key));

    const again = await api.create(body, key);
    expect(again.statusCode).toBe(201);
    const answer = again.json().body;
    expect(answer).toMatchObject({
      orderId: first.orderId,
      paymentStatus: "PENDING",
      payment: { amount: 150_000 },
    });
    expect(answer.payment.gatewayOrderId).not.toBe(first.payment.gatewayOrderId);
    expect((await api.create(body, key)).json().body).toEqual(answer);
    expect(await ordersOf(ctx.deps.db, shopper.userId)).toHaveLength(1);
  });
});

// A placed order's confirmation is a job committed with the order (docs/architecture.md, "Background
// jobs"): none when the order's transaction rolls back, sent by its job and recorded after, once however
// often the job runs, retried until it goes out, and queued again by the sweep when missing.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deps } from "../deps.ts";
import { createJobQueue, type JobQueue } from "../jobs/queue.ts";
import { withoutRequestId } from "../jobs/send.ts";
import { workJobs } from "../jobs/worker.ts";
import { indianSku } from "../modules/cart/test-helpers.ts";
import { getUser } from "../modules/identity/service.ts";
import { draftOrder } from "../modules/orders/create-draft.ts";
import {
  BENGALURU,
  orderApi,
  orderRow,
  setStock,
  shopperWithCart,
} from "../modules/orders/create-testing.ts";
import { NOTIFY_WITHIN_MS } from "../modules/orders/effects.ts";
import { orders } from "../modules/orders/tables.ts";
import { watchPayments } from "../modules/payments/testing.ts";
import { call, type TestContext, testContext } from "../test/harness.ts";
import { ORDER_CONFIRMATION, orderJobs, queueConfirmation, sweepOrders } from "./order-jobs.ts";
import { placeOrder } from "./place-order.ts";

let ctx: TestContext;
let queue: JobQueue;
beforeAll(async () => {
  ctx = await testContext();
  queue = ctx.deps.jobs!;
});

const jobsFor = (orderId: string, on: JobQueue = queue) =>
  on.findJobs<{ orderId: string }>(ORDER_CONFIRMATION, { data: { orderId } });

const sent = async (to: string, orderId: string) => {
  const res = await call(ctx, { method: "GET", url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (res.json().body.messages as { text: string }[]).filter((m) => m.text.includes(orderId)).length;
};

async function codOrder() {
  const sku = await indianSku(ctx, 150_000, 3);
  const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
  const res = await orderApi(ctx, shopper.jar).create({
    paymentType: "COD",
    addressTimestamp: shopper.addressTimestamp,
  });
  expect(res.statusCode).toBe(201);
  const phone = (await getUser(ctx.deps, shopper.userId)).phoneNumber!;
  return { orderId: res.json().body.orderId as string, phone };
}

async function pendingPrepaidOrder() {
  const sku = await indianSku(ctx, 150_000, 3);
  const shopper = await shopperWithCart(ctx, [{ skuId: sku }]);
  const api = orderApi(ctx, shopper.jar);
  const created = (
    await api.create({ paymentType: "PREPAID", addressTimestamp: shopper.addressTimestamp })
  ).json().body;
  return {
    api,
    orderId: created.orderId as string,
    gatewayOrderId: created.payment.gatewayOrderId as string,
  };
}

function confirmationJob(deps: Deps, on: JobQueue) {
  return orderJobs(deps, on).find((job) => job.queue.name === ORDER_CONFIRMATION)!;
}

describe("a confirmation job", () => {
  it("is committed with an order placed at once, and sends nothing before it runs", async () => {
    const { orderId, phone } = await codOrder();
    expect((await jobsFor(orderId)).map((job) => [withoutRequestId(job.data), job.singletonKey])).toEqual([
      [{ orderId }, `confirmation:${orderId}`],
    ]);
    expect((await orderRow(ctx.deps.db, orderId))!.notifiedAt).toBeNull();
    expect(await sent(phone, orderId)).toBe(0);
  });

  it("is not left behind when placing the order rolls back", async () => {
    const sku = await indianSku(ctx, 50_000, 2);
    const shopper = await shopperWithCart(ctx, [{ skuId: sku, qty: 2 }]);
    let orderId = "";
    // Priced with the units there; they are gone when the order's transaction takes them (4010, rollback).
    const drafted = async () => {
      const draft = await draftOrder(ctx.deps, {
        market: "IN",
        caller: { userId: shopper.userId, isGuestUser: false },
        lines: { kind: "server" },
        source: "CART",
        options: { paymentType: "COD", addressTimestamp: shopper.addressTimestamp },
      });
      await setStock(ctx, sku, 1);
      orderId = draft.orderId;
      return draft;
    };
    const ref = { scope: `${shopper.userId} POST /api/oms/v3/order/create`, key: randomUUID(), hash: "t" };
    await expect(placeOrder(ctx.deps, ref, drafted)).rejects.toMatchObject({ code: 4010 });
    expect(orderId).not.toBe("");
    expect(await orderRow(ctx.deps.db, orderId)).toBeUndefined();
    expect(await jobsFor(orderId)).toEqual([]);
  });

  it("is committed with a payment that places its order, and not with one that rolls back", async () => {
    const paid = await pendingPrepaidOrder();
    expect(await jobsFor(paid.orderId)).toEqual([]);
    expect((await paid.api.verify(paid.orderId, paid.gatewayOrderId)).statusCode).toBe(200);
    expect((await orderRow(ctx.deps.db, paid.orderId))!.orderStatus).toBe("ORDER_PLACED");
    expect((await jobsFor(paid.orderId)).map((job) => withoutRequestId(job.data))).toEqual([
      { orderId: paid.orderId },
    ]);

    const failing = await pendingPrepaidOrder();
    const unwatch = watchPayments(ctx, async (_deps, _tx, event) => {
      if (event.orderId === failing.orderId)
        throw new Error("the capture's transaction fails after the flow");
    });
    try {
      expect((await failing.api.verify(failing.orderId, failing.gatewayOrderId)).statusCode).not.toBe(200);
    } finally {
      unwatch();
    }
    expect((await orderRow(ctx.deps.db, failing.orderId))!.paymentStatus).toBe("PENDING");
    expect(await jobsFor(failing.orderId)).toEqual([]);
  });

  it("sends the message and then records it; a second run sends nothing more", async () => {
    const { orderId, phone } = await codOrder();
    const [job] = await jobsFor(orderId);
    const { handle } = confirmationJob(ctx.deps, queue);
    await handle(job!.data, job!);
    expect(await sent(phone, orderId)).toBe(1);
    expect((await orderRow(ctx.deps.db, orderId))!.notifiedAt).not.toBeNull();
    await handle(job!.data, job!);
    expect(await sent(phone, orderId)).toBe(1);
  });

  it("is queued again by the sweep for a placed order whose confirmation is missing", async () => {
    const { orderId } = await codOrder();
    // As if placed before confirmations were queued with the order: no job, nothing sent. The oldest due.
    const [job] = await jobsFor(orderId);
    await queue.deleteJob(ORDER_CONFIRMATION, job!.id);
    await ctx.deps.db
      .update(orders)
      .set({ effectsAppliedAt: ctx.deps.now() - NOTIFY_WITHIN_MS + 60_000 })
      .where(eq(orders.orderId, orderId));
    expect(await jobsFor(orderId)).toEqual([]);
    await sweepOrders(ctx.deps, (id) => queueConfirmation(queue, id));
    await sweepOrders(ctx.deps, (id) => queueConfirmation(queue, id));
    expect((await jobsFor(orderId)).map((j) => j.data)).toEqual([{ orderId }]);
  });
});

describe("a confirmation job whose send fails", () => {
  let worked: JobQueue;
  beforeAll(async () => {
    worked = createJobQueue(ctx.database.connection, { schema: `pgboss_confirm_${process.pid}` });
    await worked.start();
  });
  afterAll(async () => {
    await worked?.stop({ graceful: false });
  });

  it("is retried, and sends once sending works again", async () => {
    const { orderId } = await codOrder();
    const to = `confirm-${randomUUID().slice(0, 8)}@example.com`;
    await ctx.deps.db
      .update(orders)
      .set({ address: { ...BENGALURU, country: "India", emailId: to } })
      .where(eq(orders.orderId, orderId));
    // The mail server refuses connections, and there is no dev outbox to fall back on.
    const deps: Deps = {
      ...ctx.deps,
      config: {
        ...ctx.deps.config,
        devOutbox: false,
        mail: { ...ctx.deps.config.mail, smtpUrl: "smtp://127.0.0.1:1" },
      },
    };
    const confirmation = confirmationJob(deps, worked);
    const errors: unknown[] = [];
    worked.on("error", (error) => errors.push(error));
    await workJobs(
      worked,
      [{ ...confirmation, queue: { ...confirmation.queue, retryDelay: 1, retryDelayMax: 1 } }],
      { pollingIntervalSeconds: 0.5 },
    );
    const id = (await queueConfirmation(worked, orderId))!;
    const state = async () => (await worked.getJobById(ORDER_CONFIRMATION, id))!;
    const until = async (done: (job: Awaited<ReturnType<typeof state>>) => boolean) => {
      for (let i = 0; i < 100 && !done(await state()); i++) await new Promise((r) => setTimeout(r, 100));
      return state();
    };

    expect((await until((job) => job.state === "retry")).state).toBe("retry");
    expect((await orderRow(ctx.deps.db, orderId))!.notifiedAt).toBeNull();

    // The mail goes out again (here, the dev outbox): the next try sends it.
    deps.config = ctx.deps.config;
    const done = await until((job) => job.state === "completed");
    expect([done.state, done.retryCount >= 1]).toEqual(["completed", true]);
    expect(await sent(to, orderId)).toBe(1);
    expect((await orderRow(ctx.deps.db, orderId))!.notifiedAt).not.toBeNull();
    expect(errors).toEqual([]);
  });
});

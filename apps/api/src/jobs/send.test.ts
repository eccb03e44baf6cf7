// Jobs queued in a transaction live and die with it, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { type TestContext, testContext } from "../test/harness.ts";
import { ORDER_CONFIRMATION, orderJobs, queueConfirmation } from "../workflows/order-jobs.ts";
import { createJobQueue, type JobQueue } from "./queue.ts";
import { ensureQueues } from "./worker.ts";

let ctx: TestContext;
let queue: JobQueue;

beforeAll(async () => {
  ctx = await testContext();
  queue = createJobQueue(ctx.database.connection, { schema: `pgboss_send_${process.pid}` });
  await queue.start();
  // The queues exist, nobody works them: the jobs stay where the test can see them.
  await ensureQueues(queue, orderJobs(ctx.deps, queue));
});
afterAll(async () => {
  await queue?.stop({ graceful: false });
});

const jobsFor = async (orderId: string) =>
  (await queue.findJobs(ORDER_CONFIRMATION, { data: { orderId } })).map((job) => job.data);

describe("a job queued in a transaction", () => {
  it("is dropped when the transaction rolls back", async () => {
    const orderId = `rollback-${Date.now()}`;
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        expect(await queueConfirmation(queue, orderId, tx as unknown as Db)).toEqual(expect.any(String));
        throw new Error("the order was not placed");
      }),
    ).rejects.toThrow("the order was not placed");
    expect(await jobsFor(orderId)).toEqual([]);
  });

  it("exists once the transaction commits, once however often it is queued for the same order", async () => {
    const orderId = `commit-${Date.now()}`;
    await ctx.deps.db.transaction(async (tx) => {
      await queueConfirmation(queue, orderId, tx as unknown as Db);
      expect(await queueConfirmation(queue, orderId, tx as unknown as Db)).toBeNull();
    });
    expect(await queueConfirmation(queue, orderId)).toBeNull();
    expect(await jobsFor(orderId)).toEqual([{ orderId }]);
  });
});

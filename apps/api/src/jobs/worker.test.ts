// A job that throws is retried, later, on its own: the other jobs of its batch complete at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../test/harness.ts";
import { createJobQueue, type JobQueue } from "./queue.ts";
import { workJobs } from "./worker.ts";

const QUEUE = "test.retry";
let ctx: TestContext;
let queue: JobQueue;

beforeAll(async () => {
  ctx = await testContext();
  queue = createJobQueue(ctx.database.connection, { schema: `pgboss_retry_${process.pid}` });
  await queue.start();
});
afterAll(async () => {
  await queue?.stop({ graceful: false });
});

describe("working a queue", () => {
  it("retries a failing job with backoff and completes the rest of its batch", async () => {
    const runs: { n: number; at: number }[] = [];
    await workJobs(
      queue,
      [
        {
          queue: { name: QUEUE, retryLimit: 3, retryDelay: 1, retryBackoff: true },
          handle: async (data) => {
            const { n } = data as { n: number };
            runs.push({ n, at: Date.now() });
            if (n === 2 && runs.filter((run) => run.n === 2).length === 1)
              throw new Error("the gateway is down");
          },
        },
      ],
      { pollingIntervalSeconds: 0.5 },
    );
    const ids = (await queue.insert(
      QUEUE,
      [1, 2, 3].map((n) => ({ data: { n } })),
      { returnId: true },
    ))!;
    const states = async () => Promise.all(ids.map(async (id) => (await queue.getJobById(QUEUE, id))!));
    for (let i = 0; i < 100 && !(await states()).every((job) => job.state === "completed"); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const jobs = await states();
    expect(jobs.map((job) => [job.state, job.retryCount])).toEqual([
      ["completed", 0],
      ["completed", 1],
      ["completed", 0],
    ]);
    expect(runs.map((run) => run.n).sort()).toEqual([1, 2, 2, 3]);
    const [first, second] = runs.filter((run) => run.n === 2);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
  });
});

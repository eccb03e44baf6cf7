// Two instances work one queue on one PostgreSQL database: every job is done, each exactly once, and both
// instances take part.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type TestContext, testContext } from "../test/harness.ts";
import { createJobQueue, type JobQueue } from "./queue.ts";
import { workJobs } from "./worker.ts";

const JOBS = 300;
const QUEUE = "test.count";
const schema = `pgboss_two_${process.pid}`;

let ctx: TestContext;
let admin: postgres.Sql;
const instances: JobQueue[] = [];

describe.skipIf(!inject("pgTemplate"))("two workers on one PostgreSQL database", () => {
  beforeAll(async () => {
    ctx = await testContext();
    admin = postgres(ctx.databaseUrl!, { max: 2, onnotice: () => {} });
    await admin.unsafe(`CREATE TABLE ${schema}_runs (job_id uuid NOT NULL, worker text NOT NULL)`);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop({ graceful: false })));
    await admin?.unsafe(`DROP TABLE IF EXISTS ${schema}_runs; DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });

  it(`does each of ${JOBS} jobs exactly once`, async () => {
    for (const worker of ["a", "b"]) {
      const queue = createJobQueue({ url: ctx.databaseUrl! }, { schema });
      instances.push(queue);
      await queue.start();
      await workJobs(
        queue,
        [
          {
            queue: { name: QUEUE, retryLimit: 0 },
            handle: async (_data, job) => {
              await admin`INSERT INTO ${admin(`${schema}_runs`)} (job_id, worker) VALUES (${job.id}, ${worker})`;
              await new Promise((resolve) => setTimeout(resolve, 2));
            },
          },
        ],
        { pollingIntervalSeconds: 0.5 },
      );
    }
    const [sender] = instances;
    const sent = await sender!.insert(
      QUEUE,
      Array.from({ length: JOBS }, (_, i) => ({ data: { i } })),
      { returnId: true },
    );
    expect(sent).toHaveLength(JOBS);

    const runs = async () =>
      admin<{ job_id: string; worker: string }[]>`SELECT job_id, worker FROM ${admin(`${schema}_runs`)}`;
    for (let i = 0; i < 300 && (await runs()).length < JOBS; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Anything still running would show up as a second run now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const done = await runs();
    expect(done).toHaveLength(JOBS);
    expect(new Set(done.map((run) => run.job_id)).size).toBe(JOBS);
    expect(new Set(done.map((run) => run.job_id))).toEqual(new Set(sent));
    expect(done.filter((run) => run.worker === "a").length).toBeGreaterThan(0);
    expect(done.filter((run) => run.worker === "b").length).toBeGreaterThan(0);
  }, 60_000);
});

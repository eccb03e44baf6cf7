// A worker killed mid-job (SIGKILL: no chance to give the job back) holds it only until its lease
// (expireInSeconds) runs out; then the other worker finishes it.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type TestContext, testContext } from "../test/harness.ts";
import { createJobQueue, type JobQueue } from "./queue.ts";
import { workJobs } from "./worker.ts";

const QUEUE = "test.lease";
const LEASE_SECONDS = 2;
const schema = `pgboss_lease_${process.pid}`;
const fixture = fileURLToPath(new URL("./lease-worker.fixture.ts", import.meta.url));

let ctx: TestContext;
let admin: postgres.Sql;
let queue: JobQueue | undefined;
let child: ChildProcess | undefined;

const until = async (what: () => Promise<boolean>, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await what()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out after ${ms} ms`);
};

describe.skipIf(!inject("pgTemplate"))("a worker killed mid-job", () => {
  beforeAll(async () => {
    ctx = await testContext();
    admin = postgres(ctx.databaseUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE TABLE ${schema}_runs (job_id uuid NOT NULL, worker text NOT NULL)`);
  });
  afterAll(async () => {
    child?.kill("SIGKILL");
    await queue?.stop({ graceful: false });
    await admin?.unsafe(`DROP TABLE IF EXISTS ${schema}_runs; DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });

  it("leaves its job to the other worker once the lease has run out", async () => {
    queue = createJobQueue({ url: ctx.databaseUrl! }, { schema, checkIntervalSeconds: 1 });
    await queue.start();
    await queue.createQueue(QUEUE, { expireInSeconds: LEASE_SECONDS, retryLimit: 1, retryDelay: 0 });
    const jobId = await queue.send(QUEUE, { step: "the one job" });

    child = spawn(process.execPath, ["--import", "tsx", fixture], {
      env: { ...process.env, JOB_URL: ctx.databaseUrl, JOB_SCHEMA: schema, JOB_QUEUE: QUEUE },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const runs = () =>
      admin<{ worker: string }[]>`SELECT worker FROM ${admin(`${schema}_runs`)} WHERE job_id = ${jobId}`;
    await until(async () => (await runs()).length > 0, 30_000);
    expect((await queue.getJobById(QUEUE, jobId!))!.state).toBe("active");
    const exited = new Promise((resolve) => child!.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    const killedAt = Date.now();

    await workJobs(
      queue,
      [
        {
          queue: { name: QUEUE, expireInSeconds: LEASE_SECONDS, retryLimit: 1, retryDelay: 0 },
          handle: async (_data, job) => {
            await admin`INSERT INTO ${admin(`${schema}_runs`)} (job_id, worker) VALUES (${job.id}, 'survivor')`;
          },
        },
      ],
      { pollingIntervalSeconds: 0.5 },
    );
    await until(async () => (await queue!.getJobById(QUEUE, jobId!))!.state === "completed", 20_000);
    expect((await runs()).map((run) => run.worker)).toEqual(["child", "survivor"]);
    const job = (await queue.getJobById(QUEUE, jobId!))!;
    expect(job.retryCount).toBe(1);
    // Not before the dead worker's lease ran out (it started before the kill).
    expect(job.completedOn!.getTime() - killedAt).toBeGreaterThan(0);
    expect(job.startedOn!.getTime()).toBeGreaterThanOrEqual(job.createdOn.getTime() + LEASE_SECONDS * 1000);
  }, 60_000);
});

// A worker process for lease.postgres.test.ts: works the test queue with a handler that records it has
// started and then never finishes, until the test kills this process.
import postgres from "postgres";
import { createJobQueue } from "./queue.ts";
import { workJobs } from "./worker.ts";

const { JOB_URL, JOB_SCHEMA, JOB_QUEUE } = process.env;
if (!JOB_URL || !JOB_SCHEMA || !JOB_QUEUE) throw new Error("JOB_URL, JOB_SCHEMA and JOB_QUEUE are required");
const sql = postgres(JOB_URL, { max: 1, onnotice: () => {} });
const queue = createJobQueue({ url: JOB_URL }, { schema: JOB_SCHEMA, checkIntervalSeconds: 1 });
await queue.start();
await workJobs(
  queue,
  [
    {
      queue: { name: JOB_QUEUE },
      handle: async (_data, job) => {
        await sql`INSERT INTO ${sql(`${JOB_SCHEMA}_runs`)} (job_id, worker) VALUES (${job.id}, 'child')`;
        await new Promise(() => {});
      },
    },
  ],
  { pollingIntervalSeconds: 0.5 },
);

// A request's id (X-Request-Id, or one made up) is answered in the same header, travels in the data of a
// job the request queues, and is on that job's log line (docs/operations.md, "Logs").
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { SUPPORT_NOTICE, type SupportNotice } from "../modules/support/service.ts";
import { type TestContext, testContext } from "../test/harness.ts";
import { uniqueIndianMobile } from "../test/sign-in.ts";
import { supportJobs } from "../workflows/support-jobs.ts";
import { REQUEST_ID_KEY } from "./send.ts";
import { settleJob } from "./worker.ts";

let ctx: TestContext;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  ctx = await testContext();
  // Production's logs: one JSON object per line.
  const config = {
    ...loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: "j".repeat(32),
      PAYMENT_KEY_SECRET: "p".repeat(16),
      WEBHOOK_SECRET: "w".repeat(16),
      RATE_LIMIT_MAX: "100000",
    }),
    devOutbox: true,
  };
  app = await buildApp({
    deps: { ...ctx.deps, config },
    logger: true,
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const requestCallBack = (headers: Record<string, string>) =>
  app.inject({
    method: "POST",
    url: "/api/marketing/v1/requestCallBack",
    headers: { "x-client": "WEB", ...headers },
    payload: { name: "Meera Iyer", phoneNumber: uniqueIndianMobile(), topic: "A call about plans" },
  });

describe("request ids", () => {
  it("keeps a well-formed X-Request-Id and answers it; makes one up for a missing or malformed one", async () => {
    const given = `lb-${randomUUID()}`;
    const kept = await app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "x-request-id": given },
    });
    expect(kept.headers["x-request-id"]).toBe(given);
    expect(lines.find((line) => line.reqId === given && line.msg === "request")).toMatchObject({
      url: "/api/health/live",
      statusCode: 200,
    });

    for (const bad of ["has spaces in it", "x".repeat(65), 'quote"d', ""]) {
      const res = await app.inject({
        method: "GET",
        url: "/api/health/live",
        headers: { "x-request-id": bad },
      });
      expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
    const none = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(none.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("travels in the data of the job the request queued, and is on that job's log line", async () => {
    const reqId = `ops-${randomUUID()}`;
    const res = await requestCallBack({ "x-request-id": reqId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["x-request-id"]).toBe(reqId);
    const requestId = res.json().body.requestId as string;

    const [job] = await ctx.deps.jobs!.findJobs<SupportNotice>(SUPPORT_NOTICE, { data: { requestId } });
    expect(job!.data).toEqual({ requestId, event: "RECEIVED", [REQUEST_ID_KEY]: reqId });

    // Worked as the server works it: the handler sees its own data, the line carries the request's id.
    const notice = supportJobs(ctx.deps).find((d) => d.queue.name === SUPPORT_NOTICE)!;
    const seen: object[] = [];
    const result = await settleJob(
      {
        ...notice,
        handle: async (data, j) => {
          seen.push(data);
          await notice.handle(data, j);
        },
      },
      job!,
      app.log,
    );
    expect(result).toMatchObject({ id: job!.id, status: "completed" });
    expect(seen).toEqual([{ requestId, event: "RECEIVED" }]);
    expect(lines.find((line) => line.msg === "job done" && line.jobId === job!.id)).toMatchObject({
      reqId,
      queue: SUPPORT_NOTICE,
      ms: expect.any(Number),
    });
  });

  it("logs a failed job at error with the request's id", async () => {
    const reqId = `ops-${randomUUID()}`;
    const res = await requestCallBack({ "x-request-id": reqId });
    const requestId = res.json().body.requestId as string;
    const [job] = await ctx.deps.jobs!.findJobs<SupportNotice>(SUPPORT_NOTICE, { data: { requestId } });
    const failing = { queue: { name: SUPPORT_NOTICE }, handle: () => Promise.reject(new Error("mail down")) };
    expect(await settleJob(failing, job!, app.log)).toMatchObject({ status: "failed" });
    expect(lines.find((line) => line.msg === "job failed" && line.jobId === job!.id)).toMatchObject({
      reqId,
      level: 50,
      err: expect.objectContaining({ message: "mail down" }),
    });
  });

  it("carries no id for a job queued outside a request", async () => {
    const failing = { queue: { name: "ops.test" }, handle: async () => {} };
    const job = { id: randomUUID(), name: "ops.test", data: { x: 1 } } as never;
    await settleJob(failing, job, app.log);
    const line = lines.find((l) => l.msg === "job done" && l.queue === "ops.test");
    expect(line).toBeDefined();
    expect(line).not.toHaveProperty("reqId");
  });
});

import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * What code deep in a request (or a job it queued) can know about it without being handed it: the request
 * id, so a job queued while answering carries it (jobs/send.ts) and the job's log lines show it
 * (jobs/worker.ts). See docs/operations.md, "Logs".
 */
export interface RequestScope {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `work` with `scope` as the current request's (plugins/request-context.ts, jobs/worker.ts). */
export function inRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The request (or job) being worked on here, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** An incoming X-Request-Id is kept when it is 1 to 64 letters, digits, `.`, `_`, `:` or `-`. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The id of an incoming request: the X-Request-Id a load balancer (or the client) gave when it is
 * well-formed, so one id follows the request through every hop; else a new UUID.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === "string" && REQUEST_ID.test(header) ? header : randomUUID();
}

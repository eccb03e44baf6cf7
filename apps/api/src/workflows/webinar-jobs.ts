// The webinar notices (docs/product.md, "Webinars"; docs/architecture.md, "Background jobs"): a
// registration queues its confirmation, and its reminder to run an hour before the start, in the
// registration's own transaction, keyed by registration and kind; each is sent by its job, at least once,
// retried with backoff when the transport fails.
import type { Queue } from "pg-boss";
import type { Db } from "../db/client.ts";
import type { Deps } from "../deps.ts";
import { sendInTransaction } from "../jobs/send.ts";
import { DEFAULT_QUEUE_OPTIONS, type JobDefinition } from "../jobs/worker.ts";
import { sendWebinarNotice, type WebinarNotice, webinarNoticeKey } from "../modules/webinars/service.ts";

export const WEBINAR_NOTICE = "webinars.notice";

const NOTICE_QUEUE: Queue = { name: WEBINAR_NOTICE, ...DEFAULT_QUEUE_OPTIONS, policy: "exclusive" };

/** The webinar queues' names and settings (jobs/start.ts creates them before any is worked). */
export const WEBINAR_QUEUES: readonly Queue[] = [NOTICE_QUEUE];

/**
 * Queues a notice in `tx`, to be sent at `sendAt` (now when absent). Without a job queue (deps.jobs
 * unset) a notice due now is sent by this process after the transaction, and a later one is not sent.
 */
export function queueWebinarNotice(
  deps: Deps,
  tx: Db,
  notice: WebinarNotice,
  sendAt?: number,
): Promise<unknown> {
  if (deps.jobs) {
    return sendInTransaction(deps.jobs, tx, WEBINAR_NOTICE, notice, {
      key: webinarNoticeKey(notice),
      ...(sendAt !== undefined ? { startAfter: new Date(sendAt) } : {}),
    });
  }
  if (sendAt === undefined) {
    setImmediate(() => {
      void sendWebinarNotice(deps, notice).catch(() => undefined);
    });
  }
  return Promise.resolve(null);
}

export function webinarJobs(deps: Deps): JobDefinition<object>[] {
  const notice: JobDefinition<WebinarNotice> = {
    queue: NOTICE_QUEUE,
    handle: async (data) => {
      await sendWebinarNotice(deps, data);
    },
  };
  return [notice] as JobDefinition<object>[];
}

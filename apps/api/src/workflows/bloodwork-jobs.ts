// The blood-work jobs (docs/architecture.md, "Background jobs"; docs/decisions/0031-blood-work-slot-holds.md):
//
// Every minute one instance gives back the slot places of holds past their time (a shopper who chose a
// slot and never booked it); the release is one transaction, so a hold is given back once, and a booking
// racing it either used the hold first or takes a free place. Every hour the slot calendar is extended so
// today and the next 14 days always have slots (slots.ts; adding is idempotent).
import type { Queue } from "pg-boss";
import type { Deps } from "../deps.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { DEFAULT_QUEUE_OPTIONS, type JobDefinition } from "../jobs/worker.ts";
import { ensureSlots, releaseExpiredHolds } from "../modules/bloodwork/service.ts";

export const BLOOD_WORK_HOLDS = "bloodwork.holds";
export const BLOOD_WORK_SLOTS = "bloodwork.slots";

// A run missed is done by the next one: no retries, at most one waiting or running.
const sweep = (name: string): Queue => ({
  name,
  ...DEFAULT_QUEUE_OPTIONS,
  policy: "exclusive",
  retryLimit: 0,
  expireInSeconds: 300,
});

export const BLOOD_WORK_QUEUES: readonly Queue[] = [sweep(BLOOD_WORK_HOLDS), sweep(BLOOD_WORK_SLOTS)];

export function bloodWorkJobs(deps: Deps): JobDefinition<object>[] {
  const holds: JobDefinition<Record<string, never>> = {
    queue: BLOOD_WORK_QUEUES[0]!,
    handle: async () => {
      await releaseExpiredHolds(deps);
    },
  };
  const slots: JobDefinition<Record<string, never>> = {
    queue: BLOOD_WORK_QUEUES[1]!,
    handle: async () => {
      await ensureSlots(deps.db, deps.now());
    },
  };
  return [holds, slots] as JobDefinition<object>[];
}

export async function scheduleBloodWorkJobs(queue: JobQueue): Promise<void> {
  await queue.schedule(BLOOD_WORK_HOLDS, "* * * * *");
  await queue.schedule(BLOOD_WORK_SLOTS, "7 * * * *");
}

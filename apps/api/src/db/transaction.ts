import type { Db } from "./client.ts";
import { databaseFailure } from "./errors.ts";

/** What `work` hands over: statements it has started (executed, not awaited) to go out with the COMMIT. */
export type SendLast = (statements: Promise<unknown>) => void;

const IN_FAILED_TRANSACTION = "25P02";

/**
 * Runs `work` in a transaction, like db.transaction, except that the statements `work` starts last and
 * hands to `sendLast` are not waited for before the COMMIT: `work` returns right after, and the COMMIT
 * follows them at once (on PostgreSQL, in the same socket write), so the rows they lock stay locked for
 * the database's own time only, not for a turn of a busy event loop in between.
 *
 * Their answers are awaited after the commit. When one of them failed, PostgreSQL had aborted the
 * transaction and its COMMIT rolled everything back (both drivers then reject the transaction: see
 * postgres-transactions.ts): this throws that statement's error, so nothing of `work` is kept. That holds for
 * failures in the database only; `sendLast` is for statements whose values are already checked, since
 * a statement refused in Node before it was sent would not stop the COMMIT.
 */
export async function transactionSendingLast<T>(
  db: Db,
  work: (tx: Db, sendLast: SendLast) => Promise<T>,
): Promise<T> {
  let last: Promise<PromiseSettledResult<unknown>> | undefined;
  const sendLast: SendLast = (statements) => {
    if (last) throw new Error("sendLast takes one promise per transaction");
    // Handled from now on: a failure arriving while the COMMIT is on its way is not an unhandled rejection.
    last = Promise.allSettled([statements]).then(([settled]) => settled!);
  };
  let result: T;
  try {
    result = await db.transaction((tx) => work(tx as unknown as Db, sendLast));
  } catch (error) {
    const settled = await last;
    // The last statements' own failure says why; one that only met the transaction aborted by `work`'s
    // failure does not.
    if (settled?.status === "rejected" && databaseFailure(settled.reason)?.code !== IN_FAILED_TRANSACTION) {
      throw settled.reason;
    }
    throw error;
  }
  const settled = await last;
  if (settled?.status === "rejected") throw settled.reason;
  return result;
}

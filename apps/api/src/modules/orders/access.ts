import type { Permission } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { Actor, OrderRow } from "./state.ts";

/** Who is asking: the shopper (guest or signed in) or a member of staff. */
export interface Caller {
  userId: string;
  isStaff: boolean;
  /** On staff routes: what the member of staff may do (docs/architecture.md, "Staff access"). */
  permissions?: readonly Permission[];
}

export const actorOf = (caller: Caller): Actor =>
  caller.isStaff ? `staff:${caller.userId}` : `user:${caller.userId}`;

/** Another user's order is 4040 to everyone but staff: nobody learns that it exists. */
export function requireVisible(caller: Caller, row: OrderRow | undefined): OrderRow {
  if (!row || (row.userId !== caller.userId && !caller.isStaff)) throw notFound("No such order");
  return row;
}

/** Back-office calls: a signed-in shopper who is not staff is 4030. */
export function requireStaff(caller: Caller): void {
  if (!caller.isStaff) throw new AppError(4030, "Only Ojas staff can do this");
}

export function inTransaction<T>(deps: Deps, work: (tx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction((txn) => work(txn as unknown as Db));
}

/** A listed reason with the shopper's own words, as kept in the timeline. */
export const reasonNote = (reason: string, comment?: string) => (comment ? `${reason}: ${comment}` : reason);

import type { Permission } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordAudit } from "../staff/service.ts";
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

/**
 * A member of staff changing someone else's order through the shopper's own calls (cancel, ring edit,
 * return or exchange) is a staff change: its audit row goes in with the change, in the same transaction
 * (docs/architecture.md, "Staff access"). A shopper's change of their own order writes none.
 */
export async function auditStaffAct(
  tx: Db,
  caller: Caller,
  row: OrderRow,
  at: number,
  change: { action: string; before: unknown; after: unknown },
): Promise<void> {
  if (!caller.isStaff || row.userId === caller.userId) return;
  await recordAudit(tx, caller.userId, at, { ...change, entity: "order", entityId: row.orderId });
}

export function inTransaction<T>(deps: Deps, work: (tx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction((txn) => work(txn as unknown as Db));
}

/** A listed reason with the shopper's own words, as kept in the timeline. */
export const reasonNote = (reason: string, comment?: string) => (comment ? `${reason}: ${comment}` : reason);

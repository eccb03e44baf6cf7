import type { Db } from "../../db/client.ts";
import { supportRequests } from "./tables.ts";

export type NewSupportRequest = typeof supportRequests.$inferInsert;

export async function insertSupportRequest(db: Db, request: NewSupportRequest): Promise<void> {
  await db.insert(supportRequests).values(request);
}

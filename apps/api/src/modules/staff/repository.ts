import type { StaffRole } from "@ojas/domain";
import { and, asc, desc, eq, inArray, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { staffAudit, staffRequests, staffRoles } from "./tables.ts";

export type AuditRow = typeof staffAudit.$inferSelect;
export type NewAuditRow = Omit<typeof staffAudit.$inferInsert, "id">;

export async function rolesOf(db: Db, userId: string): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.userId, userId))
    .orderBy(asc(staffRoles.role));
  return rows.map((r) => r.role);
}

export async function rolesOfMany(db: Db, userIds: readonly string[]): Promise<Map<string, StaffRole[]>> {
  const roles = new Map<string, StaffRole[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return roles;
  const rows = await db
    .select()
    .from(staffRoles)
    .where(inArray(staffRoles.userId, [...userIds]));
  for (const row of rows) roles.get(row.userId)?.push(row.role);
  return roles;
}

/** Holders of a role, by user id, a page at a time. */
export async function holdersOf(db: Db, role: StaffRole, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ userId: staffRoles.userId })
    .from(staffRoles)
    .where(eq(staffRoles.role, role))
    .orderBy(asc(staffRoles.userId))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => r.userId);
}

export async function grantRoles(
  db: Db,
  userId: string,
  roles: readonly StaffRole[],
  grantedBy: string | null,
  at: Date,
): Promise<void> {
  if (roles.length === 0) return;
  await db
    .insert(staffRoles)
    .values(roles.map((role) => ({ userId, role, grantedBy, grantedAt: at })))
    .onConflictDoNothing();
}

export async function revokeRoles(db: Db, userId: string, roles: readonly StaffRole[]): Promise<void> {
  if (roles.length === 0) return;
  await db.delete(staffRoles).where(and(eq(staffRoles.userId, userId), inArray(staffRoles.role, [...roles])));
}

export async function insertAudit(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(staffAudit).values(row);
}

/** Newest first; `beforeId` continues a page. */
export async function listAudit(
  db: Db,
  filter: { entity?: string; entityId?: string; beforeId?: number },
  limit: number,
): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.entity) where.push(eq(staffAudit.entity, filter.entity));
  if (filter.entityId) where.push(eq(staffAudit.entityId, filter.entityId));
  if (filter.beforeId !== undefined) where.push(lt(staffAudit.id, filter.beforeId));
  return db
    .select()
    .from(staffAudit)
    .where(and(...where))
    .orderBy(desc(staffAudit.id))
    .limit(limit);
}

export type StaffRequestRow = typeof staffRequests.$inferSelect;

export async function findRequest(db: Db, scope: string, key: string): Promise<StaffRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(staffRequests)
    .where(and(eq(staffRequests.scope, scope), eq(staffRequests.key, key)));
  return row;
}

export async function insertRequest(db: Db, row: StaffRequestRow): Promise<void> {
  await db.insert(staffRequests).values(row);
}

import { STAFF_ROLES, type StaffRole } from "@ojas/domain";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** The roles a member of staff holds; permissions follow from them (packages/domain, staff/permissions.ts). */
export const staffRoles = pgTable(
  "staff_roles",
  {
    /** users.user_id of identity; no foreign key across modules. */
    userId: text("user_id").notNull(),
    role: text("role").$type<StaffRole>().notNull(),
    grantedAt: at("granted_at").notNull(),
    /** Null for roles the system gave (the migration of the old staff flag, the demo data). */
    grantedBy: text("granted_by"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check("staff_roles_role_known", sql.raw(`role IN (${STAFF_ROLES.map((r) => `'${r}'`).join(", ")})`)),
  ],
);

/**
 * One row per staff change, written in the change's transaction. Append-only: a trigger refuses UPDATE and
 * DELETE (migration 0012; docs/decisions/0024-staff-access.md).
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    staffId: text("staff_id").notNull(),
    at: at("at").notNull(),
    /** What was done, e.g. `order.status`, `staff.create`, `staff.roles`. */
    action: text("action").notNull(),
    /** What it was done to, e.g. `order`, `staff`. */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [index("staff_audit_entity_idx").on(t.entity, t.entityId, t.id)],
);

/**
 * The first answer to each staff mutation's Idempotency-Key, written in the change's transaction: the same
 * key answers it again, the same key with another body is 4090 (docs/api.md, conventions).
 */
export const staffRequests = pgTable(
  "staff_requests",
  {
    /** `${staffId} ${route}` */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").notNull(),
    createdAt: at("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

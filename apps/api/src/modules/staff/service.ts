// Staff access (docs/architecture.md, "Staff access"; docs/decisions/0024-staff-access.md): who is staff and
// with which roles, the audit log written in each staff change's transaction, and staff management.
import { createHash } from "node:crypto";
import { shortCache } from "@ojas/cache";
import {
  type AuditEntry,
  type AuditQuery,
  type CreateStaffBody,
  can,
  mayGrant,
  type Permission,
  permissionsOf,
  type StaffDto,
  type StaffListQuery,
  type StaffListResponse,
  type StaffRole,
  type StaffRolesBody,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import { databaseFailure } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken, offsetToken } from "../../http/page-token.ts";
import { handleInvalidation, invalidate } from "../../infra/invalidation.ts";
import * as identity from "../identity/service.ts";
import * as repo from "./repository.ts";

/** The member of staff making a call, as the permission check found them. */
export interface StaffCaller {
  userId: string;
  roles: StaffRole[];
  permissions: Permission[];
}

/** What a staff route declares: a permission, or `any` for what every member of staff may call. */
export type RoutePermission = Permission | "any";

// Roles are read again at least once a minute. A role changed on another instance is forgotten here as soon
// as its message arrives (docs/decisions/0039-cross-instance-invalidation.md); the minute is the bound when
// messages are lost.
export const STAFF_ROLES_TTL_MS = 60_000;
const cachedRoles = shortCache<StaffRole[]>({ max: 5_000, ttl: STAFF_ROLES_TTL_MS });
handleInvalidation("staff-roles", (_deps, userId) => {
  if (userId === undefined) cachedRoles.clear();
  else cachedRoles.delete(userId);
});

/** Every instance reads the user's roles again. */
export function forgetRoles(deps: Deps, userId: string): void {
  invalidate(deps, "staff-roles", userId);
}

/** The user's roles as read within the last minute. */
export async function currentRoles(deps: Deps, userId: string): Promise<StaffRole[]> {
  return cachedRoles.fetch(userId, () => repo.rolesOf(deps.db, userId), undefined, deps.now());
}

/**
 * The server's check behind every staff route: 4011 without a signed-in session, 4030 for anyone not
 * holding the permission (a shopper, a guest, staff of another area).
 */
export async function authorize(
  deps: Deps,
  user: { userId: string; isGuestUser: boolean } | null,
  permission: RoutePermission,
): Promise<StaffCaller> {
  if (!user || user.isGuestUser) throw new AppError(4011);
  const roles = await currentRoles(deps, user.userId);
  if (roles.length === 0 || (permission !== "any" && !can(roles, permission))) {
    throw new AppError(4030, "You do not have access to this");
  }
  return { userId: user.userId, roles, permissions: permissionsOf(roles) };
}

/** Whether a staff account may act on any shopper's order through the shopper's own order calls. */
export async function staffMayActOnOrders(deps: Deps, userId: string): Promise<boolean> {
  return can(await currentRoles(deps, userId), "orders");
}

// Audit

export interface AuditChange {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/** Writes the audit row of a staff change; call it with the change's transaction, never after it. */
export async function recordAudit(db: Db, staffId: string, at: number, change: AuditChange): Promise<void> {
  await repo.insertAudit(db, {
    staffId,
    at: new Date(at),
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

const toAuditEntry = (r: repo.AuditRow): AuditEntry => ({
  id: String(r.id),
  staffId: r.staffId,
  at: r.at.getTime(),
  action: r.action,
  entity: r.entity,
  entityId: r.entityId,
  before: r.before,
  after: r.after,
});

/** The latest audit rows of one entity, newest first; `db` may be the transaction that just wrote one. */
export async function auditOf(db: Db, entity: string, entityId: string, limit = 50): Promise<AuditEntry[]> {
  return (await repo.listAudit(db, { entity, entityId }, limit)).map(toAuditEntry);
}

const isBeforeId = (v: unknown): v is { b: number } =>
  typeof v === "object" && v !== null && Number.isSafeInteger((v as { b: unknown }).b);

export async function listAudit(deps: Deps, query: AuditQuery) {
  const beforeId = query.nextToken ? decodePageToken(query.nextToken, isBeforeId).b : undefined;
  const rows = await repo.listAudit(
    deps.db,
    { entity: query.entity, entityId: query.entityId, beforeId },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const entries = page.map(toAuditEntry);
  const last = page.at(-1);
  const nextToken = rows.length > query.limit && last ? encodePageToken({ b: last.id }) : null;
  return { entries, paginationData: { nextToken } };
}

// Idempotency of staff mutations (docs/api.md, conventions)

export interface StaffMutation<B> {
  staffId: string;
  /** The route's name, so one key may serve different routes. */
  route: string;
  key: string;
  /** The validated body: zod gives its keys in the schema's order, so equal requests hash equal. */
  body: B;
}

export interface Answer<T> {
  statusCode: number;
  response: T;
}

const hashOf = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

/**
 * Runs a staff change once per Idempotency-Key: the work and its stored answer commit together, a repeat
 * gets the stored answer, the same key with another body is 4090.
 */
export async function once<B, T>(
  deps: Deps,
  mutation: StaffMutation<B>,
  work: (tx: Db) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  const scope = `${mutation.staffId} ${mutation.route}`;
  const hash = hashOf(mutation.body);
  const stored = async (): Promise<Answer<T> | undefined> => {
    const row = await repo.findRequest(deps.db, scope, mutation.key);
    if (!row) return undefined;
    if (row.requestHash !== hash) throw new AppError(4090);
    return { statusCode: row.statusCode, response: row.response as T };
  };
  const earlier = await stored();
  if (earlier) return earlier;
  try {
    return await deps.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const answer = await work(tx);
      await repo.insertRequest(tx, {
        scope,
        key: mutation.key,
        requestHash: hash,
        statusCode: answer.statusCode,
        response: answer.response,
        createdAt: new Date(deps.now()),
      });
      return answer;
    });
  } catch (error) {
    // The same key raced in: the first request's answer is the answer.
    const failure = databaseFailure(error);
    if (failure?.code === "23505" && failure.constraint === "staff_requests_scope_key_pk") {
      const first = await stored();
      if (first) return first;
    }
    throw error;
  }
}

// Staff management

const toDto = (profile: identity.StaffProfile, roles: StaffRole[]): StaffDto => ({
  ...profile,
  roles,
  permissions: permissionsOf(roles),
});

export async function staffMe(deps: Deps, caller: StaffCaller): Promise<StaffDto> {
  const profile = await identity.findStaffProfile(deps.db, caller.userId);
  if (!profile) throw new AppError(4030, "You do not have access to this");
  return toDto(profile, caller.roles);
}

export async function listStaff(deps: Deps, query: StaffListQuery): Promise<StaffListResponse> {
  const offset = offsetToken.decode(query.nextToken);
  const profiles = query.role
    ? await identity.staffProfilesByIds(
        deps.db,
        await repo.holdersOf(deps.db, query.role, offset, query.limit + 1),
      )
    : await identity.listStaffProfiles(deps.db, offset, query.limit + 1);
  if (query.role) profiles.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const page = profiles.slice(0, query.limit);
  const roles = await repo.rolesOfMany(
    deps.db,
    page.map((p) => p.id),
  );
  return {
    staff: page.map((p) => toDto(p, roles.get(p.id) ?? [])),
    paginationData: {
      nextToken: profiles.length > query.limit ? offsetToken.encode(offset + query.limit) : null,
    },
  };
}

/** Nobody gives or takes a role granting a permission they do not hold themselves (4030). */
function checkMayGrant(caller: StaffCaller, roles: readonly StaffRole[]): void {
  const beyond = roles.filter((role) => !mayGrant(caller.roles, role));
  if (beyond.length > 0) {
    throw new AppError(
      4030,
      `You cannot give or take a role with permissions you do not hold: ${beyond.join(", ")}`,
    );
  }
}

export async function createStaff(
  deps: Deps,
  caller: StaffCaller,
  key: string,
  body: CreateStaffBody,
): Promise<Answer<{ staff: StaffDto }>> {
  checkMayGrant(caller, body.roles);
  return once(deps, { staffId: caller.userId, route: "staff.create", key, body }, async (tx) => {
    const at = deps.now();
    const profile = await identity.createStaffAccount(tx, body, new Date(at));
    await repo.grantRoles(tx, profile.id, body.roles, caller.userId, new Date(at));
    const staff = toDto(profile, [...body.roles].sort());
    await recordAudit(tx, caller.userId, at, {
      action: "staff.create",
      entity: "staff",
      entityId: profile.id,
      before: null,
      after: { email: staff.email, name: staff.name, roles: staff.roles },
    });
    return { statusCode: 201, response: { staff } };
  });
}

/**
 * Gives and takes roles. Taking one away ends the person's sessions in the same transaction; once it
 * commits every instance forgets their roles and the sessions it had found live, so they are signed out
 * everywhere at once (docs/decisions/0039-cross-instance-invalidation.md).
 */
export async function changeRoles(
  deps: Deps,
  caller: StaffCaller,
  staffId: string,
  key: string,
  body: StaffRolesBody,
): Promise<Answer<{ staff: StaffDto }>> {
  checkMayGrant(caller, [...body.grant, ...body.revoke]);
  const answer = await once(
    deps,
    { staffId: caller.userId, route: `staff.roles ${staffId}`, key, body },
    async (tx) => {
      const profile = await identity.findStaffProfile(tx, staffId);
      if (!profile) throw notFound("No such member of staff");
      const at = deps.now();
      const before = await repo.rolesOf(tx, staffId);
      const taken = body.revoke.filter((role) => before.includes(role));
      await repo.grantRoles(tx, staffId, body.grant, caller.userId, new Date(at));
      await repo.revokeRoles(tx, staffId, taken);
      const after = await repo.rolesOf(tx, staffId);
      if (after.length === 0 && staffId === caller.userId) {
        throw invalid({ revoke: "would leave you with no role" }, "You cannot take away your own last role");
      }
      if (taken.length > 0)
        await identity.endUserSessions(tx, staffId, "staff role taken away", new Date(at));
      await recordAudit(tx, caller.userId, at, {
        action: "staff.roles",
        entity: "staff",
        entityId: staffId,
        before: { roles: before },
        after: { roles: after },
      });
      return { statusCode: 200, response: { staff: toDto(profile, after) } };
    },
  );
  forgetRoles(deps, staffId);
  if (body.revoke.length > 0) identity.forgetSessionsOf(deps, staffId);
  return answer;
}

// The back office's support inbox (docs/api.md, "Support inbox"; docs/product.md, "Support inbox"):
// shoppers' call-back, B2B and trial requests, newest first, filtered by kind, status and owner; each one
// with its notes and audit rows. Staff take a request (it becomes theirs and in progress, and the shopper
// is told), move it along the transition table in packages/domain (support/inbox.ts) and write notes.
// Each change locks the request, writes its staff audit row in the same transaction, and is answered once
// per Idempotency-Key.
import {
  canMoveSupportRequest,
  canTakeSupportRequest,
  SUPPORT_REQUEST_STATUS_NAMES,
  type SupportInboxQuery,
  type SupportInboxResponse,
  type SupportNoteBody,
  type SupportRequest,
  type SupportRequestDetail,
  type SupportRequestStatus,
  type SupportStatusBody,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { staffProfilesByIds } from "../identity/service.ts";
import { auditOf, once, recordAudit, type StaffCaller } from "../staff/service.ts";
import * as repo from "./inbox-repository.ts";
import { queueSupportNotice, type SupportNotice } from "./notices.ts";

export const SUPPORT_AUDIT_ENTITY = "support_request";
const NOT_FOUND = "No such support request";

async function staffNames(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  return new Map((await staffProfilesByIds(db, wanted)).map((p) => [p.id, p.name]));
}

function toDto(row: repo.SupportRequestRow, names: Map<string, string>): SupportRequest {
  return {
    requestId: row.requestId,
    kind: row.kind,
    market: row.market,
    name: row.name,
    phoneNumber: row.phoneNumber,
    email: row.email,
    details: row.details,
    utm: (row.utm as Record<string, unknown> | null) ?? null,
    status: row.status as SupportRequestStatus,
    ownerId: row.ownerId,
    ownerName: row.ownerId ? (names.get(row.ownerId) ?? null) : null,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

const isCursor = (v: unknown): v is { c: number; i: string } =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as { c: unknown }).c) &&
  typeof (v as { i: unknown }).i === "string";

/** `me` is the caller, `none` nobody; anything else names a member of staff. */
function ownerFilter(owner: string | undefined, caller: StaffCaller): string | null | undefined {
  if (owner === undefined) return undefined;
  if (owner === "me") return caller.userId;
  if (owner === "none") return null;
  return owner;
}

/** GET /api/staff/support/requests: newest first, paged by (createdAt, requestId). */
export async function listInbox(
  deps: Deps,
  caller: StaffCaller,
  query: SupportInboxQuery,
): Promise<SupportInboxResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const rows = await repo.searchRequests(
    deps.db,
    {
      kind: query.kind,
      status: query.status,
      ownerId: ownerFilter(query.owner, caller),
      text: query.q,
      after,
    },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const names = await staffNames(
    deps.db,
    page.map((r) => r.ownerId),
  );
  const last = page.at(-1);
  const nextToken =
    rows.length > query.limit && last
      ? encodePageToken({ c: last.createdAt.getTime(), i: last.requestId })
      : null;
  return { requests: page.map((r) => toDto(r, names)), paginationData: { nextToken } };
}

/** One request with its notes (oldest first) and its audit rows (newest first); 4040 when unknown. */
export async function inboxDetail(db: Db, requestId: string): Promise<SupportRequestDetail> {
  const row = await repo.findRequest(db, requestId);
  if (!row) throw notFound(NOT_FOUND);
  const [notes, audit] = await Promise.all([
    repo.notesOf(db, requestId),
    auditOf(db, SUPPORT_AUDIT_ENTITY, requestId),
  ]);
  const names = await staffNames(db, [row.ownerId, ...notes.map((n) => n.staffId)]);
  return {
    request: toDto(row, names),
    notes: notes.map((n) => ({
      noteId: String(n.id),
      staffId: n.staffId,
      staffName: names.get(n.staffId) ?? null,
      at: n.at.getTime(),
      text: n.text,
    })),
    audit,
  };
}

const auditState = (row: repo.SupportRequestRow) => ({ status: row.status, ownerId: row.ownerId });

interface InboxChange<B> {
  /** The audit action's name after "support_request.". */
  action: "take" | "status" | "note";
  body: B;
  idempotencyKey: string;
  /** The change on the locked request: its new state (or the same row when only a note is added). */
  work: (
    tx: Db,
    locked: repo.SupportRequestRow,
    at: Date,
  ) => Promise<{ row: repo.SupportRequestRow; notice?: SupportNotice; audit?: Record<string, unknown> }>;
}

/** One staff change: lock, change, audit row and the shopper's notice in one transaction, once per key. */
async function inboxChange<B>(
  deps: Deps,
  staff: StaffCaller,
  requestId: string,
  change: InboxChange<B>,
): Promise<SupportRequestDetail> {
  const answer = await once(
    deps,
    {
      staffId: staff.userId,
      route: `support_request.${change.action} ${requestId}`,
      key: change.idempotencyKey,
      body: change.body,
    },
    async (tx) => {
      const locked = await repo.lockRequest(tx, requestId);
      if (!locked) throw notFound(NOT_FOUND);
      const at = deps.now();
      const done = await change.work(tx, locked, new Date(at));
      await recordAudit(tx, staff.userId, at, {
        action: `${SUPPORT_AUDIT_ENTITY}.${change.action}`,
        entity: SUPPORT_AUDIT_ENTITY,
        entityId: requestId,
        before: auditState(locked),
        after: { ...auditState(done.row), ...done.audit },
      });
      if (done.notice) await queueSupportNotice(deps, tx, done.notice);
      return { statusCode: 200, response: await inboxDetail(tx, requestId) };
    },
  );
  return answer.response;
}

async function addNote(tx: Db, staff: StaffCaller, requestId: string, text: string, at: Date) {
  await repo.insertNote(tx, { requestId, staffId: staff.userId, text, at });
}

/**
 * POST /api/staff/support/requests/{id}/take: the request becomes the caller's and IN_PROGRESS. The shopper
 * is told the first time anyone takes it (from NEW). A request that is DONE or CLOSED, or is the caller's
 * already, is 4000.
 */
export function takeRequest(
  deps: Deps,
  staff: StaffCaller,
  requestId: string,
  idempotencyKey: string,
): Promise<SupportRequestDetail> {
  return inboxChange(deps, staff, requestId, {
    action: "take",
    body: {},
    idempotencyKey,
    work: async (tx, locked, at) => {
      const status = locked.status as SupportRequestStatus;
      if (!canTakeSupportRequest(status)) {
        throw invalid({
          status: `This request is ${SUPPORT_REQUEST_STATUS_NAMES[status]}: reopen it to work on it again`,
        });
      }
      if (status === "IN_PROGRESS" && locked.ownerId === staff.userId) {
        throw invalid({ status: "This request is yours already" });
      }
      const row = await repo.updateRequest(tx, requestId, {
        status: "IN_PROGRESS",
        ownerId: staff.userId,
        updatedAt: at,
      });
      return { row, notice: status === "NEW" ? { requestId, event: "TAKEN" } : undefined };
    },
  });
}

/**
 * POST /api/staff/support/requests/{id}/status: moves along the transition table (anything else is 4000,
 * nothing changed), with an optional note. Into progress without an owner makes it the caller's; back to
 * NEW leaves it to anyone.
 */
export function setRequestStatus(
  deps: Deps,
  staff: StaffCaller,
  requestId: string,
  body: SupportStatusBody,
  idempotencyKey: string,
): Promise<SupportRequestDetail> {
  return inboxChange(deps, staff, requestId, {
    action: "status",
    body,
    idempotencyKey,
    work: async (tx, locked, at) => {
      const from = locked.status as SupportRequestStatus;
      if (!canMoveSupportRequest(from, body.status)) {
        throw invalid({
          status: `A request that is ${SUPPORT_REQUEST_STATUS_NAMES[from]} cannot become ${SUPPORT_REQUEST_STATUS_NAMES[body.status]}`,
        });
      }
      const ownerId =
        body.status === "NEW"
          ? null
          : body.status === "IN_PROGRESS"
            ? (locked.ownerId ?? staff.userId)
            : locked.ownerId;
      const row = await repo.updateRequest(tx, requestId, { status: body.status, ownerId, updatedAt: at });
      if (body.note) await addNote(tx, staff, requestId, body.note, at);
      return { row, audit: body.note ? { note: body.note } : undefined };
    },
  });
}

/** POST /api/staff/support/requests/{id}/notes: a note from the caller (the schema refuses an empty one). */
export function addRequestNote(
  deps: Deps,
  staff: StaffCaller,
  requestId: string,
  body: SupportNoteBody,
  idempotencyKey: string,
): Promise<SupportRequestDetail> {
  return inboxChange(deps, staff, requestId, {
    action: "note",
    body,
    idempotencyKey,
    work: async (tx, _locked, at) => {
      await addNote(tx, staff, requestId, body.text, at);
      const row = await repo.updateRequest(tx, requestId, { updatedAt: at });
      return { row, audit: { note: body.text } };
    },
  });
}

// The back office's sessions (docs/api.md, "Managing sessions"; docs/product.md, "Live room"): staff with
// `sessions` schedule coach sessions (for one subscriber) and webinars (listed on a market, free or paid),
// set the meeting link, start and end them, and read a webinar's registrations (also as CSV). Each change
// locks the session, writes its staff audit row in the same transaction and is answered once per
// Idempotency-Key.
import { randomUUID } from "node:crypto";
import {
  can,
  classifySessionTime,
  MARKET_INFO,
  type Market,
  SESSION_WINDOW_MINUTES,
  SESSION_WINDOW_MS,
  type StaffJoinUrlBody,
  type StaffRegistrationListQuery,
  type StaffRegistrationListResponse,
  type StaffSession,
  type StaffSessionCreateBody,
  type StaffSessionDetail,
  type StaffSessionListQuery,
  type StaffSessionListResponse,
  type StaffSessionUpdateBody,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { toCsv } from "../../http/csv.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { staffProfilesByIds, userDetails, userIdsByContact } from "../identity/service.ts";
import { auditOf, currentRoles, once, recordAudit, type StaffCaller } from "../staff/service.ts";
import { findSession } from "./repository.ts";
import * as repo from "./room-repository.ts";
import { sessionStateOf } from "./state.ts";

export const SESSION_AUDIT_ENTITY = "session";
const NOT_FOUND = "No such session";
const MINUTE = 60_000;
const ms = (d: Date | null) => (d ? d.getTime() : null);

async function namesOf(db: Db, rows: repo.SessionRow[]) {
  const coachIds = [...new Set(rows.flatMap((r) => (r.coachId ? [r.coachId] : [])))];
  const coaches = new Map((await staffProfilesByIds(db, coachIds)).map((p) => [p.id, p.name]));
  const subscribers = new Map<string, string>();
  for (const id of new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))) {
    const user = await userDetails({ db }, id);
    const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
    subscribers.set(id, name || user?.phoneNumber || user?.email || id);
  }
  return { coaches, subscribers };
}

async function toStaffSessions(deps: Deps, db: Db, list: repo.SessionListRow[]): Promise<StaffSession[]> {
  const now = deps.now();
  const names = await namesOf(
    db,
    list.map((r) => r.session),
  );
  const counts = await repo.registrationCounts(
    db,
    list.flatMap((r) => (r.webinar ? [r.webinar.webinarId] : [])),
  );
  return list.map(({ session: s, webinar: w }) => ({
    sessionId: s.sessionId,
    kind: w ? "WEBINAR" : "COACH",
    title: s.title,
    hostName: s.hostName,
    description: w?.description ?? null,
    startTime: s.startTime,
    endTime: s.endTime,
    state: sessionStateOf(s, now),
    started: s.started && !s.endedAt,
    startedAt: ms(s.startedAt),
    endedAt: ms(s.endedAt),
    joinUrl: s.meetingUrl,
    afterUrl: s.afterUrl,
    coachId: s.coachId,
    coachName: s.coachId ? (names.coaches.get(s.coachId) ?? null) : null,
    subscriberId: s.userId,
    subscriberName: s.userId ? (names.subscribers.get(s.userId) ?? null) : null,
    market: w?.market ?? null,
    price: w?.price ?? null,
    currency: w?.currency ?? null,
    registrations: w ? (counts.get(w.webinarId) ?? 0) : 0,
  }));
}

const isCursor = (v: unknown): v is { s: number; i: string } =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as { s: unknown }).s) &&
  typeof (v as { i: unknown }).i === "string";

/** GET /api/staff/sessions: by start time, soonest first; by default those not yet over. */
export async function listStaffSessions(
  deps: Deps,
  query: StaffSessionListQuery,
): Promise<StaffSessionListResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const rows = await repo.listSessions(
    deps.db,
    {
      kind: query.kind,
      endsFrom: query.when === "current" ? deps.now() - SESSION_WINDOW_MS : undefined,
      after,
    },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextToken =
    rows.length > query.limit && last
      ? encodePageToken({ s: last.session.startTime, i: last.session.sessionId })
      : null;
  return { sessions: await toStaffSessions(deps, deps.db, page), paginationData: { nextToken } };
}

/** One session with its audit rows; 4040 when unknown. */
export async function staffSessionDetail(deps: Deps, db: Db, sessionId: string): Promise<StaffSessionDetail> {
  const session = await findSession(db, sessionId);
  if (!session) throw notFound(NOT_FOUND);
  const webinar = (await repo.webinarRowOf(db, sessionId)) ?? null;
  const [view] = await toStaffSessions(deps, db, [{ session, webinar }]);
  return { session: view!, audit: await auditOf(db, SESSION_AUDIT_ENTITY, sessionId) };
}

const auditState = (row: repo.SessionRow) => ({
  title: row.title,
  startTime: row.startTime,
  endTime: row.endTime,
  started: row.started,
  endedAt: ms(row.endedAt),
  joinUrl: row.meetingUrl,
});

async function assertCoach(deps: Deps, coachId: string): Promise<string> {
  const [profile] = await staffProfilesByIds(deps.db, [coachId]);
  if (!profile || !can(await currentRoles(deps, coachId), "sessions")) {
    throw invalid({ coachId: "Choose a member of staff who runs sessions" });
  }
  return profile.name;
}

async function subscriberOf(deps: Deps, contact: string): Promise<string> {
  const ids = await userIdsByContact(deps, contact);
  if (ids.length === 0) throw invalid({ subscriber: "No shopper has this phone number or email" });
  if (ids.length > 1) {
    throw invalid({ subscriber: "More than one shopper has this number: give it with the country code" });
  }
  return ids[0]!;
}

function assertFuture(startTime: number, now: number) {
  if (startTime <= now) throw invalid({ startTime: "Pick a time in the future" });
}

/** POST /api/staff/sessions: schedules a coach session or a webinar. */
export async function createStaffSession(
  deps: Deps,
  staff: StaffCaller,
  body: StaffSessionCreateBody,
  idempotencyKey: string,
): Promise<StaffSessionDetail> {
  const now = deps.now();
  assertFuture(body.startTime, now);
  const coachId = body.coachId ?? staff.userId;
  const coachName = await assertCoach(deps, coachId);
  const userId = body.kind === "COACH" ? await subscriberOf(deps, body.subscriber!) : null;
  const answer = await once(
    deps,
    { staffId: staff.userId, route: "session.create", key: idempotencyKey, body },
    async (tx) => {
      const sessionId = `${body.kind === "COACH" ? "CS" : "WB"}-${randomUUID()}`;
      const row = {
        sessionId,
        title: body.title,
        hostName: body.hostName ?? coachName,
        startTime: body.startTime,
        endTime: body.startTime + body.minutes * MINUTE,
        started: false,
        joinUrl: `/session/${sessionId}/live`,
        coachId,
        userId,
        meetingUrl: body.joinUrl ?? null,
        afterUrl: body.afterUrl ?? null,
        createdAt: new Date(now),
      };
      await repo.insertSession(tx, row);
      if (body.kind === "WEBINAR") {
        const market = body.market as Market;
        const paid = body.price !== undefined && body.price > 0;
        await repo.insertWebinarRow(tx, {
          webinarId: sessionId,
          market,
          description: body.description ?? null,
          price: paid ? body.price! : null,
          currency: paid ? MARKET_INFO[market].currency : null,
        });
      }
      await recordAudit(tx, staff.userId, now, {
        action: "session.create",
        entity: SESSION_AUDIT_ENTITY,
        entityId: sessionId,
        before: null,
        after: { ...body, coachId, userId },
      });
      return { statusCode: 201, response: await staffSessionDetail(deps, tx, sessionId) };
    },
  );
  return answer.response;
}

interface SessionChange<B> {
  action: "update" | "join_url" | "start" | "end";
  body: B;
  idempotencyKey: string;
  work: (
    tx: Db,
    locked: repo.SessionRow,
    now: number,
  ) => Promise<{ set: Parameters<typeof repo.updateSession>[2]; webinar?: { price: number | null } }>;
}

async function sessionChange<B>(
  deps: Deps,
  staff: StaffCaller,
  sessionId: string,
  change: SessionChange<B>,
): Promise<StaffSessionDetail> {
  const answer = await once(
    deps,
    {
      staffId: staff.userId,
      route: `session.${change.action} ${sessionId}`,
      key: change.idempotencyKey,
      body: change.body,
    },
    async (tx) => {
      const locked = await repo.lockSession(tx, sessionId);
      if (!locked) throw notFound(NOT_FOUND);
      const now = deps.now();
      const done = await change.work(tx, locked, now);
      const row = await repo.updateSession(tx, sessionId, done.set);
      await recordAudit(tx, staff.userId, now, {
        action: `session.${change.action}`,
        entity: SESSION_AUDIT_ENTITY,
        entityId: sessionId,
        before: auditState(locked),
        after: { ...auditState(row), ...change.body },
      });
      return { statusCode: 200, response: await staffSessionDetail(deps, tx, sessionId) };
    },
  );
  return answer.response;
}

/** PATCH /api/staff/sessions/{id}: renames or reschedules a session that has not started. */
export function updateStaffSession(
  deps: Deps,
  staff: StaffCaller,
  sessionId: string,
  body: StaffSessionUpdateBody,
  idempotencyKey: string,
): Promise<StaffSessionDetail> {
  return sessionChange(deps, staff, sessionId, {
    action: "update",
    body,
    idempotencyKey,
    work: async (tx, locked, now) => {
      if (locked.started || locked.endedAt) {
        throw invalid(undefined, "A session that has started can no longer be changed");
      }
      if (body.startTime !== undefined) assertFuture(body.startTime, now);
      const webinar = await repo.webinarRowOf(tx, sessionId);
      if (!webinar && (body.price !== undefined || body.description !== undefined)) {
        throw invalid({
          ...(body.price !== undefined ? { price: "Only webinars have a price" } : {}),
          ...(body.description !== undefined ? { description: "Only webinars have a description" } : {}),
        });
      }
      if (webinar && (body.price !== undefined || body.description !== undefined)) {
        const paid = body.price !== undefined ? body.price > 0 : webinar.price !== null;
        await repo.updateWebinarRow(tx, sessionId, {
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.price !== undefined
            ? {
                price: paid ? body.price : null,
                currency: paid ? MARKET_INFO[webinar.market as Market].currency : null,
              }
            : {}),
        });
      }
      const startTime = body.startTime ?? locked.startTime;
      const minutes = body.minutes ?? Math.round((locked.endTime - locked.startTime) / MINUTE);
      return {
        set: {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.hostName !== undefined ? { hostName: body.hostName } : {}),
          ...(body.afterUrl !== undefined ? { afterUrl: body.afterUrl } : {}),
          startTime,
          endTime: startTime + minutes * MINUTE,
        },
      };
    },
  });
}

/** POST /api/staff/sessions/{id}/join-url: the meeting the room embeds (https only). */
export function setJoinUrl(
  deps: Deps,
  staff: StaffCaller,
  sessionId: string,
  body: StaffJoinUrlBody,
  idempotencyKey: string,
): Promise<StaffSessionDetail> {
  return sessionChange(deps, staff, sessionId, {
    action: "join_url",
    body,
    idempotencyKey,
    work: async (_tx, locked) => {
      if (locked.endedAt) throw invalid(undefined, "This session has ended");
      return { set: { meetingUrl: body.joinUrl } };
    },
  });
}

/** POST /api/staff/sessions/{id}/start: opens the room, inside the session window, once a meeting is set. */
export function startStaffSession(
  deps: Deps,
  staff: StaffCaller,
  sessionId: string,
  idempotencyKey: string,
): Promise<StaffSessionDetail> {
  return sessionChange(deps, staff, sessionId, {
    action: "start",
    body: {},
    idempotencyKey,
    work: async (_tx, locked, now) => {
      if (locked.endedAt) throw invalid(undefined, "This session has ended");
      if (locked.started) throw invalid(undefined, "This session has started already");
      const state = classifySessionTime(locked, now);
      if (state === "upcoming") {
        throw invalid(
          undefined,
          `A session can be started from ${SESSION_WINDOW_MINUTES} minutes before its start time`,
        );
      }
      if (state === "completed") throw invalid(undefined, "This session is over");
      if (!locked.meetingUrl)
        throw invalid({ joinUrl: "Set the meeting link first" }, "Set the meeting link first");
      return { set: { started: true, startedAt: new Date(now) } };
    },
  });
}

/** POST /api/staff/sessions/{id}/end: closes the room; shoppers in it are sent on to the after page. */
export function endStaffSession(
  deps: Deps,
  staff: StaffCaller,
  sessionId: string,
  idempotencyKey: string,
): Promise<StaffSessionDetail> {
  return sessionChange(deps, staff, sessionId, {
    action: "end",
    body: {},
    idempotencyKey,
    work: async (_tx, locked, now) => {
      if (locked.endedAt) throw invalid(undefined, "This session has ended already");
      if (!locked.started) throw invalid(undefined, "This session has not started");
      return { set: { endedAt: new Date(now) } };
    },
  });
}

const isRegCursor = (v: unknown): v is { c: number; i: string } =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as { c: unknown }).c) &&
  typeof (v as { i: unknown }).i === "string";

async function webinarOrNotFound(deps: Deps, sessionId: string) {
  const session = await findSession(deps.db, sessionId);
  if (!session) throw notFound(NOT_FOUND);
  return repo.webinarRowOf(deps.db, sessionId);
}

/** GET /api/staff/sessions/{id}/registrations: in the order made (a coach session has none). */
export async function listRegistrations(
  deps: Deps,
  sessionId: string,
  query: StaffRegistrationListQuery,
): Promise<StaffRegistrationListResponse> {
  const webinar = await webinarOrNotFound(deps, sessionId);
  if (!webinar) return { registrations: [], paginationData: { nextToken: null } };
  const after = query.nextToken ? decodePageToken(query.nextToken, isRegCursor) : undefined;
  const rows = await repo.registrationsOf(deps.db, sessionId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextToken =
    rows.length > query.limit && last
      ? encodePageToken({ c: last.createdAt.getTime(), i: last.registrationId })
      : null;
  return {
    registrations: page.map((r) => ({
      registrationId: r.registrationId,
      name: r.name,
      phoneNumber: r.phoneNumber,
      email: r.email,
      userId: r.userId,
      createdAt: r.createdAt.getTime(),
    })),
    paginationData: { nextToken },
  };
}

export const REGISTRATION_CSV_HEADER = ["Registration", "Name", "Phone", "Email", "Account", "Registered at"];

/** GET /api/staff/sessions/{id}/registrations.csv: every registration, one row each, times in UTC ISO. */
export async function registrationsCsv(deps: Deps, sessionId: string): Promise<string> {
  const webinar = await webinarOrNotFound(deps, sessionId);
  const rows: repo.RegistrationRow[] = [];
  if (webinar) {
    let after: { c: number; i: string } | undefined;
    for (;;) {
      const batch = await repo.registrationsOf(deps.db, sessionId, after, 500);
      rows.push(...batch);
      const last = batch.at(-1);
      if (batch.length < 500 || !last) break;
      after = { c: last.createdAt.getTime(), i: last.registrationId };
    }
  }
  return toCsv([
    REGISTRATION_CSV_HEADER,
    ...rows.map((r) => [
      r.registrationId,
      r.name,
      r.phoneNumber,
      r.email ?? "",
      r.userId ?? "",
      r.createdAt.toISOString(),
    ]),
  ]);
}

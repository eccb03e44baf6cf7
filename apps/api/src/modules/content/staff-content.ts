// The back office's content (docs/api.md, "Back office: content"; docs/product.md, "Content"): staff with
// `content` create and edit articles, recipes, videos, trainers, testimonials, influencer videos, FAQs and
// landing pages, publish them now or at a time to come, and unpublish them. A new item is a DRAFT; the
// storefront shows only LIVE items whose publish time has passed (repository.ts, visibleAt). Each change
// locks its row, writes its audit row in the same transaction and is answered once per Idempotency-Key;
// this instance's caches forget content at once (cache.ts), other instances within their lifetimes.
import type {
  ContentFields,
  ContentItemResponse,
  ContentKind,
  ContentListQuery,
  ContentListResponse,
  ContentPublishBody,
  ContentStatus,
  ContentSummary,
} from "@ojas/domain";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { once, recordAudit, type StaffCaller } from "../staff/service.ts";
import { contentChanged } from "./cache.ts";
import { visibleAt } from "./repository.ts";
import { KINDS, type KindTable } from "./staff-kinds.ts";

export const CONTENT_AUDIT_ENTITY = "content";
const NOT_FOUND = "No such content";
/** A publish time this far in the past still counts as "now" (the form's clock may lag the server's). */
const PUBLISH_SLACK_MS = 60_000;

type Row = Record<string, unknown>;

/** The audit row's entity id: the kind and the item's id. */
export const contentEntityId = (kind: ContentKind, id: string) => `${kind}/${id}`;

function statusOf(state: string, publishAt: Date | null, now: number): ContentStatus {
  if (state === "DRAFT") return "DRAFT";
  if (state === "UNPUBLISHED") return "UNPUBLISHED";
  return publishAt && publishAt.getTime() > now ? "SCHEDULED" : "PUBLISHED";
}

function statusWhere(k: KindTable, status: ContentStatus, now: Date): SQL {
  switch (status) {
    case "DRAFT":
    case "UNPUBLISHED":
      return eq(k.state, status);
    case "SCHEDULED":
      return and(eq(k.state, "LIVE"), sql`${k.publishAt} > ${now.toISOString()}::timestamptz`)!;
    case "PUBLISHED":
      return visibleAt(k, now);
  }
}

function summaryOf(kind: ContentKind, row: Row, now: number): ContentSummary {
  const k = KINDS[kind];
  const publishAt = (row.publishAt as Date | null) ?? null;
  return {
    kind,
    id: String(row.contentId),
    title: String(row.contentTitle),
    status: statusOf(String(row.state), publishAt, now),
    publishAt: publishAt ? publishAt.getTime() : null,
    updatedAt: (row.updatedAt as Date).getTime(),
    storefrontPath: k.path(row),
  };
}

const isCursor = (v: unknown): v is { u: string; i: string } =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as { u: unknown }).u === "string" &&
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test((v as { u: string }).u) &&
  typeof (v as { i: unknown }).i === "string" &&
  (v as { i: string }).i.length <= 200;

/** Rows of the kind with their id, title and the exact updated_at (microseconds) the cursor pages by. */
function selectRows(db: Db, k: KindTable) {
  return db
    .select({
      row: sql<Row>`to_jsonb(${k.table})`,
      contentId: sql<string>`${k.id}`,
      contentTitle: sql<string>`${k.title}`,
      cursorAt: sql<string>`to_char(${k.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(k.table);
}

/** GET /api/staff/content: one kind, newest change first, by status and a part of the title. */
export async function listContent(deps: Deps, query: ContentListQuery): Promise<ContentListResponse> {
  const k = KINDS[query.kind];
  const now = deps.now();
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const where: (SQL | undefined)[] = [k.only];
  if (query.status) where.push(statusWhere(k, query.status, new Date(now)));
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${k.title} ilike ${like} or ${k.id} = ${query.q})`);
  }
  if (after) where.push(sql`(${k.updatedAt}, ${k.id}) < (${after.u}::timestamptz, ${after.i})`);
  const rows = await selectRows(deps.db, k)
    .where(and(...where))
    .orderBy(desc(k.updatedAt), desc(k.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => summaryOf(query.kind, withRow(r), now)),
    paginationData: {
      nextToken:
        rows.length > query.limit && last ? encodePageToken({ u: last.cursorAt, i: last.contentId }) : null,
    },
  };
}

/** to_jsonb gives column names; the mappings read the drizzle names (camelCase) and dates as Dates. */
function withRow(r: { row: Row; contentId: string; contentTitle: string }): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(r.row)) {
    row[name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  for (const key of ["publishAt", "updatedAt", "publishedAt"]) {
    if (typeof row[key] === "string") row[key] = new Date(row[key] as string);
  }
  return { ...row, contentId: r.contentId, contentTitle: r.contentTitle };
}

async function findRow(db: Db, kind: ContentKind, id: string, lock: boolean): Promise<Row | undefined> {
  const k = KINDS[kind];
  const byId = k.byId(id);
  if (!byId) return undefined;
  const query = selectRows(db, k).where(and(byId, k.only));
  const [found] = lock ? await query.for("update") : await query;
  return found ? withRow(found) : undefined;
}

function itemOf(kind: ContentKind, row: Row, now: number): ContentItemResponse {
  return { item: summaryOf(kind, row, now), fields: KINDS[kind].toFields(row) };
}

/** GET /api/staff/content/{kind}/{id}: the item and its fields as the form edits them. */
export async function getContent(deps: Deps, kind: ContentKind, id: string): Promise<ContentItemResponse> {
  const row = await findRow(deps.db, kind, id, false);
  if (!row) throw notFound(NOT_FOUND);
  return itemOf(kind, row, deps.now());
}

const auditState = (row: Row) => ({
  state: row.state,
  publishAt: row.publishAt ? (row.publishAt as Date).getTime() : null,
});

async function change<B>(
  deps: Deps,
  staff: StaffCaller,
  action: string,
  kind: ContentKind,
  id: string,
  body: B,
  idempotencyKey: string,
  work: (tx: Db, now: number) => Promise<{ before: unknown; after: unknown; id: string; status: number }>,
): Promise<{ statusCode: number; response: ContentItemResponse }> {
  const answer = await once(
    deps,
    { staffId: staff.userId, route: `content.${action} ${kind} ${id}`, key: idempotencyKey, body },
    async (tx: Db) => {
      const now = deps.now();
      const done = await work(tx, now);
      await recordAudit(tx, staff.userId, now, {
        action: `${CONTENT_AUDIT_ENTITY}.${action}`,
        entity: CONTENT_AUDIT_ENTITY,
        entityId: contentEntityId(kind, done.id),
        before: done.before,
        after: done.after,
      });
      const row = await findRow(tx, kind, done.id, false);
      return { statusCode: done.status, response: itemOf(kind, row!, now) };
    },
  );
  // Pages, lists and shared page data show content: this instance forgets them now (decision 0009).
  contentChanged(deps);
  return answer;
}

/** The stored columns of a row, for an update (drizzle's names). */
async function writeColumns(tx: Db, k: KindTable, id: string, columns: Row): Promise<void> {
  await tx.update(k.table).set(columns).where(k.byId(id)!);
}

/** POST /api/staff/content: a new draft (FAQs: questions added to a page that has none yet). */
export async function createContent(
  deps: Deps,
  staff: StaffCaller,
  fields: ContentFields,
  idempotencyKey: string,
) {
  const kind = fields.kind;
  const k = KINDS[kind];
  const id = k.idOf(fields);
  return change(deps, staff, "create", kind, id, fields, idempotencyKey, async (tx, now) => {
    const existing = await findRow(tx, kind === "faq" ? "landing" : kind, id, true);
    if (!k.creates) {
      if (!existing) throw invalid({ pageKey: "No such landing page in this market" });
      if (await findRow(tx, "faq", id, false)) {
        throw invalid({ pageKey: "This page has FAQs already: edit them" });
      }
      const columns = { ...k.toColumns(fields, existing), updatedAt: new Date(now) };
      await writeColumns(tx, k, id, columns);
      return { id, status: 201, before: null, after: k.toColumns(fields, existing) };
    }
    if (existing) throw invalid({ [idField(kind)]: "Something with this id exists already" });
    const columns = k.toColumns(fields, undefined);
    await tx
      .insert(k.table)
      .values({ ...columns, state: "DRAFT", publishAt: null, updatedAt: new Date(now) });
    return { id, status: 201, before: null, after: { ...columns, state: "DRAFT" } };
  });
}

function idField(kind: ContentKind): string {
  switch (kind) {
    case "article":
    case "recipe":
      return "slug";
    case "trainer":
      return "trainerId";
    case "testimonial":
      return "testimonialId";
    case "video":
    case "influencer-video":
      return "videoId";
    case "faq":
    case "landing":
      return "pageKey";
  }
}

/** PATCH /api/staff/content/{kind}/{id}: new fields; where it stands does not change. */
export async function updateContent(
  deps: Deps,
  staff: StaffCaller,
  kind: ContentKind,
  id: string,
  fields: ContentFields,
  idempotencyKey: string,
) {
  if (fields.kind !== kind) throw invalid({ kind: `Must be ${kind}` });
  const k = KINDS[kind];
  if (k.idOf(fields) !== id) throw invalid({ [idField(kind)]: "The id cannot be changed" });
  return change(deps, staff, "update", kind, id, fields, idempotencyKey, async (tx, now) => {
    const current = await findRow(tx, kind, id, true);
    if (!current) throw notFound(NOT_FOUND);
    const columns = k.toColumns(fields, current);
    await writeColumns(tx, k, id, { ...columns, updatedAt: new Date(now) });
    return { id, status: 200, before: k.toFields(current), after: columns };
  });
}

/** POST /api/staff/content/{kind}/{id}/publish: on the storefront now, or from publishAt. */
export async function publishContent(
  deps: Deps,
  staff: StaffCaller,
  kind: ContentKind,
  id: string,
  body: ContentPublishBody,
  idempotencyKey: string,
) {
  const k = KINDS[kind];
  return change(deps, staff, "publish", kind, id, body, idempotencyKey, async (tx, now) => {
    const current = await findRow(tx, kind, id, true);
    if (!current) throw notFound(NOT_FOUND);
    if (body.publishAt !== undefined && body.publishAt < now - PUBLISH_SLACK_MS) {
      throw invalid({ publishAt: "Choose a time from now on" });
    }
    const publishAt = new Date(Math.max(body.publishAt ?? now, now));
    const patch: Row = { state: "LIVE", publishAt, updatedAt: new Date(now) };
    // An article's date is when it was published.
    if (kind === "article") patch.publishedAt = publishAt;
    await writeColumns(tx, k, id, patch);
    return { id, status: 200, before: auditState(current), after: auditState(patch) };
  });
}

/** POST /api/staff/content/{kind}/{id}/unpublish: off the storefront (a scheduled item never shows). */
export async function unpublishContent(
  deps: Deps,
  staff: StaffCaller,
  kind: ContentKind,
  id: string,
  idempotencyKey: string,
) {
  const k = KINDS[kind];
  return change(deps, staff, "unpublish", kind, id, {}, idempotencyKey, async (tx, now) => {
    const current = await findRow(tx, kind, id, true);
    if (!current) throw notFound(NOT_FOUND);
    if (current.state !== "LIVE") {
      throw invalid({ status: "Only a published or scheduled item is unpublished" });
    }
    const patch = { state: "UNPUBLISHED", publishAt: current.publishAt, updatedAt: new Date(now) };
    await writeColumns(tx, k, id, patch);
    return { id, status: 200, before: auditState(current), after: auditState(patch) };
  });
}

// How each kind of content the back office edits maps to its table (staff-content.ts): its id and title
// in SQL, its row as form fields and back, and its storefront page. Landings and their FAQs share the
// landings table (FAQs are a landing page's faqs and faqGroups blocks).
import {
  type ArticleBlock,
  type ContentFieldsOf,
  type ContentKind,
  GOALS,
  goalLandingDataSchema,
  goalPageKey,
  landingContentId,
  landingDataSchema,
  MARKETS,
  type Market,
  SPLASH_PAGE_KEY,
  splashDataSchema,
} from "@ojas/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { invalid } from "../../http/app-error.ts";
import { sanitiseRichText } from "./sanitise.ts";
import { articles, influencerVideos, landings, recipes, testimonials, trainers, videos } from "./tables.ts";

type Row = Record<string, unknown>;

export interface KindTable {
  table: PgTable;
  state: AnyPgColumn;
  publishAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  /** The item's id as text, and its title, in SQL (lists search and page by them). */
  id: SQL;
  title: SQL;
  /** Rows of this table that are of the kind (FAQs: landings with FAQ blocks). */
  only?: SQL;
  /** The row with this id; undefined when the id cannot name one. */
  byId(id: string): SQL | undefined;
  idOf(fields: Row): string;
  toFields(row: Row): Row;
  /** The columns written for these (validated) fields; `current` is the stored row on an edit. */
  toColumns(fields: Row, current: Row | undefined): Row;
  /** The storefront path showing the item, without market prefix. */
  path(row: Row): string | null;
  /** Whether fields may create a new row: FAQs are added to an existing landing instead. */
  creates: boolean;
}

const text = (column: AnyPgColumn) => sql`${column}`;

// Articles written before the back office have blocks; the form edits them as HTML.
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function blocksToHtml(blocks: ArticleBlock[]): string {
  return blocks
    .map((b) =>
      b.type === "ul"
        ? `<ul>${b.items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`
        : `<${b.type}>${escapeHtml(b.text)}</${b.type}>`,
    )
    .join("\n");
}

/** Copies the named keys of the fields (the schema's own order), leaving the kind out. */
const pick = (fields: Row, keys: string[]) => Object.fromEntries(keys.map((k) => [k, fields[k]]));

const ARTICLE_KEYS = ["slug", "title", "excerpt", "category", "tags", "author", "image", "readMinutes"];
const RECIPE_KEYS = [
  "slug",
  "title",
  "description",
  "image",
  "goal",
  "prepMinutes",
  "calories",
  "proteinGrams",
  "ingredients",
  "steps",
  "tags",
];
const TRAINER_KEYS = [
  "trainerId",
  "name",
  "role",
  "speciality",
  "categories",
  "bio",
  "image",
  "experienceYears",
  "rating",
];
const VIDEO_KEYS = [
  "videoId",
  "title",
  "category",
  "subCategory",
  "trainerId",
  "durationSeconds",
  "level",
  "thumbnail",
  "exercises",
];
const TESTIMONIAL_KEYS = [
  "testimonialId",
  "name",
  "city",
  "quote",
  "rating",
  "category",
  "goal",
  "image",
  "transformation",
];
const INFLUENCER_KEYS = [
  "videoId",
  "creator",
  "handle",
  "title",
  "thumbnail",
  "durationSeconds",
  "productSlug",
];

const simple = (
  table: PgTable & { state: AnyPgColumn; publishAt: AnyPgColumn; updatedAt: AnyPgColumn },
  idColumn: AnyPgColumn,
  titleColumn: AnyPgColumn,
  kind: ContentKind,
  keys: string[],
  path: (row: Row) => string | null,
): KindTable => ({
  table,
  state: table.state,
  publishAt: table.publishAt,
  updatedAt: table.updatedAt,
  id: text(idColumn),
  title: text(titleColumn),
  byId: (id) => eq(idColumn, id),
  idOf: (fields) => String(fields[keys[0]!]),
  toFields: (row) => ({ kind, ...pick(row, keys) }),
  toColumns: (fields) => pick(fields, keys),
  path,
  creates: true,
});

const FAQ_TYPES = new Set(["faqs", "faqGroups"]);
const hasFaqs = sql`(${landings.data}->'blocks' @> '[{"type":"faqs"}]'::jsonb or ${landings.data}->'blocks' @> '[{"type":"faqGroups"}]'::jsonb)`;

function landingKey(id: string): { market: Market; pageKey: string } | undefined {
  const at = id.indexOf(":");
  const market = id.slice(0, at) as Market;
  const pageKey = id.slice(at + 1);
  return at > 0 && MARKETS.includes(market) && pageKey ? { market, pageKey } : undefined;
}

function landingById(id: string): SQL | undefined {
  const key = landingKey(id);
  return key ? and(eq(landings.market, key.market), eq(landings.pageKey, key.pageKey)) : undefined;
}

/** The schema a landing page's data follows: goal pages and the splash have their own. */
function landingSchemaOf(pageKey: string): z.ZodType<Row> {
  if (pageKey === SPLASH_PAGE_KEY) return splashDataSchema as unknown as z.ZodType<Row>;
  if (GOALS.some((g) => goalPageKey(g) === pageKey))
    return goalLandingDataSchema as unknown as z.ZodType<Row>;
  return landingDataSchema as unknown as z.ZodType<Row>;
}

/** Checks a landing's data against its page's schema; issues become `data.<path>` field errors. */
export function checkedLandingData(pageKey: string, data: unknown): Row {
  const parsed = landingSchemaOf(pageKey).safeParse(data);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = ["data", ...issue.path.map(String)].join(".");
    fields[key] ??= issue.message;
  }
  throw invalid(fields);
}

const landingPath = (pageKey: string): string | null =>
  pageKey === "home" ? "/" : pageKey === SPLASH_PAGE_KEY ? null : `/${pageKey}`;

export const KINDS: Record<ContentKind, KindTable> = {
  article: {
    ...simple(articles, articles.slug, articles.title, "article", ARTICLE_KEYS, (r) => `/blog/${r.slug}`),
    toFields: (row) => ({
      kind: "article",
      ...pick(row, ARTICLE_KEYS),
      bodyHtml: (row.bodyHtml as string | null) ?? blocksToHtml(row.body as ArticleBlock[]),
    }),
    toColumns: (fields, current) => ({
      ...pick(fields, ARTICLE_KEYS),
      // The one place staff HTML enters the database: sanitised against the allow-list (sanitise.ts).
      bodyHtml: sanitiseRichText(String(fields.bodyHtml)),
      body: (current?.body as ArticleBlock[] | undefined) ?? [],
      publishedAt: (current?.publishedAt as Date | undefined) ?? new Date(0),
    }),
  },
  recipe: simple(recipes, recipes.slug, recipes.title, "recipe", RECIPE_KEYS, (r) => `/recipes/${r.slug}`),
  trainer: simple(trainers, trainers.trainerId, trainers.name, "trainer", TRAINER_KEYS, () => null),
  video: simple(videos, videos.videoId, videos.title, "video", VIDEO_KEYS, () => "/fitness"),
  testimonial: simple(
    testimonials,
    testimonials.testimonialId,
    testimonials.name,
    "testimonial",
    TESTIMONIAL_KEYS,
    () => null,
  ),
  "influencer-video": simple(
    influencerVideos,
    influencerVideos.videoId,
    influencerVideos.title,
    "influencer-video",
    INFLUENCER_KEYS,
    () => null,
  ),
  landing: {
    table: landings,
    state: landings.state,
    publishAt: landings.publishAt,
    updatedAt: landings.updatedAt,
    id: sql`(${landings.market} || ':' || ${landings.pageKey})`,
    title: sql`${landings.pageKey}`,
    byId: landingById,
    idOf: (f) => landingContentId(String(f.market), String(f.pageKey)),
    toFields: (row) => ({ kind: "landing", pageKey: row.pageKey, market: row.market, data: row.data }),
    toColumns: (fields) => ({
      pageKey: fields.pageKey,
      market: fields.market,
      data: checkedLandingData(String(fields.pageKey), fields.data),
    }),
    path: (row) => landingPath(String(row.pageKey)),
    creates: true,
  },
  faq: {
    table: landings,
    state: landings.state,
    publishAt: landings.publishAt,
    updatedAt: landings.updatedAt,
    id: sql`(${landings.market} || ':' || ${landings.pageKey})`,
    title: sql`${landings.pageKey}`,
    only: hasFaqs,
    byId: landingById,
    idOf: (f) => landingContentId(String(f.market), String(f.pageKey)),
    toFields: (row) => {
      const blocks = ((row.data as { blocks?: Row[] }).blocks ?? []).filter((b) =>
        FAQ_TYPES.has(String(b.type)),
      );
      return { kind: "faq", pageKey: row.pageKey, market: row.market, blocks };
    },
    // The page's FAQ blocks give way to the new ones, placed where the first of them stood.
    toColumns: (fields, current) => {
      const data = current!.data as { blocks: Row[] };
      const first = data.blocks.findIndex((b) => FAQ_TYPES.has(String(b.type)));
      const kept = data.blocks.filter((b) => !FAQ_TYPES.has(String(b.type)));
      const at = first === -1 ? kept.length : data.blocks.slice(0, first).length;
      const blocks = [...kept.slice(0, at), ...(fields.blocks as Row[]), ...kept.slice(at)];
      return { data: checkedLandingData(String(current!.pageKey), { ...data, blocks }) };
    },
    path: (row) => landingPath(String(row.pageKey)),
    creates: false,
  },
};

export type FieldsOf<K extends ContentKind> = ContentFieldsOf<K>;

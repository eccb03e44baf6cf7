import type { Market } from "@ojas/domain";
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { articles, influencerVideos, landings, recipes, testimonials, trainers, videos } from "./tables.ts";

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleSummaryRow = Omit<ArticleRow, "body">;
export type RecipeRow = typeof recipes.$inferSelect;
export type TrainerRow = typeof trainers.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type TestimonialRow = typeof testimonials.$inferSelect;
export type InfluencerVideoRow = typeof influencerVideos.$inferSelect;
export type LandingRow = typeof landings.$inferSelect;

const { body: _body, ...articleSummaryColumns } = getTableColumns(articles);
const { ingredients: _ingredients, steps: _steps, ...recipeSummaryColumns } = getTableColumns(recipes);

/** The columns every content table publishes by (tables.ts, `publishing`). */
export interface Publishable {
  state: AnyPgColumn;
  publishAt: AnyPgColumn;
}

/**
 * What the storefront may show at `now`: LIVE rows whose publish time has passed (or was never set).
 * Served by each table's `*_visible_idx` (state, publish_at).
 */
export function visibleAt(table: Publishable, now: Date): SQL {
  return and(eq(table.state, "LIVE"), or(isNull(table.publishAt), lte(table.publishAt, now)))!;
}

/** `%term%` for ILIKE, with the pattern characters in the term taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every term must appear in at least one of the columns. */
function matchesAllTerms(terms: string[], columns: SQL[]): SQL[] {
  return terms.map((term) => {
    const pattern = containing(term);
    return or(...columns.map((c) => sql`${c} ilike ${pattern}`))!;
  });
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export interface ArticleFilters {
  terms: string[];
  category?: string;
  tag?: string;
  /** Keyset cursor: only articles strictly older than this (publishedAt, slug) pair. */
  before?: { publishedAt: Date; slug: string };
}

/** Summaries newest first; ties on publishedAt are broken by slug so paging never skips or repeats. */
export async function listArticleSummaries(
  db: Db,
  filters: ArticleFilters,
  limit: number,
  now: Date,
): Promise<ArticleSummaryRow[]> {
  const where: SQL[] = [visibleAt(articles, now)];
  where.push(
    ...matchesAllTerms(filters.terms, [
      sql`${articles.title}`,
      sql`${articles.excerpt}`,
      sql`${articles.author}`,
      sql`array_to_string(${articles.tags}, ' ')`,
    ]),
  );
  if (filters.category) where.push(eq(articles.category, filters.category));
  if (filters.tag) where.push(arrayContains(articles.tags, [filters.tag]));
  if (filters.before) {
    const { publishedAt, slug } = filters.before;
    where.push(
      or(
        lt(articles.publishedAt, publishedAt),
        and(eq(articles.publishedAt, publishedAt), lt(articles.slug, slug)),
      )!,
    );
  }
  return db
    .select(articleSummaryColumns)
    .from(articles)
    .where(and(...where))
    .orderBy(desc(articles.publishedAt), desc(articles.slug))
    .limit(limit);
}

/** The article by slug; only if the storefront may show it at `now` unless `now` is null (the back office). */
export async function findArticle(db: Db, slug: string, now: Date | null): Promise<ArticleRow | undefined> {
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), now ? visibleAt(articles, now) : undefined))
    .limit(1);
  return rows[0];
}

/** Other articles, the same category first, then the most shared tags, then the newest. */
export async function relatedArticleSummaries(
  db: Db,
  article: ArticleSummaryRow,
  limit: number,
  now: Date,
): Promise<ArticleSummaryRow[]> {
  const sharedTags = sql`cardinality(array(select unnest(${articles.tags}) intersect select unnest(${textArray(article.tags)})))`;
  return db
    .select(articleSummaryColumns)
    .from(articles)
    .where(and(ne(articles.slug, article.slug), visibleAt(articles, now)))
    .orderBy(
      desc(sql`${articles.category} = ${article.category}`),
      desc(sharedTags),
      desc(articles.publishedAt),
      asc(articles.slug),
    )
    .limit(limit);
}

export type RecipeSummaryRow = Omit<RecipeRow, "ingredients" | "steps">;

export async function listRecipeSummaries(
  db: Db,
  filters: { goal?: string; tag?: string },
  now: Date,
): Promise<RecipeSummaryRow[]> {
  const where: SQL[] = [visibleAt(recipes, now)];
  if (filters.goal) where.push(eq(recipes.goal, filters.goal));
  if (filters.tag) where.push(arrayContains(recipes.tags, [filters.tag]));
  return db
    .select(recipeSummaryColumns)
    .from(recipes)
    .where(and(...where))
    .orderBy(asc(recipes.title));
}

export async function findRecipe(db: Db, slug: string, now: Date | null): Promise<RecipeRow | undefined> {
  const rows = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.slug, slug), now ? visibleAt(recipes, now) : undefined))
    .limit(1);
  return rows[0];
}

export async function listVideos(
  db: Db,
  filters: { category?: string; subCategory?: string },
  now: Date,
): Promise<Array<{ video: VideoRow; trainer: TrainerRow | null }>> {
  const where: SQL[] = [visibleAt(videos, now)];
  if (filters.category) where.push(eq(videos.category, filters.category));
  if (filters.subCategory) where.push(eq(videos.subCategory, filters.subCategory));
  return db
    .select({ video: videos, trainer: trainers })
    .from(videos)
    .leftJoin(trainers, and(eq(trainers.trainerId, videos.trainerId), visibleAt(trainers, now)))
    .where(and(...where))
    .orderBy(asc(videos.videoId));
}

export async function listTrainers(
  db: Db,
  filters: { terms: string[]; role?: string; category?: string },
  now: Date,
): Promise<TrainerRow[]> {
  const where: SQL[] = [
    visibleAt(trainers, now),
    ...matchesAllTerms(filters.terms, [
      sql`${trainers.name}`,
      sql`${trainers.speciality}`,
      sql`${trainers.bio}`,
    ]),
  ];
  if (filters.role) where.push(eq(trainers.role, filters.role));
  if (filters.category) where.push(arrayContains(trainers.categories, [filters.category]));
  return db
    .select()
    .from(trainers)
    .where(and(...where))
    .orderBy(desc(trainers.rating), desc(trainers.experienceYears), asc(trainers.name));
}

export async function listTestimonials(
  db: Db,
  filters: { category?: string; goal?: string; transformationsOnly?: boolean },
  now: Date,
): Promise<TestimonialRow[]> {
  const where: SQL[] = [visibleAt(testimonials, now)];
  if (filters.category) where.push(eq(testimonials.category, filters.category));
  if (filters.goal) where.push(eq(testimonials.goal, filters.goal));
  if (filters.transformationsOnly) where.push(sql`${testimonials.transformation} is not null`);
  return db
    .select()
    .from(testimonials)
    .where(and(...where))
    .orderBy(
      desc(sql`${testimonials.transformation} is not null`),
      desc(testimonials.rating),
      asc(testimonials.testimonialId),
    );
}

export async function listInfluencerVideos(db: Db, now: Date): Promise<InfluencerVideoRow[]> {
  return db
    .select()
    .from(influencerVideos)
    .where(visibleAt(influencerVideos, now))
    .orderBy(asc(influencerVideos.videoId));
}

/** The landing of a page and market; only if the storefront may show it at `now` unless `now` is null. */
export async function findLanding(
  db: Db,
  pageKey: string,
  market: Market,
  now: Date | null,
): Promise<LandingRow | undefined> {
  const rows = await db
    .select()
    .from(landings)
    .where(
      and(
        eq(landings.pageKey, pageKey),
        eq(landings.market, market),
        now ? visibleAt(landings, now) : undefined,
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findLandings(
  db: Db,
  pageKeys: string[],
  market: Market,
  now: Date,
): Promise<LandingRow[]> {
  if (pageKeys.length === 0) return [];
  return db
    .select()
    .from(landings)
    .where(and(inArray(landings.pageKey, pageKeys), eq(landings.market, market), visibleAt(landings, now)));
}

import type { Market } from "@ojas/domain";
import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
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
): Promise<ArticleSummaryRow[]> {
  const where: SQL[] = matchesAllTerms(filters.terms, [
    sql`${articles.title}`,
    sql`${articles.excerpt}`,
    sql`${articles.author}`,
    sql`array_to_string(${articles.tags}, ' ')`,
  ]);
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

export async function findArticle(db: Db, slug: string): Promise<ArticleRow | undefined> {
  const rows = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return rows[0];
}

/** Other articles, the same category first, then the most shared tags, then the newest. */
export async function relatedArticleSummaries(
  db: Db,
  article: ArticleSummaryRow,
  limit: number,
): Promise<ArticleSummaryRow[]> {
  const sharedTags = sql`cardinality(array(select unnest(${articles.tags}) intersect select unnest(${textArray(article.tags)})))`;
  return db
    .select(articleSummaryColumns)
    .from(articles)
    .where(ne(articles.slug, article.slug))
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
): Promise<RecipeSummaryRow[]> {
  const where: SQL[] = [];
  if (filters.goal) where.push(eq(recipes.goal, filters.goal));
  if (filters.tag) where.push(arrayContains(recipes.tags, [filters.tag]));
  return db
    .select(recipeSummaryColumns)
    .from(recipes)
    .where(and(...where))
    .orderBy(asc(recipes.title));
}

export async function findRecipe(db: Db, slug: string): Promise<RecipeRow | undefined> {
  const rows = await db.select().from(recipes).where(eq(recipes.slug, slug)).limit(1);
  return rows[0];
}

export async function listVideos(
  db: Db,
  filters: { category?: string; subCategory?: string },
): Promise<Array<{ video: VideoRow; trainer: TrainerRow | null }>> {
  const where: SQL[] = [];
  if (filters.category) where.push(eq(videos.category, filters.category));
  if (filters.subCategory) where.push(eq(videos.subCategory, filters.subCategory));
  return db
    .select({ video: videos, trainer: trainers })
    .from(videos)
    .leftJoin(trainers, eq(trainers.trainerId, videos.trainerId))
    .where(and(...where))
    .orderBy(asc(videos.videoId));
}

export async function listTrainers(
  db: Db,
  filters: { terms: string[]; role?: string; category?: string },
): Promise<TrainerRow[]> {
  const where: SQL[] = matchesAllTerms(filters.terms, [
    sql`${trainers.name}`,
    sql`${trainers.speciality}`,
    sql`${trainers.bio}`,
  ]);
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
): Promise<TestimonialRow[]> {
  const where: SQL[] = [];
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

export async function listInfluencerVideos(db: Db): Promise<InfluencerVideoRow[]> {
  return db.select().from(influencerVideos).orderBy(asc(influencerVideos.videoId));
}

export async function findLanding(db: Db, pageKey: string, market: Market): Promise<LandingRow | undefined> {
  const rows = await db
    .select()
    .from(landings)
    .where(and(eq(landings.pageKey, pageKey), eq(landings.market, market)))
    .limit(1);
  return rows[0];
}

export async function findLandings(db: Db, pageKeys: string[], market: Market): Promise<LandingRow[]> {
  if (pageKeys.length === 0) return [];
  return db
    .select()
    .from(landings)
    .where(and(inArray(landings.pageKey, pageKeys), eq(landings.market, market)));
}

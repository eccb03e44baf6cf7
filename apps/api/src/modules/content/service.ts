import {
  type Article,
  type ArticleBlock,
  type ArticleCategory,
  type ArticleListQuery,
  type ArticleSummary,
  type Exercise,
  FITNESS_SUB_CATEGORIES,
  type FitnessSubCategory,
  fitnessSubCategoryPageKey,
  GOALS,
  type Goal,
  goalLandingDataSchema,
  goalPageKey,
  LANDING_PAGE_KEYS,
  landingDataSchema,
  type Market,
  type PlanKind,
  type ProgramType,
  type Recipe,
  type RecipeSummary,
  SPLASH_PAGE_KEY,
  splashDataSchema,
  type Testimonial,
  type TestimonialCategory,
  type Trainer,
  type TrainerSummary,
  VIDEO_LEVELS,
  type Video,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { videoMediaUrl } from "./media.ts";
import * as repo from "./repository.ts";

// Mapping rows to the contract's shapes.

function toArticleSummary(row: repo.ArticleSummaryRow): ArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category as ArticleCategory,
    tags: row.tags,
    author: row.author,
    image: row.image,
    readMinutes: row.readMinutes,
    publishedAt: row.publishedAt.getTime(),
  };
}

function toRecipeSummary(row: repo.RecipeSummaryRow): RecipeSummary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    image: row.image,
    goal: row.goal as Goal | null,
    prepMinutes: row.prepMinutes,
    calories: row.calories,
    proteinGrams: row.proteinGrams,
    tags: row.tags,
  };
}

export function toArticle(row: repo.ArticleRow): Article {
  return { ...toArticleSummary(row), body: row.body as ArticleBlock[], bodyHtml: row.bodyHtml };
}

export function toRecipe(row: repo.RecipeRow): Recipe {
  return { ...toRecipeSummary(row), ingredients: row.ingredients, steps: row.steps };
}

function toTrainerSummary(row: repo.TrainerRow): TrainerSummary {
  return {
    trainerId: row.trainerId,
    name: row.name,
    role: row.role as TrainerSummary["role"],
    speciality: row.speciality,
    image: row.image,
  };
}

function toTrainer(row: repo.TrainerRow): Trainer {
  return {
    ...toTrainerSummary(row),
    categories: row.categories as FitnessSubCategory[],
    bio: row.bio,
    experienceYears: row.experienceYears,
    rating: row.rating,
  };
}

function toVideo({ video, trainer }: { video: repo.VideoRow; trainer: repo.TrainerRow | null }): Video {
  return {
    videoId: video.videoId,
    title: video.title,
    category: video.category,
    subCategory: video.subCategory as FitnessSubCategory,
    durationSeconds: video.durationSeconds,
    level: video.level as Video["level"],
    thumbnail: video.thumbnail,
    mediaUrl: videoMediaUrl(video.videoId),
    exercises: video.exercises as Exercise[],
    trainer: trainer ? toTrainerSummary(trainer) : null,
  };
}

function toTestimonial(row: repo.TestimonialRow): Testimonial {
  return {
    testimonialId: row.testimonialId,
    name: row.name,
    city: row.city,
    quote: row.quote,
    rating: row.rating,
    category: row.category as TestimonialCategory,
    goal: row.goal as Goal | null,
    image: row.image,
    transformation: (row.transformation as Testimonial["transformation"]) ?? null,
  };
}

/** Whitespace-separated search terms; each must match. */
function termsOf(query: string | undefined): string[] {
  return query ? query.split(/\s+/).filter(Boolean).slice(0, 8) : [];
}

// Article paging: an opaque token naming the last article of the previous page.

const TOKEN_TEXT = /^(\d{1,15})\.([a-z0-9-]{1,120})$/;

export function encodeArticleToken(article: { publishedAt: number; slug: string }): string {
  return Buffer.from(`${article.publishedAt}.${article.slug}`).toString("base64url");
}

export function decodeArticleToken(token: string): { publishedAt: Date; slug: string } {
  const match = TOKEN_TEXT.exec(Buffer.from(token, "base64url").toString("utf8"));
  // Re-encoding must give the same token, so near-miss strings are refused rather than half-read.
  if (!match || encodeArticleToken({ publishedAt: Number(match[1]), slug: match[2] }) !== token) {
    throw invalid({ "querystring.nextToken": "is not a valid page token" });
  }
  return { publishedAt: new Date(Number(match[1])), slug: match[2] };
}

export async function listArticles(deps: Deps, query: ArticleListQuery) {
  const before = query.nextToken ? decodeArticleToken(query.nextToken) : undefined;
  const rows = await repo.listArticleSummaries(
    deps.db,
    { terms: termsOf(query.query), category: query.category, tag: query.tag, before },
    query.limit + 1,
    new Date(deps.now()),
  );
  const page = rows.slice(0, query.limit).map(toArticleSummary);
  const nextToken = rows.length > query.limit ? encodeArticleToken(page[page.length - 1]) : null;
  return { articles: page, nextToken };
}

const RELATED_ARTICLES = 3;

export async function getArticle(
  deps: Deps,
  slug: string,
): Promise<{ article: Article; related: ArticleSummary[] }> {
  const now = new Date(deps.now());
  const row = await repo.findArticle(deps.db, slug, now);
  if (!row) throw notFound("Article not found");
  const related = await repo.relatedArticleSummaries(deps.db, row, RELATED_ARTICLES, now);
  return {
    article: toArticle(row),
    related: related.map(toArticleSummary),
  };
}

export async function listRecipes(deps: Deps, query: { goal?: Goal; tag?: string }) {
  const rows = await repo.listRecipeSummaries(deps.db, query, new Date(deps.now()));
  return { recipes: rows.map(toRecipeSummary) };
}

export async function getRecipe(deps: Deps, slug: string): Promise<{ recipe: Recipe }> {
  const row = await repo.findRecipe(deps.db, slug, new Date(deps.now()));
  if (!row) throw notFound("Recipe not found");
  return { recipe: toRecipe(row) };
}

/** Sub-category in the product's order, then beginner to advanced. */
function byLibraryOrder(a: Video, b: Video): number {
  return (
    FITNESS_SUB_CATEGORIES.indexOf(a.subCategory) - FITNESS_SUB_CATEGORIES.indexOf(b.subCategory) ||
    VIDEO_LEVELS.indexOf(a.level) - VIDEO_LEVELS.indexOf(b.level) ||
    a.title.localeCompare(b.title)
  );
}

export async function videoLibrary(
  deps: Deps,
  query: { category?: string; subCategory?: FitnessSubCategory },
) {
  const rows = await repo.listVideos(deps.db, query, new Date(deps.now()));
  return { videos: rows.map(toVideo).sort(byLibraryOrder) };
}

export async function listTrainers(
  deps: Deps,
  query: { query?: string; role?: string; category?: FitnessSubCategory },
) {
  const rows = await repo.listTrainers(
    deps.db,
    {
      terms: termsOf(query.query),
      role: query.role,
      category: query.category,
    },
    new Date(deps.now()),
  );
  return { trainers: rows.map(toTrainer) };
}

/** Every exercise of the videos once, in the order first met, with the videos that use it. */
export function flattenExercises(videos: Video[]): Array<Exercise & { videoIds: string[] }> {
  const byName = new Map<string, Exercise & { videoIds: string[] }>();
  for (const video of videos) {
    for (const exercise of video.exercises) {
      const key = exercise.name.toLowerCase();
      const seen = byName.get(key);
      if (seen) {
        if (!seen.videoIds.includes(video.videoId)) seen.videoIds.push(video.videoId);
      } else {
        byName.set(key, { ...exercise, videoIds: [video.videoId] });
      }
    }
  }
  return [...byName.values()];
}

export async function subCategoryPage(deps: Deps, market: Market, subCategory: FitnessSubCategory) {
  const now = new Date(deps.now());
  const [landing, videoRows, trainerRows] = await Promise.all([
    repo.findLanding(deps.db, fitnessSubCategoryPageKey(subCategory), market, now),
    repo.listVideos(deps.db, { subCategory }, now),
    repo.listTrainers(deps.db, { terms: [], category: subCategory }, now),
  ]);
  if (!landing) throw notFound("Page not found");
  const page = landingDataSchema.parse(landing.data);
  const videos = videoRows.map(toVideo).sort(byLibraryOrder);
  return {
    subCategory,
    layout: { seo: page.seo, hero: page.hero, description: page.description ?? page.hero.subtitle },
    videos,
    trainers: trainerRows.map(toTrainer),
    exercises: flattenExercises(videos),
  };
}

export async function listTestimonials(deps: Deps, query: { category?: string; goal?: Goal }) {
  const rows = await repo.listTestimonials(deps.db, query, new Date(deps.now()));
  return { testimonials: rows.map(toTestimonial) };
}

export async function transformationStories(deps: Deps, query: { goal?: Goal }) {
  const rows = await repo.listTestimonials(
    deps.db,
    { goal: query.goal, transformationsOnly: true },
    new Date(deps.now()),
  );
  return {
    stories: rows.flatMap((row) => {
      const t = toTestimonial(row);
      return t.transformation ? [{ ...t, transformation: t.transformation }] : [];
    }),
  };
}

export async function influencerVideos(deps: Deps) {
  const rows = await repo.listInfluencerVideos(deps.db, new Date(deps.now()));
  return {
    videos: rows.map((r) => ({
      videoId: r.videoId,
      creator: r.creator,
      handle: r.handle,
      title: r.title,
      thumbnail: r.thumbnail,
      mediaUrl: videoMediaUrl(r.videoId),
      durationSeconds: r.durationSeconds,
      productSlug: r.productSlug,
    })),
  };
}

// Dynamic pages.

const LANDING_KEYS: ReadonlySet<string> = new Set(LANDING_PAGE_KEYS);

export async function landing(deps: Deps, market: Market, pageKey: string) {
  const row = LANDING_KEYS.has(pageKey)
    ? await repo.findLanding(deps.db, pageKey, market, new Date(deps.now()))
    : undefined;
  if (!row) throw notFound("Page not found");
  const goalPage = goalLandingDataSchema.safeParse(row.data);
  return { pageKey, market, data: goalPage.success ? goalPage.data : landingDataSchema.parse(row.data) };
}

export async function goalsLanding(deps: Deps, market: Market) {
  const rows = await repo.findLandings(deps.db, GOALS.map(goalPageKey), market, new Date(deps.now()));
  const byKey = new Map(rows.map((r) => [r.pageKey, goalLandingDataSchema.parse(r.data)]));
  return {
    goals: GOALS.flatMap((goal) => {
      const page = byKey.get(goalPageKey(goal));
      if (!page) return [];
      return [
        {
          goal,
          title: page.card.title,
          description: page.card.description,
          image: page.card.image,
          programSlug: page.programSlug,
          pageKey: goalPageKey(goal),
        },
      ];
    }),
  };
}

/**
 * A goal page for one plan kind and programme: the hero speaks to the kind (fitness, nutrition or both)
 * and the programme (Young at Heart adds its pacing note), and plan carousels ask for those plans.
 */
export async function goalLanding(
  deps: Deps,
  market: Market,
  query: { goal: Goal; product?: PlanKind; program?: ProgramType },
) {
  const row = await repo.findLanding(deps.db, goalPageKey(query.goal), market, new Date(deps.now()));
  if (!row) throw notFound("Page not found");
  const page = goalLandingDataSchema.parse(row.data);
  const product = query.product ?? page.defaultKind;
  const program = query.program ?? "ISSUE_BASED_PLAN";
  const kindCopy = page.kinds[product];
  const programCopy = page.programs[program];
  return {
    goal: query.goal,
    product,
    program,
    programSlug: page.programSlug,
    market,
    seo: page.seo,
    hero: {
      ...page.hero,
      eyebrow: programCopy.eyebrow,
      title: kindCopy.title,
      subtitle: programCopy.note ? `${kindCopy.subtitle} ${programCopy.note}` : kindCopy.subtitle,
    },
    blocks: page.blocks.map((block) =>
      block.type === "planCarousel"
        ? { ...block, goal: query.goal, kind: product, programType: program }
        : block,
    ),
  };
}

export async function splash(deps: Deps, market: Market) {
  const row = await repo.findLanding(deps.db, SPLASH_PAGE_KEY, market, new Date(deps.now()));
  if (!row) throw notFound("Page not found");
  return { ...splashDataSchema.parse(row.data), market };
}

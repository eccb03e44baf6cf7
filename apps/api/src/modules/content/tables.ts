import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Publishing (docs/api.md, "Back office: content"): `state` is DRAFT, LIVE or UNPUBLISHED; a LIVE row shows
 * on the storefront once `publish_at` has passed (null: published before scheduling existed). `updated_at`
 * orders the back office's lists.
 */
const publishing = () => ({
  state: text("state").notNull().default("LIVE"),
  publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const articles = pgTable(
  "articles",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Paragraphs and headings: [{type: "p" | "h2" | "ul", text | items}]. */
    body: jsonb("body").$type<Array<Record<string, unknown>>>().notNull(),
    category: text("category").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    author: text("author").notNull(),
    image: text("image").notNull(),
    readMinutes: integer("read_minutes").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Staff-written rich text, sanitised before it is stored (docs/decisions/0037); shown instead of body. */
    bodyHtml: text("body_html"),
    ...publishing(),
  },
  (t) => [
    index("articles_category_idx").on(t.category, t.publishedAt),
    index("articles_visible_idx").on(t.state, t.publishAt),
    index("articles_updated_idx").on(t.updatedAt, t.slug),
  ],
);

export const recipes = pgTable(
  "recipes",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    goal: text("goal"),
    prepMinutes: integer("prep_minutes").notNull(),
    calories: integer("calories").notNull(),
    proteinGrams: integer("protein_grams").notNull(),
    ingredients: text("ingredients").array().notNull(),
    steps: text("steps").array().notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    ...publishing(),
  },
  (t) => [
    index("recipes_visible_idx").on(t.state, t.publishAt),
    index("recipes_updated_idx").on(t.updatedAt, t.slug),
  ],
);

export const trainers = pgTable(
  "trainers",
  {
    trainerId: text("trainer_id").primaryKey(),
    name: text("name").notNull(),
    /** DOCTOR or TRAINER: the consultant's role. */
    role: text("role").notNull(),
    speciality: text("speciality").notNull(),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    bio: text("bio").notNull(),
    image: text("image").notNull(),
    experienceYears: integer("experience_years").notNull(),
    rating: real("rating").notNull(),
    ...publishing(),
  },
  (t) => [
    index("trainers_visible_idx").on(t.state, t.publishAt),
    index("trainers_updated_idx").on(t.updatedAt, t.trainerId),
  ],
);

export const videos = pgTable(
  "videos",
  {
    videoId: text("video_id").primaryKey(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    subCategory: text("sub_category").notNull(),
    trainerId: text("trainer_id").references(() => trainers.trainerId),
    durationSeconds: integer("duration_seconds").notNull(),
    level: text("level").notNull(),
    thumbnail: text("thumbnail").notNull(),
    /** Exercises in order: [{name, reps?, seconds?}]. */
    exercises: jsonb("exercises").$type<Array<Record<string, unknown>>>().notNull().default([]),
    ...publishing(),
  },
  (t) => [
    index("videos_category_idx").on(t.category, t.subCategory),
    index("videos_visible_idx").on(t.state, t.publishAt),
    index("videos_updated_idx").on(t.updatedAt, t.videoId),
  ],
);

export const testimonials = pgTable(
  "testimonials",
  {
    testimonialId: text("testimonial_id").primaryKey(),
    name: text("name").notNull(),
    city: text("city").notNull(),
    quote: text("quote").notNull(),
    rating: integer("rating").notNull(),
    category: text("category").notNull(),
    goal: text("goal"),
    image: text("image").notNull(),
    /** Set for transformation stories: {before, after, durationWeeks, metric}. */
    transformation: jsonb("transformation").$type<Record<string, unknown>>(),
    ...publishing(),
  },
  (t) => [
    index("testimonials_visible_idx").on(t.state, t.publishAt),
    index("testimonials_updated_idx").on(t.updatedAt, t.testimonialId),
  ],
);

export const influencerVideos = pgTable(
  "influencer_videos",
  {
    videoId: text("video_id").primaryKey(),
    creator: text("creator").notNull(),
    handle: text("handle").notNull(),
    title: text("title").notNull(),
    thumbnail: text("thumbnail").notNull(),
    durationSeconds: integer("duration_seconds").notNull(),
    productSlug: text("product_slug"),
    ...publishing(),
  },
  (t) => [
    index("influencer_videos_visible_idx").on(t.state, t.publishAt),
    index("influencer_videos_updated_idx").on(t.updatedAt, t.videoId),
  ],
);

/** Landing-page data blocks per page and market (docs/product.md, pages). */
export const landings = pgTable(
  "landings",
  {
    pageKey: text("page_key").notNull(),
    market: text("market").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    ...publishing(),
  },
  (t) => [
    primaryKey({ columns: [t.pageKey, t.market] }),
    index("landings_updated_idx").on(t.updatedAt, t.market, t.pageKey),
  ],
);

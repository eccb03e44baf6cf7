import { z } from "zod";
import { CONSULTANT_ROLES, FITNESS_SUB_CATEGORIES, GOALS } from "../enums.ts";
import { MARKETS } from "../markets.ts";
import { epochMsSchema } from "./common.ts";
import {
  ARTICLE_CATEGORIES,
  exerciseSchema,
  faqSchema,
  LANDING_PAGE_KEYS,
  SPLASH_PAGE_KEY,
  TESTIMONIAL_CATEGORIES,
  transformationSchema,
  VIDEO_LEVELS,
} from "./content.ts";

// The back office's content screens (docs/api.md, "Back office: content"): what staff with `content`
// create, edit, schedule and unpublish.

/** The kinds of content the back office edits, as they appear in URLs. */
export const CONTENT_KINDS = [
  "article",
  "recipe",
  "video",
  "trainer",
  "testimonial",
  "influencer-video",
  "faq",
  "landing",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_NAMES: Record<ContentKind, string> = {
  article: "Articles",
  recipe: "Recipes",
  video: "Videos",
  trainer: "Trainers",
  testimonial: "Testimonials",
  "influencer-video": "Influencer videos",
  faq: "FAQs",
  landing: "Landing blocks",
};

/**
 * Where an item stands: a DRAFT was never published; SCHEDULED is published with a publish time still to
 * come; PUBLISHED is on the storefront; UNPUBLISHED was taken off it. The storefront shows only PUBLISHED.
 */
export const CONTENT_STATUSES = ["DRAFT", "SCHEDULED", "PUBLISHED", "UNPUBLISHED"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_PAGE_SIZE = 20;
/** The longest rich text (HTML) staff may save, in characters. */
export const RICH_TEXT_MAX = 100_000;

const required = (max: number) => z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);
const slug = z
  .string()
  .trim()
  .min(2, "At least 2 characters")
  .max(120, "At most 120 characters")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Lowercase letters, digits and single hyphens");
const identifier = z
  .string()
  .trim()
  .min(2, "At least 2 characters")
  .max(80, "At most 80 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Letters, digits, hyphens and underscores");
/** An image the shop serves itself (/images/...) or an https address. */
const image = z
  .string()
  .trim()
  .max(500, "At most 500 characters")
  .regex(/^(\/images\/[\w./-]+|https:\/\/[^\s"'<>]+)$/, "An /images/... path or an https:// address");
const lines = (maxItems: number, maxLength: number) =>
  z
    .array(z.string().trim().max(maxLength, `Each at most ${maxLength} characters`))
    .transform((items) => items.filter(Boolean))
    .pipe(z.array(z.string()).max(maxItems, `At most ${maxItems}`));
const count = (max: number) =>
  z.coerce.number().int("A whole number").min(0, "0 or more").max(max, `At most ${max}`);

export const articleFieldsSchema = z.object({
  kind: z.literal("article"),
  slug,
  title: required(200),
  excerpt: required(500),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: lines(12, 40),
  author: required(120),
  image,
  readMinutes: z.coerce.number().int("A whole number").min(1, "At least 1").max(120, "At most 120"),
  /** Rich text: sanitised on the server (docs/decisions/0037-content-sanitising.md). */
  bodyHtml: z.string().trim().min(1, "Write the article").max(RICH_TEXT_MAX, "Too long"),
});

export const recipeFieldsSchema = z.object({
  kind: z.literal("recipe"),
  slug,
  title: required(200),
  description: required(1000),
  image,
  goal: z.enum(GOALS).nullable(),
  prepMinutes: count(600),
  calories: count(5000),
  proteinGrams: count(500),
  ingredients: lines(60, 200).pipe(z.array(z.string()).min(1, "At least one ingredient")),
  steps: lines(40, 1000).pipe(z.array(z.string()).min(1, "At least one step")),
  tags: lines(12, 40),
});

export const trainerFieldsSchema = z.object({
  kind: z.literal("trainer"),
  trainerId: identifier,
  name: required(120),
  role: z.enum(CONSULTANT_ROLES),
  speciality: required(200),
  categories: z.array(z.enum(FITNESS_SUB_CATEGORIES)).max(FITNESS_SUB_CATEGORIES.length),
  bio: required(2000),
  image,
  experienceYears: count(70),
  rating: z.coerce.number().min(0, "0 to 5").max(5, "0 to 5"),
});

export const videoFieldsSchema = z.object({
  kind: z.literal("video"),
  videoId: identifier,
  title: required(200),
  category: required(60),
  subCategory: z.enum(FITNESS_SUB_CATEGORIES),
  trainerId: identifier.nullable(),
  durationSeconds: count(36_000).pipe(z.number().min(1, "At least 1 second")),
  level: z.enum(VIDEO_LEVELS),
  thumbnail: image,
  exercises: z.array(exerciseSchema).max(60),
});

export const testimonialFieldsSchema = z.object({
  kind: z.literal("testimonial"),
  testimonialId: identifier,
  name: required(120),
  city: required(120),
  quote: required(1000),
  rating: z.coerce.number().int("A whole number").min(1, "1 to 5").max(5, "1 to 5"),
  category: z.enum(TESTIMONIAL_CATEGORIES),
  goal: z.enum(GOALS).nullable(),
  image,
  transformation: transformationSchema.nullable(),
});

export const influencerVideoFieldsSchema = z.object({
  kind: z.literal("influencer-video"),
  videoId: identifier,
  creator: required(120),
  handle: required(60),
  title: required(200),
  thumbnail: image,
  durationSeconds: count(36_000).pipe(z.number().min(1, "At least 1 second")),
  productSlug: slug.nullable(),
});

export const LANDING_EDITABLE_KEYS = [...LANDING_PAGE_KEYS, SPLASH_PAGE_KEY] as const;

/**
 * A landing page's data for one market, as JSON: checked against the page's own schema by the server
 * (goal pages, the splash and the other landings differ).
 */
export const landingFieldsSchema = z.object({
  kind: z.literal("landing"),
  pageKey: z.enum(LANDING_EDITABLE_KEYS),
  market: z.enum(MARKETS),
  data: z.record(z.string(), z.unknown()),
});

export const faqItemSchema = faqSchema.extend({
  question: required(300),
  answer: required(3000),
});

/**
 * A page's FAQs: FAQs live in their landing page's `faqs` and `faqGroups` blocks, so editing them replaces
 * those blocks, in order, and they are published with their page.
 */
export const faqFieldsSchema = z.object({
  kind: z.literal("faq"),
  pageKey: z.enum(LANDING_EDITABLE_KEYS),
  market: z.enum(MARKETS),
  blocks: z
    .array(
      z.discriminatedUnion("type", [
        z.object({
          type: z.literal("faqs"),
          title: required(200),
          subtitle: z.string().max(300).optional(),
          items: z.array(faqItemSchema).min(1, "At least one question"),
        }),
        z.object({
          type: z.literal("faqGroups"),
          title: required(200),
          subtitle: z.string().max(300).optional(),
          groups: z.array(z.object({ title: required(200), items: z.array(faqItemSchema).min(1) })).min(1),
        }),
      ]),
    )
    .min(1, "At least one FAQ block"),
});

/** The body of a create (POST) or an edit (PATCH): the kind and the item's fields. */
export const contentFieldsSchema = z.discriminatedUnion("kind", [
  articleFieldsSchema,
  recipeFieldsSchema,
  trainerFieldsSchema,
  videoFieldsSchema,
  testimonialFieldsSchema,
  influencerVideoFieldsSchema,
  faqFieldsSchema,
  landingFieldsSchema,
]);
export type ContentFields = z.infer<typeof contentFieldsSchema>;
export type ContentFieldsOf<K extends ContentKind> = Extract<ContentFields, { kind: K }>;

/** Each kind's fields schema, for forms. */
export const CONTENT_FIELDS_SCHEMAS = {
  article: articleFieldsSchema,
  recipe: recipeFieldsSchema,
  trainer: trainerFieldsSchema,
  video: videoFieldsSchema,
  testimonial: testimonialFieldsSchema,
  "influencer-video": influencerVideoFieldsSchema,
  faq: faqFieldsSchema,
  landing: landingFieldsSchema,
} as const satisfies Record<ContentKind, z.ZodType>;

export const contentKindSchema = z.enum(CONTENT_KINDS);

export const contentListQuerySchema = z.object({
  kind: contentKindSchema.default("article"),
  status: z.enum(CONTENT_STATUSES).optional(),
  /** Part of the title (a landing's page key). */
  q: z.string().trim().min(1).max(80).optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CONTENT_PAGE_SIZE),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentParamsSchema = z.object({
  kind: contentKindSchema,
  id: z.string().min(1).max(160),
});
export const contentKindParamsSchema = z.object({ kind: contentKindSchema });

/** A row of the staff list. */
export const contentSummarySchema = z.object({
  kind: contentKindSchema,
  id: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** When it shows (or showed) on the storefront; null for a draft, or published before scheduling existed. */
  publishAt: epochMsSchema.nullable(),
  updatedAt: epochMsSchema,
  /** The storefront page showing it, without market prefix; null when it has no page of its own. */
  storefrontPath: z.string().nullable(),
});
export type ContentSummary = z.infer<typeof contentSummarySchema>;

export const contentListResponseSchema = z.object({
  items: z.array(contentSummarySchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

/** One item with its fields as the form edits them (rich text already sanitised). */
export const contentItemResponseSchema = z.object({
  item: contentSummarySchema,
  /** The kind's fields (contentFieldsSchema). */
  fields: z.record(z.string(), z.unknown()),
});
export type ContentItemResponse = z.infer<typeof contentItemResponseSchema>;

/** Publish now (no publishAt) or at a time to come. */
export const contentPublishBodySchema = z.object({
  publishAt: epochMsSchema.optional(),
});
export type ContentPublishBody = z.infer<typeof contentPublishBodySchema>;

/** The storefront id of an item: landings and their FAQs are named `MARKET:pageKey`. */
export function landingContentId(market: string, pageKey: string): string {
  return `${market}:${pageKey}`;
}

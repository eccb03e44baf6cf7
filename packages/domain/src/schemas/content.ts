import { z } from "zod";
import {
  CATEGORY_SLUGS,
  CONSULTANT_ROLES,
  FITNESS_SUB_CATEGORIES,
  GOALS,
  PLAN_KINDS,
  PROGRAM_TYPES,
} from "../enums.ts";
import { MARKETS } from "../markets.ts";
import { fitnessSubCategoryPageKey, goalPageKey } from "../page-keys.ts";

// Content and dynamic pages (docs/api.md, content): requests and responses.

export const ARTICLE_CATEGORIES = ["fitness", "nutrition", "skin", "sleep", "metabolic"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** The product area a testimonial speaks about. */
export const TESTIMONIAL_CATEGORIES = ["ring", "cgm", "smart-scale", "skin", "nutrition", "fitness"] as const;
export type TestimonialCategory = (typeof TESTIMONIAL_CATEGORIES)[number];

export const VIDEO_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;

/** Free-text search: blank means no search. */
const searchText = z
  .string()
  .trim()
  .max(100, "must be at most 100 characters")
  .optional()
  .transform((v) => (v ? v : undefined));

/** Accepts the enum value in any case and with hyphens for underscores (URLs use yoga, mat-pilates). */
function looseEnum<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .max(60)
    .transform((s) => s.trim().toUpperCase().replaceAll("-", "_"))
    .pipe(z.enum(values));
}

export const fitnessSubCategoryParamSchema = looseEnum(FITNESS_SUB_CATEGORIES);
export const goalParamSchema = looseEnum(GOALS);
export const planKindParamSchema = looseEnum(PLAN_KINDS);
export const programTypeParamSchema = looseEnum(PROGRAM_TYPES);

// Articles

export const articleBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("h2"), text: z.string() }),
  z.object({ type: z.literal("p"), text: z.string() }),
  z.object({ type: z.literal("ul"), items: z.array(z.string()) }),
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

export const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  tags: z.array(z.string()),
  author: z.string(),
  image: z.string(),
  readMinutes: z.number().int(),
  /** Epoch ms. */
  publishedAt: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  body: z.array(articleBlockSchema),
  /** Staff-written rich text, sanitised by the server; when set it is the article's body. */
  bodyHtml: z.string().nullable(),
});
export type Article = z.infer<typeof articleSchema>;

export const articleListQuerySchema = z.object({
  query: searchText,
  category: z.enum(ARTICLE_CATEGORIES).optional(),
  tag: z.string().trim().min(1).max(40).optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;

export const articleListResponseSchema = z.object({
  articles: z.array(articleSummarySchema),
  nextToken: z.string().nullable(),
});

export const slugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

export const articleResponseSchema = z.object({
  article: articleSchema,
  related: z.array(articleSummarySchema),
});

// Recipes

export const recipeSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  goal: z.enum(GOALS).nullable(),
  prepMinutes: z.number().int(),
  calories: z.number().int(),
  proteinGrams: z.number().int(),
  tags: z.array(z.string()),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeSchema = recipeSummarySchema.extend({
  ingredients: z.array(z.string()),
  steps: z.array(z.string()),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const recipeListQuerySchema = z.object({
  goal: goalParamSchema.optional(),
  tag: z.string().trim().min(1).max(40).optional(),
});
export const recipeListResponseSchema = z.object({ recipes: z.array(recipeSummarySchema) });
export const recipeResponseSchema = z.object({ recipe: recipeSchema });

// Trainers and videos

export const trainerSummarySchema = z.object({
  trainerId: z.string(),
  name: z.string(),
  role: z.enum(CONSULTANT_ROLES),
  speciality: z.string(),
  image: z.string(),
});
export type TrainerSummary = z.infer<typeof trainerSummarySchema>;

export const trainerSchema = trainerSummarySchema.extend({
  categories: z.array(z.enum(FITNESS_SUB_CATEGORIES)),
  bio: z.string(),
  experienceYears: z.number().int(),
  rating: z.number(),
});
export type Trainer = z.infer<typeof trainerSchema>;

export const trainerListQuerySchema = z.object({
  query: searchText,
  role: z.enum(CONSULTANT_ROLES).optional(),
  category: fitnessSubCategoryParamSchema.optional(),
});
export const trainerListResponseSchema = z.object({ trainers: z.array(trainerSchema) });

export const exerciseSchema = z.object({
  name: z.string(),
  reps: z.number().int().optional(),
  seconds: z.number().int().optional(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const videoSchema = z.object({
  videoId: z.string(),
  title: z.string(),
  category: z.string(),
  subCategory: z.enum(FITNESS_SUB_CATEGORIES),
  durationSeconds: z.number().int(),
  level: z.enum(VIDEO_LEVELS),
  thumbnail: z.string(),
  /** The clip itself, a file the shop serves (WebM). */
  mediaUrl: z.string(),
  exercises: z.array(exerciseSchema),
  trainer: trainerSummarySchema.nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const videoLibraryQuerySchema = z.object({
  category: z.enum(CATEGORY_SLUGS).optional(),
  subCategory: fitnessSubCategoryParamSchema.optional(),
});
export const videoLibraryResponseSchema = z.object({ videos: z.array(videoSchema) });

export const subCategoryParamsSchema = z.object({ subCategory: fitnessSubCategoryParamSchema });

// Testimonials and influencer videos

export const transformationSchema = z.object({
  before: z.string(),
  after: z.string(),
  metric: z.string(),
  durationWeeks: z.number().int(),
});

export const testimonialSchema = z.object({
  testimonialId: z.string(),
  name: z.string(),
  city: z.string(),
  quote: z.string(),
  rating: z.number().int(),
  category: z.enum(TESTIMONIAL_CATEGORIES),
  goal: z.enum(GOALS).nullable(),
  image: z.string(),
  transformation: transformationSchema.nullable(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListQuerySchema = z.object({
  category: z.enum(TESTIMONIAL_CATEGORIES).optional(),
  goal: goalParamSchema.optional(),
});
export const testimonialListResponseSchema = z.object({ testimonials: z.array(testimonialSchema) });

export const transformationStoriesQuerySchema = z.object({ goal: goalParamSchema.optional() });
export const transformationStoriesResponseSchema = z.object({
  stories: z.array(testimonialSchema.extend({ transformation: transformationSchema })),
});

export const influencerVideoSchema = z.object({
  videoId: z.string(),
  creator: z.string(),
  handle: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  /** The clip itself, a file the shop serves (WebM). */
  mediaUrl: z.string(),
  durationSeconds: z.number().int(),
  productSlug: z.string().nullable(),
});
export type InfluencerVideo = z.infer<typeof influencerVideoSchema>;
export const influencerVideosResponseSchema = z.object({ videos: z.array(influencerVideoSchema) });

// Landing pages. Hrefs are storefront paths without the market prefix (the storefront adds /ae or /us);
// products are named by catalogue slug and resolved through the catalogue API; no prices or currencies.

const ctaSchema = z.object({ label: z.string(), href: z.string() });

export const landingHeroSchema = z.object({
  eyebrow: z.string().optional(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  cta: ctaSchema,
  secondaryCta: ctaSchema.optional(),
  badges: z.array(z.string()).optional(),
});
export type LandingHero = z.infer<typeof landingHeroSchema>;

export const faqSchema = z.object({ question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

const titled = { title: z.string(), subtitle: z.string().optional() };

export const landingBlockSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("stats"),
    ...titled,
    items: z.array(z.object({ value: z.string(), label: z.string() })),
  }),
  z.object({
    type: z.literal("benefits"),
    ...titled,
    items: z.array(z.object({ title: z.string(), text: z.string(), image: z.string().optional() })),
  }),
  z.object({
    type: z.literal("howItWorks"),
    ...titled,
    steps: z.array(z.object({ title: z.string(), text: z.string() })),
  }),
  z.object({ type: z.literal("faqs"), ...titled, items: z.array(faqSchema) }),
  z.object({
    type: z.literal("faqGroups"),
    ...titled,
    groups: z.array(z.object({ title: z.string(), items: z.array(faqSchema) })),
  }),
  z.object({
    type: z.literal("tiles"),
    ...titled,
    items: z.array(z.object({ title: z.string(), text: z.string(), image: z.string(), href: z.string() })),
  }),
  z.object({
    type: z.literal("banner"),
    ...titled,
    text: z.string(),
    image: z.string(),
    cta: ctaSchema,
  }),
  z.object({ type: z.literal("richText"), ...titled, paragraphs: z.array(z.string()) }),
  z.object({ type: z.literal("productCarousel"), ...titled, productSlugs: z.array(z.string()) }),
  z.object({
    type: z.literal("planCarousel"),
    ...titled,
    goal: z.enum(GOALS).optional(),
    kind: z.enum(PLAN_KINDS).optional(),
    programType: z.enum(PROGRAM_TYPES).optional(),
  }),
  z.object({ type: z.literal("articleList"), ...titled, articleSlugs: z.array(z.string()) }),
  z.object({ type: z.literal("recipeList"), ...titled, recipeSlugs: z.array(z.string()) }),
  z.object({ type: z.literal("testimonials"), ...titled, testimonialIds: z.array(z.string()) }),
  z.object({ type: z.literal("transformationStories"), ...titled, testimonialIds: z.array(z.string()) }),
  z.object({ type: z.literal("trainers"), ...titled, trainerIds: z.array(z.string()) }),
  z.object({ type: z.literal("videos"), ...titled, videoIds: z.array(z.string()) }),
  z.object({ type: z.literal("influencerVideos"), ...titled, videoIds: z.array(z.string()) }),
]);
export type LandingBlock = z.infer<typeof landingBlockSchema>;

export const landingSeoSchema = z.object({ title: z.string(), description: z.string() });

export const landingDataSchema = z.object({
  seo: landingSeoSchema,
  hero: landingHeroSchema,
  /** Fitness sub-category pages: the intro shown under the hero. */
  description: z.string().optional(),
  blocks: z.array(landingBlockSchema),
});
export type LandingData = z.infer<typeof landingDataSchema>;

/** A goal page: the landing plus its card on the goals list and its copy per plan kind and program. */
export const goalLandingDataSchema = landingDataSchema.extend({
  goal: z.enum(GOALS),
  programSlug: z.string(),
  card: z.object({ title: z.string(), description: z.string(), image: z.string() }),
  defaultKind: z.enum(PLAN_KINDS),
  kinds: z.record(z.enum(PLAN_KINDS), z.object({ title: z.string(), subtitle: z.string() })),
  /** The hero's eyebrow per programme type, and a line added to the subtitle (Young at Heart's pacing). */
  programs: z.record(z.enum(PROGRAM_TYPES), z.object({ eyebrow: z.string(), note: z.string().optional() })),
});
export type GoalLandingData = z.infer<typeof goalLandingDataSchema>;

export const splashDataSchema = z.object({
  announcements: z.array(z.object({ id: z.string(), text: z.string(), href: z.string().optional() })),
  featured: z.array(
    z.object({ title: z.string(), subtitle: z.string(), image: z.string(), href: z.string() }),
  ),
});
export type SplashData = z.infer<typeof splashDataSchema>;

/** Every page served by GET /api/dynamic-pages/v1/landing/{pageKey}. */
export const LANDING_PAGE_KEYS = [
  "home",
  "fitness",
  "fitbot",
  "goal-habit",
  "young-at-heart",
  "nutrition",
  "skin",
  "ring",
  "skin-product-detail",
  "skin-all-products",
  "plans",
  "cgm",
  "smart-scale",
  "marketplace-skin",
  "blood-work",
  "diabetes-reversal",
  "about-us",
  "faqs",
  ...GOALS.map(goalPageKey),
  ...FITNESS_SUB_CATEGORIES.map(fitnessSubCategoryPageKey),
] as const;

/** The splash data's row in the landings table (served by GET /api/dynamic-pages/splash/v1). */
export const SPLASH_PAGE_KEY = "splash";

export const landingParamsSchema = z.object({ pageKey: z.string().min(1).max(80) });
export const landingResponseSchema = z.object({
  pageKey: z.string(),
  market: z.enum(MARKETS),
  data: z.union([goalLandingDataSchema, landingDataSchema]),
});

export const goalsLandingResponseSchema = z.object({
  goals: z.array(
    z.object({
      goal: z.enum(GOALS),
      title: z.string(),
      description: z.string(),
      image: z.string(),
      programSlug: z.string(),
      pageKey: z.string(),
    }),
  ),
});

export const goalLandingQuerySchema = z.object({
  goal: goalParamSchema,
  product: planKindParamSchema.optional(),
  program: programTypeParamSchema.optional(),
});

export const goalLandingResponseSchema = z.object({
  goal: z.enum(GOALS),
  product: z.enum(PLAN_KINDS),
  program: z.enum(PROGRAM_TYPES),
  programSlug: z.string(),
  market: z.enum(MARKETS),
  seo: landingSeoSchema,
  hero: landingHeroSchema,
  blocks: z.array(landingBlockSchema),
});

export const splashResponseSchema = splashDataSchema.extend({ market: z.enum(MARKETS) });

export const subCategoryPageResponseSchema = z.object({
  subCategory: z.enum(FITNESS_SUB_CATEGORIES),
  layout: z.object({ seo: landingSeoSchema, hero: landingHeroSchema, description: z.string() }),
  videos: z.array(videoSchema),
  trainers: z.array(trainerSchema),
  exercises: z.array(exerciseSchema.extend({ videoIds: z.array(z.string()) })),
});

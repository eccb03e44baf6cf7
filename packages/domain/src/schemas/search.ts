import { z } from "zod";
import { GOALS, PLAN_KINDS, PLAN_TIERS, PROGRAM_TYPES } from "../enums.ts";
import { skuSchema } from "./catalogue.ts";
import { currencySchema, epochMsSchema, moneySchema } from "./common.ts";

export const SEARCH_VALUE_MAX_LENGTH = 100;

export const searchBodySchema = z.object({
  searchValue: z.string().trim().min(1).max(SEARCH_VALUE_MAX_LENGTH),
});
export type SearchBody = z.infer<typeof searchBodySchema>;

export const searchArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  image: z.string(),
  readMinutes: z.number().int(),
  publishedAt: epochMsSchema,
});
export type SearchArticle = z.infer<typeof searchArticleSchema>;

export const searchPlanSchema = z.object({
  planId: z.string(),
  slug: z.string(),
  name: z.string(),
  tier: z.enum(PLAN_TIERS),
  kind: z.enum(PLAN_KINDS),
  goal: z.enum(GOALS),
  programType: z.enum(PROGRAM_TYPES),
  months: z.number().int(),
  basePrice: moneySchema,
  discountPrice: moneySchema,
  currency: currencySchema,
});
export type SearchPlan = z.infer<typeof searchPlanSchema>;

export const advancedSearchResponseSchema = z.object({
  /** Each found product as its listed Sku in the caller's market. */
  products: z.array(skuSchema),
  articles: z.array(searchArticleSchema),
  plans: z.array(searchPlanSchema),
});
export type AdvancedSearchResult = z.infer<typeof advancedSearchResponseSchema>;

export const catalogueSearchResponseSchema = z.object({ products: z.array(skuSchema) });

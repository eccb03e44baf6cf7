import type {
  AdvancedSearchResult,
  Goal,
  Market,
  PlanKind,
  PlanTier,
  ProgramType,
  SearchPlan,
  Sku,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { skusByIds } from "../catalogue/service.ts";
import { type PlanHit, searchArticles, searchPlans, searchProductSkuIds } from "./repository.ts";
import { searchTerms } from "./terms.ts";

const PRODUCT_LIMIT = 24;
const ARTICLE_LIMIT = 8;
const PLAN_LIMIT = 8;

function toSearchPlan(hit: PlanHit): SearchPlan {
  return {
    ...hit,
    tier: hit.tier as PlanTier,
    kind: hit.kind as PlanKind,
    goal: hit.goal as Goal,
    programType: hit.programType as ProgramType,
    currency: hit.currency as SearchPlan["currency"],
  };
}

/** Matching products sold in the market, as Skus priced and stocked there, best match first. */
async function findProducts(deps: Deps, market: Market, searchValue: string): Promise<Sku[]> {
  const skuIds = await searchProductSkuIds(deps.db, market, searchTerms(searchValue), PRODUCT_LIMIT);
  return skusByIds(deps, market, skuIds);
}

export async function catalogueSearch(deps: Deps, market: Market, searchValue: string) {
  return { products: await findProducts(deps, market, searchValue) };
}

export async function advancedSearch(
  deps: Deps,
  market: Market,
  searchValue: string,
): Promise<AdvancedSearchResult> {
  const terms = searchTerms(searchValue);
  const products = await findProducts(deps, market, searchValue);
  const articles = await searchArticles(deps.db, terms, ARTICLE_LIMIT, new Date(deps.now()));
  const plans = await searchPlans(deps.db, market, terms, PLAN_LIMIT);
  return { products, articles, plans: plans.map(toSearchPlan) };
}

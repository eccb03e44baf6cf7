import {
  FITNESS_SUB_CATEGORIES,
  fitnessSubCategoryPageKey,
  GOALS,
  goalLandingDataSchema,
  goalPageKey,
  type LandingBlock,
  type LandingData,
  landingDataSchema,
  MARKETS,
  type Market,
  SPLASH_PAGE_KEY,
  splashDataSchema,
} from "@ojas/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { rowsOf } from "../rows.ts";
import { landings } from "../schema.ts";
import { BLOOD_WORK_PRODUCTS } from "./catalogue-bloodwork.ts";
import { FITNESS_PRODUCTS } from "./catalogue-fitness.ts";
import { aboutUsLanding, faqsLanding, homeLanding, splashData } from "./landings-brand.ts";
import {
  bloodWorkLanding,
  cgmLanding,
  nutritionLanding,
  ringLanding,
  smartScaleLanding,
} from "./landings-devices.ts";
import { goalLanding } from "./landings-goals.ts";
import { type LocalCopy, localCopy } from "./landings-market.ts";
import {
  diabetesReversalLanding,
  fitbotLanding,
  fitnessLanding,
  fitnessSubCategoryLanding,
  goalHabitLanding,
  plansLanding,
  youngAtHeartLanding,
} from "./landings-programs.ts";
import {
  marketplaceSkinLanding,
  skinAllProductsLanding,
  skinLanding,
  skinProductDetailLanding,
} from "./landings-skin.ts";

/** Product slugs with a price in the market: a landing never shows a product the market does not sell. */
async function soldSlugs(db: Db, market: Market): Promise<Set<string>> {
  const rows = rowsOf<{ slug: string }>(
    await db.execute(sql`
      select distinct p.slug from products p
      join skus s on s.product_id = p.product_id
      join sku_prices sp on sp.sku_id = s.sku_id and sp.market = ${market}`),
  );
  return new Set(rows.map((r) => r.slug));
}

function onlySold(blocks: LandingBlock[], sold: Set<string>): LandingBlock[] {
  return blocks.flatMap((block): LandingBlock[] => {
    if (block.type !== "productCarousel") return [block];
    const productSlugs = block.productSlugs.filter((s) => sold.has(s));
    return productSlugs.length > 0 ? [{ ...block, productSlugs }] : [];
  });
}

function pagesFor(l: LocalCopy, sold: Set<string>): Record<string, LandingData> {
  const bloodWork = BLOOD_WORK_PRODUCTS.map((p) => p.slug).filter((s) => sold.has(s));
  const accessories = FITNESS_PRODUCTS.map((p) => p.slug).filter((s) => sold.has(s));
  const pages: Record<string, LandingData> = {
    home: homeLanding(l, bloodWork.length > 0),
    fitness: fitnessLanding(l, accessories),
    fitbot: fitbotLanding(l),
    "goal-habit": goalHabitLanding(l),
    "young-at-heart": youngAtHeartLanding(l),
    nutrition: nutritionLanding(l),
    skin: skinLanding(l),
    ring: ringLanding(l),
    "skin-product-detail": skinProductDetailLanding(l),
    "skin-all-products": skinAllProductsLanding(l),
    plans: plansLanding(l),
    cgm: cgmLanding(l),
    "smart-scale": smartScaleLanding(l),
    "marketplace-skin": marketplaceSkinLanding(l),
    "blood-work": bloodWorkLanding(l, bloodWork),
    "diabetes-reversal": diabetesReversalLanding(l),
    "about-us": aboutUsLanding(l),
    faqs: faqsLanding(l),
  };
  for (const goal of GOALS) pages[goalPageKey(goal)] = goalLanding(l, goal);
  for (const sub of FITNESS_SUB_CATEGORIES)
    pages[fitnessSubCategoryPageKey(sub)] = fitnessSubCategoryLanding(l, sub);
  return pages;
}

/**
 * One row per landing page and market (docs/product.md, pages; docs/api.md, content), plus the
 * splash. Runs after the catalogue seed, whose prices decide which products each market's pages show.
 */
export async function seedLandings(db: Db): Promise<void> {
  const rows: Array<typeof landings.$inferInsert> = [];
  for (const market of MARKETS) {
    const l = localCopy(market);
    const sold = await soldSlugs(db, market);
    for (const [pageKey, page] of Object.entries(pagesFor(l, sold))) {
      const data = { ...page, blocks: onlySold(page.blocks, sold) };
      // Parsing here keeps malformed editorial data out of the database (and out of the API's responses).
      const schema = "goal" in data ? goalLandingDataSchema : landingDataSchema;
      rows.push({ pageKey, market, data: schema.parse(data) });
    }
    rows.push({ pageKey: SPLASH_PAGE_KEY, market, data: splashDataSchema.parse(splashData(l)) });
  }
  await db.insert(landings).values(rows);
}

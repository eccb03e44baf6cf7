import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LANDING_PAGE_KEYS, MARKETS, type Market } from "@ojas/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/rows.ts";
import { call, type TestContext, testContext } from "../../test/harness.ts";

// The demo data hangs together: every slug, id and image a page or content row names exists.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../web/public");

async function column(query: ReturnType<typeof sql>): Promise<Set<string>> {
  return new Set(rowsOf<{ v: string }>(await ctx.deps.db.execute(query)).map((r) => r.v));
}

const soldIn = (market: Market) =>
  column(sql`select distinct p.slug as v from products p join skus s on s.product_id = p.product_id
             join sku_prices sp on sp.sku_id = s.sku_id and sp.market = ${market}`);

/** Every string under an `image` or `thumbnail` key, anywhere in the value. */
function imagesIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) imagesIn(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if ((k === "image" || k === "thumbnail") && typeof v === "string") out.push(v);
      else imagesIn(v, out);
    }
  }
  return out;
}

describe("landing references", () => {
  it("name only existing articles, recipes, testimonials, trainers, videos and sold products", async () => {
    const articles = await column(sql`select slug as v from articles`);
    const recipes = await column(sql`select slug as v from recipes`);
    const testimonials = await column(sql`select testimonial_id as v from testimonials`);
    const trainers = await column(sql`select trainer_id as v from trainers`);
    const videos = await column(sql`select video_id as v from videos`);
    const influencer = await column(sql`select video_id as v from influencer_videos`);
    const known = (blockType: string): Record<string, Set<string>> => ({
      articleSlugs: articles,
      recipeSlugs: recipes,
      testimonialIds: testimonials,
      trainerIds: trainers,
      videoIds: blockType === "influencerVideos" ? influencer : videos,
    });
    for (const market of MARKETS) {
      const sold = await soldIn(market);
      for (const pageKey of LANDING_PAGE_KEYS) {
        const res = await call(ctx, {
          method: "GET",
          url: `/api/dynamic-pages/v1/landing/${pageKey}`,
          market,
        });
        for (const block of res.json().body.data.blocks) {
          const where = `${market} ${pageKey} ${block.type}`;
          if (block.productSlugs) {
            expect(block.productSlugs.length, where).toBeGreaterThan(0);
            for (const s of block.productSlugs) expect(sold.has(s), `${where} ${s}`).toBe(true);
          }
          for (const [key, set] of Object.entries(known(block.type))) {
            for (const id of block[key] ?? []) expect(set.has(id), `${where} ${id}`).toBe(true);
          }
        }
      }
    }
  });

  it("use only images the storefront ships", async () => {
    const images: string[] = [];
    for (const market of MARKETS) {
      for (const pageKey of LANDING_PAGE_KEYS) {
        const res = await call(ctx, {
          method: "GET",
          url: `/api/dynamic-pages/v1/landing/${pageKey}`,
          market,
        });
        imagesIn(res.json().body, images);
      }
      imagesIn(
        (await call(ctx, { method: "GET", url: "/api/dynamic-pages/splash/v1", market })).json().body,
        images,
      );
    }
    for (const url of [
      "/api/marketing/articles?limit=50",
      "/api/fitness/recipes",
      "/api/fitness/videoLibrary",
    ]) {
      imagesIn((await call(ctx, { method: "GET", url })).json().body, images);
    }
    for (const url of [
      "/api/trainer/trainers",
      "/api/marketing/testimonials",
      "/api/marketing/influencer/v1/videos",
    ]) {
      imagesIn((await call(ctx, { method: "GET", url })).json().body, images);
    }
    expect(images.length).toBeGreaterThan(100);
    for (const image of new Set(images)) {
      expect(image, image).toMatch(/^\/images\/(products|illustrations|avatars|brand)\/[a-z0-9-]+\.svg$/);
      expect(fs.existsSync(path.join(publicDir, image)), image).toBe(true);
    }
  });

  it("point influencer videos at products sold in every market", async () => {
    const { videos } = (await call(ctx, { method: "GET", url: "/api/marketing/influencer/v1/videos" })).json()
      .body;
    for (const market of MARKETS) {
      const sold = await soldIn(market);
      for (const v of videos) if (v.productSlug) expect(sold.has(v.productSlug), v.productSlug).toBe(true);
    }
  });
});

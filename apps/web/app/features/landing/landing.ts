import type {
  ArticleSummary,
  InfluencerVideo,
  LandingBlock,
  LandingData,
  PlanKind,
  ProgramType,
  RecipeSummary,
  Sku,
  Testimonial,
  Trainer,
  Video,
} from "@ojas/domain";
import type { AppLoadContext } from "react-router";
import type { Api } from "../../lib/api.ts";
import { parseCookies, SESSION_COOKIES } from "../../lib/auth/session.ts";
import { loadPlanBlock, type PlanBlockData } from "../../lib/plans.ts";
import { type Share, shareFor } from "../../lib/shared-data.ts";

/** A landing block with the things it names (products, articles, testimonials ...) looked up. */
export type ViewBlock =
  | (Extract<LandingBlock, { type: "productCarousel" }> & { items: Sku[] })
  | (Extract<LandingBlock, { type: "articleList" }> & { items: ArticleSummary[] })
  | (Extract<LandingBlock, { type: "recipeList" }> & { items: RecipeSummary[] })
  | (Extract<LandingBlock, { type: "testimonials" | "transformationStories" }> & { items: Testimonial[] })
  | (Extract<LandingBlock, { type: "trainers" }> & { items: Trainer[] })
  | (Extract<LandingBlock, { type: "videos" }> & { items: Video[] })
  | (Extract<LandingBlock, { type: "planCarousel" }> & PlanBlockData)
  | (Extract<LandingBlock, { type: "influencerVideos" }> & { items: InfluencerVideo[] })
  | Extract<
      LandingBlock,
      { type: "stats" | "benefits" | "howItWorks" | "faqs" | "faqGroups" | "tiles" | "banner" | "richText" }
    >;

export interface LandingView {
  pageKey: string;
  seo: LandingData["seo"];
  hero: LandingData["hero"];
  description?: string;
  blocks: ViewBlock[];
}

type Index<T> = Map<string, T>;

function indexBy<T>(items: readonly T[], ...keys: Array<(item: T) => string | null | undefined>): Index<T> {
  const map = new Map<string, T>();
  for (const item of items) {
    for (const key of keys) {
      const value = key(item);
      if (value && !map.has(value)) map.set(value, item);
    }
  }
  return map;
}

const pick = <T>(index: Index<T>, ids: readonly string[]) =>
  ids.map((id) => index.get(id)).filter((item): item is T => item !== undefined);

/** Every listed SKU of the market (the catalogue is small: a few pages at most). */
async function allProducts(api: Api): Promise<Sku[]> {
  const products: Sku[] = [];
  let nextToken: string | null = null;
  for (let page = 0; page < 4; page++) {
    const result: { products: Sku[]; nextToken: string | null } = await api.get(
      "/api/catalogue/v1/products",
      {
        limit: 60,
        nextToken,
      },
    );
    products.push(...result.products);
    nextToken = result.nextToken;
    if (!nextToken) break;
  }
  return products;
}

export interface LandingOptions {
  /** Plan blocks show this kind only (the /plans/{kind} pages). */
  planKind?: PlanKind;
  /** Plan blocks over every kind open on this one (a link's ?kind=). */
  preferredPlanKind?: PlanKind;
  /** Plan blocks show this programme's plans (/plans?programType=YOUNG_AT_HEART). */
  programType?: ProgramType;
  /** Shares what is the same for every shopper across requests (lib/shared-data.ts). */
  share?: Share;
  /** Shares plans too: only for a visitor without a session, for whom every plan's canBuy is the same. */
  sharePlans?: Share;
}

/** The sharing a landing loader may use for this request: content always, plans for visitors only. */
export function landingSharing(
  request: Request,
  context: AppLoadContext,
): Pick<LandingOptions, "share" | "sharePlans"> {
  const share = shareFor(request, context);
  const cookies = parseCookies(request.headers.get("cookie"));
  const hasSession = Boolean(cookies[SESSION_COOKIES.access] || cookies[SESSION_COOKIES.refresh]);
  return { share, sharePlans: hasSession ? undefined : share };
}

type PlanCarouselBlock = Extract<LandingBlock, { type: "planCarousel" }>;

/** A landing with everything but its plans looked up: the same for every shopper of a market. */
interface LandingContent extends Omit<LandingView, "blocks"> {
  blocks: Array<ViewBlock | PlanCarouselBlock>;
}

async function loadLandingContent(api: Api, pageKey: string): Promise<LandingContent> {
  const { data } = await api.get<{ data: LandingData }>(`/api/dynamic-pages/v1/landing/${pageKey}`);
  const needs = (...types: LandingBlock["type"][]) => data.blocks.some((b) => types.includes(b.type));
  const optional = <T>(needed: boolean, load: () => Promise<T[]>): Promise<T[]> =>
    needed ? load().catch(() => []) : Promise.resolve([]);

  const [products, testimonials, articles, recipes, trainers, videos, influencerVideos] = await Promise.all([
    optional(needs("productCarousel"), () => allProducts(api)),
    optional(needs("testimonials", "transformationStories"), () =>
      api.get<{ testimonials: Testimonial[] }>("/api/marketing/testimonials").then((r) => r.testimonials),
    ),
    optional(needs("articleList"), () =>
      api
        .get<{ articles: ArticleSummary[] }>("/api/marketing/articles", { limit: 50 })
        .then((r) => r.articles),
    ),
    optional(needs("recipeList"), () =>
      api.get<{ recipes: RecipeSummary[] }>("/api/fitness/recipes").then((r) => r.recipes),
    ),
    optional(needs("trainers"), () =>
      api.get<{ trainers: Trainer[] }>("/api/trainer/trainers").then((r) => r.trainers),
    ),
    optional(needs("videos"), () =>
      api.get<{ videos: Video[] }>("/api/fitness/videoLibrary").then((r) => r.videos),
    ),
    optional(needs("influencerVideos"), () =>
      api.get<{ videos: InfluencerVideo[] }>("/api/marketing/influencer/v1/videos").then((r) => r.videos),
    ),
  ]);

  const productIndex = indexBy(
    products,
    (s) => s.productSlug,
    (s) => s.slug,
  );
  const testimonialIndex = indexBy(testimonials, (t) => t.testimonialId);
  const articleIndex = indexBy(articles, (a) => a.slug);
  const recipeIndex = indexBy(recipes, (r) => r.slug);
  const trainerIndex = indexBy(trainers, (t) => t.trainerId);
  const videoIndex = indexBy(videos, (v) => v.videoId);
  const influencerIndex = indexBy(influencerVideos, (v) => v.videoId);

  const blocks: LandingContent["blocks"] = [];
  for (const block of data.blocks) {
    switch (block.type) {
      case "productCarousel":
        blocks.push({ ...block, items: pick(productIndex, block.productSlugs) });
        break;
      case "articleList":
        blocks.push({ ...block, items: pick(articleIndex, block.articleSlugs) });
        break;
      case "recipeList":
        blocks.push({ ...block, items: pick(recipeIndex, block.recipeSlugs) });
        break;
      case "testimonials":
      case "transformationStories":
        blocks.push({ ...block, items: pick(testimonialIndex, block.testimonialIds) });
        break;
      case "trainers":
        blocks.push({ ...block, items: pick(trainerIndex, block.trainerIds) });
        break;
      case "videos":
        blocks.push({ ...block, items: pick(videoIndex, block.videoIds) });
        break;
      case "influencerVideos":
        blocks.push({ ...block, items: pick(influencerIndex, block.videoIds) });
        break;
      default:
        blocks.push(block);
    }
  }
  return {
    pageKey,
    seo: data.seo,
    hero: data.hero,
    description: data.description,
    blocks: blocks.filter((block) => !("items" in block) || block.items.length > 0),
  };
}

/**
 * The landing of a page key with each block's things looked up through their own APIs. A block whose data
 * fails to load is left out (docs/product.md, pages), never the whole page.
 * Plans are loaded for this shopper (canBuy); the rest may be shared (options.share).
 */
export async function loadLanding(
  api: Api,
  pageKey: string,
  options: LandingOptions = {},
): Promise<LandingView> {
  const share: Share = options.share ?? ((_key, load) => load());
  const content = await share(`landing:${pageKey}`, () => loadLandingContent(api, pageKey));
  const blocks = await Promise.all(
    content.blocks.map(async (block): Promise<ViewBlock | null> => {
      if (block.type !== "planCarousel" || "items" in block) return block;
      const query = {
        kind: options.planKind ?? block.kind,
        goal: block.goal,
        programType: options.programType ?? block.programType,
      };
      const load = () => loadPlanBlock(api, query, options.preferredPlanKind);
      const plans = await (options.sharePlans
        ? options.sharePlans(`plans:${JSON.stringify([query, options.preferredPlanKind ?? null])}`, load)
        : load()
      ).catch(() => null);
      return plans && plans.items.length > 0 ? { ...block, ...plans } : null;
    }),
  );
  return { ...content, blocks: blocks.filter((block): block is ViewBlock => block !== null) };
}

import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { loader } from "./sitemap.ts";

const SKIN_COUNT = 75;

/** A stand-in API: 75 skin products over two pages (more than one page of 60), two posts, a recipe. */
const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input));
  const market = new Headers(init?.headers).get("X-Market");
  const answer = (body: unknown) => new Response(JSON.stringify({ body }), { status: 200 });
  if (url.pathname === "/api/catalogue/v1/products") {
    const from = Number(url.searchParams.get("nextToken") ?? 0);
    const limit = Number(url.searchParams.get("limit"));
    // The US does not sell the last product.
    const count = market === "US" ? SKIN_COUNT - 1 : SKIN_COUNT;
    const products = Array.from({ length: Math.max(0, Math.min(limit, count - from)) }, (_, i) => ({
      category: "SKINCARE_PRODUCT",
      productSlug: `serum-${from + i + 1}`,
    }));
    const next = from + limit < count ? String(from + limit) : null;
    return answer({ products, nextToken: next });
  }
  if (url.pathname === "/api/marketing/articles") {
    return url.searchParams.get("nextToken")
      ? answer({ articles: [{ slug: "sleep-debt" }], nextToken: null })
      : answer({ articles: [{ slug: "glucose-spikes" }], nextToken: "2" });
  }
  if (url.pathname === "/api/fitness/recipes") return answer({ recipes: [{ slug: "green-smoothie" }] });
  if (url.pathname.startsWith("/api/subscription/plan/v2/platform/getAllMonthPlansForGoalAnd")) {
    const kind = url.pathname.split("GoalAnd")[1];
    const body = JSON.parse(String(init?.body ?? "{}")) as { includeAllPlans?: boolean };
    // A Young at Heart plan is listed only with includeAllPlans; AE has no nutrition plans.
    const plans =
      kind === "Fitness"
        ? [{ kind: "FITNESS", slug: "stay-fit-pro-3-months" }]
        : kind === "FitnessXNutrition"
          ? [
              { kind: "FITNESSXNUTRITION", slug: "weight-loss-lite-6-months" },
              ...(body.includeAllPlans
                ? [{ kind: "FITNESSXNUTRITION", slug: "young-at-heart-pro-3-months" }]
                : []),
            ]
          : market === "AE"
            ? []
            : [{ kind: "NUTRITION", slug: "gut-health-pro-1-month" }];
    return answer({ plans });
  }
  return new Response(JSON.stringify({ error: { code: 4040, message: "Not found" } }), { status: 404 });
}) as typeof fetch;

async function sitemapLocations(): Promise<string[]> {
  const request = new Request("http://shop.test/sitemap.xml");
  const response = (await loader({
    request,
    params: {},
    context: { siteOrigin: "http://shop.test", apiFetch },
  } as unknown as LoaderFunctionArgs)) as Response;
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
}

describe("sitemap.xml", () => {
  it("lists every product page of every market, past the first page of the catalogue", async () => {
    const locations = await sitemapLocations();
    expect(locations).toContain("http://shop.test/skin/products/serum-75");
    expect(locations).toContain("http://shop.test/ae/skin/products/serum-61");
    expect(locations).toContain("http://shop.test/us/skin/products/serum-74");
    expect(locations).not.toContain("http://shop.test/us/skin/products/serum-75");
    expect(locations.filter((l) => l.includes("/skin/products/serum-")).length).toBe(3 * SKIN_COUNT - 1);
  });

  it("lists blog posts, recipes, plan kinds, programmes and fitness categories per market", async () => {
    const locations = await sitemapLocations();
    for (const prefix of ["", "/ae", "/us"]) {
      for (const path of [
        "/blog/glucose-spikes",
        "/blog/sleep-debt",
        "/recipes/green-smoothie",
        "/plans/fitness",
        "/plans/nutrition",
        "/plans/fitness-nutrition",
        "/programs/weight-loss-program",
        "/fitness/yoga",
        "/fitness/mat-pilates",
        "/fitness/strength-and-functional",
        "/fitness/dance",
      ]) {
        expect(locations, `${prefix}${path}`).toContain(`http://shop.test${prefix}${path}`);
      }
    }
    expect(new Set(locations).size).toBe(locations.length);
  });

  it("lists every plan's page of every programme per market, under its kind", async () => {
    const locations = await sitemapLocations();
    for (const prefix of ["", "/ae", "/us"]) {
      for (const path of [
        "/plans/fitness/stay-fit-pro-3-months",
        "/plans/fitness-nutrition/weight-loss-lite-6-months",
        "/plans/fitness-nutrition/young-at-heart-pro-3-months",
      ]) {
        expect(locations, `${prefix}${path}`).toContain(`http://shop.test${prefix}${path}`);
      }
    }
    expect(locations).toContain("http://shop.test/plans/nutrition/gut-health-pro-1-month");
    expect(locations).not.toContain("http://shop.test/ae/plans/nutrition/gut-health-pro-1-month");
  });
});

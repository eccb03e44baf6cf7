import { GOALS, LANDING_PAGE_KEYS, MARKETS } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const get = (url: string, market?: "IN" | "AE" | "US") => call(ctx, { method: "GET", url, market });

function expect4000(res: Awaited<ReturnType<typeof get>>, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe(4000);
  expect(res.json().error.fields).toHaveProperty(field);
}

const SPEC_PAGES = [
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
];

describe("GET /api/dynamic-pages/v1/landing/{pageKey}", () => {
  it("serves every landing page in every market", async () => {
    expect(LANDING_PAGE_KEYS).toEqual(expect.arrayContaining(SPEC_PAGES));
    for (const market of MARKETS) {
      for (const pageKey of LANDING_PAGE_KEYS) {
        const res = await get(`/api/dynamic-pages/v1/landing/${pageKey}`, market);
        expect(res.statusCode, `${market} ${pageKey}`).toBe(200);
        const body = res.json().body;
        expect(body.pageKey).toBe(pageKey);
        expect(body.market).toBe(market);
        expect(body.data.hero.title.length).toBeGreaterThan(3);
        expect(body.data.hero.cta.href).toMatch(/^[/#]/);
        expect(body.data.seo.title).toContain("Ojas");
      }
    }
  });

  it("shows the market's own delivery and payment copy", async () => {
    const faq = async (market: "IN" | "AE" | "US") => {
      const data = (await get("/api/dynamic-pages/v1/landing/home", market)).json().body.data;
      const faqs = data.blocks.find((b: any) => b.type === "faqs").items;
      return faqs.find((f: any) => f.question.includes("payment")).answer as string;
    };
    expect(await faq("IN")).toContain("cash on delivery");
    expect(await faq("AE")).toContain("not offered in the UAE");
    expect(await faq("US")).toContain("not offered in the US");
  });

  it("keeps the ring page's product references as slugs, and the marketing claims", async () => {
    const data = (await get("/api/dynamic-pages/v1/landing/ring", "US")).json().body.data;
    const carousel = data.blocks.find((b: any) => b.type === "productCarousel");
    expect(carousel.productSlugs).toEqual(expect.arrayContaining(["smart-ring", "ring-sizing-kit"]));
    expect(data.hero.badges).toContain("Battery up to 7 days");
    const scale = (await get("/api/dynamic-pages/v1/landing/smart-scale")).json().body.data;
    expect(scale.hero.badges).toContain("Tracks 10+ body markers");
    const nutrition = (await get("/api/dynamic-pages/v1/landing/nutrition")).json().body.data;
    expect(nutrition.hero.badges).toContain("Tested for 285+ banned substances");
  });

  it("never carries prices or currencies", async () => {
    for (const market of MARKETS) {
      for (const pageKey of LANDING_PAGE_KEYS) {
        const text = JSON.stringify(
          (await get(`/api/dynamic-pages/v1/landing/${pageKey}`, market)).json().body,
        );
        expect(text, `${market} ${pageKey}`).not.toMatch(
          /₹|\bINR\b|\bAED\b|\bUSD\b|\$\s?\d|\bRs\.?\s?\d|Price"/,
        );
      }
    }
  });

  it("shows the blood-work packages sold in every market", async () => {
    for (const market of ["IN", "AE", "US"] as const) {
      const page = (await get("/api/dynamic-pages/v1/landing/blood-work", market)).json().body.data;
      expect(page.hero.cta.href, market).toBe("/blood-work/book");
      expect(
        page.blocks.find((b: any) => b.type === "productCarousel").productSlugs.length,
        market,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it("answers 4040 for an unknown page key, including the splash row", async () => {
    for (const key of ["no-such-page", "splash", "HOME"]) {
      const res = await get(`/api/dynamic-pages/v1/landing/${key}`);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error.code).toBe(4040);
    }
  });
});

describe("GET /api/dynamic-pages/goalpage/v1/goals/landing", () => {
  it("lists every goal with its card and programme slug", async () => {
    const { goals } = (await get("/api/dynamic-pages/goalpage/v1/goals/landing", "AE")).json().body;
    expect(goals.map((g: any) => g.goal)).toEqual([...GOALS]);
    const weightLoss = goals.find((g: any) => g.goal === "WEIGHT_LOSS");
    expect(weightLoss).toMatchObject({
      title: "Weight Loss",
      programSlug: "weight-loss-program",
      image: "/images/illustrations/hero-weight-loss.svg",
      pageKey: "goal-weight-loss",
    });
    for (const g of goals) expect(g.description.length).toBeGreaterThan(10);
  });
});

describe("GET /api/dynamic-pages/v2/goals/landing", () => {
  const url = (qs: string) => `/api/dynamic-pages/v2/goals/landing?${qs}`;

  it("returns the goal page with its default kind and programme", async () => {
    const res = await get(url("goal=WEIGHT_LOSS"));
    expect(res.statusCode).toBe(200);
    const page = res.json().body;
    expect(page).toMatchObject({
      goal: "WEIGHT_LOSS",
      product: "FITNESSXNUTRITION",
      program: "ISSUE_BASED_PLAN",
      programSlug: "weight-loss-program",
      market: "IN",
    });
    expect(page.hero.eyebrow).toBe("Weight Loss Program");
    const plans = page.blocks.find((b: any) => b.type === "planCarousel");
    expect(plans).toMatchObject({
      goal: "WEIGHT_LOSS",
      kind: "FITNESSXNUTRITION",
      programType: "ISSUE_BASED_PLAN",
    });
  });

  it("speaks to the chosen product (any case) and programme", async () => {
    const fitness = (await get(url("goal=WEIGHT_LOSS&product=fitness"))).json().body;
    const nutrition = (await get(url("goal=WEIGHT_LOSS&product=NUTRITION"))).json().body;
    expect(fitness.product).toBe("FITNESS");
    expect(nutrition.product).toBe("NUTRITION");
    expect(fitness.hero.title).not.toBe(nutrition.hero.title);
    expect(fitness.blocks.find((b: any) => b.type === "planCarousel").kind).toBe("FITNESS");

    const yah = (await get(url("goal=STAY_FIT&product=FITNESS&program=YOUNG_AT_HEART"))).json().body;
    expect(yah.program).toBe("YOUNG_AT_HEART");
    expect(yah.hero.eyebrow).toContain("Young at Heart");
    expect(yah.hero.subtitle).toContain("over 50");
    expect(yah.blocks.find((b: any) => b.type === "planCarousel").programType).toBe("YOUNG_AT_HEART");
  });

  it("serves every goal in every market", async () => {
    for (const market of MARKETS) {
      for (const goal of GOALS) {
        const res = await get(url(`goal=${goal}`), market);
        expect(res.statusCode, `${market} ${goal}`).toBe(200);
        expect(res.json().body.market).toBe(market);
      }
    }
    const inSeo = (await get(url("goal=GUT_HEALTH"), "IN")).json().body.seo.description;
    const aeSeo = (await get(url("goal=GUT_HEALTH"), "AE")).json().body.seo.description;
    expect(inSeo).toContain("India");
    expect(aeSeo).toContain("UAE");
  });

  it("rejects a missing or bad goal, product or program with 4000", async () => {
    expect4000(await get(url("")), "querystring.goal");
    expect4000(await get(url("goal=TELEPORT")), "querystring.goal");
    expect4000(await get(url("goal=WEIGHT_LOSS&product=YOGA")), "querystring.product");
    expect4000(await get(url("goal=WEIGHT_LOSS&program=RETIREMENT")), "querystring.program");
  });
});

describe("GET /api/dynamic-pages/splash/v1", () => {
  it("returns announcements and featured items per market", async () => {
    const india = (await get("/api/dynamic-pages/splash/v1", "IN")).json().body;
    const uae = (await get("/api/dynamic-pages/splash/v1", "AE")).json().body;
    expect(india.market).toBe("IN");
    expect(india.announcements.length).toBeGreaterThanOrEqual(2);
    expect(india.featured.length).toBeGreaterThanOrEqual(2);
    expect(india.announcements[0].text).not.toBe(uae.announcements[0].text);
    expect(india.featured[0]).toMatchObject({
      title: expect.any(String),
      href: expect.stringMatching(/^\//),
    });
  });
});

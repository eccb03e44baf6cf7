import { FITNESS_SUB_CATEGORIES, GOALS } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const get = (url: string, market?: "IN" | "AE" | "US") => call(ctx, { method: "GET", url, market });

function expect4000(res: Awaited<ReturnType<typeof get>>, field?: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe(4000);
  if (field) expect(res.json().error.fields).toHaveProperty(field);
}

describe("recipes", () => {
  it("lists recipe summaries with nutrition, without ingredients", async () => {
    const res = await get("/api/fitness/recipes");
    expect(res.statusCode).toBe(200);
    const { recipes } = res.json().body;
    expect(recipes.length).toBeGreaterThanOrEqual(8);
    for (const r of recipes) {
      expect(r.calories).toBeGreaterThan(100);
      expect(r.proteinGrams).toBeGreaterThan(0);
      expect(r).not.toHaveProperty("ingredients");
    }
  });

  it("filters by goal (any case, hyphens allowed) and by tag", async () => {
    const byGoal = (await get("/api/fitness/recipes?goal=GUT_HEALTH")).json().body.recipes;
    expect(byGoal.length).toBeGreaterThanOrEqual(1);
    expect(byGoal.every((r: any) => r.goal === "GUT_HEALTH")).toBe(true);
    const loose = (await get("/api/fitness/recipes?goal=gut-health")).json().body.recipes;
    expect(loose).toEqual(byGoal);
    const vegan = (await get("/api/fitness/recipes?tag=vegan")).json().body.recipes;
    expect(vegan.length).toBeGreaterThanOrEqual(1);
    expect(vegan.every((r: any) => r.tags.includes("vegan"))).toBe(true);
    expect(vegan.length).toBeLessThan((await get("/api/fitness/recipes")).json().body.recipes.length);
  });

  it("rejects an unknown goal", async () => {
    expect4000(await get("/api/fitness/recipes?goal=BULK_UP"), "querystring.goal");
  });

  it("returns one recipe with ingredients and steps, 4040 when unknown", async () => {
    const res = await get("/api/fitness/recipes/chicken-palak-curry");
    expect(res.statusCode).toBe(200);
    const { recipe } = res.json().body;
    expect(recipe.ingredients.length).toBeGreaterThanOrEqual(5);
    expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
    expect(recipe.ingredients[0]).toMatch(/\d/);
    const missing = await get("/api/fitness/recipes/no-such-recipe");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe(4040);
  });
});

describe("GET /api/fitness/videoLibrary", () => {
  it("lists every video with its trainer, at least three per sub-category", async () => {
    const res = await get("/api/fitness/videoLibrary");
    expect(res.statusCode).toBe(200);
    const { videos } = res.json().body;
    for (const sub of FITNESS_SUB_CATEGORIES) {
      expect(videos.filter((v: any) => v.subCategory === sub).length).toBeGreaterThanOrEqual(3);
    }
    for (const v of videos) {
      expect(v.trainer).toMatchObject({ trainerId: expect.any(String), name: expect.any(String) });
      expect(v.exercises.length).toBeGreaterThan(0);
    }
    const order = videos.map((v: any) => FITNESS_SUB_CATEGORIES.indexOf(v.subCategory));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("filters by category and sub-category", async () => {
    const yoga = (await get("/api/fitness/videoLibrary?category=fitness&subCategory=YOGA")).json().body
      .videos;
    expect(yoga.length).toBeGreaterThanOrEqual(3);
    expect(yoga.every((v: any) => v.subCategory === "YOGA" && v.category === "fitness")).toBe(true);
    const pilates = (await get("/api/fitness/videoLibrary?subCategory=mat-pilates")).json().body.videos;
    expect(pilates.every((v: any) => v.subCategory === "MAT_PILATES")).toBe(true);
    expect((await get("/api/fitness/videoLibrary?category=nutrition")).json().body.videos).toEqual([]);
  });

  it("rejects a sub-category outside FITNESS_SUB_CATEGORIES and an unknown category", async () => {
    expect4000(await get("/api/fitness/videoLibrary?subCategory=ZUMBA"), "querystring.subCategory");
    expect4000(await get("/api/fitness/videoLibrary?category=gardening"), "querystring.category");
  });
});

describe("GET /api/fitness/v1/subcategory/{subCategory}", () => {
  it("returns layout, videos, trainers and a flattened exercise list", async () => {
    const res = await get("/api/fitness/v1/subcategory/STRENGTH_AND_FUNCTIONAL");
    expect(res.statusCode).toBe(200);
    const page = res.json().body;
    expect(page.subCategory).toBe("STRENGTH_AND_FUNCTIONAL");
    expect(page.layout.hero.title).toBe("Strength and functional training");
    expect(page.layout.description.length).toBeGreaterThan(50);
    expect(page.videos.length).toBeGreaterThanOrEqual(3);
    expect(page.videos.every((v: any) => v.subCategory === "STRENGTH_AND_FUNCTIONAL")).toBe(true);
    expect(page.trainers.map((t: any) => t.trainerId).sort()).toEqual(["tr-arjun-shetty", "tr-rohan-verma"]);
    const names = page.exercises.map((e: any) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const all = page.videos.flatMap((v: any) => v.exercises.map((e: any) => e.name));
    expect(new Set(all)).toEqual(new Set(names));
    const squat = page.exercises.find((e: any) => e.name === "Goblet squat");
    expect(squat.videoIds.length).toBe(2);
  });

  it("serves each sub-category, accepting URL slugs", async () => {
    for (const slug of ["dance", "mat-pilates", "yoga"]) {
      const res = await get(`/api/fitness/v1/subcategory/${slug}`, "AE");
      expect(res.statusCode, slug).toBe(200);
      expect(res.json().body.trainers.length).toBeGreaterThan(0);
    }
  });

  it("localises the layout copy by market", async () => {
    const inPage = (await get("/api/fitness/v1/subcategory/YOGA", "IN")).json().body.layout;
    const usPage = (await get("/api/fitness/v1/subcategory/YOGA", "US")).json().body.layout;
    expect(inPage.seo.description).toContain("in India");
    expect(usPage.seo.description).toContain("in the US");
  });

  it("rejects an unknown sub-category with 4000", async () => {
    expect4000(await get("/api/fitness/v1/subcategory/CROSSFIT"), "params.subCategory");
  });
});

describe("GET /api/trainer/trainers", () => {
  it("lists trainers and doctors, best rated first", async () => {
    const { trainers } = (await get("/api/trainer/trainers")).json().body;
    expect(trainers.length).toBeGreaterThanOrEqual(8);
    const ratings = trainers.map((t: any) => t.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(trainers.every((t: any) => t.image.startsWith("/images/avatars/"))).toBe(true);
  });

  it("filters by role, category and query", async () => {
    const doctors = (await get("/api/trainer/trainers?role=DOCTOR")).json().body.trainers;
    expect(doctors.length).toBeGreaterThanOrEqual(2);
    expect(doctors.every((t: any) => t.role === "DOCTOR")).toBe(true);
    const dance = (await get("/api/trainer/trainers?category=DANCE")).json().body.trainers;
    expect(dance.map((t: any) => t.trainerId).sort()).toEqual(["tr-aisha-khan", "tr-priya-menon"]);
    const pilates = (await get("/api/trainer/trainers?query=pilates")).json().body.trainers;
    expect(pilates.map((t: any) => t.trainerId)).toContain("tr-megan-brooks");
    const none = (await get("/api/trainer/trainers?query=pilates&role=DOCTOR")).json().body.trainers;
    expect(none).toEqual([]);
  });

  it("rejects a bad role, category or too-long query", async () => {
    expect4000(await get("/api/trainer/trainers?role=NURSE"), "querystring.role");
    expect4000(await get("/api/trainer/trainers?category=BOXING"), "querystring.category");
    expect4000(await get(`/api/trainer/trainers?query=${"x".repeat(101)}`), "querystring.query");
  });
});

describe("testimonials and transformation stories", () => {
  it("lists testimonials, transformation stories first", async () => {
    const { testimonials } = (await get("/api/marketing/testimonials")).json().body;
    expect(testimonials.length).toBeGreaterThanOrEqual(10);
    const withStory = testimonials.filter((t: any) => t.transformation);
    expect(withStory.length).toBeGreaterThanOrEqual(4);
    expect(testimonials.slice(0, withStory.length).every((t: any) => t.transformation)).toBe(true);
  });

  it("filters by category and goal", async () => {
    const ring = (await get("/api/marketing/testimonials?category=ring")).json().body.testimonials;
    expect(ring.length).toBeGreaterThanOrEqual(2);
    expect(ring.every((t: any) => t.category === "ring")).toBe(true);
    const diabetes = (await get("/api/marketing/testimonials?goal=DIABETES_REVERSAL")).json().body
      .testimonials;
    expect(diabetes.map((t: any) => t.testimonialId)).toEqual(["tst-sunita-diabetes"]);
  });

  it("rejects a bad goal or category", async () => {
    expect4000(await get("/api/marketing/testimonials?goal=FLYING"), "querystring.goal");
    expect4000(await get("/api/marketing/testimonials?category=cars"), "querystring.category");
  });

  it("lists transformation stories only, with before, after, metric and duration", async () => {
    const { stories } = (await get("/api/marketing/transformation-stories")).json().body;
    expect(stories.length).toBeGreaterThanOrEqual(4);
    for (const s of stories) {
      expect(s.transformation).toMatchObject({
        before: expect.any(String),
        after: expect.any(String),
        metric: expect.any(String),
        durationWeeks: expect.any(Number),
      });
    }
    const gut = (await get("/api/marketing/transformation-stories?goal=GUT_HEALTH")).json().body.stories;
    expect(gut.map((s: any) => s.goal)).toEqual(["GUT_HEALTH"]);
    expect4000(await get("/api/marketing/transformation-stories?goal=NOPE"), "querystring.goal");
  });

  it("covers every goal with at least one story", async () => {
    const { stories } = (await get("/api/marketing/transformation-stories")).json().body;
    for (const goal of GOALS)
      expect(
        stories.some((s: any) => s.goal === goal),
        goal,
      ).toBe(true);
  });
});

describe("GET /api/marketing/influencer/v1/videos", () => {
  it("lists influencer videos with creator and product slug", async () => {
    const { videos } = (await get("/api/marketing/influencer/v1/videos")).json().body;
    expect(videos.length).toBeGreaterThanOrEqual(6);
    expect(videos.some((v: any) => v.productSlug === "smart-ring")).toBe(true);
    for (const v of videos) expect(v.handle).toMatch(/^@/);
  });
});

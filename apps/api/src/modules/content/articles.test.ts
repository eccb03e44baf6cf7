import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { articles } from "./tables.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const get = (url: string, market?: "IN" | "AE" | "US") => call(ctx, { method: "GET", url, market });

async function allPages(query: string, limit: number) {
  const seen: any[] = [];
  let token: string | null = null;
  let pages = 0;
  do {
    const qs = new URLSearchParams(query);
    qs.set("limit", String(limit));
    if (token) qs.set("nextToken", token);
    const res = await get(`/api/marketing/articles?${qs}`);
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.articles.length).toBeLessThanOrEqual(limit);
    seen.push(...body.articles);
    token = body.nextToken;
    pages++;
    expect(pages).toBeLessThan(50);
  } while (token);
  return { seen, pages };
}

describe("GET /api/marketing/articles", () => {
  it("lists summaries newest first, without bodies", async () => {
    const res = await get("/api/marketing/articles?limit=50");
    expect(res.statusCode).toBe(200);
    const { articles: list, nextToken } = res.json().body;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(nextToken).toBeNull();
    for (const a of list) {
      expect(a).not.toHaveProperty("body");
      expect(a).toMatchObject({
        slug: expect.any(String),
        title: expect.any(String),
        excerpt: expect.any(String),
        author: expect.any(String),
        image: expect.stringMatching(/^\/images\/illustrations\/article-[a-z]+\.svg$/),
        readMinutes: expect.any(Number),
        publishedAt: expect.any(Number),
      });
    }
    const times = list.map((a: any) => a.publishedAt);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(times[0]).toBeLessThanOrEqual(Date.now());
  });

  it("pages to the end with nextToken, without duplicates or gaps", async () => {
    const full = (await get("/api/marketing/articles?limit=50")).json().body.articles.map((a: any) => a.slug);
    const { seen, pages } = await allPages("", 4);
    const slugs = seen.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(full);
    expect(pages).toBe(Math.ceil(full.length / 4));
  });

  it("pages correctly when several articles share a publish time", async () => {
    const at = new Date(Date.UTC(2001, 0, 1));
    const rows = ["tie-a", "tie-b", "tie-c"].map((s) => ({
      slug: `ztest-${s}-${process.pid}`,
      title: `Tied article ${s}`,
      excerpt: "Published in the same instant as its siblings.",
      body: [{ type: "p", text: "Tie-break test article." }],
      category: "sleep",
      tags: ["tiebreak-test"],
      author: "Test",
      image: "/images/illustrations/article-sleep.svg",
      readMinutes: 2,
      publishedAt: at,
    }));
    await ctx.deps.db.insert(articles).values(rows);
    const { seen } = await allPages("tag=tiebreak-test", 2);
    expect(seen.map((a) => a.slug)).toEqual(
      rows
        .map((r) => r.slug)
        .sort()
        .reverse(),
    );
  });

  it("filters by category", async () => {
    const res = await get("/api/marketing/articles?category=metabolic");
    const list = res.json().body.articles;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((a: any) => a.category === "metabolic")).toBe(true);
  });

  it("filters by tag", async () => {
    const list = (await get("/api/marketing/articles?tag=hrv")).json().body.articles;
    expect(list.map((a: any) => a.slug)).toContain("hrv-explained");
    expect(list.every((a: any) => a.tags.includes("hrv"))).toBe(true);
  });

  it("searches title, excerpt, author and tags; every word must match", async () => {
    const sunscreen = (await get("/api/marketing/articles?query=SUNSCREEN")).json().body.articles;
    expect(sunscreen.map((a: any) => a.slug)).toContain("sunscreen-spf-and-pa-explained");
    const both = (await get("/api/marketing/articles?query=glucose%20walk")).json().body.articles;
    expect(both.map((a: any) => a.slug)).toEqual(["the-post-meal-walk"]);
    const byAuthor = (await get("/api/marketing/articles?query=Malhotra")).json().body.articles;
    expect(byAuthor.length).toBeGreaterThanOrEqual(3);
    expect(byAuthor.every((a: any) => a.author.includes("Malhotra"))).toBe(true);
  });

  it("treats % and _ in a search literally", async () => {
    const percent = await get("/api/marketing/articles?query=%25");
    expect(percent.statusCode).toBe(200);
    expect(percent.json().body.articles).toEqual([]);
    expect((await get("/api/marketing/articles?query=_")).json().body.articles).toEqual([]);
  });

  it("ignores a blank query", async () => {
    const all = (await get("/api/marketing/articles?limit=50")).json().body.articles;
    const blank = (await get("/api/marketing/articles?limit=50&query=%20%20")).json().body.articles;
    expect(blank.length).toBe(all.length);
  });

  it("rejects a too-long query, bad category, bad limit and a forged nextToken with 4000", async () => {
    for (const qs of [
      `query=${"a".repeat(101)}`,
      "category=gardening",
      "limit=0",
      "limit=500",
      "nextToken=not-a-token",
      `nextToken=${Buffer.from("12.UPPER").toString("base64url")}`,
    ]) {
      const res = await get(`/api/marketing/articles?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.code).toBe(4000);
      expect(Object.keys(res.json().error.fields ?? {}).length, qs).toBeGreaterThan(0);
    }
    const token = await get("/api/marketing/articles?nextToken=abc");
    expect(token.json().error.fields).toHaveProperty("querystring.nextToken");
  });
});

describe("GET /api/marketing/articles/{slug}", () => {
  it("returns the article body and three related articles, same category first", async () => {
    const res = await get("/api/marketing/articles/the-post-meal-walk");
    expect(res.statusCode).toBe(200);
    const { article, related } = res.json().body;
    expect(article.slug).toBe("the-post-meal-walk");
    expect(article.category).toBe("metabolic");
    expect(article.body.length).toBeGreaterThanOrEqual(5);
    for (const block of article.body) {
      if (block.type === "ul") expect(block.items.length).toBeGreaterThan(0);
      else expect(["h2", "p"]).toContain(block.type);
    }
    expect(related).toHaveLength(3);
    expect(related.map((r: any) => r.slug)).not.toContain("the-post-meal-walk");
    expect(related[0].category).toBe("metabolic");
    expect(related[0]).not.toHaveProperty("body");
  });

  it("answers 4040 for an unknown slug", async () => {
    const res = await get("/api/marketing/articles/no-such-article");
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
  });
});

// The back office's content (docs/api.md, "Back office: content"): each kind is created as a draft, edited,
// scheduled (not on the storefront before its time, there after it) and unpublished; lists filter and page
// in SQL; rich text is sanitised before it is stored; every change is audited and answered once per
// Idempotency-Key; this instance's page caches are told at once.
import { randomUUID } from "node:crypto";
import type { ContentFields, ContentKind } from "@ojas/domain";
import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import type { CookieJar } from "../../test/sign-in.ts";
import { staffAudit } from "../staff/tables.ts";
import { demoStaffEmail, signInStaff, staffCall } from "../staff/test-helpers.ts";
import { onContentChange } from "./cache.ts";
import { articles, landings } from "./tables.ts";

let ctx: TestContext;
let content: { jar: CookieJar; userId: string };
let changes = 0;
let stopListening: () => void;
/** Landing rows this file changes, put back as they were afterwards. */
const restore: Array<typeof landings.$inferSelect> = [];

beforeAll(async () => {
  ctx = await testContext();
  content = await signInStaff(ctx, demoStaffEmail("CONTENT"));
  stopListening = onContentChange(ctx.deps, () => changes++);
});
afterAll(async () => {
  stopListening?.();
  ctx.clock.offset = 0;
  for (const row of restore) {
    await ctx.deps.db
      .update(landings)
      .set(row)
      .where(and(eq(landings.pageKey, row.pageKey), eq(landings.market, row.market)));
  }
});

const get = (url: string) => staffCall(ctx, content.jar, "GET", url);
const post = (url: string, payload?: object, key?: string) =>
  staffCall(ctx, content.jar, "POST", url, payload, key);
const patch = (url: string, payload: object) => staffCall(ctx, content.jar, "PATCH", url, payload);
const auditOf = (entityId: string) =>
  ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.entityId, entityId)).orderBy(asc(staffAudit.id));
const HOUR = 3_600_000;
const uid = () => randomUUID().slice(0, 8);

async function keepLanding(pageKey: string, market: "IN" | "AE" | "US") {
  const [row] = await ctx.deps.db
    .select()
    .from(landings)
    .where(and(eq(landings.pageKey, pageKey), eq(landings.market, market)));
  restore.push(row!);
  return row!;
}

interface Case {
  kind: ContentKind;
  fields: (id: string) => ContentFields;
  edit: (f: ContentFields) => ContentFields;
  /** Whether the storefront shows the item now (and, after the edit, with the edit). */
  shown: (id: string) => Promise<boolean>;
  create?: boolean;
}

const image = "/images/content/test.svg";

const CASES: Case[] = [
  {
    kind: "article",
    fields: (id) => ({
      kind: "article",
      slug: `t-article-${id}`,
      title: `Test article ${id}`,
      excerpt: "An excerpt",
      category: "fitness",
      tags: ["test"],
      author: "Ojas team",
      // The seeded articles' kind of image: other files' article tests read the whole list.
      image: "/images/illustrations/article-gut.svg",
      readMinutes: 4,
      bodyHtml: "<p>Hello <strong>world</strong></p>",
    }),
    edit: (f) => ({ ...f, title: `${(f as { title: string }).title} edited` }),
    shown: async (id) =>
      (await call(ctx, { method: "GET", url: `/api/marketing/articles/t-article-${id}` })).statusCode === 200,
  },
  {
    kind: "recipe",
    fields: (id) => ({
      kind: "recipe",
      slug: `t-recipe-${id}`,
      title: `Test recipe ${id}`,
      description: "A bowl",
      image,
      goal: null,
      prepMinutes: 10,
      calories: 300,
      proteinGrams: 20,
      ingredients: ["oats", "milk"],
      steps: ["Mix", "Eat"],
      tags: [],
    }),
    edit: (f) => ({ ...f, calories: 320 }) as ContentFields,
    shown: async (id) =>
      (await call(ctx, { method: "GET", url: `/api/fitness/recipes/t-recipe-${id}` })).statusCode === 200,
  },
  {
    kind: "trainer",
    fields: (id) => ({
      kind: "trainer",
      trainerId: `t-trainer-${id}`,
      name: `Test Trainer ${id}`,
      role: "TRAINER",
      speciality: "Strength",
      categories: ["YOGA"],
      bio: "Coaches",
      image,
      experienceYears: 5,
      rating: 4.5,
    }),
    edit: (f) => ({ ...f, bio: "Coaches well" }) as ContentFields,
    shown: async (id) =>
      (await call(ctx, { method: "GET", url: "/api/trainer/trainers" }))
        .json()
        .body.trainers.some((t: { trainerId: string }) => t.trainerId === `t-trainer-${id}`),
  },
  {
    kind: "video",
    fields: (id) => ({
      kind: "video",
      videoId: `t-video-${id}`,
      title: `Test video ${id}`,
      category: "fitness",
      subCategory: "YOGA",
      trainerId: null,
      durationSeconds: 600,
      level: "Beginner",
      thumbnail: image,
      exercises: [{ name: "Stretch", seconds: 30 }],
    }),
    edit: (f) => ({ ...f, level: "Advanced" }) as ContentFields,
    shown: async (id) =>
      (await call(ctx, { method: "GET", url: "/api/fitness/videoLibrary" }))
        .json()
        .body.videos.some((v: { videoId: string }) => v.videoId === `t-video-${id}`),
  },
  {
    kind: "testimonial",
    fields: (id) => ({
      kind: "testimonial",
      testimonialId: `t-testimonial-${id}`,
      name: `Asha ${id}`,
      city: "Pune",
      quote: "Lovely",
      rating: 5,
      category: "ring",
      goal: null,
      image,
      transformation: null,
    }),
    edit: (f) => ({ ...f, quote: "Lovely indeed" }) as ContentFields,
    shown: async (id) =>
      (await call(ctx, { method: "GET", url: "/api/marketing/testimonials" }))
        .json()
        .body.testimonials.some((t: { testimonialId: string }) => t.testimonialId === `t-testimonial-${id}`),
  },
  {
    kind: "influencer-video",
    fields: (id) => ({
      kind: "influencer-video",
      videoId: `t-influencer-${id}`,
      creator: "Meera",
      handle: "@meera",
      title: `Test influencer ${id}`,
      thumbnail: image,
      durationSeconds: 45,
      productSlug: null,
    }),
    edit: (f) => ({ ...f, handle: "@meera.fit" }) as ContentFields,
    shown: async (id) =>
      (await call(ctx, { method: "GET", url: "/api/marketing/influencer/v1/videos" }))
        .json()
        .body.videos.some((v: { videoId: string }) => v.videoId === `t-influencer-${id}`),
  },
];

describe("each kind: create, edit, schedule, unpublish", () => {
  for (const c of CASES) {
    it(`${c.kind}: a draft, edited, scheduled for later, shown once its time passed, unpublished`, async () => {
      const id = uid();
      const fields = c.fields(id);
      const created = await post("/api/staff/content", fields);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json().body.item;
      expect(item).toMatchObject({ kind: c.kind, status: "DRAFT", publishAt: null });
      expect(await c.shown(id)).toBe(false);

      const edited = await patch(`/api/staff/content/${c.kind}/${item.id}`, c.edit(fields));
      expect(edited.statusCode, edited.body).toBe(200);
      const { kind: _k, ...editedFields } = c.edit(fields) as Record<string, unknown>;
      expect(edited.json().body.fields).toMatchObject(
        c.kind === "article" ? { title: editedFields.title } : editedFields,
      );
      expect(edited.json().body.item.status).toBe("DRAFT");

      const at = ctx.deps.now() + HOUR;
      const scheduled = await post(`/api/staff/content/${c.kind}/${item.id}/publish`, { publishAt: at });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
      expect(scheduled.json().body.item).toMatchObject({ status: "SCHEDULED", publishAt: at });
      expect(await c.shown(id)).toBe(false);
      const listed = await get(
        `/api/staff/content?kind=${c.kind}&status=SCHEDULED&q=${encodeURIComponent(id)}`,
      );
      expect(listed.json().body.items.map((i: { id: string }) => i.id)).toEqual([item.id]);

      ctx.clock.offset = 2 * HOUR;
      try {
        expect(await c.shown(id)).toBe(true);
        // (Staff calls are not made here: the shifted clock has expired the staff session.)
      } finally {
        ctx.clock.offset = 0;
      }

      const off = await post(`/api/staff/content/${c.kind}/${item.id}/unpublish`);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().body.item.status).toBe("UNPUBLISHED");
      ctx.clock.offset = 2 * HOUR;
      try {
        expect(await c.shown(id)).toBe(false);
      } finally {
        ctx.clock.offset = 0;
      }
      // Unpublishing twice is refused.
      expect((await post(`/api/staff/content/${c.kind}/${item.id}/unpublish`)).json().error.code).toBe(4000);

      const audit = await auditOf(`${c.kind}/${item.id}`);
      expect(audit.map((a) => a.action)).toEqual([
        "content.create",
        "content.update",
        "content.publish",
        "content.unpublish",
      ]);
      expect(audit.every((a) => a.staffId === content.userId && a.entity === "content")).toBe(true);
      expect(audit[2]!.after).toMatchObject({ state: "LIVE", publishAt: at });
    });
  }

  it("landing: an edit shows on its page; scheduled, the page is away until its time; put back", async () => {
    const row = await keepLanding("about-us", "US");
    const id = `US:about-us`;
    const page = async () =>
      call(ctx, { method: "GET", url: "/api/dynamic-pages/v1/landing/about-us", market: "US" });
    const before = (await get(`/api/staff/content/landing/${id}`)).json().body;
    expect(before.item.status).toBe("PUBLISHED");
    const data = {
      ...(row.data as Record<string, unknown>),
      seo: { title: "About Ojas (edited)", description: "d" },
    };
    const edited = await patch(`/api/staff/content/landing/${id}`, {
      kind: "landing",
      pageKey: "about-us",
      market: "US",
      data,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await page()).json().body.data.seo.title).toBe("About Ojas (edited)");

    // Data that does not fit the page's schema: field errors under data, nothing changed.
    const bad = await patch(`/api/staff/content/landing/${id}`, {
      kind: "landing",
      pageKey: "about-us",
      market: "US",
      data: { ...data, hero: { title: 3 } },
    });
    expect(bad.json().error.code).toBe(4000);
    expect(Object.keys(bad.json().error.fields).some((k) => k.startsWith("data.hero"))).toBe(true);
    expect((await page()).json().body.data.seo.title).toBe("About Ojas (edited)");

    await post(`/api/staff/content/landing/${id}/publish`, { publishAt: ctx.deps.now() + HOUR });
    expect((await page()).statusCode).toBe(404);
    ctx.clock.offset = 2 * HOUR;
    try {
      expect((await page()).statusCode).toBe(200);
    } finally {
      ctx.clock.offset = 0;
    }
    expect((await auditOf(`landing/${id}`)).map((a) => a.action)).toEqual([
      "content.update",
      "content.publish",
    ]);
  });

  it("faq: a page's FAQ blocks are replaced in place, shown with their page, and listed under FAQs", async () => {
    const row = await keepLanding("faqs", "AE");
    const id = "AE:faqs";
    const got = (await get(`/api/staff/content/faq/${id}`)).json().body;
    expect(got.fields.blocks.length).toBeGreaterThan(0);
    const blocks = [
      { type: "faqs", title: "Quick answers", items: [{ question: "Is it test?", answer: "Yes, a test." }] },
    ];
    const edited = await patch(`/api/staff/content/faq/${id}`, {
      kind: "faq",
      pageKey: "faqs",
      market: "AE",
      blocks,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const shown = (
      await call(ctx, { method: "GET", url: "/api/dynamic-pages/v1/landing/faqs", market: "AE" })
    ).json().body.data.blocks;
    expect(shown.filter((b: { type: string }) => b.type === "faqs" || b.type === "faqGroups")).toEqual(
      blocks,
    );
    // The other blocks stay.
    const others = (row.data as { blocks: { type: string }[] }).blocks.filter(
      (b) => b.type !== "faqs" && b.type !== "faqGroups",
    );
    expect(shown.filter((b: { type: string }) => b.type !== "faqs")).toEqual(others);
    const list = await get(`/api/staff/content?kind=faq&q=faqs`);
    expect(list.json().body.items.map((i: { id: string }) => i.id)).toContain(id);
    // A page with FAQs already cannot get a second set through create.
    const again = await post("/api/staff/content", { kind: "faq", pageKey: "faqs", market: "AE", blocks });
    expect(again.json().error.fields.pageKey).toMatch(/FAQs already/);
  });
});

describe("rich text", () => {
  it("is sanitised against the allow-list before it is stored and served", async () => {
    const id = uid();
    const hostile = [
      "<h2>Why sleep</h2>",
      "<p>Plain <strong>bold</strong> and <em>soft</em> words.</p>",
      "<ul><li>one</li></ul><ol><li>two</li></ol>",
      "<blockquote>quoted</blockquote>",
      '<p><a href="https://example.com/read">read</a> <a href="/blog/x">inside</a></p>',
      '<img src="/images/content/ok.svg" alt="fine"><img src="https://cdn.example.com/a.png" alt="remote">',
      "<script>window.__pwned = true</script>",
      '<img src="x" onerror="window.__pwned=1">',
      '<p onclick="steal()" style="color:red">click</p>',
      '<a href="javascript:alert(1)">js link</a>',
      '<a href=" JaVaScRiPt:alert(1)">js link 2</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
      '<iframe src="https://evil.example"></iframe>',
      "<style>body{display:none}</style>",
      '<svg onload="x()"><circle/></svg>',
      '<form action="https://evil.example"><input name="a"></form>',
    ].join("");
    const res = await post("/api/staff/content", { ...CASES[0]!.fields(id), bodyHtml: hostile });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await ctx.deps.db
      .select()
      .from(articles)
      .where(eq(articles.slug, `t-article-${id}`));
    const served = res.json().body.fields.bodyHtml as string;
    await post(`/api/staff/content/article/t-article-${id}/publish`, {});
    const page = (await call(ctx, { method: "GET", url: `/api/marketing/articles/t-article-${id}` })).json()
      .body;
    for (const html of [stored!.bodyHtml!, served, page.article.bodyHtml as string]) {
      expect(html).not.toMatch(/<script|<style|<iframe|<svg|<form|<input/i);
      expect(html).not.toMatch(/\son\w+=/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/data:/i);
      expect(html).not.toMatch(/style=/i);
      expect(html).not.toContain("__pwned");
      expect(html).toContain("<h2>Why sleep</h2>");
      expect(html).toContain("<p>Plain <strong>bold</strong> and <em>soft</em> words.</p>");
      expect(html).toContain("<ul><li>one</li></ul><ol><li>two</li></ol>");
      expect(html).toContain("<blockquote>quoted</blockquote>");
      expect(html).toContain('href="https://example.com/read"');
      expect(html).toContain('<a href="/blog/x">inside</a>');
      expect(html).toContain('src="/images/content/ok.svg"');
      expect(html).toContain('src="https://cdn.example.com/a.png"');
      expect(html).toContain("<p>click</p>");
    }
  });
});

describe("lists", () => {
  it("filter by status and title in SQL and page with nextToken without repeats", async () => {
    const tag = uid();
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const f = { ...CASES[0]!.fields(`${tag}-${i}`), title: `Paging ${tag} ${i}` } as ContentFields;
      const res = await post("/api/staff/content", f);
      slugs.push(res.json().body.item.id);
    }
    await post(`/api/staff/content/article/${slugs[1]}/publish`, {});
    const drafts = await get(`/api/staff/content?kind=article&status=DRAFT&q=Paging ${tag}`);
    expect(
      drafts
        .json()
        .body.items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([slugs[0], slugs[2]].sort());
    const published = await get(`/api/staff/content?kind=article&status=PUBLISHED&q=Paging ${tag}`);
    expect(published.json().body.items.map((i: { id: string }) => i.id)).toEqual([slugs[1]]);

    const first = (await get(`/api/staff/content?kind=article&q=Paging ${tag}&limit=2`)).json().body;
    expect(first.items).toHaveLength(2);
    // Newest change first: the published one changed last.
    expect(first.items[0].id).toBe(slugs[1]);
    const second = (
      await get(
        `/api/staff/content?kind=article&q=Paging ${tag}&limit=2&nextToken=${first.paginationData.nextToken}`,
      )
    ).json().body;
    expect(second.paginationData.nextToken).toBeNull();
    expect([...first.items, ...second.items].map((i: { id: string }) => i.id).sort()).toEqual(
      [...slugs].sort(),
    );
    expect((await get("/api/staff/content?kind=article&nextToken=nope")).json().error.code).toBe(4000);
  });

  it("pages through seeded rows too (their update times carry microseconds)", async () => {
    const seen = new Set<string>();
    let token: string | null = null;
    for (let n = 0; n < 20; n++) {
      const url: string = `/api/staff/content?kind=trainer&limit=3${token ? `&nextToken=${token}` : ""}`;
      const body = (await get(url)).json().body;
      for (const item of body.items) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
      token = body.paginationData.nextToken;
      if (!token) break;
    }
    expect(token).toBeNull();
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe("changes", () => {
  it("a double submit with one Idempotency-Key creates once and answers the same", async () => {
    const id = uid();
    const fields = CASES[1]!.fields(id);
    const key = randomUUID();
    const before = changes;
    const [a, b] = [
      await post("/api/staff/content", fields, key),
      await post("/api/staff/content", fields, key),
    ];
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    expect(await auditOf(`recipe/t-recipe-${id}`)).toHaveLength(1);
    expect(changes).toBeGreaterThan(before);
    // The same key with another body is refused.
    const other = await post("/api/staff/content", { ...fields, title: "Another" }, key);
    expect(other.json().error.code).toBe(4090);
    // Creating the same id with a new key is a field error.
    const dup = await post("/api/staff/content", fields);
    expect(dup.json().error.fields.slug).toMatch(/exists/);
  });

  it("bad input answers field errors and stores nothing", async () => {
    const id = uid();
    const res = await post("/api/staff/content", {
      ...CASES[0]!.fields(id),
      title: "",
      image: "javascript:alert(1)",
      readMinutes: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      title: expect.any(String),
      image: expect.any(String),
      readMinutes: expect.any(String),
    });
    expect(
      await ctx.deps.db
        .select()
        .from(articles)
        .where(like(articles.slug, `t-article-${id}%`)),
    ).toHaveLength(0);
    // A publish time in the past is refused.
    const made = await post("/api/staff/content", CASES[0]!.fields(id));
    const past = await post(`/api/staff/content/article/${made.json().body.item.id}/publish`, {
      publishAt: ctx.deps.now() - HOUR,
    });
    expect(past.json().error.fields.publishAt).toBeDefined();
    // The id cannot change through an edit, and an unknown item is 4040.
    const moved = await patch(`/api/staff/content/article/${made.json().body.item.id}`, {
      ...CASES[0]!.fields(`${id}x`),
    });
    expect(moved.json().error.fields.slug).toBeDefined();
    expect((await get("/api/staff/content/article/no-such-article-here")).json().error.code).toBe(4040);
  });

  it("needs the content permission", async () => {
    const ops = await signInStaff(ctx, demoStaffEmail("OPS"));
    const res = await staffCall(ctx, ops.jar, "POST", "/api/staff/content", CASES[0]!.fields(uid()));
    expect(res.json().error.code).toBe(4030);
  });
});

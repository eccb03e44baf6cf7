import { describe, expect, it } from "vitest";
import { createPageCache, isShareable, pageCacheKey } from "./page-cache.ts";

const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0";
const get = (url: string, headers: Record<string, string> = {}) => ({
  method: "GET",
  url,
  headers: { "user-agent": UA, ...headers },
});

const html = (text: string, init: ResponseInit = {}) =>
  new Response(text, { status: 200, headers: { "content-type": "text/html" }, ...init });

describe("which requests may share a rendered page", () => {
  it("anonymous GETs, keyed by URL and user agent", () => {
    expect(pageCacheKey(get("/skin?sort=TOP_RATED"))).toBe(`/skin?sort=TOP_RATED\n${UA}`);
    expect(pageCacheKey(get("/skin", { "user-agent": "OjasApp/4.9.1 (iOS)" }))).not.toBe(
      pageCacheKey(get("/skin")),
    );
  });

  it("with the analytics cookie only, which does not change the page", () => {
    expect(pageCacheKey(get("/", { cookie: "ojas_engagement_sid=abcdefghijklmnopqrstuvwx" }))).not.toBeNull();
  });

  it("never a signed-in visitor, a webview session, another method or credentials", () => {
    expect(pageCacheKey(get("/", { cookie: "ojas_engagement_sid=x; session=abc" }))).toBeNull();
    expect(pageCacheKey(get("/", { cookie: "ojas_webview=ios%7C4.9.1%7C1%7C" }))).toBeNull();
    expect(pageCacheKey(get("/", { authorization: "Bearer x" }))).toBeNull();
    expect(pageCacheKey({ ...get("/contact-us"), method: "POST" })).toBeNull();
    expect(pageCacheKey({ ...get("/"), method: "HEAD" })).toBeNull();
  });

  it("only full answers that set no cookie", () => {
    expect(isShareable(html("ok"))).toBe(true);
    expect(isShareable(html("gone", { status: 404 }))).toBe(false);
    expect(isShareable(html("ok", { headers: { "set-cookie": "ojas_webview=x" } }))).toBe(false);
    expect(isShareable(html("ok", { headers: { "cache-control": "private" } }))).toBe(false);
  });
});

describe("the page cache", () => {
  it("renders once for concurrent and later requests within the TTL, then again", async () => {
    let clock = 1_000;
    const cache = createPageCache(5_000, () => clock);
    let renders = 0;
    const render = async () => html(`<p>render ${++renders}</p>`);
    const pages = await Promise.all([
      cache.serve("k", render),
      cache.serve("k", render),
      cache.serve("k", render),
    ]);
    expect(renders).toBe(1);
    for (const page of pages) {
      expect(page).not.toBeInstanceOf(Response);
      expect(new TextDecoder().decode((page as { body: Uint8Array }).body)).toBe("<p>render 1</p>");
    }
    clock += 4_999;
    await cache.serve("k", render);
    expect(renders).toBe(1);
    clock += 2;
    const later = await cache.serve("k", render);
    expect(renders).toBe(2);
    expect(new TextDecoder().decode((later as { body: Uint8Array }).body)).toBe("<p>render 2</p>");
  });

  it("keeps the status and headers, without a stale content length", async () => {
    const cache = createPageCache(5_000);
    const page = await cache.serve("k", async () =>
      html("<p>hi</p>", {
        headers: { "content-type": "text/html; charset=utf-8", "content-length": "9", "x-a": "1" },
      }),
    );
    expect(page).toMatchObject({
      status: 200,
      headers: [
        ["content-type", "text/html; charset=utf-8"],
        ["x-a", "1"],
      ],
    });
  });

  it("hands back, and never keeps, what cannot be shared", async () => {
    const cache = createPageCache(5_000);
    let renders = 0;
    const notFound = async () => html(`missing ${++renders}`, { status: 404 });
    const first = await cache.serve("k", notFound);
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).status).toBe(404);
    await cache.serve("k", notFound);
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("forgets a render that failed, and the next request renders again", async () => {
    const cache = createPageCache(5_000);
    await expect(cache.serve("k", async () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    const page = await cache.serve("k", async () => html("back"));
    expect(new TextDecoder().decode((page as { body: Uint8Array }).body)).toBe("back");
  });

  it("holds at most maxEntries pages, dropping the oldest", async () => {
    const cache = createPageCache(5_000, Date.now, 2);
    for (const key of ["a", "b", "c"]) await cache.serve(key, async () => html(key));
    expect(cache.size).toBe(2);
    let rendered = false;
    await cache.serve("a", async () => {
      rendered = true;
      return html("a");
    });
    expect(rendered).toBe(true);
  });

  it("with staleMs, serves the expired page while one background render replaces it", async () => {
    let clock = 0;
    const cache = createPageCache(5_000, () => clock, 10, 60_000);
    let renders = 0;
    let release: () => void = () => {};
    const text = (page: unknown) => new TextDecoder().decode((page as { body: Uint8Array }).body);
    const render = async () => {
      renders++;
      if (renders > 1) await new Promise<void>((resolve) => (release = resolve));
      return html(`<p>render ${renders}</p>`);
    };
    await cache.serve("k", render);
    clock = 6_000;
    // Expired: both get the old page at once, and only one render starts.
    expect(text(await cache.serve("k", render))).toBe("<p>render 1</p>");
    expect(text(await cache.serve("k", render))).toBe("<p>render 1</p>");
    expect(renders).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(text(await cache.serve("k", render))).toBe("<p>render 2</p>");
    expect(renders).toBe(2);
  });

  it("with staleMs, keeps the old page when the background render fails, and waits past staleMs", async () => {
    let clock = 0;
    const cache = createPageCache(5_000, () => clock, 10, 30_000);
    const text = (page: unknown) => new TextDecoder().decode((page as { body: Uint8Array }).body);
    await cache.serve("k", async () => html("first"));
    clock = 10_000;
    expect(text(await cache.serve("k", async () => Promise.reject(new Error("down"))))).toBe("first");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(text(await cache.serve("k", async () => html("404", { status: 404 })))).toBe("first");
    await new Promise((resolve) => setTimeout(resolve, 10));
    clock = 40_000;
    expect(text(await cache.serve("k", async () => html("fresh")))).toBe("fresh");
  });
});

describe("forgetting pages", () => {
  it("renders again after clear(), within the TTL", async () => {
    const cache = createPageCache(60_000, () => 1_000);
    let renders = 0;
    const render = async () => html(`<p>render ${++renders}</p>`);
    await cache.serve("k", render);
    await cache.serve("k", render);
    expect(renders).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    const page = await cache.serve("k", render);
    expect(renders).toBe(2);
    expect(new TextDecoder().decode((page as { body: Uint8Array }).body)).toBe("<p>render 2</p>");
  });
});

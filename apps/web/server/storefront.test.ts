import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { injectFetch, sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";
import type { CachedPage } from "./page-cache.ts";
import { NOT_BUILT_MESSAGE, sendCachedPage, ssoProvidersOf, storefrontPlugin } from "./storefront.ts";

const missingBuild = path.join(os.tmpdir(), "ojas-no-build-here");

describe("storefront plugin", () => {
  it("answers 503 with what to do when the storefront is not built", async () => {
    const app = Fastify();
    await app.register(storefrontPlugin, { siteOrigin: "http://shop.test", buildDir: missingBuild });
    const page = await app.inject({ method: "GET", url: "/skin?x=1" });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe(NOT_BUILT_MESSAGE);
    expect(page.body).toContain("npm run build");
    await app.close();
  });

  it("keeps unknown /api paths away from React with the JSON 4040 error, whatever the method and body", async () => {
    const app = Fastify();
    app.get("/api/real", async () => ({ body: { ok: true } }));
    await app.register(storefrontPlugin, { siteOrigin: "http://shop.test", buildDir: missingBuild });
    const unknown = await app.inject({
      method: "POST",
      url: "/api/nope?x=1",
      payload: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 4040, message: "No route for POST /api/nope" } });
    expect((await app.inject({ method: "GET", url: "/api" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/real" })).json()).toEqual({ body: { ok: true } });
    await app.close();
  });
});

describe("fetch bridge", () => {
  it("sends status, headers, every Set-Cookie apart, and the streamed body", async () => {
    const app = Fastify();
    app.get("/page", (_request, reply) => {
      const headers = new Headers({ "content-type": "text/html; charset=utf-8", "x-thing": "1" });
      headers.append("set-cookie", "a=1; Path=/; HttpOnly");
      headers.append("set-cookie", "b=2; Path=/");
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("<p>one</p>"));
          controller.enqueue(new TextEncoder().encode("<p>two</p>"));
          controller.close();
        },
      });
      return sendFetchResponse(reply, new Response(body, { status: 201, headers }));
    });
    const res = await app.inject({ method: "GET", url: "/page" });
    expect(res.statusCode).toBe(201);
    expect(res.headers["set-cookie"]).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/"]);
    expect(res.headers["x-thing"]).toBe("1");
    expect(res.body).toBe("<p>one</p><p>two</p>");
    const head = await app.inject({ method: "HEAD", url: "/page" });
    expect(head.statusCode).toBe(201);
    expect(head.headers["content-type"]).toContain("text/html");
    expect(head.body).toBe("");
    await app.close();
  });

  it("turns a Fastify request into a Fetch Request with its method, URL, headers and raw body", async () => {
    const app = Fastify();
    app.addContentTypeParser("*", { parseAs: "buffer" }, (_r, body, done) => done(null, body));
    let seen: { method: string; url: string; cookie: string | null; body: string } | undefined;
    app.route({
      method: ["POST", "HEAD", "GET"],
      url: "/form",
      handler: async (request) => {
        const fetchRequest = toFetchRequest(request, new AbortController().signal);
        seen = {
          method: fetchRequest.method,
          url: fetchRequest.url,
          cookie: fetchRequest.headers.get("cookie"),
          body: fetchRequest.method === "POST" ? await fetchRequest.text() : "",
        };
        return "ok";
      },
    });
    await app.inject({
      method: "POST",
      url: "/form?x=1",
      headers: { host: "shop.test", cookie: "s=1", "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Asha&phone=9876543210",
    });
    expect(seen).toEqual({
      method: "POST",
      url: "http://shop.test/form?x=1",
      cookie: "s=1",
      body: "name=Asha&phone=9876543210",
    });
    await app.inject({ method: "HEAD", url: "/form", headers: { host: "shop.test" } });
    expect(seen?.method).toBe("GET");
    await app.close();
  });

  it("answers API calls in-process with the shopper's address", async () => {
    const app = Fastify();
    app.post("/api/echo", async (request) => ({
      body: { ip: request.ip, market: request.headers["x-market"], sent: request.body },
    }));
    app.get("/page", async (request) => {
      const apiFetch = injectFetch(app, request);
      const response = await apiFetch("http://storefront.internal/api/echo", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Market": "AE" },
        body: JSON.stringify({ q: 1 }),
      });
      return { status: response.status, json: await response.json() };
    });
    const res = await app.inject({ method: "GET", url: "/page", remoteAddress: "203.0.113.9" });
    expect(res.json()).toEqual({
      status: 200,
      json: { body: { ip: "203.0.113.9", market: "AE", sent: { q: 1 } } },
    });
    await app.close();
  });
});

describe("compressed pages", () => {
  const html = `<!DOCTYPE html><html><body>${"<li class='plan-card'>Weight Loss Pro</li>".repeat(200)}</body></html>`;

  it("streams a rendered page compressed when the client accepts it, and leaves other content alone", async () => {
    const app = Fastify();
    app.get("/page", (request, reply) => {
      const type = request.query && (request.query as { type?: string }).type;
      const response = new Response(html, {
        headers: { "content-type": type === "png" ? "image/png" : "text/html; charset=utf-8" },
      });
      return sendFetchResponse(reply, response, request.headers["accept-encoding"] ? "gzip" : null);
    });
    const gz = await app.inject({ method: "GET", url: "/page", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);
    expect(gz.rawPayload.byteLength).toBeLessThan(html.length / 5);

    const plain = await app.inject({ method: "GET", url: "/page" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(html);
    const png = await app.inject({
      method: "GET",
      url: "/page?type=png",
      headers: { "accept-encoding": "gzip" },
    });
    expect(png.headers["content-encoding"]).toBeUndefined();
    await app.close();
  });

  it("compresses a shared page once per encoding and keeps the bytes with it", async () => {
    const page: CachedPage = {
      status: 200,
      headers: [["content-type", "text/html; charset=utf-8"]],
      body: new TextEncoder().encode(html),
    };
    const small: CachedPage = { ...page, body: new TextEncoder().encode("<p>hi</p>") };
    const app = Fastify();
    app.get("/page", (request, reply) => {
      const { which, enc } = request.query as { which: string; enc?: "br" | "gzip" };
      return sendCachedPage(reply, which === "small" ? small : page, enc ?? null);
    });
    const br = await app.inject({ method: "GET", url: "/page?which=big&enc=br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const kept = page.encoded?.br;
    expect(kept).toBeDefined();
    await app.inject({ method: "GET", url: "/page?which=big&enc=br" });
    expect(page.encoded?.br).toBe(kept);
    const gz = await app.inject({ method: "GET", url: "/page?which=big&enc=gzip" });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);
    const tiny = await app.inject({ method: "GET", url: "/page?which=small&enc=gzip" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe("<p>hi</p>");
    await app.close();
  });
});

describe("sign-in providers offered", () => {
  it("are the ones the API is configured for, and none without settings", () => {
    const settings = { issuer: "https://id.test", clientId: "id", clientSecret: "secret" };
    expect(ssoProvidersOf({ GOOGLE: settings, APPLE: settings })).toEqual(["google", "apple"]);
    expect(ssoProvidersOf({ APPLE: settings })).toEqual(["apple"]);
    expect(ssoProvidersOf({})).toEqual([]);
    expect(ssoProvidersOf(undefined)).toEqual([]);
  });
});

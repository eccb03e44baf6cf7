import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { Market, PaymentGatewayName, SsoSourceName } from "@ojas/domain";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import {
  chooseEncoding,
  compressBody,
  type Encoding,
  isCompressible,
  MIN_COMPRESS_BYTES,
} from "../../api/src/http/compression.ts";
import { SSO_PROVIDERS, type SsoProvider } from "../app/lib/auth/sso-providers.ts";
import { injectFetch, sendFetchResponse, toFetchRequest } from "./fetch-bridge.ts";
import { type CachedPage, createPageCache, pageCacheKey } from "./page-cache.ts";
import { missingSessionHint } from "./session-hint.ts";
import { sharedPageMatcher, withoutSessionCookies } from "./shared-routes.ts";

const defaultBuildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build");

export interface StorefrontOptions {
  /** Public origin for canonical links and structured data (config.siteOrigin). */
  siteOrigin: string;
  /** Where `react-router build` wrote client/ and server/; apps/web/build by default. */
  buildDir?: string;
  /**
   * How long a page rendered for an anonymous visitor is served to others asking for the same URL with the
   * same user agent (docs/decisions/0009); 0, the default, renders every request. Loaders share data that
   * is the same for every shopper for as long (docs/decisions/0015).
   */
  pageCacheTtlMs?: number;
  /**
   * The API's Google and Apple settings (config.sso): the login popup offers only the providers set here.
   * Only which ones are set reaches the page.
   */
  sso?: Partial<Record<SsoSourceName, unknown>>;
  /**
   * Registers a listener the API calls when this instance changes the catalogue (a review approved changes
   * a product's rating and reviews): the page cache then forgets its pages (docs/decisions/0009).
   */
  onCatalogueChange?: (listener: () => void) => void;
  /** The payment gateway of each market (config.payments.gateways): a plan is bought through it. */
  paymentGateways?: Partial<Record<Market, PaymentGatewayName>>;
}

/** The sign-in providers a page may offer: those the API is configured for. */
export function ssoProvidersOf(sso: StorefrontOptions["sso"]): SsoProvider[] {
  return SSO_PROVIDERS.filter((provider) => Boolean(sso?.[provider === "google" ? "GOOGLE" : "APPLE"]));
}

/** A shared page, compressed for the client once per encoding (the bytes are kept with the page). */
export function sendCachedPage(
  reply: FastifyReply,
  page: CachedPage,
  encoding: Encoding | null,
): FastifyReply {
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  const contentType = page.headers.find(([name]) => name === "content-type")?.[1];
  if (isCompressible(contentType)) reply.header("vary", "Accept-Encoding");
  let body: Uint8Array = page.body;
  if (encoding && isCompressible(contentType) && page.body.byteLength >= MIN_COMPRESS_BYTES) {
    page.encoded ??= {};
    body = page.encoded[encoding] ??= compressBody(page.body, encoding);
    reply.header("content-encoding", encoding);
  }
  return reply.send(reply.request.method === "HEAD" ? undefined : Buffer.from(body));
}

function withoutSession(headers: FastifyRequest["headers"]): FastifyRequest["headers"] {
  const { cookie, ...rest } = headers;
  const kept = withoutSessionCookies(cookie ?? "");
  return kept ? { ...rest, cookie: kept } : rest;
}

/** Says on a page that may be shared whether it came from the page cache ("hit") or was rendered ("miss"). */
export const PAGE_CACHE_HEADER = "x-page-cache";

/** How long an expired shared page may still be served while it is rendered again. */
export const PAGE_STALE_MS = 60_000;

export const NOT_BUILT_MESSAGE =
  "The storefront is not built yet: run npm run build (or npm start, which builds first), then restart the server.";

/**
 * The storefront on the API's Fastify instance: built client assets, and every non-/api GET or POST rendered
 * by React Router on the server. Unknown /api paths answer the JSON 4040 error and never reach React.
 */
export const storefrontPlugin: FastifyPluginAsync<StorefrontOptions> = async (app, options) => {
  const buildDir = options.buildDir ?? defaultBuildDir;
  const assetsDir = path.join(buildDir, "client", "assets");
  const serverEntry = path.join(buildDir, "server", "index.js");

  let handler: { handle: ReturnType<typeof createRequestHandler>; isShared: (path: string) => boolean };
  async function requestHandler() {
    if (handler) return handler;
    if (!fs.existsSync(serverEntry)) return undefined;
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    handler = {
      handle: createRequestHandler(build, "production"),
      isShared: sharedPageMatcher(build.routes),
    };
    return handler;
  }

  if (fs.existsSync(assetsDir)) {
    // File names carry a content hash, so they never change: cache for a year. The build writes a brotli
    // and a gzip copy of each script and style sheet beside it (vite.config.ts), served to clients that
    // accept them.
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: "/assets/",
      decorateReply: false,
      immutable: true,
      maxAge: "365d",
      preCompressed: true,
    });
  }

  const apiNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    return reply
      .code(404)
      .type("application/json; charset=utf-8")
      .send({
        error: { code: 4040, message: `No route for ${request.method} ${request.url.split("?")[0]}` },
      });
  };
  app.all("/api", apiNotFound);
  app.all("/api/*", apiNotFound);

  // Pages get the raw body (forms, JSON) as a buffer: React Router's actions parse it themselves.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  // An expired page is served for up to a minute more while it is rendered again (decision 0015).
  const pageCache = options.pageCacheTtlMs
    ? createPageCache(options.pageCacheTtlMs, Date.now, undefined, PAGE_STALE_MS)
    : null;
  if (pageCache) options.onCatalogueChange?.(() => pageCache.clear());

  const ssoProviders = ssoProvidersOf(options.sso);
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const loaded = await requestHandler();
    if (!loaded) return reply.code(503).type("text/plain; charset=utf-8").send(NOT_BUILT_MESSAGE);
    const { handle } = loaded;
    // A page that is the same for everyone is rendered without the session (docs/decisions/0042): a
    // signed-in shopper shares the anonymous copy, and who they are comes after hydration.
    const sharedForEveryone = request.method === "GET" && loaded.isShared(request.url.split("?")[0]!);
    const headers = sharedForEveryone ? withoutSession(request.headers) : request.headers;
    const context: AppLoadContext = {
      siteOrigin: options.siteOrigin.replace(/\/$/, ""),
      apiFetch: injectFetch(app, request),
      // Data that is the same for every shopper may lag as long as a shared page does.
      sharedDataTtlMs: options.pageCacheTtlMs ?? 0,
      ssoProviders,
      paymentGateways: options.paymentGateways ?? {},
      sharedForEveryone,
    };
    const hint = missingSessionHint(request.headers.cookie, options.siteOrigin.startsWith("https://"));
    if (hint) reply.header("set-cookie", hint);
    const key = pageCache ? pageCacheKey({ method: request.method, url: request.url, headers }) : null;
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (pageCache && key) {
      // A shared render is not cut short when the shopper who asked first goes away.
      let rendered = false;
      const page = await pageCache.serve(key, () => {
        rendered = true;
        return handle(toFetchRequest(request, new AbortController().signal, headers), context);
      });
      // Whether this request waited for a render: for monitoring and the benchmarks.
      reply.header(PAGE_CACHE_HEADER, rendered ? "miss" : "hit");
      return page instanceof Response
        ? sendFetchResponse(reply, page, encoding)
        : sendCachedPage(reply, page, encoding);
    }
    const controller = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const response = await handle(toFetchRequest(request, controller.signal, headers), context);
    return sendFetchResponse(reply, response, encoding);
  };
  app.route({ method: ["GET", "POST"], url: "/*", handler: render });
};

import { createHash } from "node:crypto";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { chooseEncoding, type Encoding, MIN_COMPRESS_BYTES } from "./compression.ts";
import { isInternalCall } from "./internal-call.ts";

// HTTP caching and compression of the API's JSON (docs/decisions/0044-api-http-caching.md).

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's 200 is the same for every shopper of a market: sent with an ETag (answering 304 to a
     * matching If-None-Match), `Cache-Control: public` that revalidates on every use, and `Vary: X-Market`.
     */
    publicRead?: boolean;
  }
}

/** Stored by browsers and shared caches, but checked with the API (a 304) before every use. */
export const PUBLIC_READ_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * Brotli quality for a body compressed once and kept (the catalogue's cached responses), and for one
 * compressed per request: level 4 costs about what gzip 6 does, levels 5 and 6 about twice that for
 * 5–10 % fewer bytes, level 9 a hundred times (bench/RESULTS.md, 0044).
 */
const KEPT_BROTLI_QUALITY = 6;
const PER_REQUEST_BROTLI_QUALITY = 4;

function compress(text: string, encoding: Encoding, brotliQuality: number): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(text, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.gzipSync(text, { level: 6 });
}

/** A weak validator: the same JSON is the same resource, whichever encoding carries it. */
export const etagOf = (text: string) => `W/"${createHash("sha1").update(text).digest("base64url")}"`;

/**
 * A JSON response kept in memory (ResponseCache): its ETag and compressed forms are made once, on first
 * use, rather than for every request that reads it.
 */
export class JsonBody {
  private tag: string | undefined;
  private readonly compressed = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {}

  get etag(): string {
    this.tag ??= etagOf(this.text);
    return this.tag;
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.compressed.get(encoding);
    if (!body) {
      body = compress(this.text, encoding, KEPT_BROTLI_QUALITY);
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

const kept = new WeakMap<FastifyRequest, JsonBody>();

/** Sends a kept JSON response as is (past the serializer), with its ETag and compressed forms. */
export function sendJsonBody(reply: FastifyReply, body: JsonBody): FastifyReply {
  kept.set(reply.request, body);
  return reply.type("application/json; charset=utf-8").send(body.text);
}

/** Whether If-None-Match names this (weak) ETag, weak comparison as RFC 9110 asks for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.startsWith("W/") ? etag.slice(2) : etag;
  for (const part of header.split(",")) {
    const tag = part.trim();
    if (tag === "*" || tag === opaque || tag === etag || (tag.startsWith("W/") && tag.slice(2) === opaque)) {
      return true;
    }
  }
  return false;
}

function addVary(reply: FastifyReply, names: string): void {
  const current = reply.getHeader("vary");
  if (typeof current !== "string" || current === "") {
    reply.header("vary", names);
    return;
  }
  const have = new Set(current.split(",").map((name) => name.trim().toLowerCase()));
  const add = names.split(", ").filter((name) => !have.has(name.toLowerCase()));
  if (add.length > 0) reply.header("vary", `${current}, ${add.join(", ")}`);
}

/**
 * On every JSON response of the API (not the storefront's own in-process calls, which read it at once):
 * - a route marked `publicRead` answering 200 to a GET gets its ETag, Cache-Control and Vary, and a 304
 *   without a body when If-None-Match names the ETag; a route that set Cache-Control itself (a personal
 *   answer) or a response that sets a cookie is left alone;
 * - a body of MIN_COMPRESS_BYTES or more goes out in brotli or gzip as Accept-Encoding allows.
 */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (typeof payload !== "string" || isInternalCall(request)) return done(null, payload);
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !type.startsWith("application/json")) return done(null, payload);
    const keptBody = kept.get(request);
    const body = keptBody?.text === payload ? keptBody : undefined;

    if (
      reply.statusCode === 200 &&
      request.routeOptions.config.publicRead === true &&
      (request.method === "GET" || request.method === "HEAD") &&
      !reply.hasHeader("cache-control") &&
      !reply.hasHeader("set-cookie")
    ) {
      const etag = body ? body.etag : etagOf(payload);
      reply.header("etag", etag).header("cache-control", PUBLIC_READ_CACHE_CONTROL);
      addVary(reply, "X-Market, Accept-Encoding");
      if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) {
        reply.code(304).removeHeader("content-type");
        return done(null, null);
      }
    }

    // Characters, not bytes: a body this long in characters is at least as long in bytes.
    if (payload.length < MIN_COMPRESS_BYTES || reply.hasHeader("content-encoding")) {
      return done(null, payload);
    }
    addVary(reply, "Accept-Encoding");
    const encoding = chooseEncoding(request.headers["accept-encoding"]);
    if (!encoding || request.method === "HEAD") return done(null, payload);
    reply.header("content-encoding", encoding);
    done(null, body ? body.encoded(encoding) : compress(payload, encoding, PER_REQUEST_BROTLI_QUALITY));
  });
});

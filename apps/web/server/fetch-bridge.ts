import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { compressStream, type Encoding, isCompressible } from "../../api/src/http/compression.ts";
import { INTERNAL_CALL_HEADER, internalCallToken } from "../../api/src/http/internal-call.ts";

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function toHeaders(raw: Record<string, string | string[] | number | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  return headers;
}

/**
 * The Fastify request as a Fetch Request for React Router; the body is the raw buffer of the parser.
 * `headers` replaces the request's own (a shared page drops the session cookies).
 */
export function toFetchRequest(
  request: FastifyRequest,
  signal: AbortSignal,
  headers: FastifyRequest["headers"] = request.headers,
): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host || "localhost"}`);
  // HEAD renders as GET; sendFetchResponse then sends the headers without the body.
  const method = request.method === "HEAD" ? "GET" : request.method;
  const init: RequestInit = { method, headers: toHeaders(headers), signal };
  if (method !== "GET" && Buffer.isBuffer(request.body)) {
    init.body = new Uint8Array(request.body);
  }
  return new Request(url, init);
}

/**
 * Sends a Fetch Response through Fastify: status, every header (each Set-Cookie apart), streamed body,
 * compressed as it streams when an encoding is given and the content is text.
 */
export function sendFetchResponse(
  reply: FastifyReply,
  response: Response,
  encoding: Encoding | null = null,
): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const compress =
    encoding !== null &&
    response.body !== null &&
    isCompressible(response.headers.get("content-type")) &&
    !response.headers.has("content-encoding");
  if (isCompressible(response.headers.get("content-type"))) reply.header("vary", "Accept-Encoding");
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  if (reply.request.method === "HEAD") {
    void response.body.cancel();
    return reply.send();
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  if (!compress || encoding === null) return reply.send(body);
  reply.removeHeader("content-length");
  reply.header("content-encoding", encoding);
  return reply.send(body.pipe(compressStream(encoding)));
}

/**
 * A fetch that answers through app.inject: server-side loaders call the same API routes in-process, with
 * the shopper's address. They are marked as internal calls: the page request itself was rate-limited.
 */
export function injectFetch(app: FastifyInstance, shopper: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    for (const [name, value] of request.headers) headers[name] = value;
    headers[INTERNAL_CALL_HEADER] = internalCallToken;
    const result = await app.inject({
      method: request.method as "GET",
      url: `${url.pathname}${url.search}`,
      headers,
      payload,
      remoteAddress: shopper.ip,
    });
    const body = NULL_BODY_STATUSES.has(result.statusCode) ? null : new Uint8Array(result.rawPayload);
    return new Response(body, {
      status: result.statusCode,
      headers: toHeaders(result.headers as Record<string, string | string[] | number | undefined>),
    });
  };
}

import {
  errorMessage,
  MAIN_API_TIMEOUT_MS,
  MARKET_INFO,
  type Market,
  marketFromPath,
  NETWORK_TIMEOUT_CODE,
  NETWORK_TIMEOUT_MESSAGE,
} from "@ojas/domain";
import type { AppLoadContext } from "react-router";

/** A failed API call: the HTTP status and CONTRACT.md's `{error: {code, message, fields?}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export interface ApiOptions {
  market: Market;
  /** The fetch to use: the server injects an in-process one; the browser uses its own. */
  fetch?: typeof fetch;
  /** Origin of the API; empty means the page's own origin (the browser). */
  baseUrl?: string;
  /** Forwarded to the API on the server so it sees the shopper's session. */
  cookie?: string | null;
  timeZone?: string;
  /** Aborts the call with the page request (a shopper who navigated away). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface Api {
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string, query?: Query): Promise<T>;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes("?") ? "&" : "?"}${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * The one API client of the storefront (SPEC.md section 7, CONTRACT.md section 2): JSON, credentials,
 * X-Client WEB, X-Timezone and X-Market headers, a 40 s timeout with one retry of a timed-out GET, `{body}`
 * unwrapped and `{error}` thrown as ApiError.
 */
export function createApi(options: ApiOptions): Api {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl ?? "";
  const timeZone = options.timeZone ?? browserTimeZone() ?? MARKET_INFO[options.market].timeZone;

  async function once<T>(method: string, path: string, body: unknown): Promise<T> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "X-Client": "WEB",
      "X-Timezone": timeZone,
      "X-Market": options.market,
    };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (options.cookie) headers.Cookie = options.cookie;
    const timeout = AbortSignal.timeout(options.timeoutMs ?? MAIN_API_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: "include",
        signal,
      });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (isTimeout(error)) throw new ApiError(408, NETWORK_TIMEOUT_CODE, NETWORK_TIMEOUT_MESSAGE);
      throw new ApiError(503, 5000, errorMessage(5000));
    }
    const json = (await readJson(response)) as {
      body?: unknown;
      error?: { code?: number | string; message?: string; fields?: Record<string, string> };
    } | null;
    if (response.ok && json && "body" in json) return json.body as T;
    const failure = json?.error;
    if (failure?.code !== undefined) {
      throw new ApiError(
        response.status,
        failure.code,
        failure.message ?? errorMessage(5000),
        failure.fields,
      );
    }
    throw new ApiError(response.status >= 400 ? response.status : 502, 5000, errorMessage(5000));
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    try {
      return await once<T>(method, path, body);
    } catch (error) {
      // SPEC.md section 8: a 408 or a network timeout is retried once; only reads, so nothing happens twice.
      if (method === "GET" && error instanceof ApiError && error.status === 408) {
        return once<T>(method, path, body);
      }
      throw error;
    }
  }

  return {
    get: (path, query) => call("GET", withQuery(path, query)),
    post: (path, body) => call("POST", path, body ?? {}),
    put: (path, body) => call("PUT", path, body ?? {}),
    delete: (path, query) => call("DELETE", withQuery(path, query)),
  };
}

/** The client for a loader or action: market from the page URL, the server's fetch, the shopper's cookies. */
export function apiFor(request: Request, context: AppLoadContext): Api {
  const url = new URL(request.url);
  return createApi({
    market: marketFromPath(url.pathname),
    fetch: context.apiFetch,
    baseUrl: context.apiBaseUrl ?? (context.apiFetch ? "http://storefront.internal" : url.origin),
    cookie: request.headers.get("cookie"),
    timeZone: MARKET_INFO[marketFromPath(url.pathname)].timeZone,
    signal: request.signal,
  });
}

import {
  errorMessage,
  INTERNAL_GATEWAY_TIMEOUT_MS,
  MAIN_API_TIMEOUT_MS,
  MARKET_INFO,
  type Market,
  marketFromPath,
  NETWORK_TIMEOUT_CODE,
  NETWORK_TIMEOUT_MESSAGE,
  SECONDARY_API_TIMEOUT_MS,
  SECONDARY_CLIENT_RETRIES,
  type UserDto,
} from "@ojas/domain";
import type { AppLoadContext } from "react-router";
import { showSnackbar } from "../components/ui/snackbar.ts";
import {
  type ConfigurableRefresher,
  createSessionRefresher,
  type SessionRefresher,
} from "./session-refresh.ts";

/** A failed API call: the HTTP status and the API's `{error: {code, message, fields?}}`. */
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

/**
 * The three clients (docs/product.md, network and errors): main (40 s), secondary (20 s, one retry on any error response) and
 * internal gateway (10 s).
 */
export type ApiClientKind = "main" | "secondary" | "internal";

const CLIENTS: Record<ApiClientKind, { timeoutMs: number; errorRetries: number }> = {
  main: { timeoutMs: MAIN_API_TIMEOUT_MS, errorRetries: 0 },
  secondary: { timeoutMs: SECONDARY_API_TIMEOUT_MS, errorRetries: SECONDARY_CLIENT_RETRIES },
  internal: { timeoutMs: INTERNAL_GATEWAY_TIMEOUT_MS, errorRetries: 0 },
};

export const TOO_MANY_REQUESTS_MESSAGE = errorMessage(4290);

/** A 4000 with only the generic "Invalid request body" is told to the shopper in these words. */
export const INVALID_REQUEST_MESSAGE = "Some details were not accepted. Please check them and try again.";

/** The text a failure shows: the server's own, except a bare validation message. */
function shownMessage(code: number | string, message: string | undefined): string {
  if (!message) return code === 4000 ? INVALID_REQUEST_MESSAGE : errorMessage(5000);
  return code === 4000 && message === errorMessage(4000) ? INVALID_REQUEST_MESSAGE : message;
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
  kind?: ApiClientKind;
  /** Overrides the kind's timeout. */
  timeoutMs?: number;
  /**
   * Renews the session on a 401. In the browser the page's one shared refresher by default; the server
   * never refreshes (the browser owns the rotating refresh cookie), so a 401 there is final.
   */
  session?: SessionRefresher | null;
  /** Shows the rate-limit snackbar on a 429 (default: in the browser only). */
  onRateLimited?: ((message: string) => void) | null;
}

export interface CallOptions {
  /** No session renewal on a 401: sign-in calls, where 4011 means a wrong code or password. */
  skipAuth?: boolean;
  /** An Idempotency-Key makes a POST safe to send again after a timeout (the server answers it once). */
  idempotencyKey?: string;
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface Api {
  get<T>(path: string, query?: Query, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  delete<T>(path: string, query?: Query, options?: CallOptions): Promise<T>;
}

/** Calls whose 401 is an answer (wrong code, no session), never a reason to refresh. */
const NO_REFRESH_PATHS = ["/api/auth/", "/api/refresh-token", "/api/logout", "/api/session"];
/** A client-side timeout is retried only where sending twice changes nothing. */
const IDEMPOTENT = new Set(["GET", "PUT", "DELETE"]);

let knownTimeZone: { zone: string | undefined } | undefined;

/**
 * The zone a call's X-Timezone names: the shopper's own once something on the page looked it up (a US page
 * does, to show times in it), else the market's. Looking it up loads the runtime's date data, a long task
 * on a phone (docs/decisions/0051-hydration-long-tasks.md), and the API reads no more than the market.
 */
function headerTimeZone(market: Market): string {
  return knownTimeZone?.zone ?? MARKET_INFO[market].timeZone;
}

/** The runtime's time zone, looked up once: resolving it builds an Intl formatter, costly per render. */
export function shopperTimeZone(): string | undefined {
  if (!knownTimeZone) {
    try {
      knownTimeZone = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    } catch {
      knownTimeZone = { zone: undefined };
    }
  }
  return knownTimeZone.zone;
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

const networkTimeout = () => new ApiError(408, NETWORK_TIMEOUT_CODE, NETWORK_TIMEOUT_MESSAGE);

type ErrorJson = {
  body?: unknown;
  error?: { code?: number | string; message?: string; fields?: Record<string, string> };
} | null;

/** The request headers every storefront call carries (docs/api.md, conventions). */
function baseHeaders(market: Market, timeZone: string): Record<string, string> {
  return { Accept: "application/json", "X-Client": "WEB", "X-Timezone": timeZone, "X-Market": market };
}

/**
 * The one API client of the storefront (docs/product.md, network and errors; docs/api.md, conventions): JSON,
 * credentials, X-Client WEB, X-Timezone and X-Market headers, `{body}` unwrapped and `{error}` thrown as
 * ApiError. A 401 renews the session once (shared by all calls) and retries the call once; a 408 or a
 * network timeout is retried once; the secondary client retries any error response once; a 429 shows
 * the rate-limit snackbar.
 */
export function createApi(options: ApiOptions): Api {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseUrl = options.baseUrl ?? "";
  const client = CLIENTS[options.kind ?? "main"];
  const timeoutMs = options.timeoutMs ?? client.timeoutMs;
  const inBrowser = typeof window !== "undefined" && !options.cookie;
  const session = options.session !== undefined ? options.session : inBrowser ? browserSession : null;
  const onRateLimited =
    options.onRateLimited !== undefined ? options.onRateLimited : inBrowser ? showSnackbar : null;

  async function once<T>(method: string, path: string, body: unknown, idempotencyKey?: string): Promise<T> {
    const headers = baseHeaders(options.market, options.timeZone ?? headerTimeZone(options.market));
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
    if (options.cookie) headers.Cookie = options.cookie;
    const timeout = AbortSignal.timeout(timeoutMs);
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
      if (isTimeout(error)) throw networkTimeout();
      throw new ApiError(503, 5000, errorMessage(5000));
    }
    const json = (await readJson(response)) as ErrorJson;
    if (response.ok && json && "body" in json) return json.body as T;
    const failure = json?.error;
    if (failure?.code !== undefined) {
      throw new ApiError(
        response.status,
        failure.code,
        shownMessage(failure.code, failure.message),
        failure.fields,
      );
    }
    throw new ApiError(response.status >= 400 ? response.status : 502, 5000, errorMessage(5000));
  }

  async function call<T>(method: string, path: string, body: unknown, callOptions?: CallOptions): Promise<T> {
    const renews = session && !callOptions?.skipAuth && !NO_REFRESH_PATHS.some((p) => path.startsWith(p));
    let refreshed = false;
    let timeoutRetried = false;
    let errorRetries = client.errorRetries;
    for (;;) {
      const generation = session?.generation ?? 0;
      try {
        return await once<T>(method, path, body, callOptions?.idempotencyKey);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 401 && renews && session && !refreshed) {
          refreshed = true;
          if (await session.refresh(generation)) continue;
          throw error;
        }
        // Retry once on a 408 (the server did not act on it) or a network timeout
        // (only where a second send is harmless).
        const safeToResend =
          error.code !== NETWORK_TIMEOUT_CODE ||
          IDEMPOTENT.has(method) ||
          Boolean(callOptions?.idempotencyKey);
        if (error.status === 408 && !timeoutRetried && safeToResend) {
          timeoutRetried = true;
          continue;
        }
        if (error.status !== 401 && errorRetries > 0 && safeToResend) {
          errorRetries -= 1;
          continue;
        }
        if (error.status === 408) throw networkTimeout();
        // 4012 (codes used up) is also a 429; the login popup says that one in its own words.
        if (error.status === 429 && error.code !== 4012) onRateLimited?.(TOO_MANY_REQUESTS_MESSAGE);
        throw error;
      }
    }
  }

  return {
    get: (path, query, callOptions) => call("GET", withQuery(path, query), undefined, callOptions),
    post: (path, body, callOptions) => call("POST", path, body ?? {}, callOptions),
    put: (path, body, callOptions) => call("PUT", path, body ?? {}, callOptions),
    patch: (path, body, callOptions) => call("PATCH", path, body ?? {}, callOptions),
    delete: (path, query, callOptions) => call("DELETE", withQuery(path, query), undefined, callOptions),
  };
}

/** POST /api/refresh-token from the browser: the rotated cookies come back with the answer. */
async function refreshInBrowser(): Promise<UserDto | null> {
  const market = marketFromPath(window.location.pathname);
  const response = await fetch("/api/refresh-token", {
    method: "POST",
    headers: { ...baseHeaders(market, headerTimeZone(market)), "Content-Type": "application/json" },
    body: "{}",
    credentials: "include",
    signal: AbortSignal.timeout(MAIN_API_TIMEOUT_MS),
  });
  if (!response.ok) return null;
  const json = (await readJson(response)) as { body?: { user?: UserDto } } | null;
  return json?.body?.user ?? null;
}

/**
 * The page's one session refresher, shared by every browser client; the app sets what happens after a
 * refresh (features/auth/session-expiry.ts).
 */
export const browserSession: ConfigurableRefresher = createSessionRefresher({
  requestRefresh: refreshInBrowser,
});

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
    session: null,
    onRateLimited: null,
  });
}

import {
  ENGAGEMENT_BATCH_MAX_EVENTS,
  ENGAGEMENT_EVENT_NAME_PATTERN,
  ENGAGEMENT_SESSION_COOKIE,
  ENGAGEMENT_SESSION_COOKIE_DAYS,
  type Market,
  marketFromPath,
} from "@ojas/domain";
import { readCookie } from "./device.ts";

// The storefront's one analytics module: every event goes to window.dataLayer (tag managers read it) and,
// batched, to an engagement sink: by default the shop's own POST /api/marketing/v1/events. Nothing here
// ever blocks the page: sends are fire-and-forget (fetch keepalive, else sendBeacon) and failures are
// dropped.

export type EventProps = Record<string, string | number | boolean | null>;

export interface EngagementEventOut {
  eventId: string;
  name: string;
  occurredAt: number;
  path: string;
  props?: EventProps;
}

export interface EngagementBatchOut {
  sessionId: string;
  market: Market;
  events: EngagementEventOut[];
}

/** Where batches go; swap it (setEngagementSink) for another vendor or a test double. */
export type EngagementSink = (batch: EngagementBatchOut) => void;

export const ENGAGEMENT_ENDPOINT = "/api/marketing/v1/events";
/** Events wait this long for company before they are sent (or until the page is hidden). */
export const FLUSH_DELAY_MS = 1000;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** The default sink: the shop's own endpoint, with a request that outlives the page. */
export function firstPartySink(endpoint = ENGAGEMENT_ENDPOINT): EngagementSink {
  return (batch) => {
    const body = JSON.stringify(batch);
    try {
      void fetch(endpoint, {
        method: "POST",
        keepalive: true,
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", "X-Client": "WEB" },
        body,
      }).catch(() => undefined);
    } catch {
      // No fetch with keepalive: a beacon does the same.
      navigator.sendBeacon?.(endpoint, new Blob([body], { type: "application/json" }));
    }
  };
}

/** URL-safe random id; crypto.getRandomValues also works on plain-http pages (randomUUID does not). */
export function randomId(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  return Array.from(values, (value) => alphabet[value & 63]).join("");
}

/** The engagement session id: from its cookie, else a new one that lasts ENGAGEMENT_SESSION_COOKIE_DAYS. */
export function engagementSessionId(doc: Pick<Document, "cookie"> = document, secure = false): string {
  const existing = readCookie(doc.cookie, ENGAGEMENT_SESSION_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{16,64}$/.test(existing)) return existing;
  const id = randomId(24);
  const maxAge = ENGAGEMENT_SESSION_COOKIE_DAYS * 24 * 60 * 60;
  doc.cookie = `${ENGAGEMENT_SESSION_COOKIE}=${id}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return id;
}

let sink: EngagementSink = firstPartySink();
let queue: EngagementEventOut[] = [];
let queueMarket: Market | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** The window whose page-hide events flush the queue (one per page; tests bring their own). */
let listeningOn: object | null = null;

export function setEngagementSink(next: EngagementSink): void {
  sink = next;
}

/** Sends what is queued now (the page is being hidden or left, or the batch is full). */
export function flush(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (queue.length === 0 || !queueMarket) return;
  const events = queue;
  const market = queueMarket;
  queue = [];
  queueMarket = null;
  try {
    sink({ sessionId: engagementSessionId(document, location.protocol === "https:"), market, events });
  } catch {
    // A sink that throws loses its batch, never the page.
  }
}

function listenForPageHide(): void {
  if (listeningOn === window) return;
  listeningOn = window;
  window.addEventListener("pagehide", flush);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
}

/** Records an event: at once in dataLayer, batched for the engagement sink. Bad names are dropped. */
export function track(name: string, props: EventProps = {}): void {
  if (typeof window === "undefined" || !ENGAGEMENT_EVENT_NAME_PATTERN.test(name)) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: name, ...props });
  const path = `${location.pathname}${location.search}`.slice(0, 500);
  const market = marketFromPath(location.pathname);
  // One batch is one market: a market switch sends what came before.
  if (queueMarket && queueMarket !== market) flush();
  queueMarket = market;
  const event: EngagementEventOut = { eventId: randomId(), name, occurredAt: Date.now(), path };
  if (Object.keys(props).length > 0) event.props = props;
  queue.push(event);
  listenForPageHide();
  if (queue.length >= ENGAGEMENT_BATCH_MAX_EVENTS) flush();
  else if (timer === undefined) timer = setTimeout(flush, FLUSH_DELAY_MS);
}

export function trackPageView(title: string, extra: EventProps = {}): void {
  track("page_view", { title: title.slice(0, 200), ...extra });
}

export interface ViewedProduct {
  skuId: string;
  productId: string;
  name: string;
  category: string;
  price: number;
  currency: string;
  stockStatus: string;
}

export function trackProductView(product: ViewedProduct): void {
  track("product_view", { ...product });
}

/** A line added to (units > 0) or taken out of (units < 0) the cart, once the change went through. */
export function trackCartChange(skuId: string, units: number): void {
  const qty = Math.abs(Math.trunc(units));
  if (qty === 0) return;
  track(units > 0 ? "add_to_cart" : "remove_from_cart", { skuId, qty });
}

/** A sign-in that worked: `sign_up` for an account made by it, else `login`. */
export function trackSignIn(isNewUser: boolean, method: "otp" | "password" | "sso"): void {
  track(isNewUser ? "sign_up" : "login", { method });
}

/** A call-back or lead form the support API took; `topic` names what was asked about (a plan, a form). */
export function trackLead(form: string, topic?: string): void {
  track("lead", topic ? { form, topic: topic.slice(0, 100) } : { form });
}

/** A search that was answered, with how many results it found. */
export function trackSearch(query: string, results: number): void {
  const searchTerm = query.trim().slice(0, 100);
  if (searchTerm) track("search", { searchTerm, results });
}

import { ENGAGEMENT_BATCH_MAX_EVENTS, ENGAGEMENT_SESSION_COOKIE } from "@ojas/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type EngagementBatchOut,
  engagementSessionId,
  FLUSH_DELAY_MS,
  firstPartySink,
  flush,
  setEngagementSink,
  track,
  trackCartChange,
  trackLead,
  trackPageView,
  trackProductView,
  trackSearch,
  trackSignIn,
} from "./analytics.ts";

/** The little of a browser the module touches: window, document, location. */
function fakeBrowser(pathname = "/ae/skin", search = "") {
  const listeners: Record<string, (() => void)[]> = {};
  const on = (name: string, listener: () => void) => {
    listeners[name] = [...(listeners[name] ?? []), listener];
  };
  const win = { dataLayer: undefined as Record<string, unknown>[] | undefined, addEventListener: on };
  const doc = { cookie: "", visibilityState: "visible", addEventListener: on };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", doc);
  vi.stubGlobal("location", { pathname, search, protocol: "http:" });
  const fire = (name: string) => {
    for (const listener of listeners[name] ?? []) listener();
  };
  return { win, doc, fire };
}

let batches: EngagementBatchOut[];
beforeEach(() => {
  vi.useFakeTimers();
  batches = [];
  setEngagementSink((batch) => batches.push(batch));
});
afterEach(() => {
  flush();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("analytics", () => {
  it("pushes to dataLayer at once and sends a batch to the sink a moment later", () => {
    const { win } = fakeBrowser("/ae/skin", "?utm_source=mail");
    trackPageView("Skin care | Ojas");
    track("chat_message_sent");
    expect(win.dataLayer).toEqual([
      { event: "page_view", title: "Skin care | Ojas" },
      { event: "chat_message_sent" },
    ]);
    expect(batches).toHaveLength(0);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(batches).toHaveLength(1);
    const [batch] = batches;
    expect(batch!.market).toBe("AE");
    expect(batch!.sessionId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(batch!.events.map((e) => [e.name, e.path])).toEqual([
      ["page_view", "/ae/skin?utm_source=mail"],
      ["chat_message_sent", "/ae/skin?utm_source=mail"],
    ]);
    expect(batch!.events[0]!.props).toEqual({ title: "Skin care | Ojas" });
    expect(batch!.events[1]).not.toHaveProperty("props");
    expect(new Set(batch!.events.map((e) => e.eventId)).size).toBe(2);
  });

  it("sends at once when the page is hidden or left", () => {
    const { doc, fire } = fakeBrowser();
    track("page_view");
    doc.visibilityState = "hidden";
    fire("visibilitychange");
    expect(batches).toHaveLength(1);
    track("product_view");
    fire("pagehide");
    expect(batches).toHaveLength(2);
  });

  it("sends a full batch without waiting, and keeps each batch to one market", () => {
    fakeBrowser("/us/shop");
    for (let i = 0; i < ENGAGEMENT_BATCH_MAX_EVENTS; i++) track("page_view");
    expect(batches).toHaveLength(1);
    expect(batches[0]!.events).toHaveLength(ENGAGEMENT_BATCH_MAX_EVENTS);
    track("page_view");
    vi.stubGlobal("location", { pathname: "/skin", search: "", protocol: "http:" });
    track("page_view");
    expect(batches.map((b) => [b.market, b.events.length])).toEqual([
      ["US", ENGAGEMENT_BATCH_MAX_EVENTS],
      ["US", 1],
    ]);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(batches.at(-1)).toMatchObject({ market: "IN", events: [{ name: "page_view" }] });
  });

  it("drops events with names the endpoint would refuse", () => {
    const { win } = fakeBrowser();
    track("Page View");
    track("x");
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(win.dataLayer).toBeUndefined();
    expect(batches).toHaveLength(0);
  });

  it("sends a product view with the product's identity and price", () => {
    fakeBrowser("/nutrition/products/whey-protein-isolate");
    trackProductView({
      skuId: "WHEY-ISO-1KG",
      productId: "prd-whey",
      name: "Whey Protein Isolate, 1 kg",
      category: "NUTRITION_PRODUCT",
      price: 349900,
      currency: "INR",
      stockStatus: "IN_STOCK",
    });
    flush();
    expect(batches[0]!.events[0]).toMatchObject({
      name: "product_view",
      props: { skuId: "WHEY-ISO-1KG", price: 349900, currency: "INR" },
    });
  });

  it("never lets a failing sink reach the page", () => {
    fakeBrowser();
    setEngagementSink(() => {
      throw new Error("vendor down");
    });
    track("page_view");
    expect(() => flush()).not.toThrow();
  });
});

describe("the engagement session", () => {
  it("lives in a cookie for 7 days and is reused", () => {
    const doc = { cookie: "" };
    const id = engagementSessionId(doc);
    expect(doc.cookie).toBe(`${ENGAGEMENT_SESSION_COOKIE}=${id}; Max-Age=604800; Path=/; SameSite=Lax`);
    expect(engagementSessionId({ cookie: `other=1; ${ENGAGEMENT_SESSION_COOKIE}=${id}` })).toBe(id);
    expect(engagementSessionId({ cookie: `${ENGAGEMENT_SESSION_COOKIE}=short` })).not.toBe("short");
  });
});

describe("the first-party sink", () => {
  it("posts the batch as JSON with keepalive, never waiting for the answer", () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal("fetch", fetchMock);
    const batch: EngagementBatchOut = { sessionId: "s".repeat(24), market: "IN", events: [] };
    firstPartySink()(batch);
    expect(fetchMock).toHaveBeenCalledWith("/api/marketing/v1/events", {
      method: "POST",
      keepalive: true,
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-Client": "WEB" },
      body: JSON.stringify(batch),
    });
  });

  it("falls back to a beacon where fetch cannot keep the request alive", () => {
    vi.stubGlobal("fetch", () => {
      throw new TypeError("keepalive not supported");
    });
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { sendBeacon });
    firstPartySink("/events")({ sessionId: "s".repeat(24), market: "IN", events: [] });
    expect(sendBeacon).toHaveBeenCalledWith("/events", expect.any(Blob));
  });
});

describe("shop events", () => {
  it("names a cart change add_to_cart or remove_from_cart with the sku and units, and skips no change", () => {
    const { win } = fakeBrowser("/skin");
    trackCartChange("SKU1", 2);
    trackCartChange("SKU1", -1);
    trackCartChange("SKU1", 0);
    expect(win.dataLayer).toEqual([
      { event: "add_to_cart", skuId: "SKU1", qty: 2 },
      { event: "remove_from_cart", skuId: "SKU1", qty: 1 },
    ]);
  });

  it("names a sign-in sign_up for a new account and login otherwise, with how", () => {
    const { win } = fakeBrowser("/");
    trackSignIn(true, "otp");
    trackSignIn(false, "sso");
    expect(win.dataLayer).toEqual([
      { event: "sign_up", method: "otp" },
      { event: "login", method: "sso" },
    ]);
  });

  it("records a lead with its form and what it asks about", () => {
    const { win } = fakeBrowser("/plans/lead");
    trackLead("callback");
    trackLead("plan_lead", "plan-fit-90");
    expect(win.dataLayer).toEqual([
      { event: "lead", form: "callback" },
      { event: "lead", form: "plan_lead", topic: "plan-fit-90" },
    ]);
  });

  it("records an answered search with its term and result count, never an empty one", () => {
    const { win } = fakeBrowser("/search");
    trackSearch("  vitamin c  ", 4);
    trackSearch("   ", 0);
    expect(win.dataLayer).toEqual([{ event: "search", searchTerm: "vitamin c", results: 4 }]);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(batches[0]?.events.map((e) => e.name)).toEqual(["search"]);
  });
});

import type { Browser, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");
// Events are posted from the page: on the site's own origin, as for shoppers.
const siteOrigin = inject("siteOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SentEvent {
  name: string;
  path: string;
  props?: Record<string, unknown>;
}

const isEventsPost = (request: Request) =>
  request.method() === "POST" && request.url().endsWith("/api/marketing/v1/events");

/** The next batch sent to the events endpoint that holds an event of this name, with the answer. */
async function nextBatchWith(page: Page, name: string) {
  const response = await page.waitForResponse(
    (r) =>
      isEventsPost(r.request()) &&
      (r.request().postDataJSON() as { events: SentEvent[] }).events.some((e) => e.name === name),
  );
  return {
    status: response.status(),
    batch: response.request().postDataJSON() as { sessionId: string; market: string; events: SentEvent[] },
  };
}

const savedUtm = (page: Page) => page.evaluate(() => localStorage.getItem("utm_params"));

describe("campaign parameters", () => {
  it("are saved when a source is present", async () => {
    const page = await newPage(browser);
    await page.goto(
      `${origin}/skin?utm_source=newsletter&utm_medium=email&utm_campaign=monsoon-glow&utm_content=hero-banner`,
    );
    await waitForHydration(page);
    await page.waitForFunction(() => localStorage.getItem("utm_params") !== null);
    expect(JSON.parse((await savedUtm(page))!)).toMatchObject({
      source: "newsletter",
      medium: "email",
      campaign: "monsoon-glow",
      content: "hero-banner",
    });
    await page.context().close();
  });

  it("are not saved without a source, and a repeated parameter is reported and ignored", async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${origin}/skin?utm_medium=email&utm_campaign=monsoon-glow`);
    await waitForHydration(page);
    await page.goto(`${origin}/skin?utm_source=newsletter&utm_source=instagram`);
    await waitForHydration(page);
    await page.waitForFunction(() => (window.dataLayer ?? []).some((e) => e.event === "utm_params_invalid"));
    expect(errors).toContain("Invalid datatype received for UTM Parameters");
    expect(await savedUtm(page)).toBeNull();
    await page.context().close();
  });
});

describe("analytics", () => {
  it("sends a page view of every navigation to the events endpoint and to dataLayer", async () => {
    const page = await newPage(browser);
    const first = nextBatchWith(page, "page_view");
    await page.goto(`${siteOrigin}/ae/shop`);
    await waitForHydration(page);
    const { status, batch } = await first;
    expect(status).toBe(202);
    expect(batch.market).toBe("AE");
    expect(batch.events.find((e) => e.name === "page_view")).toMatchObject({ path: "/ae/shop" });
    // The engagement session lives in a 7-day cookie.
    const cookie = (await page.context().cookies()).find((c) => c.name === "ojas_engagement_sid");
    expect(cookie?.value).toBe(batch.sessionId);
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const second = nextBatchWith(page, "page_view");
    await page.locator("header nav").getByRole("link", { name: "Skin", exact: true }).click();
    await page.waitForURL(`${siteOrigin}/ae/skin`);
    const next = await second;
    expect(next.batch.sessionId).toBe(batch.sessionId);
    expect(next.batch.events.find((e) => e.name === "page_view")).toMatchObject({ path: "/ae/skin" });
    const layer = await page.evaluate(
      () => (window.dataLayer ?? []).filter((e) => e.event === "page_view").length,
    );
    expect(layer).toBe(2);
    await page.context().close();
  });

  it("sends a product view from a product page", async () => {
    const page = await newPage(browser);
    const sent = nextBatchWith(page, "product_view");
    await page.goto(`${siteOrigin}/nutrition/products/whey-protein-isolate`);
    const { status, batch } = await sent;
    expect(status).toBe(202);
    const view = batch.events.find((e) => e.name === "product_view")!;
    expect(view.path).toBe("/nutrition/products/whey-protein-isolate");
    expect(view.props).toMatchObject({ category: "NUTRITION_PRODUCT", currency: "INR" });
    expect(view.props?.skuId).toEqual(expect.any(String));
    expect(view.props?.price).toBeGreaterThan(0);
    await page.context().close();
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./browser.ts";

const origin = inject("webOrigin");
const siteOrigin = inject("siteOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function jsonLd(page: Page): Promise<Array<Record<string, any>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text));
}

describe("product page SEO", () => {
  it("has a canonical link on the configured origin without the query, and Product JSON-LD", async () => {
    const page = await newPage(browser);
    const response = await page.goto(
      `${origin}/skin/products/clarifying-salicylic-face-wash?utm_source=newsletter`,
    );
    expect(response?.status()).toBe(200);
    const canonical = await page.getAttribute('link[rel="canonical"]', "href");
    expect(canonical).toBe(`${siteOrigin}/skin/products/clarifying-salicylic-face-wash`);

    const data = await jsonLd(page);
    const product = data.find((d) => d["@type"] === "Product");
    expect(product).toBeDefined();
    expect(product!.name).toBe(await page.locator("h1").innerText());
    expect(product!.offers).toMatchObject({ "@type": "Offer", priceCurrency: "INR" });
    expect(Number(product!.offers.price)).toBeGreaterThan(0);
    expect(product!.aggregateRating["@type"]).toBe("AggregateRating");
    expect(Number(product!.aggregateRating.reviewCount)).toBeGreaterThan(0);

    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs!.itemListElement.at(-1).item).toBe(canonical);
    expect(await page.getAttribute('meta[property="og:url"]', "content")).toBe(canonical);
    expect(await page.getAttribute('meta[name="twitter:card"]', "content")).toBe("summary_large_image");
    expect(await page.getByText("COD available").count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("prices the offer in the market of the prefix", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/us/nutrition/products/whey-protein-isolate`);
    const product = (await jsonLd(page)).find((d) => d["@type"] === "Product");
    expect(product!.offers.priceCurrency).toBe("USD");
    // Cash on delivery is India only.
    expect(await page.getByText("COD available").count()).toBe(0);
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(
      `${siteOrigin}/us/nutrition/products/whey-protein-isolate`,
    );
    await page.context().close();
  });

  it("shows Organization JSON-LD on home", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/`);
    const organization = (await jsonLd(page)).find((d) => d["@type"] === "Organization");
    expect(organization).toMatchObject({ name: "Ojas", url: `${siteOrigin}/` });
    await page.context().close();
  });

  it("marks sold-out products and keeps them out of the cart", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/skin/products/tinted-mineral-sunscreen-spf40`);
    await expect(page.getByText("Sold out").first().isVisible()).resolves.toBe(true);
    const product = (await jsonLd(page)).find((d) => d["@type"] === "Product");
    expect(product!.offers.availability).toBe("https://schema.org/OutOfStock");
    await page.context().close();
  });
});

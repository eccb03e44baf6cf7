import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function grid(page: Page) {
  return page.locator("[data-testid=product-grid] > li").evaluateAll((items) =>
    items.map((li) => ({
      sku: li.getAttribute("data-sku"),
      category: li.getAttribute("data-category"),
      price: Number(li.getAttribute("data-price")),
    })),
  );
}

describe("product listings", () => {
  it("/shop filters by category and sorts by price through the query string", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/shop`);
    await waitForHydration(page);
    const all = await grid(page);
    expect(new Set(all.map((p) => p.category)).size).toBeGreaterThan(2);

    await page.getByLabel("Category").selectOption("skin");
    await page.waitForURL(/\/shop\?category=skin$/);
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-testid=product-grid] > li")].every(
        (li) => li.getAttribute("data-category") === "SKINCARE_PRODUCT",
      ),
    );
    const skin = await grid(page);
    expect(skin.length).toBeGreaterThan(0);
    expect(skin.length).toBeLessThan(all.length);

    await page.getByLabel("Sort by").selectOption("PRICE_LOW_HIGH");
    await page.waitForURL(/category=skin&sort=PRICE_LOW_HIGH/);
    await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
    const ascending = (await grid(page)).map((p) => p.price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.getByLabel("Sort by").selectOption("PRICE_HIGH_LOW");
    await page.waitForURL(/sort=PRICE_HIGH_LOW/);
    await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
    const descending = (await grid(page)).map((p) => p.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(descending.at(-1)!);
    await page.context().close();
  });

  it("a shared listing URL renders the same filtered, sorted results on the server", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/skin/products?skinType=oily&sort=PRICE_HIGH_LOW`);
    expect(await page.getByLabel("Skin type").inputValue()).toBe("oily");
    const oily = await grid(page);
    await page.goto(`${origin}/skin/products`);
    const everything = await grid(page);
    expect(oily.length).toBeGreaterThan(0);
    expect(oily.length).toBeLessThan(everything.length);
    const prices = oily.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.context().close();
  });
});

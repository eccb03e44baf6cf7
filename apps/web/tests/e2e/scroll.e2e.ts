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

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Clicks a footer link (which scrolls the page down to it) and waits for the new page to be shown. */
async function followFooterLink(page: Page, name: string, path: string) {
  await page.locator("footer").getByRole("link", { name, exact: true }).click();
  await page.waitForURL(`${origin}${path}`);
  await page.waitForFunction((p) => document.querySelector("main h1") && location.pathname === p, path);
}

describe("scroll position after navigation", () => {
  it("goes to the top of a new page", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/shop`);
    await waitForHydration(page);
    await followFooterLink(page, "About us", "/about-us");
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await scrollY(page)).toBe(0);
    await page.context().close();
  });

  it("stays put when going to /blog", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/shop`);
    await waitForHydration(page);
    await followFooterLink(page, "Blog", "/blog");
    // Give a scroll-to-top the time to happen, were there one.
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.context().close();
  });

  it("stays put when only the query changes (a filter or a sort)", async () => {
    const page = await newPage(browser, 390);
    await page.goto(`${origin}/skin/products`);
    await waitForHydration(page);
    const sort = page.getByLabel("Sort by");
    await sort.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(0);
    await sort.selectOption("PRICE_HIGH_LOW");
    await page.waitForURL(/sort=PRICE_HIGH_LOW/);
    await page.waitForFunction(() => !document.querySelector("[aria-busy=true]"));
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBeGreaterThan(0);
    await page.context().close();
  });

  it("returns to where the shopper was on back, and again on forward, after a shorter page", async () => {
    const page = await newPage(browser, 390);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await page.waitForFunction(() => window.scrollY === 3000);
    // The header's cart link: a page far shorter than home, which the browser's own restoration was cut to.
    await page.locator("header a[href='/cart']").first().click();
    await page.waitForURL(`${origin}/cart`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${origin}/`);
    await page.waitForFunction(() => document.querySelector("main h1") && location.pathname === "/");
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(3000);
    await page.goForward();
    await page.waitForURL(`${origin}/cart`);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(0);
    await page.context().close();
  });

  it("keeps the position over a reload", async () => {
    const page = await newPage(browser, 390);
    await page.goto(`${origin}/shop`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => window.scrollY === 1200, undefined, { timeout: 5000 });
    await page.context().close();
  });
});

import type { Browser } from "playwright-core";
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

const MARKETS = [
  { path: "/", symbol: "₹", others: ["AED", "$"], lang: "en-IN" },
  { path: "/ae", symbol: "AED ", others: ["₹", "$"], lang: "en-AE" },
  { path: "/us", symbol: "$", others: ["₹", "AED"], lang: "en-US" },
];

describe("markets", () => {
  for (const market of MARKETS) {
    it(`home at ${market.path} shows prices in ${market.symbol.trim()}`, async () => {
      const page = await newPage(browser);
      const response = await page.goto(`${origin}${market.path}`);
      expect(response?.status()).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(market.lang);
      const prices = await page.locator("[data-testid=product-grid] [data-sku] p.tabular").allInnerTexts();
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) {
        expect(price).toContain(market.symbol);
        for (const other of market.others) expect(price).not.toContain(other);
      }
      await page.context().close();
    });
  }

  it("switching market keeps the page and its query", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/skin/products?sort=PRICE_LOW_HIGH`);
    await waitForHydration(page);
    await page.locator("header summary").first().click();
    await page.getByRole("link", { name: /United Arab Emirates/ }).click();
    await page.waitForURL(`${origin}/ae/skin/products?sort=PRICE_LOW_HIGH`);
    // React commits the new page in a transition, just after the URL changes.
    await page.waitForFunction(() =>
      document.querySelector("[data-testid=product-grid] [data-sku] p.tabular")?.textContent?.includes("AED"),
    );
    const price = await page.locator("[data-testid=product-grid] [data-sku] p.tabular").first().innerText();
    expect(price).toContain("AED ");
    await page.context().close();
  });

  it("a plan renews with what the market pays with: UPI in India only", async () => {
    const plan = "/plans/fitness-nutrition/weight-loss-lite-fitness-nutrition-1-months";
    const renewal = async (prefix: string) => {
      const html = (await fetch(`${origin}${prefix}${plan}`).then((r) => r.text())).replaceAll(
        "<!-- -->",
        "",
      );
      return /Renews automatically with the ([^<]*?) you pay with/.exec(html)?.[1];
    };
    expect(await renewal("")).toBe("card or UPI");
    expect(await renewal("/ae")).toBe("card");
    expect(await renewal("/us")).toBe("card");
  });

  it("the footer shows the market's care contacts", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/us`);
    const footer = await page.locator("footer address").innerText();
    expect(footer).toContain("care.us@ojashealth.com");
    expect(footer).toContain("+1 (646) 555-0142");
    await page.goto(`${origin}/`);
    expect(await page.locator("footer address").innerText()).toContain("care@ojas.in");
    await page.context().close();
  });
});

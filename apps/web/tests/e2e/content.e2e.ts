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

const FIELD = "Search products, articles and plans";

describe("header search", () => {
  it("on a wide screen, the header's box leads to the results for what was typed", async () => {
    const page = await newPage(browser, 1280);
    await page.goto(`${origin}/skin`);
    await waitForHydration(page);
    const box = page.getByRole("banner").getByRole("search");
    await box.getByLabel(FIELD).fill("serum");
    await box.getByLabel(FIELD).press("Enter");
    await page.waitForURL(/\/search\?q=serum$/);
    await page.getByRole("heading", { level: 1, name: "Results for “serum”" }).waitFor();
    expect(await page.getByTestId("product-grid").locator("li").count()).toBeGreaterThan(0);
    // The box shows what the results are for.
    expect(await box.getByLabel(FIELD).inputValue()).toBe("serum");
    await page.context().close();
  });

  it("on a phone, the search button opens a field that searches in the shopper's market", async () => {
    const page = await newPage(browser, 360);
    await page.goto(`${origin}/ae/nutrition`);
    await waitForHydration(page);
    const header = page.getByRole("banner");
    // Every header control keeps a full touch target inside the phone's width.
    const controls = await header
      .locator("div > button, div > a, div > details > summary, div > div > a, div > div > button")
      .evaluateAll((els) =>
        els
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => {
            const box = el.getBoundingClientRect();
            return {
              name: el.getAttribute("aria-label") ?? el.textContent,
              left: box.left,
              right: box.right,
              width: box.width,
            };
          }),
      );
    expect(controls.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Open menu", "Search", "Cart, empty"]),
    );
    for (const control of controls) {
      expect(control.width, String(control.name)).toBeGreaterThanOrEqual(40);
      expect(control.left, String(control.name)).toBeGreaterThanOrEqual(0);
      expect(control.right, String(control.name)).toBeLessThanOrEqual(360);
    }
    expect(await header.getByLabel(FIELD).isVisible()).toBe(false);
    await header.getByRole("button", { name: "Search", exact: true }).click();
    const close = header.getByRole("button", { name: "Close search" });
    expect(await close.getAttribute("aria-expanded")).toBe("true");
    const field = header.getByRole("search").getByLabel(FIELD);
    await field.waitFor();
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    // The header still fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await field.fill("protein");
    await field.press("Enter");
    await page.waitForURL(/\/ae\/search\?q=protein$/);
    await page.getByRole("heading", { level: 1, name: "Results for “protein”" }).waitFor();
    expect(await page.getByTestId("product-grid").innerText()).toContain("AED");
    // Arriving closes the field; Escape closes it too and gives the focus back to the button.
    expect(await header.getByRole("button", { name: "Search", exact: true }).isVisible()).toBe(true);
    await header.getByRole("button", { name: "Search", exact: true }).click();
    await field.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute("type") === "search");
    await page.keyboard.press("Escape");
    await header.getByRole("search").waitFor({ state: "detached", timeout: 5_000 });
    expect(
      await header
        .getByRole("button", { name: "Search", exact: true })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    // The menu and the search field take turns (they would overlap), and Escape closes the menu too.
    const menu = page.locator("#mobile-menu");
    await header.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await header.getByRole("button", { name: "Search", exact: true }).click();
    await menu.waitFor({ state: "hidden" });
    await header.getByRole("search").getByLabel(FIELD).waitFor();
    await header.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await header.getByRole("search").waitFor({ state: "detached", timeout: 5_000 });
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(
      await header.getByRole("button", { name: "Open menu" }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.context().close();
  });
});

describe("recipes and videos", () => {
  it("a recipe card opens the recipe's page, with ingredients, method and Recipe data for search engines", async () => {
    const page = await newPage(browser, 360);
    await page.goto(`${origin}/recipes`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Green protein smoothie", exact: false }).first().click();
    await page.waitForURL(/\/recipes\/green-protein-smoothie$/);
    // The URL changes as the navigation starts; the new page renders when its data is in.
    await page.getByRole("heading", { level: 1, name: /smoothie/i }).waitFor();
    const ingredients = page.getByRole("region", { name: "Ingredients" }).getByRole("listitem");
    expect(await ingredients.count()).toBeGreaterThan(2);
    const steps = page.getByRole("region", { name: "Method" }).getByRole("listitem");
    expect(await steps.count()).toBeGreaterThan(1);
    expect(await page.getByTestId("recipe-facts").innerText()).toMatch(/min[\s\S]*kcal[\s\S]*g/);
    const recipe = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? "{}"))
        .find((data) => data["@type"] === "Recipe"),
    );
    expect(recipe).toMatchObject({ "@type": "Recipe", prepTime: expect.stringMatching(/^PT\d+M$/) });
    expect(recipe.recipeIngredient.length).toBe(await ingredients.count());
    expect(recipe.recipeInstructions.length).toBe(await steps.count());
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /\/recipes\/green-protein-smoothie$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const missing = await page.goto(`${origin}/us/recipes/no-such-recipe`);
    expect(missing?.status()).toBe(404);
    await page.context().close();
  });

  it("a creator video loads its player only when its play button is pressed", async () => {
    const page = await newPage(browser, 360);
    await page.goto(`${origin}/cgm`);
    await waitForHydration(page);
    expect(await page.locator("video").count()).toBe(0);
    const play = page.getByRole("button", { name: /^Play video: I tested 7 Indian breakfasts/ });
    await play.scrollIntoViewIfNeeded();
    await play.click();
    const video = page.getByTestId("video-player");
    await video.waitFor();
    const src = await video.getAttribute("src");
    expect(src).toBe("/media/videos/inf-cgm-indian-breakfasts.webm");
    const clip = await page.request.get(`${origin}${src}`);
    expect(clip.status()).toBe(200);
    expect(clip.headers()["content-type"]).toContain("video/webm");
    await page.context().close();
  });
});

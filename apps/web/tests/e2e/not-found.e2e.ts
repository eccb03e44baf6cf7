import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage } from "./browser.ts";

const origin = inject("webOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("404", () => {
  for (const path of [
    "/no-such-page",
    "/ae/no/such/page",
    "/skin/products/no-such-serum",
    "/programs/no-such-program",
  ]) {
    it(`${path} answers the 404 page with status 404, inside the shell`, async () => {
      const page = await newPage(browser);
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("not-found").isVisible()).resolves.toBe(true);
      expect(await page.locator("h1").innerText()).toBe("We couldn't find that page");
      expect(await page.title()).toBe("Page not found | Ojas");
      await expect(page.locator("header img[alt=Ojas]").isVisible()).resolves.toBe(true);
      await page.context().close();
    });
  }

  it("a product of another section is not served under the wrong path", async () => {
    const response = await fetch(`${origin}/nutrition/products/clarifying-salicylic-face-wash`);
    expect(response.status).toBe(404);
  });

  it("unknown API paths answer JSON 4040, never the page", async () => {
    const response = await fetch(`${origin}/api/catalogue/v9/nothing`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      error: { code: 4040, message: "No route for GET /api/catalogue/v9/nothing" },
    });
  });
});

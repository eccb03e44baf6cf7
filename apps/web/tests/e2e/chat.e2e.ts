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

describe("support chat button", () => {
  for (const path of ["/", "/skin", "/ae/skin", "/contact-us"]) {
    it(`shows on ${path}`, async () => {
      const page = await newPage(browser);
      await page.goto(`${origin}${path}`);
      expect(await page.getByTestId("chat-button").count()).toBe(1);
      await page.context().close();
    });
  }

  for (const path of ["/shop", "/skin/products", "/us/shop"]) {
    it(`does not show on ${path}`, async () => {
      const page = await newPage(browser);
      await page.goto(`${origin}${path}`);
      await waitForHydration(page);
      expect(await page.getByTestId("chat-button").count()).toBe(0);
      await page.context().close();
    });
  }

  it("loads the panel at once when pressed, and goes away when navigating to /shop", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/skin`);
    await waitForHydration(page);
    const button = page.getByTestId("chat-button");
    expect(await button.getAttribute("data-widget-loaded")).toBe("false");
    await button.click();
    await expect(page.getByTestId("chat-panel").isVisible()).resolves.toBe(true);
    expect(await page.getByTestId("chat-panel").innerText()).toContain("care@ojas.in");
    await page.locator("header nav").getByRole("link", { name: "Shop", exact: true }).click();
    await page.waitForURL(`${origin}/shop`);
    // React commits the new page in a transition, just after the URL changes.
    await page.getByTestId("chat-button").waitFor({ state: "detached" });
    expect(await page.getByTestId("chat-button").count()).toBe(0);
    await page.context().close();
  });
});

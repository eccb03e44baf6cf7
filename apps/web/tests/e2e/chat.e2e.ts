import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");
// The chat posts to the API from the page: on the site's own origin, as for shoppers.
const siteOrigin = inject("siteOrigin");
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
    await page.getByTestId("chat-panel").waitFor({ state: "visible" });
    expect(await page.getByTestId("chat-panel").innerText()).toContain("care@ojas.in");
    await page.locator("header nav").getByRole("link", { name: "Shop", exact: true }).click();
    await page.waitForURL(`${origin}/shop`);
    // React commits the new page in a transition, just after the URL changes.
    await page.getByTestId("chat-button").waitFor({ state: "detached" });
    expect(await page.getByTestId("chat-button").count()).toBe(0);
    await page.context().close();
  });

  it("loads the widget 10 seconds after the page, not before", async () => {
    const page = await newPage(browser);
    await page.clock.install();
    await page.goto(`${origin}/nutrition`);
    await waitForHydration(page);
    const button = page.getByTestId("chat-button");
    await page.clock.runFor(8_000);
    expect(await button.getAttribute("data-widget-loaded")).toBe("false");
    expect(await page.getByTestId("chat-panel").count()).toBe(0);
    await page.clock.runFor(2_500);
    // Loaded means present in the page (its own chunk fetched), still closed until asked for.
    await page.getByTestId("chat-panel").waitFor({ state: "attached" });
    expect(await button.getAttribute("data-widget-loaded")).toBe("true");
    expect(await page.getByTestId("chat-panel").isVisible()).toBe(false);
    await page.context().close();
  });
});

describe("support chat conversation", () => {
  it("sends a message, shows the shop's stored answer, and shows both again after a reload", async () => {
    const page = await newPage(browser);
    await page.goto(`${siteOrigin}/ae/contact-us`);
    await waitForHydration(page);
    await page.getByTestId("chat-button").click();
    const panel = page.getByTestId("chat-panel");
    await panel.waitFor({ state: "visible" });

    await panel.getByRole("button", { name: "Send" }).click();
    await panel.getByText("Write a message first.").waitFor();

    const question = "Can I wear the ring in the pool? I swim most mornings.";
    await panel.getByLabel("Your message").fill(question);
    await panel.getByRole("button", { name: "Send" }).click();
    const messages = panel.getByTestId("chat-messages");
    await messages.getByText("Thank you for writing to Ojas care").waitFor();
    expect(await messages.innerText()).toContain(question);
    expect(await messages.innerText()).toContain("Sun-Fri, 9 am to 9 pm GST");
    const conversationId = await page.evaluate(() => localStorage.getItem("support_chat_conversation"));
    expect(conversationId).toMatch(/^[A-Za-z0-9_-]{24}$/);

    await page.reload();
    await waitForHydration(page);
    await page.getByTestId("chat-button").click();
    await panel.getByTestId("chat-messages").getByText(question).waitFor();
    expect(await panel.getByTestId("chat-messages").locator("li").count()).toBe(2);
    await page.context().close();
  });
});

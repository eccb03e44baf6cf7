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

  it("never covers a form field or label on a 360 px phone, and comes back when focused", async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto(`${origin}/contact-us`);
    await waitForHydration(page);
    const button = page.getByTestId("chat-button");
    // The bubble, when on screen, shares no area with any field or label of the page.
    const clear = () =>
      page.waitForFunction(() => {
        const bubble = document.querySelector("[data-testid='chat-button']")?.getBoundingClientRect();
        if (!bubble || bubble.left >= window.innerWidth) return true;
        const fields = document.querySelectorAll("input:not([type='hidden']), select, textarea, label");
        return [...fields].every((field) => {
          const box = field.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return true;
          return !(
            box.left < bubble.right &&
            bubble.left < box.right &&
            box.top < bubble.bottom &&
            bubble.top < box.bottom
          );
        });
      });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const states = new Set<string | null>();
    for (let top = 0; top < height; top += 120) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await clear();
      states.add(await button.getAttribute("data-aside"));
    }
    // It stepped aside somewhere and rested in its corner elsewhere.
    expect([...states].sort()).toEqual(["false", "true"]);

    // Over a field it is out of the way, yet still reachable from the keyboard.
    await page.locator("#b2b-name").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -(window.innerHeight - 120)));
    await page.locator("#b2b-name").focus();
    await page.locator("[data-testid='chat-button'][data-aside='true']").waitFor();
    await button.focus();
    await page.locator("[data-testid='chat-button'][data-aside='false']").waitFor();
    await context.close();
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

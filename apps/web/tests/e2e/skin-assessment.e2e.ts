import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

// The routine's add to cart posts from the page: the accounts server's public origin is the page's.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function go(page: Page, path: string) {
  await page.goto(`${origin}${path}`);
  await waitForHydration(page);
}

describe("skin assessment", () => {
  it("asks for the skin's feel, then shows a routine for oily, acne-prone sensitive skin and adds it all", async () => {
    const page = await newPage(browser, 390);
    await go(page, "/skin/assessment");
    const form = page.getByTestId("skin-assessment");
    await form.getByRole("button", { name: "See my routine" }).click();
    await form.getByRole("alert").filter({ hasText: "Tell us how your skin feels" }).waitFor();

    await form.getByRole("radio", { name: /Shiny all over/ }).check();
    await form.getByRole("checkbox", { name: "Acne and breakouts" }).check();
    await form.getByRole("checkbox", { name: "Dullness" }).check();
    await form.getByRole("checkbox", { name: "Dryness" }).check();
    // Three concerns at most: the others wait until one is cleared.
    expect(await form.getByRole("checkbox", { name: "Sun damage" }).isDisabled()).toBe(true);
    await form.getByRole("checkbox", { name: "Dryness" }).uncheck();
    await form.getByRole("radio", { name: "Yes, often" }).check();
    await form.getByRole("button", { name: "See my routine" }).click();

    await page.waitForURL(/\/skin\/assessment\/result\?/);
    const query = new URL(page.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      skinType: "oily",
      concern: "acne,dullness",
      sensitive: "yes",
      routine: "complete",
    });
    const findings = await page.getByTestId("findings").innerText();
    expect(findings).toContain("Oily");
    expect(findings).toContain("Acne and breakouts, Dullness, Sensitivity and redness");
    const steps = page.getByTestId("routine-step");
    expect(await steps.count()).toBe(4);
    expect(await steps.first().innerText()).toContain("Chosen for acne and breakouts");
    for (const text of await steps.allInnerTexts()) expect(text).toContain("₹");

    await page.getByTestId("add-routine").click();
    await page.getByTestId("cart-count").filter({ hasText: "4" }).waitFor();
    const skus = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem("cart_data") ?? "[]") as Array<{ skuId: string }>).map((i) => i.skuId),
    );
    expect(skus.map((id) => id.slice(0, 2)).sort()).toEqual(["FW", "MO", "SE", "SS"]);

    // The answers stay in this browser: the result page without a query opens them again.
    await go(page, "/skin/assessment/result");
    await page.waitForURL(/skinType=oily/);
    await page.getByTestId("findings").waitFor();
    await page.context().close();
  });

  it("a simple routine has three steps, and the result works without JavaScript from its link", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${origin}/ae/skin/assessment/result?skinType=dry&concern=skin+ageing&routine=minimal`);
    const steps = page.getByTestId("routine-step");
    expect(await steps.count()).toBe(3);
    const texts = await steps.allInnerTexts();
    expect(texts.map((t) => t.split("\n")[0])).toEqual([
      "Step 1: Cleanse",
      "Step 2: Moisturise",
      "Step 3: Protect",
    ]);
    for (const text of texts) expect(text).toContain("AED");
    await context.close();
  });
});

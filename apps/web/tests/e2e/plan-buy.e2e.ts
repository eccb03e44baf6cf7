import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";
import { go, settleOnSandbox, signUpInPopup } from "./shop.ts";

// A plan's own page and buying it: the create call and the coupon are POSTs from the page, which the API
// accepts only from its own site, so these journeys run on the accounts server.
const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator("script[type='application/ld+json']").allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

describe("a plan's page", () => {
  it("has the plan's description, coach, features, price in the market, SEO and JSON-LD", async () => {
    const page = await newPage(browser);
    await go(page, origin, "/us/plans/fitness-nutrition");
    await page.getByTestId("plan-card").first().getByTestId("plan-card-action").click();
    await page.waitForURL(/\/us\/plans\/fitness-nutrition\/[a-z0-9-]+$/);
    await waitForHydration(page);
    const path = new URL(page.url()).pathname;
    const detail = page.getByTestId("plan-detail");
    // The address changes before the new page is drawn: read the heading once the plan's page is there.
    await detail.waitFor();
    const name = await detail.getByRole("heading", { level: 1 }).innerText();
    expect(await detail.innerText()).toContain("$");
    expect(await detail.innerText()).not.toContain("₹");
    expect(await page.getByTestId("plan-coach").innerText()).toMatch(/^Led by /);
    expect(await page.getByTestId("plan-features").getByRole("listitem").count()).toBeGreaterThan(4);
    expect(await page.getByRole("link", { name: "Talk to a coach first" }).getAttribute("href")).toMatch(
      /^\/us\/plans\/lead\?plan=PL-/,
    );
    expect(await page.title()).toContain(name);
    expect(await page.locator("link[rel='canonical']").getAttribute("href")).toMatch(new RegExp(`${path}$`));
    const data = await jsonLd(page);
    const product = data.find((d) => d["@type"] === "Product") as { offers: Record<string, string> };
    expect(product.offers.priceCurrency).toBe("USD");
    expect(Number(product.offers.price)).toBeGreaterThan(0);
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: unknown[] };
    expect(crumbs.itemListElement.length).toBe(4);
    await page.context().close();
  });

  it("answers an unknown plan or kind with a real 404", async () => {
    for (const path of ["/plans/fitness/no-such-plan", "/ae/plans/yoga/weight-loss-pro-fitness-3-months"]) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it("/plans/lite opens with the Lite plans chosen", async () => {
    const page = await newPage(browser, 390);
    await go(page, origin, "/plans/lite");
    const block = page.getByTestId("plan-block");
    expect(await block.getByRole("radio", { name: "Lite", exact: true }).isChecked()).toBe(true);
    const texts = await block.getByTestId("plan-card").allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(/^Lite/);
    await page.context().close();
  });

  it("the plan quiz saves its answers and puts the best fit first", async () => {
    const page = await newPage(browser, 390);
    await go(page, origin, "/plans");
    const block = page.getByTestId("plan-block");
    await block.getByRole("button", { name: "Help me choose" }).click();
    const quiz = page.getByTestId("plan-quiz");
    await quiz.getByRole("radio", { name: "Gut health" }).check();
    await quiz.getByRole("radio", { name: /^Nutrition/ }).check();
    await quiz.getByRole("radio", { name: /^At my own pace/ }).check();
    await quiz.getByRole("button", { name: "Show my plans" }).click();
    await quiz.waitFor({ state: "detached" });
    const first = await block.getByTestId("plan-card").first().innerText();
    expect(first).toContain("Gut Health Reset Lite — Nutrition");
    const saved = await page.evaluate(() => window.localStorage.getItem("quiz_answers"));
    expect(JSON.parse(saved ?? "{}").plans).toEqual({ goal: "GUT_HEALTH", kind: "NUTRITION", tier: "LITE" });
    await page.context().close();
  });
});

describe("buying a plan", () => {
  it("buy a PRO plan in India through the sandbox page and see Pro in the account", async () => {
    const page = await newPage(browser, 390);
    await go(page, origin, "/plans/fitness-nutrition");
    await page
      .getByTestId("plan-card")
      .filter({ hasText: "Weight Loss Pro — Fitness + Nutrition" })
      .getByTestId("plan-card-action")
      .click();
    await page.waitForURL(/\/plans\/fitness-nutrition\/weight-loss-pro-fitness-nutrition-\d+-months$/);
    await waitForHydration(page);
    // The address changes before React has rendered the new page: its heading is read once the page is in.
    await page.getByTestId("plan-detail").waitFor();
    const planPath = new URL(page.url()).pathname;
    const planName = await page.getByRole("heading", { level: 1 }).innerText();
    expect(await page.getByTestId("plan-detail").innerText()).toContain("₹");

    // Signed out: Buy asks to sign in, then carries on to the gateway.
    await page.getByTestId("buy-plan").click();
    await signUpInPopup(page, origin, "IN");
    await settleOnSandbox(page, "pay");
    expect(page.url()).toContain("/plans/order/confirmation?");
    const confirmation = page.getByTestId("subscription-confirmation");
    await page.locator("[data-testid='subscription-confirmation'][data-outcome='success']").waitFor();
    expect(await page.getByTestId("confirmation-plan").innerText()).toBe(planName);
    expect(await page.getByTestId("confirmation-next-charge").innerText()).toContain("₹");
    // The gateway's query is gone: a reload names the subscription only.
    expect(new URL(page.url()).searchParams.get("subscriptionId")).toMatch(/^SUB-/);
    await confirmation.getByRole("link", { name: "Your subscriptions" }).waitFor();

    await go(page, origin, "/account");
    await page.getByText("Pro member").waitFor();

    // The same plan again: the create call answers 4006 and the page says it is already running.
    await go(page, origin, planPath);
    await page.getByTestId("buy-plan").click();
    await page.getByTestId("plan-buy-problem").getByText("This plan is already running for you.").waitFor();
    expect(
      await page
        .getByTestId("plan-buy-problem")
        .getByRole("link", { name: "See your subscriptions" })
        .getAttribute("href"),
    ).toBe("/account/subscriptions");
    await page.context().close();
  });
});

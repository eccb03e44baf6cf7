import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

// Choosing another kind fetches its plans with a POST from the page, which the API accepts only from its
// own site: these journeys run on the accounts server, whose public origin is the page's.
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

const cards = (page: Page) => page.getByTestId("plan-block").getByTestId("plan-card");

const MARKETS = [
  { prefix: "", symbol: "₹", others: ["AED", "$"] },
  { prefix: "/ae", symbol: "AED", others: ["₹", "$"] },
  { prefix: "/us", symbol: "$", others: ["₹", "AED"] },
];

describe("plan blocks", () => {
  for (const market of MARKETS) {
    it(`the plans page at ${market.prefix}/plans prices every plan in ${market.symbol}`, async () => {
      const page = await newPage(browser);
      await go(page, `${market.prefix}/plans`);
      const texts = await cards(page).allInnerTexts();
      // Fitness + Nutrition first, a Pro and a Lite plan for each of the six goals.
      expect(texts.length).toBe(12);
      for (const text of texts) {
        expect(text).toContain(market.symbol);
        for (const other of market.others) expect(text).not.toContain(other);
      }
      await page.context().close();
    });
  }

  it("filters by kind, goal and tier; a plan's button leads to its page, which links the call-back form", async () => {
    const page = await newPage(browser, 390);
    await go(page, "/plans");
    const block = page.getByTestId("plan-block");
    await block.getByRole("radio", { name: "Nutrition", exact: true }).check();
    await block.getByRole("radio", { name: "Gut health" }).check();
    expect(await cards(page).count()).toBe(2);
    await block.getByRole("radio", { name: "Pro", exact: true }).check();
    expect(await cards(page).count()).toBe(1);
    const card = cards(page).first();
    expect(await card.innerText()).toContain("Gut Health Reset Pro — Nutrition");
    expect(await page.getByText("1 plan", { exact: true }).count()).toBe(1);

    await card.getByRole("link", { name: /See the plan/ }).click();
    await page.waitForURL(/\/plans\/nutrition\/gut-health-reset-pro-nutrition-\d+-months$/);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Talk to a coach first" }).click();
    await page.waitForURL(/\/plans\/lead\?plan=PL-GH-PRO-NUT$/);
    await waitForHydration(page);
    expect(await page.getByTestId("chosen-plan").innerText()).toContain("Gut Health Reset Pro — Nutrition");
    const form = page.getByTestId("callback-form");
    await form.getByLabel("Name").fill("Farah Ali");
    await form.getByLabel("Mobile number").fill("9812345678");
    await form.getByRole("button", { name: "Call me back" }).click();
    await form.getByText("A coach will call you within one working day").waitFor();
    await page.context().close();
  });

  it("landings show their own plans: a goal's on its programme page, one kind on /plans/{kind}", async () => {
    const page = await newPage(browser);
    await go(page, "/us/programs/diabetes-reversal-program");
    const goals = await cards(page).allInnerTexts();
    expect(goals.length).toBeGreaterThan(0);
    for (const text of goals) {
      expect(text).toContain("Diabetes Reversal");
      expect(text).toContain("$");
    }

    await go(page, "/ae/plans/fitness");
    const kinds = await cards(page).allInnerTexts();
    expect(kinds.length).toBe(12);
    for (const text of kinds) expect(text).toMatch(/— Fitness, /);
    expect(await page.getByTestId("plan-block").getByRole("radio", { name: "Nutrition" }).count()).toBe(0);

    // A programme's "talk to us" link names what the call is about.
    await go(page, "/plans/lead?goal=DIABETES_REVERSAL");
    expect(await page.locator("header").last().innerText()).toContain(
      "about the Diabetes reversal programme",
    );

    // A link may preselect a filter.
    await go(page, "/plans?kind=FITNESS&tier=LITE");
    for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/Lite — Fitness, /);
    await page.context().close();
  });
});

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 390);
});
afterAll(async () => {
  await browser?.close();
});

async function text(path: string): Promise<string> {
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  return page.locator("main").innerText();
}

describe("browsing pages", () => {
  it("a skin product shows the skin pages' layering guide, real results, articles and FAQs", async () => {
    await text("/skin/products/niacinamide-zinc-serum");
    const blocks = await page.getByTestId("category-blocks").innerText();
    for (const heading of ["How to layer it", "Real results", "Learn more", "Frequently asked"])
      expect(blocks).toContain(heading);
  });

  it("the marketing claims appear on their products' pages", async () => {
    expect(await text("/ring")).toMatch(/Battery up to 7 days/i);
    expect(await text("/smart-scale")).toContain("10+");
    expect(await text("/nutrition/products")).toContain("285+ banned substances");
    expect(await text("/nutrition/products/whey-protein-isolate")).toContain("285+ banned substances");
  });

  it("the ring purchase page offers every size and finish, the sizing kit and its EMI plans", async () => {
    const body = await text("/ring/buy?size=8&finish=rose-gold");
    for (const size of ["6", "7", "8", "9", "10", "11", "12", "13"])
      expect(await page.getByRole("link", { name: new RegExp(`^Size ${size}`) }).count()).toBe(1);
    expect(body).toContain("Rose Gold");
    expect(body).toMatch(/Get the sizing kit for ₹/);
    await page.getByTestId("emi-options").locator("summary").click();
    expect(await page.getByTestId("emi-options").getByRole("row").count()).toBe(5);
    expect(await text("/us/ring/buy")).toContain("$");
    expect(await page.getByTestId("emi-options").count()).toBe(0);
  });

  it("a fitness category lists its classes, the exercises they teach and its trainers", async () => {
    await text("/fitness/mat-pilates");
    expect(await page.getByTestId("class-card").count()).toBeGreaterThan(1);
    expect(await page.getByTestId("exercise").count()).toBeGreaterThan(3);
    expect(await page.getByTestId("trainer").count()).toBeGreaterThan(0);
    const nav = page.getByRole("navigation", { name: "Fitness categories" });
    expect(await nav.getByRole("link", { name: "Mat Pilates" }).getAttribute("aria-current")).toBe("page");
  });

  it("the CGM landing sells its purchase options with the coaching plan preselectable from a link", async () => {
    await text("/cgm?option=sensor-plan");
    const box = page.getByTestId("device-purchase");
    expect(await box.getByRole("radio").count()).toBe(3);
    expect(await box.getByRole("radio", { name: /Sensors \+ 1-month coaching plan/ }).isChecked()).toBe(true);
    expect(await box.innerText()).toContain("₹9,999");
  });
});

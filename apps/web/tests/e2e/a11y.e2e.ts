import fs from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations;
  })) as Violation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

describe("accessibility (axe-core)", () => {
  for (const [name, path, width] of [
    ["home", "/", 1280],
    ["shop", "/shop", 1280],
    ["product page", "/skin/products/clarifying-salicylic-face-wash", 1280],
    ["product page on a phone", "/nutrition/products/whey-protein-isolate", 390],
    ["contact us", "/contact-us", 1280],
    ["ring preference selection", "/ring/preferences", 1280],
    ["ring preference selection on a phone", "/ring/preferences", 390],
    ["skin assessment", "/skin/assessment", 390],
    ["skin assessment result", "/skin/assessment/result?skinType=oily&concern=acne&routine=complete", 1280],
    ["plans with their filters", "/plans", 390],
    ["a plan's page on a phone", "/plans/nutrition/gut-health-reset-pro-nutrition-6-months", 360],
    ["a plan's page", "/us/plans/fitness/stay-fit-lite-fitness-12-months", 1280],
    ["a fitness category", "/fitness/yoga", 1280],
    ["the CGM buy box", "/cgm", 1280],
    ["a recipe on a phone", "/recipes/green-protein-smoothie", 360],
    ["search results on a phone", "/search?q=serum", 360],
  ] as const) {
    it(`${name} has no serious or critical violations`, async () => {
      const page = await newPage(browser, width);
      await page.goto(`${origin}${path}`);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});

describe("heading order", () => {
  // axe calls a skipped level moderate (not caught above); Lighthouse's accessibility score counts it.
  for (const path of ["/skin/products", "/nutrition/products"]) {
    it(`${path} goes down one heading level at a time`, async () => {
      const page = await newPage(browser, 390);
      await page.goto(`${origin}${path}`);
      const levels = await page
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
      const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1);
      expect(levels[0]).toBe(1);
      expect(skips).toEqual([]);
      await page.context().close();
    });
  }
});

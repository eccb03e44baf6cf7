import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { pageScripts } from "../../../../bench/page-scripts.ts";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("delivery", () => {
  it("sends the page and its scripts and styles compressed to a browser", async () => {
    const page = await newPage(browser);
    const encodings = new Map<string, string | undefined>();
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (
        url.pathname === "/skin/products/clarifying-salicylic-face-wash" ||
        url.pathname.startsWith("/assets/")
      )
        encodings.set(url.pathname, response.headers()["content-encoding"]);
    });
    await page.goto(`${origin}/skin/products/clarifying-salicylic-face-wash`, { waitUntil: "networkidle" });
    expect(encodings.size).toBeGreaterThan(3);
    for (const [path, encoding] of encodings) expect([path, encoding]).toEqual([path, "br"]);
    await page.context().close();
  });

  it("keeps zod, the chat panel and what sits below the fold out of a product page's first scripts", async () => {
    const { initial, lazy } = await pageScripts(origin, "/skin/products/clarifying-salicylic-face-wash");
    const chunk = (url: string) => url.slice(url.lastIndexOf("/") + 1).replace(/-[\w-]{8}\.js$/, "");
    const first = [...initial.keys()].map(chunk);
    const later = [...lazy.keys()].map(chunk);
    expect(first).toEqual(expect.arrayContaining(["framework", "product-detail"]));
    for (const part of [
      "schemas",
      "zod",
      "ChatPanel",
      "Reviews",
      "ProductListing",
      "LandingBlocks",
      "app-start",
    ]) {
      expect(first).not.toContain(part);
    }
    expect(later).toEqual(
      expect.arrayContaining(["ChatPanel", "Reviews", "ProductListing", "LandingBlocks", "app-start"]),
    );
    // Chunk names alone miss a module bundled into a shared chunk (zod once rode in "app" with a lib file).
    for (const url of initial.keys()) {
      const code = await (await fetch(`${origin}${url}`)).text();
      expect([url, code.includes("ZodError")]).toEqual([url, false]);
    }
  });

  it("hydrates the server's page in place: one style sheet, and the head follows each navigation", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/ae/skin/products/clarifying-salicylic-face-wash`);
    await waitForHydration(page);
    const head = () =>
      page.evaluate(() => ({
        styleSheets: document.querySelectorAll('link[rel="stylesheet"]').length,
        canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map(
          (l) => l.href,
        ),
        lang: document.documentElement.lang,
        headers: document.querySelectorAll("body header").length,
        background: getComputedStyle(document.body).backgroundColor,
      }));
    expect(await head()).toEqual({
      styleSheets: 1,
      canonical: [expect.stringMatching(/\/ae\/skin\/products\/clarifying-salicylic-face-wash$/)],
      lang: "en-AE",
      headers: 1,
      background: "rgb(250, 247, 242)",
    });
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await page.getByRole("navigation").getByRole("link", { name: "Skin", exact: true }).first().click();
    await page.waitForURL(/\/ae\/skin$/);
    await expect.poll(() => page.title()).toMatch(/^Ojas Skin/);
    expect(await head()).toMatchObject({ styleSheets: 1, canonical: [expect.stringMatching(/\/ae\/skin$/)] });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.context().close();
  });

  it("asks for the style sheet before the scripts: it holds back the first paint, they do not", async () => {
    const html = await (await fetch(`${origin}/skin/products/clarifying-salicylic-face-wash`)).text();
    const styleSheet = html.indexOf('rel="stylesheet"');
    const firstScript = html.indexOf('rel="modulepreload"');
    expect(styleSheet).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(0);
    expect(styleSheet).toBeLessThan(firstScript);
  });
});

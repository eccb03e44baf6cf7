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
});

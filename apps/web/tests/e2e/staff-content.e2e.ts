import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./axe.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { DEMO_STAFF_PASSWORD, passwordSignIn } from "./shop.ts";

// Writing an article in the back office (docs/product.md, "Content"): content staff fix a field error,
// save a draft with some formatting and a <script>, preview it, publish it; the blog lists it, its page
// shows the formatting, and nothing of the script runs. At phone width.

const origin = inject("accountsOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("back office content", () => {
  it("writes, previews and publishes an article; the blog shows it and no script runs", async () => {
    const tag = randomUUID().slice(0, 8);
    const title = `Sleep and recovery ${tag}`;
    const slug = `sleep-and-recovery-${tag}`;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const cookies = await passwordSignIn(origin, "content@staff.ojas.in", DEMO_STAFF_PASSWORD);
    await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();

    await page.goto(`${origin}/staff/content?kind=article`);
    await waitForHydration(page);
    await page.getByRole("link", { name: "New: articles" }).click();
    await page.getByRole("heading", { name: "New: articles", level: 1 }).waitFor();

    // Saved without a title: the form says what to fix, next to the field.
    await page.getByLabel("Slug").fill(slug);
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.locator("#content-title-error").waitFor();
    expect(await page.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Excerpt").fill("Why a good night matters for training.");
    await page.getByLabel("Author").fill("Ojas team");
    await page.getByLabel("Image", { exact: true }).fill("/images/illustrations/article-gut.svg");
    await page.getByLabel("Minutes to read").fill("3");
    await page
      .getByLabel("Body (HTML)")
      .fill(
        `<h2>Rest days</h2><p>Sleep is <strong>training</strong> too, <em>really</em>.</p><ul><li>Dark room</li><li>Same hour</li></ul><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true"><p><a href="javascript:window.__pwned=true">click</a></p>`,
      );
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await page
      .getByTestId("content-status")
      .filter({ hasText: /^Draft$/ })
      .waitFor();

    // Not on the storefront while a draft.
    expect((await fetch(`${origin}/blog/${slug}`)).status).toBe(404);

    // The preview renders it as the blog would, for staff only.
    await page.getByRole("link", { name: "Preview" }).click();
    await page.getByRole("heading", { name: "Rest days" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect((await fetch(`${origin}/staff/content/article/${slug}/preview`)).status).not.toBe(200);
    await page.getByRole("link", { name: "Back to editing" }).click();
    await page.getByRole("heading", { name: title, level: 1 }).waitFor();
    await waitForHydration(page);

    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByTestId("content-message").filter({ hasText: "Published" }).waitFor();
    await page
      .getByTestId("content-status")
      .filter({ hasText: /^Published$/ })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The blog lists it and its page shows the formatting; nothing of the script is there or ran.
    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const reader = await shopper.newPage();
    // Published now, it is the newest article: first on the blog.
    await reader.goto(`${origin}/blog`);
    await reader.getByRole("link", { name: title }).first().click();
    await reader.getByRole("heading", { name: title, level: 1 }).waitFor();
    const body = reader.getByTestId("article-body");
    expect(await body.locator("strong").innerText()).toBe("training");
    expect(await body.locator("h2").innerText()).toBe("Rest days");
    expect(await body.locator("li").count()).toBe(2);
    const html = await body.innerHTML();
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(await reader.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await shopper.close();
    await context.close();
  });
});

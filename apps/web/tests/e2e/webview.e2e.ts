import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newPage, waitForHydration } from "./browser.ts";

const origin = inject("webOrigin");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

const themeOf = (page: Page) => page.getAttribute("html", "data-theme");
const themeScripts = (page: Page) => page.locator("script#webview-theme").count();
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe("app webview mode", () => {
  it.each([
    ["iOS 4.9.0", "dark", "platform=ios&appVersion=4.9.0"],
    ["iOS 4.8.9", "light", "platform=ios&appVersion=4.8.9"],
    ["Android 5.0.0", "light", "platform=android&appVersion=5.0.0"],
  ])("%s runs the theme script and gets the %s theme", async (_label, theme, query) => {
    const page = await newPage(browser, 390);
    await page.goto(`${origin}/?webview=1&${query}`);
    expect(await themeScripts(page)).toBe(1);
    expect(await themeOf(page)).toBe(theme);
    expect(await background(page)).toBe(theme === "dark" ? "rgb(14, 16, 18)" : "rgb(250, 247, 242)");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe(theme);
    // The wrapper did not ask to hide the header.
    expect(await page.locator("header").count()).toBe(1);
    await page.context().close();
  });

  it("outside the webview there is no theme script and the theme is light", async () => {
    const context = await browser.newContext({
      userAgent: IPHONE_SAFARI,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    expect(await themeScripts(page)).toBe(0);
    expect(await themeOf(page)).toBe("light");
    expect(await page.locator("header").count()).toBe(1);
    await context.close();
  });

  it("recognises the wrapper by its user agent", async () => {
    const context = await browser.newContext({
      userAgent: `${IPHONE_SAFARI} OjasApp/4.9.1 (iOS)`,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${origin}/skin`);
    expect(await themeScripts(page)).toBe(1);
    expect(await themeOf(page)).toBe("dark");
    await context.close();
  });

  it("hides the site header when the wrapper asks, on the server and for the rest of the session", async () => {
    const page = await newPage(browser, 390);
    await page.goto(
      `${origin}/skin?webview=1&platform=ios&appVersion=4.9.1&showHeader=false&source=app_home`,
    );
    expect(await page.locator("header").count()).toBe(0);
    await waitForHydration(page);
    // A later page without the flags, in the same browser session: still the webview, still no header.
    await page.goto(`${origin}/nutrition`);
    expect(await page.locator("header").count()).toBe(0);
    expect(await themeOf(page)).toBe("dark");
    // ?webview=0 leaves webview mode.
    await page.goto(`${origin}/nutrition?webview=0`);
    expect(await page.locator("header").count()).toBe(1);
    expect(await themeScripts(page)).toBe(0);
    await page.context().close();
  });

  it("follows the wrapper's messages, and hides the header again when the tab comes back", async () => {
    const page = await newPage(browser, 390);
    // React Native's WebView bridge, as the Android app injects it.
    await page.addInitScript({
      content:
        "window.sentToWrapper = []; window.ReactNativeWebView = { postMessage: (m) => window.sentToWrapper.push(JSON.parse(m)) };",
    });
    await page.goto(`${origin}/fitness?webview=1&platform=android&appVersion=5.0.0`);
    await waitForHydration(page);
    // The one bridge tells the wrapper the theme and the page.
    await page.waitForFunction(() =>
      (window as unknown as { sentToWrapper: { type: string }[] }).sentToWrapper.some(
        (m) => m.type === "ojas:page",
      ),
    );
    const sent = await page.evaluate(() => (window as unknown as { sentToWrapper: unknown[] }).sentToWrapper);
    expect(sent).toContainEqual({ type: "ojas:theme", theme: "light" });
    expect(sent).toContainEqual(
      expect.objectContaining({
        type: "ojas:page",
        path: "/fitness?webview=1&platform=android&appVersion=5.0.0",
      }),
    );

    expect(await page.locator("header").count()).toBe(1);
    await page.evaluate(() =>
      window.postMessage(JSON.stringify({ type: "ojas:webview-config", showHeader: false }), "*"),
    );
    await page.locator("header").waitFor({ state: "detached" });
    await page.evaluate(() => window.postMessage({ type: "ojas:webview-config", showHeader: true }, "*"));
    await page.locator("header").waitFor({ state: "attached" });

    // Back from the app's own screens: the clock offset is measured again and the header hidden again.
    await page.evaluate(() => sessionStorage.removeItem("server_time_offset_ms"));
    const ntp = page.waitForResponse((r) => r.url().endsWith("/api/marketing-api/get-ntp-time"));
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await page.locator("header").waitFor({ state: "detached" });
    expect((await ntp).status()).toBe(200);
    await page.waitForFunction(() => sessionStorage.getItem("server_time_offset_ms") !== null);
    const offset = Number(await page.evaluate(() => sessionStorage.getItem("server_time_offset_ms")));
    // Same machine: the offset is the server's whole-second rounding and the round trip, well under 2 s.
    expect(Math.abs(offset)).toBeLessThan(2000);
    await page.context().close();
  });

  it("keeps the last clock offset when the time check fails, and keeps the header outside a webview", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/`);
    await waitForHydration(page);
    await page.waitForFunction(() => sessionStorage.getItem("server_time_offset_ms") !== null);
    await page.evaluate(() => sessionStorage.setItem("server_time_offset_ms", "1234"));
    await page.route("**/api/marketing-api/get-ntp-time", (route) => route.abort());
    const failed = page.waitForEvent("requestfailed");
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await failed;
    expect(await page.evaluate(() => sessionStorage.getItem("server_time_offset_ms"))).toBe("1234");
    expect(await page.locator("header").count()).toBe(1);
    await page.context().close();
  });

  it("fires internet-disconnected and internet-connected when the browser goes offline and back", async () => {
    const page = await newPage(browser);
    await page.goto(`${origin}/shop`);
    await waitForHydration(page);
    // The lifecycle module loads just after hydration.
    await page.waitForFunction(() => sessionStorage.getItem("server_time_offset_ms") !== null);
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { connectivity: seen });
      for (const name of ["internet-connected", "internet-disconnected"]) {
        window.addEventListener(name, () => seen.push(name));
      }
    });
    await page.context().setOffline(true);
    await page.waitForFunction(
      () => (window as unknown as { connectivity: string[] }).connectivity.length === 1,
    );
    await page.context().setOffline(false);
    await page.waitForFunction(
      () => (window as unknown as { connectivity: string[] }).connectivity.length === 2,
    );
    expect(await page.evaluate(() => (window as unknown as { connectivity: string[] }).connectivity)).toEqual(
      ["internet-disconnected", "internet-connected"],
    );
    const layer = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    expect(layer).toEqual(expect.arrayContaining(["internet_disconnected", "internet_connected"]));
    await page.context().close();
  });
});

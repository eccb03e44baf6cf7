import { describe, expect, it } from "vitest";
import {
  detectDevice,
  deviceForRequest,
  parseWebviewFlags,
  resolveWebview,
  serializeWebviewFlags,
  themeFor,
  WEBVIEW_COOKIE,
  webviewCookie,
  webviewFromQuery,
  webviewFromUserAgent,
} from "./device.ts";
import { showsSiteHeader, themeScript } from "./webview.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const query = (text: string) => new URLSearchParams(text);

describe("webview detection", () => {
  it("reads the wrapper's user agent convention", () => {
    expect(webviewFromUserAgent(`${IPHONE} OjasApp/4.9.1 (iOS)`)).toEqual({
      platform: "ios",
      appVersion: "4.9.1",
      showHeader: true,
      source: null,
    });
    expect(webviewFromUserAgent(`${ANDROID_CHROME} OjasApp/5.0.0 (Android)`)?.platform).toBe("android");
    expect(webviewFromUserAgent(IPHONE)).toBeNull();
    expect(webviewFromUserAgent("OjasApplication/4.9.1 (iOS)")).toBeNull();
  });

  it("reads the test flags of the query", () => {
    expect(
      webviewFromQuery(query("webview=1&appVersion=4.9.1&platform=ios&showHeader=false&source=app_home")),
    ).toEqual({ platform: "ios", appVersion: "4.9.1", showHeader: false, source: "app_home" });
    expect(webviewFromQuery(query("webview=1"), ANDROID_CHROME)).toMatchObject({
      platform: "android",
      appVersion: null,
    });
    expect(webviewFromQuery(query("webview=0"))).toBe(false);
    expect(webviewFromQuery(query("appVersion=4.9.1"))).toBeNull();
    // Rubbish is dropped, not trusted.
    expect(webviewFromQuery(query("webview=1&appVersion=latest&source=<script>"))).toMatchObject({
      appVersion: null,
      source: null,
    });
  });

  it("fills app.deviceInfo from the user agent and the flags", () => {
    expect(detectDevice(IPHONE, null)).toEqual({
      isAndroid: false,
      isIos: true,
      isSafari: true,
      isChecked: true,
      isWebview: false,
      appVersion: null,
      webviewConfig: { showHeader: true, source: null },
    });
    expect(detectDevice(ANDROID_CHROME, null)).toMatchObject({
      isAndroid: true,
      isIos: false,
      isSafari: false,
    });
    expect(
      detectDevice(DESKTOP_CHROME, { platform: "ios", appVersion: "4.9.0", showHeader: false, source: "s" }),
    ).toMatchObject({
      isIos: true,
      isWebview: true,
      appVersion: "4.9.0",
      webviewConfig: { showHeader: false, source: "s" },
    });
    // The real wrapper's user agent wins over test flags for platform and version, not for its header ask.
    expect(
      detectDevice(`${IPHONE} OjasApp/4.9.1 (iOS)`, {
        platform: "android",
        appVersion: "1.0.0",
        showHeader: false,
        source: null,
      }),
    ).toMatchObject({ isIos: true, appVersion: "4.9.1", webviewConfig: { showHeader: false } });
  });

  it.each([
    ["ios", "4.9.0", "dark"],
    ["ios", "4.8.10", "dark"],
    ["ios", "4.8.9", "light"],
    ["ios", null, "light"],
    ["android", "5.0.0", "light"],
  ] as const)("a %s webview of app %s gets the %s theme", (platform, appVersion, theme) => {
    expect(
      themeFor(detectDevice(DESKTOP_CHROME, { platform, appVersion, showHeader: true, source: null })),
    ).toBe(theme);
  });

  it("gives a browser, even Safari on iOS, the light theme", () => {
    expect(themeFor(detectDevice(IPHONE, null))).toBe("light");
  });

  it("hides the site header only in a webview that asks", () => {
    const flags = { platform: "ios", appVersion: "4.9.1", source: null } as const;
    expect(showsSiteHeader(detectDevice(DESKTOP_CHROME, { ...flags, showHeader: false }))).toBe(false);
    expect(showsSiteHeader(detectDevice(DESKTOP_CHROME, { ...flags, showHeader: true }))).toBe(true);
    expect(showsSiteHeader(detectDevice(DESKTOP_CHROME, null))).toBe(true);
  });
});

describe("webview flags for the session", () => {
  const flags = { platform: "ios", appVersion: "4.9.1", showHeader: false, source: "app_home" } as const;
  const cookie = `a=1; ${WEBVIEW_COOKIE}=${serializeWebviewFlags(flags)}; b=2`;

  it("round-trips through the cookie", () => {
    expect(parseWebviewFlags(serializeWebviewFlags(flags))).toEqual(flags);
    expect(parseWebviewFlags("windows%7C1")).toBeNull();
    expect(parseWebviewFlags("%E0%A4%A")).toBeNull();
  });

  it("starts with ?webview=1, lasts through the session cookie, and ends with ?webview=0", () => {
    expect(resolveWebview(DESKTOP_CHROME, "?webview=1&platform=ios&appVersion=4.9.1", null)).toMatchObject({
      flags: { platform: "ios", appVersion: "4.9.1" },
      persist: { platform: "ios" },
    });
    expect(resolveWebview(DESKTOP_CHROME, "?page=2", cookie)).toEqual({ flags, persist: undefined });
    expect(resolveWebview(DESKTOP_CHROME, "?webview=0", cookie)).toEqual({ flags: null, persist: false });
    expect(resolveWebview(DESKTOP_CHROME, "", null)).toEqual({ flags: null, persist: undefined });
  });

  it("keeps a wrapper's later header ask for the session", () => {
    expect(resolveWebview(DESKTOP_CHROME, "?showHeader=true", cookie)).toEqual({
      flags: { ...flags, showHeader: true },
      persist: { ...flags, showHeader: true },
    });
    expect(resolveWebview(`${IPHONE} OjasApp/4.9.1 (iOS)`, "?showHeader=false", null).flags).toMatchObject({
      platform: "ios",
      showHeader: false,
    });
    // Outside a webview the ask means nothing.
    expect(resolveWebview(DESKTOP_CHROME, "?showHeader=false", null)).toEqual({
      flags: null,
      persist: undefined,
    });
  });

  it("writes a session cookie (no Max-Age), Secure on https, and clears it", () => {
    expect(webviewCookie(flags, false)).toBe(
      `${WEBVIEW_COOKIE}=ios%7C4.9.1%7C0%7Capp_home; Path=/; SameSite=Lax`,
    );
    expect(webviewCookie(flags, true)).toMatch(/; Secure$/);
    expect(webviewCookie(false, false)).toBe(`${WEBVIEW_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });

  it("detects the device of a page request and says which cookie to set", () => {
    const request = new Request("https://shop.ojas.test/?webview=1&platform=ios&appVersion=4.9.0", {
      headers: { "user-agent": DESKTOP_CHROME },
    });
    const { device, theme, setCookie } = deviceForRequest(request);
    expect(device).toMatchObject({ isWebview: true, isIos: true, appVersion: "4.9.0" });
    expect(theme).toBe("dark");
    expect(setCookie).toMatch(/^ojas_webview=ios%7C4\.9\.0%7C1%7C; Path=\/; SameSite=Lax; Secure$/);
    expect(
      deviceForRequest(new Request("https://shop.ojas.test/", { headers: { "user-agent": IPHONE } })),
    ).toMatchObject({
      theme: "light",
      setCookie: null,
    });
  });
});

describe("the theme script", () => {
  it("stamps the theme and keeps it for the wrapper", () => {
    const script = themeScript("dark");
    expect(script).toContain('d.dataset.theme="dark"');
    expect(script).toContain('localStorage.setItem("theme","dark")');
    // It is valid JavaScript.
    expect(() => new Function(script)).not.toThrow();
  });
});

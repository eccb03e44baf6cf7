import { canUseDarkTheme, isValidVersion } from "@ojas/domain";
import type { DeviceInfo, Platform, Theme } from "./webview.ts";

export type { DeviceInfo, Platform, Theme } from "./webview.ts";

// The native app's webview (docs/decisions/0008-webview-detection.md): the wrapper identifies itself in the
// user agent as "OjasApp/<version> (iOS)" or "OjasApp/<version> (Android)". For testing in a browser the same
// can be asked with ?webview=1&appVersion=4.9.1&platform=ios, kept for the browser session in a cookie so the
// server renders every later page the same way.

/** What the wrapper (or the test query) says about the webview. */
export interface WebviewFlags {
  platform: Platform;
  appVersion: string | null;
  showHeader: boolean;
  source: string | null;
}

export const WEBVIEW_USER_AGENT = /\bOjasApp\/(v?\d+(?:\.\d+){0,3})\s*\((iOS|Android)\)/i;
export const WEBVIEW_COOKIE = "ojas_webview";
export const WEBVIEW_QUERY = {
  WEBVIEW: "webview",
  APP_VERSION: "appVersion",
  PLATFORM: "platform",
  SHOW_HEADER: "showHeader",
  SOURCE: "source",
} as const;

const SOURCE_PATTERN = /^[A-Za-z0-9_.-]{1,40}$/;

function cleanVersion(value: string | null | undefined): string | null {
  return isValidVersion(value) ? value.trim().replace(/^v/i, "") : null;
}

function cleanSource(value: string | null | undefined): string | null {
  return value && SOURCE_PATTERN.test(value) ? value : null;
}

function parsePlatform(value: string | null | undefined): Platform | null {
  const lower = value?.toLowerCase();
  return lower === "ios" || lower === "android" ? lower : null;
}

/** The wrapper in the user agent, if any. */
export function webviewFromUserAgent(userAgent: string): WebviewFlags | null {
  const match = WEBVIEW_USER_AGENT.exec(userAgent);
  if (!match) return null;
  return {
    platform: parsePlatform(match[2]) ?? "android",
    appVersion: cleanVersion(match[1]),
    showHeader: true,
    source: null,
  };
}

/**
 * The test flags of a URL: `null` when the query says nothing about the webview, `false` for ?webview=0
 * (leave webview mode), otherwise the flags (the platform defaults to what the user agent says, else iOS).
 */
export function webviewFromQuery(params: URLSearchParams, userAgent = ""): WebviewFlags | false | null {
  const flag = params.get(WEBVIEW_QUERY.WEBVIEW);
  if (flag === "0" || flag === "false") return false;
  if (flag !== "1" && flag !== "true") return null;
  const platform =
    parsePlatform(params.get(WEBVIEW_QUERY.PLATFORM)) ??
    webviewFromUserAgent(userAgent)?.platform ??
    (/android/i.test(userAgent) ? "android" : "ios");
  return {
    platform,
    appVersion: cleanVersion(params.get(WEBVIEW_QUERY.APP_VERSION)),
    showHeader: params.get(WEBVIEW_QUERY.SHOW_HEADER) !== "false",
    source: cleanSource(params.get(WEBVIEW_QUERY.SOURCE)),
  };
}

/** A wrapper's showHeader / source ask on a URL that carries no webview flag (the real app's links). */
export function webviewConfigFromQuery(params: URLSearchParams): Partial<DeviceInfo["webviewConfig"]> {
  const config: Partial<DeviceInfo["webviewConfig"]> = {};
  const showHeader = params.get(WEBVIEW_QUERY.SHOW_HEADER);
  if (showHeader === "false" || showHeader === "true") config.showHeader = showHeader === "true";
  const source = cleanSource(params.get(WEBVIEW_QUERY.SOURCE));
  if (source) config.source = source;
  return config;
}

export function serializeWebviewFlags(flags: WebviewFlags): string {
  return encodeURIComponent(
    [flags.platform, flags.appVersion ?? "", flags.showHeader ? "1" : "0", flags.source ?? ""].join("|"),
  );
}

export function parseWebviewFlags(value: string | null | undefined): WebviewFlags | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const [platform, appVersion, showHeader, source] = decoded.split("|");
  const parsed = parsePlatform(platform);
  if (!parsed) return null;
  return {
    platform: parsed,
    appVersion: cleanVersion(appVersion),
    showHeader: showHeader !== "0",
    source: cleanSource(source),
  };
}

/** The value of one cookie in a Cookie header (or document.cookie). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}

/** A session cookie (no Max-Age): webview test mode ends with the browser session. */
export function webviewCookie(flags: WebviewFlags | false, secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return flags === false
    ? `${WEBVIEW_COOKIE}=; Max-Age=0; ${attributes}`
    : `${WEBVIEW_COOKIE}=${serializeWebviewFlags(flags)}; ${attributes}`;
}

function isSafariBrowser(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|FxiOS|EdgiOS|Edg|OPR|Android)\//.test(userAgent)
  );
}

/**
 * The device of a request or a browser: the user agent decides the platform; a webview (from the user
 * agent, else the query or session flags) adds its version and header config.
 */
export function detectDevice(userAgent: string, flags: WebviewFlags | null): DeviceInfo {
  const fromAgent = webviewFromUserAgent(userAgent);
  // The user agent names the real wrapper; the query or session flags still carry its header config.
  const webview = fromAgent ?? flags;
  const config = flags ?? fromAgent;
  return {
    isAndroid: webview ? webview.platform === "android" : /\bAndroid\b/.test(userAgent),
    isIos: webview ? webview.platform === "ios" : /\b(iPhone|iPad|iPod)\b/.test(userAgent),
    isSafari: isSafariBrowser(userAgent),
    isChecked: true,
    isWebview: webview !== null,
    appVersion: webview?.appVersion ?? null,
    webviewConfig: { showHeader: config?.showHeader ?? true, source: config?.source ?? null },
  };
}

/** The dark theme applies only in the webview of an iOS app above 4.8.9. */
export function themeFor(device: DeviceInfo): Theme {
  return device.isWebview && canUseDarkTheme(device) ? "dark" : "light";
}

export interface WebviewResolution {
  flags: WebviewFlags | null;
  /** The session cookie to write: new flags, false to clear it, undefined to leave it. */
  persist: WebviewFlags | false | undefined;
}

/**
 * The webview flags of a page load: ?webview=0 ends test mode, ?webview=1 starts it, otherwise the session
 * cookie's flags stand. A wrapper's ?showHeader= / ?source= update the flags of a webview (from the
 * user agent or the session) and are kept for the session too.
 */
export function resolveWebview(
  userAgent: string,
  search: string,
  cookieHeader: string | null,
): WebviewResolution {
  const params = new URLSearchParams(search);
  const fromQuery = webviewFromQuery(params, userAgent);
  if (fromQuery === false) return { flags: null, persist: false };
  if (fromQuery) return { flags: fromQuery, persist: fromQuery };
  const stored = parseWebviewFlags(readCookie(cookieHeader, WEBVIEW_COOKIE));
  const base = stored ?? webviewFromUserAgent(userAgent);
  const config = webviewConfigFromQuery(params);
  if (base && Object.keys(config).length > 0) {
    const flags = { ...base, ...config };
    return { flags, persist: flags };
  }
  return { flags: stored, persist: undefined };
}

/** The root loader's device detection: the device, its theme, and the Set-Cookie to send if any. */
export function deviceForRequest(request: Request): {
  device: DeviceInfo;
  theme: Theme;
  setCookie: string | null;
} {
  const url = new URL(request.url);
  const userAgent = request.headers.get("user-agent") ?? "";
  const { flags, persist } = resolveWebview(userAgent, url.search, request.headers.get("cookie"));
  const device = detectDevice(userAgent, flags);
  const setCookie = persist === undefined ? null : webviewCookie(persist, url.protocol === "https:");
  return { device, theme: themeFor(device), setCookie };
}

import { LOCAL_STORAGE_KEYS } from "@ojas/domain";

// The app slice's device state and what the first paint needs of it. Detection itself (user agent, query
// flags, session cookie) is in device.ts: the server and the after-hydration code use it, the first paint
// does not.

export type Platform = "ios" | "android";
export type Theme = "light" | "dark";

export interface DeviceInfo {
  isAndroid: boolean;
  isIos: boolean;
  isSafari: boolean;
  isChecked: boolean;
  isWebview: boolean;
  appVersion: string | null;
  webviewConfig: { showHeader: boolean; source: string | null };
}

export const UNCHECKED_DEVICE: DeviceInfo = {
  isAndroid: false,
  isIos: false,
  isSafari: false,
  isChecked: false,
  isWebview: false,
  appVersion: null,
  webviewConfig: { showHeader: true, source: null },
};

/** The site header is hidden only in a webview whose wrapper asked for it. */
export function showsSiteHeader(device: DeviceInfo): boolean {
  return !device.isWebview || device.webviewConfig.showHeader;
}

/**
 * The theme script, sent only to the webview: it stamps the theme on the document before the first paint
 * and keeps it in local storage, where the wrapper reads it for its own chrome.
 */
export function themeScript(theme: Theme): string {
  const value = JSON.stringify(theme);
  return `(function(){var d=document.documentElement;d.dataset.theme=${value};d.style.colorScheme=${value};try{localStorage.setItem(${JSON.stringify(LOCAL_STORAGE_KEYS.THEME)},${value})}catch(e){}})();`;
}

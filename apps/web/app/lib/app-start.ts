import { UTM_INVALID_DATATYPE_MESSAGE } from "@ojas/domain";
import { track, trackPageView } from "./analytics.ts";
import { onWrapperMessage, postToApp } from "./bridge.ts";
import { checkClockOffset } from "./clock.ts";
import { detectDevice, resolveWebview, themeFor, webviewCookie } from "./device.ts";
import type { AppDispatch, RootState } from "./store.ts";
import { setDeviceInfo, setTheme, setWebviewConfig } from "./store.ts";
import { saveUtmParams } from "./utm.ts";

// What the storefront does around the pages once they are interactive (docs/product.md, app start).
// Loaded after hydration: none of it is needed for the first paint.

type GetState = () => RootState;

export const INTERNET_EVENTS = { online: "internet-connected", offline: "internet-disconnected" } as const;

/** Going online or offline: a window event other code can listen to, and an analytics event. */
export function announceConnectivity(online: boolean): void {
  const name = online ? INTERNET_EVENTS.online : INTERNET_EVENTS.offline;
  window.dispatchEvent(new CustomEvent(name));
  track(name.replaceAll("-", "_"));
}

/** Starts the page-independent behaviour; answers the function that stops it. */
export function startApp(dispatch: AppDispatch, getState: GetState): () => void {
  const onVisibility = () => {
    if (document.visibilityState !== "visible") return;
    // Failures are ignored inside; the offset stays in session storage.
    void checkClockOffset(sessionStorage);
    // Back from the native screens, the app shows its own header again, so ours is hidden again.
    if (getState().app.deviceInfo.isWebview) dispatch(setWebviewConfig({ showHeader: false }));
  };
  const onOnline = () => announceConnectivity(true);
  const onOffline = () => announceConnectivity(false);
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("online", onOnline);
  window.addEventListener("offline", onOffline);
  const stopWrapper = onWrapperMessage((config) => {
    if (getState().app.deviceInfo.isWebview) dispatch(setWebviewConfig(config));
  });
  void checkClockOffset(sessionStorage);
  const { app } = getState();
  if (app.deviceInfo.isWebview)
    postToApp({ type: "ojas:theme", theme: app.theme }, app.deviceInfo.appVersion);
  return () => {
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("online", onOnline);
    window.removeEventListener("offline", onOffline);
    stopWrapper();
  };
}

/** After every navigation: webview flags and campaign parameters in the query, the page view. */
export function onNavigate(dispatch: AppDispatch, getState: GetState, search: string): void {
  const { flags, persist } = resolveWebview(navigator.userAgent, search, document.cookie);
  if (persist !== undefined) {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain session cookie the server reads; no Cookie Store API in older Safari
    document.cookie = webviewCookie(persist, location.protocol === "https:");
    const device = detectDevice(navigator.userAgent, flags);
    dispatch(setDeviceInfo(device));
    dispatch(setTheme(themeFor(device)));
  }

  const utm = saveUtmParams(search, localStorage);
  if (utm.error) {
    console.error(utm.error);
    track("utm_params_invalid", { message: UTM_INVALID_DATATYPE_MESSAGE });
  }

  const { deviceInfo } = getState().app;
  trackPageView(
    document.title,
    deviceInfo.isWebview
      ? { appVersion: deviceInfo.appVersion, webviewSource: deviceInfo.webviewConfig.source }
      : {},
  );
  if (deviceInfo.isWebview) {
    postToApp(
      { type: "ojas:page", path: `${location.pathname}${location.search}`, title: document.title },
      deviceInfo.appVersion,
    );
  }
}

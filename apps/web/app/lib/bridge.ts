import { APP_VERSION_GATES, isVersionAbove } from "@ojas/domain";

// The one way the storefront talks to the native wrapper around the webview (docs/decisions/0008): React
// Native's window.ReactNativeWebView, else a WebKit message handler (the iOS app's WKWebView).

/** The WKWebView script message handler the iOS app registers. */
export const WEBKIT_HANDLER = "ojas";

/** Messages from the wrapper carry this type; the rest of the window's messages are not ours. */
export const WRAPPER_CONFIG_MESSAGE = "ojas:webview-config";

export type ToWrapper =
  | { type: "ojas:page"; path: string; title: string }
  | { type: "ojas:theme"; theme: "light" | "dark" }
  | { type: "ojas:event"; name: string; props: Record<string, string | number | boolean | null> }
  /** The session could not be renewed; the app signs the shopper out natively. */
  | { type: "LOGOUT" };

/** The messages only apps above MESSAGES_GATE understand: page, theme and event. */
export type AppMessage = Exclude<ToWrapper, { type: "LOGOUT" }>;

/**
 * The 4.5.9 gate (docs/product.md, inside the native app): apps up to 4.5.9 (and a webview whose version is unknown) know only
 * LOGOUT, so the newer `ojas:*` messages are not posted to them (docs/decisions/0008).
 */
export const MESSAGES_GATE = APP_VERSION_GATES.BASE;

export interface WrapperConfigMessage {
  showHeader?: boolean;
  source?: string | null;
}

interface BridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
}

/** Sends a message to the wrapper; false when the page is not inside one. */
export function postToWrapper(message: ToWrapper, target: BridgeWindow = window as BridgeWindow): boolean {
  try {
    if (target.ReactNativeWebView?.postMessage) {
      target.ReactNativeWebView.postMessage(JSON.stringify(message));
      return true;
    }
    const handler = target.webkit?.messageHandlers?.[WEBKIT_HANDLER];
    if (handler) {
      handler.postMessage(message);
      return true;
    }
  } catch {
    // A wrapper that went away mid-call: the page carries on.
  }
  return false;
}

/** Whether the app at `appVersion` understands `message`. */
export function appUnderstands(message: ToWrapper, appVersion: string | null | undefined): boolean {
  return message.type === "LOGOUT" || isVersionAbove(appVersion, MESSAGES_GATE);
}

/** Sends one of the newer messages to an app that understands it; false when it was not sent. */
export function postToApp(
  message: AppMessage,
  appVersion: string | null | undefined,
  target: BridgeWindow = window as BridgeWindow,
): boolean {
  return appUnderstands(message, appVersion) && postToWrapper(message, target);
}

/** The wrapper's config ask in a message event's data (an object or its JSON text); null if not ours. */
export function parseWrapperMessage(data: unknown): WrapperConfigMessage | null {
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== "object") return null;
  const message = value as { type?: unknown; showHeader?: unknown; source?: unknown };
  if (message.type !== WRAPPER_CONFIG_MESSAGE) return null;
  const config: WrapperConfigMessage = {};
  if (typeof message.showHeader === "boolean") config.showHeader = message.showHeader;
  if (typeof message.source === "string" || message.source === null) config.source = message.source;
  return config;
}

/**
 * Listens for the wrapper's messages. React Native's WebView delivers them on document (Android) or
 * window (iOS); a WKWebView app calls window.postMessage. Returns the unsubscribe.
 */
export function onWrapperMessage(listener: (config: WrapperConfigMessage) => void): () => void {
  const handle = (event: Event) => {
    const { origin, data } = event as MessageEvent;
    // The wrapper's messages have no origin or the page's own; a framed page's never count.
    if (origin && origin !== window.location.origin) return;
    const config = parseWrapperMessage(data);
    if (config) listener(config);
  };
  window.addEventListener("message", handle);
  document.addEventListener("message", handle);
  return () => {
    window.removeEventListener("message", handle);
    document.removeEventListener("message", handle);
  };
}

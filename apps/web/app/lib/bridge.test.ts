import { describe, expect, it, vi } from "vitest";
import { appUnderstands, parseWrapperMessage, postToApp, postToWrapper, WEBKIT_HANDLER } from "./bridge.ts";

describe("the bridge to the native wrapper", () => {
  const message = { type: "ojas:theme", theme: "dark" } as const;

  it("posts JSON text through React Native's WebView", () => {
    const postMessage = vi.fn();
    expect(postToWrapper(message, { ReactNativeWebView: { postMessage } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify(message));
  });

  it("posts the object through the iOS app's WebKit message handler", () => {
    const postMessage = vi.fn();
    expect(
      postToWrapper(message, { webkit: { messageHandlers: { [WEBKIT_HANDLER]: { postMessage } } } }),
    ).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(message);
  });

  it("answers false in a plain browser, and when the wrapper throws", () => {
    expect(postToWrapper(message, {})).toBe(false);
    expect(postToWrapper(message, { webkit: { messageHandlers: {} } })).toBe(false);
    const broken = {
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error("gone");
        },
      },
    };
    expect(postToWrapper(message, broken)).toBe(false);
  });

  it("posts the newer messages only to apps above 4.5.9; LOGOUT to every app", () => {
    const postMessage = vi.fn();
    const app = { ReactNativeWebView: { postMessage } };
    expect(postToApp(message, "4.5.9", app)).toBe(false);
    expect(postToApp(message, "4.5", app)).toBe(false);
    expect(postToApp(message, null, app)).toBe(false);
    expect(postToApp(message, "not-a-version", app)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
    expect(postToApp(message, "4.5.10", app)).toBe(true);
    expect(postToApp({ type: "ojas:page", path: "/skin", title: "Skin" }, "5.0.0", app)).toBe(true);
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(appUnderstands({ type: "LOGOUT" }, "4.0.0")).toBe(true);
    expect(appUnderstands({ type: "LOGOUT" }, null)).toBe(true);
    expect(appUnderstands({ type: "ojas:event", name: "x", props: {} }, "4.5.9")).toBe(false);
  });

  it("reads the wrapper's header ask from objects and JSON text, and nothing else", () => {
    expect(parseWrapperMessage({ type: "ojas:webview-config", showHeader: false })).toEqual({
      showHeader: false,
    });
    expect(
      parseWrapperMessage('{"type":"ojas:webview-config","showHeader":true,"source":"app_plans"}'),
    ).toEqual({
      showHeader: true,
      source: "app_plans",
    });
    expect(parseWrapperMessage({ type: "ojas:webview-config", showHeader: "no" })).toEqual({});
    expect(parseWrapperMessage({ type: "something-else", showHeader: false })).toBeNull();
    expect(parseWrapperMessage("not json")).toBeNull();
    expect(parseWrapperMessage(null)).toBeNull();
  });
});

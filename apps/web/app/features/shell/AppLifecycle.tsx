import { useEffect } from "react";
import { useStore } from "react-redux";
import { useLocation } from "react-router";
import type { AppStore } from "../../lib/store.ts";

const loadAppStart = () => import("../../lib/app-start.ts");

/**
 * The app-start behaviour (docs/product.md) (visibility, connectivity, wrapper messages) and the per-page
 * work (page view, campaign parameters, webview flags), loaded after hydration in their own chunk.
 */
export function AppLifecycle() {
  const store = useStore() as AppStore;
  const { key, search } = useLocation();

  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    void loadAppStart().then((app) => {
      if (active) stop = app.startApp(store.dispatch, store.getState);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [store]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per navigation (a new location key)
  useEffect(() => {
    void loadAppStart().then((app) => app.onNavigate(store.dispatch, store.getState, search));
  }, [key]);

  return null;
}

import { MARKET_INFO, marketFromPath } from "@ojas/domain";
import { type ReactNode, useEffect, useState, useSyncExternalStore } from "react";
import { Provider } from "react-redux";
import {
  data,
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import stylesheet from "./app.css?url";
import { Snackbar } from "./components/ui/Snackbar.tsx";
import { AuthLayer } from "./features/auth/AuthLayer.tsx";
import { AppLifecycle } from "./features/shell/AppLifecycle.tsx";
import { ChatButton } from "./features/shell/ChatButton.tsx";
import { ErrorPage } from "./features/shell/ErrorPage.tsx";
import { Footer } from "./features/shell/Footer.tsx";
import { Header } from "./features/shell/Header.tsx";
import { NotFoundPage } from "./features/shell/NotFoundPage.tsx";
import { loadSession } from "./lib/auth/session.server.ts";
import { type SessionSnapshot, userStateFromSession } from "./lib/auth/session.ts";
import { CartSync } from "./lib/cart/use-cart.ts";
import { DeferredScripts } from "./lib/deferred-scripts.tsx";
import { deviceForRequest } from "./lib/device.ts";
import { RouteHydration, useInitialHydration } from "./lib/hydration.tsx";
import type { RootData } from "./lib/root-data.ts";
import type { PageErrorData } from "./lib/route-errors.ts";
import { useScrollPositions, useScrollToTop } from "./lib/scroll.ts";
import { makeStore } from "./lib/store.ts";
import { themeScript } from "./lib/webview.ts";

// The stylesheet is not among these: it goes first in <head> (Layout).
export const links: LinksFunction = () => [
  { rel: "icon", href: "/images/brand/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { device, theme, setCookie } = deviceForRequest(request);
  // A page shared by every shopper never carries the session: the browser asks after hydration.
  const session: SessionSnapshot = context.sharedForEveryone
    ? { state: "deferred" }
    : await loadSession(request, context);
  const root: RootData = {
    siteOrigin: context.siteOrigin,
    device,
    theme,
    session,
    ssoProviders: context.ssoProviders ?? [],
    paymentGateways: context.paymentGateways ?? {},
  };
  // Webview test flags in the query are kept for the browser session (docs/decisions/0008).
  return setCookie ? data(root, { headers: { "Set-Cookie": setCookie } }) : root;
}

// The site origin never changes between pages.
export const shouldRevalidate = () => false;

export const meta: MetaFunction = ({ error }) => {
  if (!error) return [{ title: "Ojas | Health, measured." }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? "Page not found | Ojas" : "Something went wrong | Ojas" },
    { name: "robots", content: "noindex" },
  ];
};

function Shell({ children }: { children: ReactNode }) {
  useScrollToTop();
  useScrollPositions();
  useEffect(() => {
    // A cheap, stable signal for browser tests and monitoring that the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-accent px-4 py-2 text-on-accent focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <ChatButton />
      <AppLifecycle />
      <AuthLayer />
      <Snackbar />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const initialHydration = useInitialHydration();
  const [{ store, hydrated }] = useState(() => {
    const store = makeStore({
      ...(root?.device ? { app: { deviceInfo: root.device, theme: root.theme ?? "light" } } : {}),
      user: userStateFromSession(root?.session),
    });
    return { store, hydrated: initialHydration(store) };
  });
  const themeOf = () => store.getState().app.theme;
  const theme = useSyncExternalStore(store.subscribe, themeOf, themeOf);
  return (
    <html lang={MARKET_INFO[marketFromPath(pathname)].locale} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React sends it ahead of the scripts' modulepreloads (docs/decisions/0040). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content={theme === "dark" ? "#0e1012" : "#faf7f2"} />
        {root?.device?.isWebview ? (
          // The theme script runs only in the app's webview (docs/product.md, inside the native app).
          <script
            id="webview-theme"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script of a constant theme name
            dangerouslySetInnerHTML={{ __html: themeScript(root.theme ?? "light") }}
          />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-bg text-ink">
        <Provider store={store}>
          <RouteHydration store={store} seen={hydrated} />
          <CartSync />
          <Shell>{children}</Shell>
        </Provider>
        <DeferredScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    const body = error.data as PageErrorData | undefined;
    return <ErrorPage status={error.status} message={body?.message} />;
  }
  return <ErrorPage />;
}

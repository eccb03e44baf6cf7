import { MARKET_INFO, marketFromPath } from "@ojas/domain";
import { type ReactNode, useEffect, useState } from "react";
import { Provider } from "react-redux";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
} from "react-router";
import stylesheet from "./app.css?url";
import { guestCartQuantity, readGuestCart } from "./features/cart/guest-cart.ts";
import { ChatButton } from "./features/shell/ChatButton.tsx";
import { ErrorPage } from "./features/shell/ErrorPage.tsx";
import { Footer } from "./features/shell/Footer.tsx";
import { Header } from "./features/shell/Header.tsx";
import { NotFoundPage } from "./features/shell/NotFoundPage.tsx";
import type { RootData } from "./lib/root-data.ts";
import type { PageErrorData } from "./lib/route-errors.ts";
import { useScrollToTop } from "./lib/scroll.ts";
import { makeStore, setCartQuantity, useAppDispatch } from "./lib/store.ts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/images/brand/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: LoaderFunctionArgs): RootData {
  return { siteOrigin: context.siteOrigin };
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

/** Keeps the header's count in step with the guest cart in local storage (also from other tabs). */
function GuestCartSync() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const sync = () => dispatch(setCartQuantity(guestCartQuantity(readGuestCart())));
    sync();
    window.addEventListener("storage", sync);
    return () => window.removeEventListener("storage", sync);
  }, [dispatch]);
  return null;
}

function Shell({ children }: { children: ReactNode }) {
  useScrollToTop();
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
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [store] = useState(() => makeStore());
  return (
    <html lang={MARKET_INFO[marketFromPath(pathname)].locale} data-theme="light">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#faf7f2" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-bg text-ink">
        <Provider store={store}>
          <GuestCartSync />
          <Shell>{children}</Shell>
        </Provider>
        <Scripts />
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

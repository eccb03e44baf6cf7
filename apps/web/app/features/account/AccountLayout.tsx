import type { UserDto } from "@ojas/domain";
import { type ReactNode, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { stripMarketPrefix, useMarketPath } from "../../lib/market.ts";
import { useAppSelector } from "../../lib/store.ts";
import { SignInPrompt } from "./SignInPrompt.tsx";

const TABS = [
  { path: "/account", label: "Profile", end: true },
  { path: "/account/addresses", label: "Addresses", end: false },
  { path: "/orders", label: "Orders", end: false },
  { path: "/account/subscriptions", label: "Subscriptions", end: false },
  { path: "/account/workouts", label: "Workouts", end: false },
  { path: "/account/bookings", label: "Bookings", end: false, also: "/account/blood-work/" },
  { path: "/account/reviews", label: "Reviews", end: false },
  { path: "/account/refer", label: "Refer a friend", end: false },
] as const;

export function AccountNav() {
  const href = useMarketPath();
  const { pathname } = useLocation();
  const here = stripMarketPrefix(pathname);
  const nav = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: the current one is brought into view (a later tab starts hidden).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page has its own current tab
  useEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector<HTMLElement>("[aria-current='page'], [data-within]");
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = Math.max(0, current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2);
  }, [pathname]);
  return (
    <nav ref={nav} aria-label="Account" className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-1 border-b border-line">
        {TABS.map((tab) => {
          // A page under the tab's other path (a blood test's own page) keeps the tab lit.
          const within = "also" in tab && here.startsWith(tab.also);
          return (
            <li key={tab.path} className="shrink-0">
              <NavLink
                to={href(tab.path)}
                end={tab.end}
                data-within={within || undefined}
                className={({ isActive }) =>
                  `-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-4 text-sm font-semibold transition-colors ${
                    isActive || within
                      ? "border-accent text-accent"
                      : "border-transparent text-muted hover:text-ink"
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface Props {
  title: string;
  /** What the page holds, for the signed-out prompt ("saved addresses"). */
  what: string;
  children: (user: UserDto) => ReactNode;
}

/** An account page: its title and tabs, and its content for a signed-in shopper (guests sign in first). */
export function AccountLayout({ title, what, children }: Props) {
  const { isLoggedIn, isGuestUser, isRenewing, isProUser, data } = useAppSelector((state) => state.user);
  const signedIn = isLoggedIn && !isGuestUser && data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-title font-semibold text-ink sm:text-display">{title}</h1>
        {signedIn && isProUser && (
          <span className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold uppercase tracking-wider text-accent">
            Pro member
          </span>
        )}
      </div>
      <div className="mt-6">
        <AccountNav />
      </div>
      <div className="mt-8">
        {signedIn ? (
          children(data)
        ) : isRenewing ? (
          <div className="flex flex-col gap-4" aria-busy="true">
            <span className="sr-only">Loading your account</span>
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : (
          <SignInPrompt what={what} />
        )}
      </div>
    </div>
  );
}

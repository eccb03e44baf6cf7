import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { CartIcon, CloseIcon, MenuIcon } from "../../components/ui/icons.tsx";
import { Logo } from "../../components/ui/Logo.tsx";
import { useCloseOnEscape } from "../../lib/close-on-escape.ts";
import { useMarketPath } from "../../lib/market.ts";
import { useAppSelector } from "../../lib/store.ts";
import { showsSiteHeader } from "../../lib/webview.ts";
import { AccountButton } from "./AccountButton.tsx";
import { HeaderSearch } from "./HeaderSearch.tsx";
import { MarketSwitcher } from "./MarketSwitcher.tsx";
import { MAIN_NAV } from "./nav.ts";

function navClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-medium transition-colors hover:bg-line/50 xl:px-3 ${
    isActive ? "text-accent" : "text-ink"
  }`;
}

export function Header() {
  const href = useMarketPath();
  const { pathname, search } = useLocation();
  const count = useAppSelector((state) => state.cart.totalQuantityInCart);
  // On phones the menu and the search field open under the header, one at a time (they would overlap).
  const [panel, setPanel] = useState<"menu" | "search" | null>(null);
  const menuOpen = panel === "menu";
  const visible = useAppSelector((state) => showsSiteHeader(state.app.deviceInfo));

  const menuButton = useRef<HTMLButtonElement>(null);

  // A new page (a search sent included) closes whichever is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setPanel(null), [pathname, search]);

  useCloseOnEscape(menuOpen, () => setPanel(null), menuButton);

  // In the app's webview the wrapper may ask for its own header instead of ours.
  if (!visible) return null;

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <button
          ref={menuButton}
          type="button"
          className="-ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-line/50 sm:-ml-2 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setPanel(menuOpen ? null : "menu")}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to={href("/")} className="flex shrink-0 items-center rounded-md" aria-label="Ojas home">
          <Logo className="h-7 w-auto sm:h-8" />
        </Link>
        <nav aria-label="Main" className="ml-2 hidden lg:block xl:ml-4">
          <ul className="flex items-center gap-0.5">
            {MAIN_NAV.map((item) => (
              <li key={item.path}>
                <NavLink to={href(item.path)} className={navClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center sm:gap-1">
          <HeaderSearch open={panel === "search"} onOpenChange={(open) => setPanel(open ? "search" : null)} />
          {/* On phones the market shows without its globe, to leave room for every header button. */}
          <MarketSwitcher className="shrink-0 [&_summary]:px-2 [&_summary>svg]:hidden sm:[&_summary]:px-3 sm:[&_summary>svg]:block" />
          <AccountButton />
          <Link
            to={href("/cart")}
            className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-line/50"
            aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart, empty"}
          >
            <CartIcon />
            {count > 0 ? (
              <span
                className="absolute right-0.5 top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-xs font-semibold text-on-accent tabular"
                aria-hidden="true"
                data-testid="cart-count"
              >
                {count > 99 ? "99+" : count}
              </span>
            ) : null}
          </Link>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden={!menuOpen}
        className="border-t border-line bg-bg px-4 pb-6 pt-2 lg:hidden"
      >
        <ul className="flex flex-col">
          {MAIN_NAV.map((item) => (
            <li key={item.path}>
              <NavLink
                to={href(item.path)}
                className={({ isActive }) =>
                  `block border-b border-line py-3.5 text-base font-medium ${isActive ? "text-accent" : "text-ink"}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

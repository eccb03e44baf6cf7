import { currencySymbol, MARKET_INFO, MARKETS, marketFromPath } from "@ojas/domain";
import { Link, useLocation } from "react-router";
import { GlobeIcon } from "../../components/ui/icons.tsx";
import { switchMarketHref } from "../../lib/market.ts";

/** Switches market and keeps the page (and its query): /skin/products?sort=TOP_RATED -> /ae/skin/products?... */
export function MarketSwitcher({ className = "" }: { className?: string }) {
  const { pathname, search } = useLocation();
  const current = MARKET_INFO[marketFromPath(pathname)];
  return (
    // Keyed by the URL so it closes after a switch.
    <details key={`${pathname}${search}`} className={`group relative ${className}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink hover:bg-line/50 [&::-webkit-details-marker]:hidden">
        <GlobeIcon className="size-5" />
        <span className="sr-only">Market: {current.countryName}, </span>
        <span className="whitespace-nowrap tabular">
          {current.countryCode} · {currencySymbol(current.currency)}
        </span>
      </summary>
      <ul className="absolute right-0 z-40 mt-2 w-64 rounded-card border border-line bg-surface p-2 shadow-raised">
        {MARKETS.map((market) => {
          const info = MARKET_INFO[market];
          const active = market === current.market;
          return (
            <li key={market}>
              <Link
                to={switchMarketHref(pathname, search, market)}
                hrefLang={info.locale}
                aria-current={active ? "true" : undefined}
                className={`flex items-center justify-between rounded-lg px-3 py-2.5 text-sm hover:bg-bg ${active ? "font-semibold text-accent" : "text-ink"}`}
              >
                <span>{info.countryName}</span>
                <span className="text-muted tabular">{info.currency}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

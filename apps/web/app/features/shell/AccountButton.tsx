import { Link } from "react-router";
import { PersonIcon } from "../../components/ui/icons.tsx";
import { preloadLoginPopup, useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { useMarketPath } from "../../lib/market.ts";
import { useAppSelector } from "../../lib/store.ts";

const CLASSES =
  "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-medium text-ink hover:bg-line/50";

/**
 * The slot keeps one width whatever it holds (placeholder, "Sign in" or a name with the Pro badge): on a
 * shared page the shopper's own entry replaces the placeholder after hydration without moving the header
 * (docs/decisions/0042).
 */
const SLOT = "flex h-11 w-11 shrink-0 justify-end md:w-40 lg:w-11 xl:w-40";
const LABEL = "hidden md:inline lg:hidden xl:inline";

/** The header's account entry: the account page when signed in, else the login popup. */
export function AccountButton() {
  const href = useMarketPath();
  const open = useOpenLoginPopup();
  const { isLoggedIn, isGuestUser, isRenewing, isProUser, data } = useAppSelector((state) => state.user);

  if (isRenewing) {
    return (
      <div className={SLOT}>
        <span className={CLASSES} aria-hidden="true" data-testid="account-pending">
          <PersonIcon />
          <span className={`${LABEL} h-4 w-14 animate-pulse rounded bg-line/60`} />
        </span>
      </div>
    );
  }
  if (isLoggedIn && !isGuestUser) {
    const name = data?.firstName || "Account";
    return (
      <div className={SLOT}>
        <Link
          to={href("/account")}
          className={CLASSES}
          // The first name shown on wide screens is part of the name screen readers hear (WCAG 2.5.3).
          aria-label={`${data?.firstName ? `${data.firstName}, your account` : "Your account"}${isProUser ? ", Pro member" : ""}`}
          data-testid="account-link"
        >
          <PersonIcon />
          <span className={`${LABEL} ${isProUser ? "max-w-14" : "max-w-24"} truncate`} aria-hidden="true">
            {name}
          </span>
          {isProUser ? (
            <span
              className={`${LABEL} rounded-full bg-accent px-1.5 text-xs font-semibold text-on-accent`}
              aria-hidden="true"
              data-testid="pro-badge"
            >
              Pro
            </span>
          ) : null}
        </Link>
      </div>
    );
  }
  return (
    <div className={SLOT}>
      <button
        type="button"
        className={CLASSES}
        onClick={() => open()}
        // The popup's code is fetched as the shopper heads for the button, so it is there when they press it.
        onPointerEnter={preloadLoginPopup}
        onFocus={preloadLoginPopup}
        aria-label="Sign in"
      >
        <PersonIcon />
        <span className={`${LABEL} whitespace-nowrap`} aria-hidden="true">
          Sign in
        </span>
      </button>
    </div>
  );
}

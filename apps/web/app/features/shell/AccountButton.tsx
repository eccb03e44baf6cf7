import { Link } from "react-router";
import { PersonIcon } from "../../components/ui/icons.tsx";
import { preloadLoginPopup, useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { useMarketPath } from "../../lib/market.ts";
import { useAppSelector } from "../../lib/store.ts";

const CLASSES =
  "inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-2.5 text-sm font-medium text-ink hover:bg-line/50";

/** The header's account entry: the account page when signed in, else the login popup. */
export function AccountButton() {
  const href = useMarketPath();
  const open = useOpenLoginPopup();
  const { isLoggedIn, isGuestUser, data } = useAppSelector((state) => state.user);

  if (isLoggedIn && !isGuestUser) {
    return (
      <Link
        to={href("/account")}
        className={CLASSES}
        // The first name shown on wide screens is part of the name screen readers hear (WCAG 2.5.3).
        aria-label={data?.firstName ? `${data.firstName}, your account` : "Your account"}
        data-testid="account-link"
      >
        <PersonIcon />
        <span className="hidden max-w-28 truncate md:inline lg:hidden xl:inline" aria-hidden="true">
          {data?.firstName || "Account"}
        </span>
      </Link>
    );
  }
  return (
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
      <span className="hidden whitespace-nowrap md:inline lg:hidden xl:inline" aria-hidden="true">
        Sign in
      </span>
    </button>
  );
}

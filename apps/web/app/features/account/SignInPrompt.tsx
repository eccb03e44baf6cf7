import { Link, useLocation } from "react-router";
import { ButtonLink, buttonClasses } from "../../components/ui/Button.tsx";
import { useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { marketLoginPopupUrl } from "../../lib/auth/redirect.ts";
import { useMarket, useMarketPath } from "../../lib/market.ts";

/** What a signed-out visitor sees on an account page: sign in, then come back here. */
export function SignInPrompt({ what }: { what: string }) {
  const { pathname, search } = useLocation();
  const href = useMarketPath();
  const market = useMarket();
  const open = useOpenLoginPopup();
  const here = `${pathname}${search}`;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-ink">Sign in to continue</h2>
      <p className="text-muted">Sign in with your mobile number or email to see your {what}.</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* A link to the popup's URL without JavaScript; the popup in place with it. */}
        <Link
          to={marketLoginPopupUrl(market, here)}
          className={buttonClasses("primary")}
          onClick={(event) => {
            event.preventDefault();
            open({ redirectUrl: here });
          }}
        >
          Sign in
        </Link>
        <ButtonLink to={href("/shop")} variant="secondary">
          Continue shopping
        </ButtonLink>
      </div>
    </div>
  );
}

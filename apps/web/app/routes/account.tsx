import { type MetaFunction, useLocation, useParams } from "react-router";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { marketLoginPopupUrl } from "../features/auth/redirect.ts";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { useMarket, useMarketPath } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

// The orders pages (/orders, /orders/{orderId}); the account pages are account-home and account-addresses.
function pageOf(orderId?: string) {
  if (orderId) return { title: `Order ${orderId}`, crumb: "Order", what: "this order" };
  return { title: "Your orders", crumb: "Orders", what: "orders and returns" };
}

export const meta: MetaFunction = (args) => {
  const page = pageOf(args.params.orderId);
  return simpleMeta(args, {
    title: page.title,
    description: `Your Ojas ${page.what}.`,
    crumb: page.crumb,
    noindex: true,
  });
};

/** Orders need a signed-in shopper; until then they lead to sign-in and back here. */
export default function Account() {
  const { pathname, search } = useLocation();
  const { orderId } = useParams();
  const href = useMarketPath();
  const market = useMarket();
  const page = pageOf(orderId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={page.title} />
      <div className="mt-8">
        <EmptyState
          title="Sign in to continue"
          text={`Sign in with your phone number or email to see your ${page.what}.`}
          action={{ label: "Sign in", to: marketLoginPopupUrl(market, `${pathname}${search}`) }}
          secondaryAction={{ label: "Continue shopping", to: href("/shop") }}
        />
      </div>
    </div>
  );
}

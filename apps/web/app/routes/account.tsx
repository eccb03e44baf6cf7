import { loginPopupUrl } from "@ojas/domain";
import { type MetaFunction, useLocation, useParams } from "react-router";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { stripMarketPrefix, useMarketPath } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

function pageOf(pathname: string, orderId?: string) {
  const path = stripMarketPrefix(pathname);
  if (path.startsWith("/account/addresses"))
    return { title: "Your addresses", crumb: "Addresses", what: "saved addresses" };
  if (orderId) return { title: `Order ${orderId}`, crumb: "Order", what: "this order" };
  if (path.startsWith("/orders"))
    return { title: "Your orders", crumb: "Orders", what: "orders and returns" };
  return { title: "Your account", crumb: "Account", what: "profile, life bits and subscriptions" };
}

export const meta: MetaFunction = (args) => {
  const page = pageOf(args.location.pathname, args.params.orderId);
  return simpleMeta(args, {
    title: page.title,
    description: `Your Ojas ${page.what}.`,
    crumb: page.crumb,
    noindex: true,
  });
};

/** Account pages need a signed-in shopper; until then they lead to sign-in and back here. */
export default function Account() {
  const { pathname, search } = useLocation();
  const { orderId } = useParams();
  const href = useMarketPath();
  const page = pageOf(pathname, orderId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={page.title} />
      <div className="mt-8">
        <EmptyState
          title="Sign in to continue"
          text={`Sign in with your phone number or email to see your ${page.what}.`}
          action={{ label: "Sign in", to: href(loginPopupUrl(`${pathname}${search}`)) }}
          secondaryAction={{ label: "Continue shopping", to: href("/shop") }}
        />
      </div>
    </div>
  );
}

import { marketFromPath } from "@ojas/domain";
import { useMemo } from "react";
import { type LoaderFunctionArgs, type MetaFunction, useSearchParams } from "react-router";
import { CheckoutPage } from "../features/checkout/CheckoutPage.tsx";
import { checkoutSourceFrom } from "../features/checkout/checkout-form.ts";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { apiFor } from "../lib/api.ts";
import { serverCheckout } from "../lib/cart/server-cart.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Checkout",
    description: "Delivery, payment and your order summary.",
    crumb: "Checkout",
    noindex: true,
  });

/**
 * A signed-in shopper's checkout from the cart, rendered on the server: the saved addresses and the cart
 * priced for the one it delivers to (lib/cart/server-cart.ts). Buy now is priced in the browser.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (checkoutSourceFrom(url.searchParams).kind !== "cart") return { hydrate: undefined };
  return { hydrate: await serverCheckout(request, apiFor(request, context), marketFromPath(url.pathname)) };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

/** /checkout (the cart) and /checkout?buyNow={Product}&skuId= (one product bought now). */
export default function Checkout() {
  const [search] = useSearchParams();
  const query = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the source
  const source = useMemo(() => checkoutSourceFrom(search), [query]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="Checkout" />
      <div className="mt-8">
        <CheckoutPage key={source.kind === "cart" ? "cart" : source.skuId} source={source} />
      </div>
    </div>
  );
}

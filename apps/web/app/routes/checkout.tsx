import { useMemo } from "react";
import { type MetaFunction, useSearchParams } from "react-router";
import { CheckoutPage } from "../features/checkout/CheckoutPage.tsx";
import { checkoutSourceFrom } from "../features/checkout/checkout-form.ts";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Checkout",
    description: "Delivery, payment and your order summary.",
    crumb: "Checkout",
    noindex: true,
  });

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

import { marketFromPath, type PaymentType } from "@ojas/domain";
import { useEffect, useRef } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { CartIcon } from "../components/ui/icons.tsx";
import { Skeleton } from "../components/ui/Skeleton.tsx";
import { CartAnnouncer } from "../features/cart/CartAnnouncer.tsx";
import { CartLines } from "../features/cart/CartLines.tsx";
import { CartRecommendations } from "../features/cart/CartRecommendations.tsx";
import { CartSummary } from "../features/cart/CartSummary.tsx";
import { CouponPanel } from "../features/cart/CouponPanel.tsx";
import { LifeBitsCoupons } from "../features/cart/LifeBitsCoupons.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { SameDayNudge } from "../features/shipping/SameDayNudge.tsx";
import { serverSameDay } from "../features/shipping/same-day.ts";
import { apiFor } from "../lib/api.ts";
import { type CartChoice, type CartLine, changeCart, loadCart } from "../lib/cart/cart-api.ts";
import { serverCart } from "../lib/cart/server-cart.ts";
import { needsBrowserPricing, useCartEnv } from "../lib/cart/use-cart.ts";
import { useMarket, useMarketPath } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";
import { useAppSelector } from "../lib/store.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your cart",
    description: "The products in your Ojas cart.",
    crumb: "Cart",
    noindex: true,
  });

/**
 * A signed-in shopper's cart, priced during the server render (lib/cart/server-cart.ts), and the same-day
 * nudge above it, so neither moves the page when the scripts run.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const market = marketFromPath(new URL(request.url).pathname);
  const api = apiFor(request, context);
  const [cart, sameDay] = await Promise.all([serverCart(request, api, market), serverSameDay(api, market)]);
  return { hydrate: { ...cart, sameDay } };
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

/**
 * The cart: priced by the server, during the render for a signed-in shopper, else loaded here once (app
 * start skips /cart).
 */
export default function Cart() {
  const market = useMarket();
  const href = useMarketPath();
  const cartEnv = useCartEnv();
  const cart = useAppSelector((state) => state.cart);
  const { isLoggedIn, userId } = useAppSelector((state) => state.user);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${market}:${isLoggedIn ? userId : "visitor"}`;
    if (loadedFor.current === key) return;
    loadedFor.current = key;
    const env = cartEnv();
    if (needsBrowserPricing(env, market)) void loadCart(env);
  }, [cartEnv, market, isLoggedIn, userId]);

  const reload = (choice: CartChoice) => void loadCart(cartEnv(), choice);
  const change = (line: CartLine, delta: number) => void changeCart(cartEnv(), line, delta);
  const failed = cart.error?.code === "FETCH_FAILED" && cart.items.length === 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title="Your cart" />
      <CartAnnouncer />
      <div className="mt-8" aria-busy={cart.isFetchingCartData}>
        {failed ? (
          <div className="space-y-4">
            <p role="alert" className="text-error">
              {cart.error?.message}
            </p>
            <Button onClick={() => reload({})}>Try again</Button>
          </div>
        ) : !cart.isUserCartInitialised || (cart.isFetchingCartData && cart.items.length === 0) ? (
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" data-testid="cart-loading">
            <div className="space-y-3">
              <Skeleton className="h-28 w-full" />
              <Skeleton className="h-28 w-full" />
            </div>
            <Skeleton className="h-80 w-full" />
          </div>
        ) : cart.items.length === 0 ? (
          <EmptyState
            icon={<CartIcon className="size-10" />}
            title="Your cart is empty"
            text="Find something that helps you sleep, move and eat a little better."
            action={{ label: "Shop bestsellers", to: href("/shop?sort=TOP_RATED") }}
          />
        ) : (
          <>
            {cart.pdpNudge?.type === "OFFER" ? (
              <p
                className="mb-6 rounded-card border border-line bg-surface px-4 py-3 text-sm font-semibold text-ink"
                data-testid="cart-nudge"
              >
                {cart.pdpNudge.text}
              </p>
            ) : null}
            {cart.error?.code === "OUT_OF_STOCK" ? null : <SameDayNudge className="mb-6" />}
            <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
              <div className="min-w-0 space-y-6">
                <CartLines onChange={change} />
                <CouponPanel onApply={(couponCode) => reload({ couponCode })} />
                <LifeBitsCoupons onUse={(lifeBitsCouponCode) => reload({ lifeBitsCouponCode })} />
              </div>
              <CartSummary
                onPincode={(pincode) => reload({ pincode })}
                onPaymentType={(paymentType: PaymentType) => reload({ paymentType })}
              />
            </div>
            <CartRecommendations />
          </>
        )}
      </div>
    </div>
  );
}

import type { Address, Market, PaymentType } from "@ojas/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { CartIcon } from "../../components/ui/icons.tsx";
import { Modal } from "../../components/ui/Modal.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { showSnackbar } from "../../components/ui/snackbar.ts";
import { addressMarket } from "../../lib/address-form.ts";
import { track } from "../../lib/analytics.ts";
import { ApiError } from "../../lib/api.ts";
import { authApi, useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { loadCart } from "../../lib/cart/cart-api.ts";
import { useCartEnv } from "../../lib/cart/use-cart.ts";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { applyCartResponse, type CartState, cartInitial } from "../../lib/state/cart-slice.ts";
import { userLoaded } from "../../lib/state/user-slice.ts";
import { useAppDispatch, useAppSelector } from "../../lib/store.ts";
import { EnteredAddressChoice, SavedAddressChoice } from "./AddressChoice.tsx";
import { CheckoutSection, ContactFields, GiftingFields, PaymentChoice } from "./CheckoutFields.tsx";
import { checkoutApi } from "./checkout-api.ts";
import {
  type CheckoutSource,
  type ContactDraft,
  type ContactErrors,
  type DeliveryChoice,
  emptyGifting,
  type GiftingDraft,
  type GiftingErrors,
  orderBody,
  validateContact,
  validateGifting,
} from "./checkout-form.ts";
import { shouldPriceFor } from "./delivery-pricing.ts";
import { OrderSummary } from "./OrderSummary.tsx";
import { type PriceChange, usePlaceOrder } from "./place-order.ts";

type BuyNowPricing = { state: CartState; failed: false } | { state: null; failed: boolean };

/** The one product of a buy-now checkout, priced like a cart of its own; reloaded when the payment type changes. */
function useBuyNowPricing(source: CheckoutSource) {
  const api = useApi();
  const [pricing, setPricing] = useState<BuyNowPricing>({ state: null, failed: false });
  const [busy, setBusy] = useState(false);
  const price = async (paymentType: PaymentType) => {
    if (source.kind !== "buy-now") return;
    setBusy(true);
    try {
      const body = await checkoutApi.priceBuyNow(api, source, { paymentType });
      setPricing({ state: applyCartResponse(cartInitial, body).state, failed: false });
    } catch (error) {
      setPricing((current) => (current.state ? current : { state: null, failed: true }));
      showSnackbar(failureText(error), "error");
    } finally {
      setBusy(false);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: priced once per product chosen
  useEffect(() => {
    if (source.kind === "buy-now") void price("PREPAID");
  }, [source.kind === "buy-now" ? `${source.skuId}:${source.qty}` : "cart"]);
  return { pricing, busy, price };
}

/** The saved address checkout starts with: the cart's delivery address, when it is in this market. */
function defaultDelivery(address: Address | null, market: Market): DeliveryChoice | null {
  return address && addressMarket(address, market) === market
    ? { kind: "saved", timestamp: address.timestamp }
    : null;
}

/** A visitor chooses: sign in, or check out as a guest (a guest session is created). */
function GuestStart() {
  const api = useApi();
  const dispatch = useAppDispatch();
  const openLogin = useOpenLoginPopup();
  const [pending, setPending] = useState(false);
  const asGuest = async () => {
    setPending(true);
    try {
      const { user } = await authApi.startGuest(api);
      dispatch(userLoaded(user));
    } catch (error) {
      showSnackbar(failureText(error), "error");
    } finally {
      setPending(false);
    }
  };
  return (
    <CheckoutSection id="checkout-start" title="How would you like to check out?">
      <p className="text-sm text-muted">
        Sign in to use your saved addresses and earn life bits, or check out as a guest with your mobile
        number.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => openLogin()}>Sign in</Button>
        <Button variant="secondary" onClick={asGuest} pending={pending} pendingLabel="Starting…">
          Continue as guest
        </Button>
      </div>
    </CheckoutSection>
  );
}

function PriceChangedDialog({
  change,
  currency,
  previous,
  pending,
  onConfirm,
  onClose,
}: {
  change: PriceChange;
  currency: string;
  previous: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const market = useMarket();
  const format = useMarketFormat(market);
  const money = (amount: number) => format.money(amount, currency);
  return (
    <Modal open onClose={onClose} labelledBy="price-changed-title" describedBy="price-changed-text">
      <h2 id="price-changed-title" className="pr-10 text-xl font-semibold text-ink">
        The total has changed
      </h2>
      <p id="price-changed-text" className="mt-2 text-muted">
        {change.message ||
          "A price, offer or charge changed since you opened checkout. Nothing has been charged."}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 rounded-card bg-bg p-4 text-sm">
        <dt className="text-muted">You saw</dt>
        <dd className="text-right text-muted line-through tabular">{money(previous)}</dd>
        <dt className="font-semibold text-ink">New total</dt>
        <dd className="text-right font-semibold text-ink tabular" data-testid="new-total">
          {money(change.payableAmount)}
        </dd>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button data-autofocus onClick={onConfirm} pending={pending} pendingLabel="Placing order…">
          Place order for {money(change.payableAmount)}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Review order
        </Button>
      </div>
    </Modal>
  );
}

/** Checkout: from the cart, or one product bought now. */
export function CheckoutPage({ source }: { source: CheckoutSource }) {
  const market = useMarket();
  const format = useMarketFormat(market);
  const href = useMarketPath();
  const navigate = useNavigate();
  const api = useApi();
  const cartEnv = useCartEnv();
  const cart = useAppSelector((state) => state.cart);
  const user = useAppSelector((state) => state.user);
  const buyNow = useBuyNowPricing(source);
  const place = usePlaceOrder(source.kind === "cart" ? "cart" : `buy-now:${source.skuId}`);

  const [delivery, setDelivery] = useState<DeliveryChoice | null>(() =>
    user.isLoggedIn && !user.isGuestUser ? defaultDelivery(user.deliveryAddress, market) : null,
  );
  const [contact, setContact] = useState<ContactDraft>({ email: "" });
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [gifting, setGifting] = useState<GiftingDraft>(emptyGifting);
  const [giftingErrors, setGiftingErrors] = useState<GiftingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The payment type just chosen, shown while the summary is priced for it.
  const [paymentChoice, setPaymentChoice] = useState<PaymentType | null>(null);
  const [priceChange, setPriceChange] = useState<(PriceChange & { previous: number }) | null>(null);
  const visitorLoaded = useRef<string | null>(null);
  const pincodeAsked = useRef<string | null>(null);
  const began = useRef(false);

  const summary: CartState | null = source.kind === "cart" ? cart : buyNow.pricing.state;
  // A failed reload keeps the cart it had; with nothing loaded there is nothing to sum up.
  const cartMissing =
    cart.items.length === 0 && (cart.error?.code === "FETCH_FAILED" || cart.error?.code === "UNSERVICEABLE");
  const summaryReady = source.kind === "cart" ? cart.isUserCartInitialised && !cartMissing : !!summary;
  const cartRefused = source.kind === "cart" && !cart.isFetchingCartData ? cart.error : null;
  const undeliverable = cartRefused?.code === "UNSERVICEABLE" ? cartRefused.message : null;
  const cartReloadFailed = cartRefused?.code === "FETCH_FAILED" ? cartRefused.message : null;
  const isGuest = user.isLoggedIn && user.isGuestUser;
  const signedIn = user.isLoggedIn && !user.isGuestUser;

  // A visitor's cart lives in this browser: priced here (a signed-in cart is loaded at app start).
  useEffect(() => {
    if (source.kind !== "cart" || user.isLoggedIn || user.isRenewing) return;
    if (visitorLoaded.current === market) return;
    visitorLoaded.current = market;
    void loadCart(cartEnv(), {});
  }, [source.kind, user.isLoggedIn, user.isRenewing, market, cartEnv]);

  // The default (or latest) saved address of this market, once the addresses are in.
  useEffect(() => {
    if (!signedIn || delivery) return;
    const chosen = defaultDelivery(user.deliveryAddress, market);
    if (chosen) setDelivery(chosen);
  }, [signedIn, delivery, user.deliveryAddress, market]);

  useEffect(() => {
    if (began.current || !summaryReady || !summary || summary.items.length === 0) return;
    began.current = true;
    track("begin_checkout", {
      flow: source.kind === "cart" ? "CART_PURCHASE" : source.product,
      value: summary.payableAmount,
      currency: summary.currency,
      items: summary.totalQuantityInCart || summary.items.length,
    });
  }, [summaryReady, summary, source]);

  const outOfStock = summary?.error?.code === "OUT_OF_STOCK" ? summary.error.message : null;
  const deliveryPincode = useMemo(() => {
    if (delivery?.kind === "entered") return delivery.fields.pincode;
    if (delivery?.kind === "saved") {
      return user.addresses.data.find((a) => a.timestamp === delivery.timestamp)?.pincode ?? null;
    }
    return null;
  }, [delivery, user.addresses.data]);

  // The cart is priced for where it goes: COD and shipping can depend on the pincode. Once per pincode
  // chosen: a refused one (not served, or a failed call) is not asked for again by itself.
  useEffect(() => {
    if (source.kind !== "cart" || !user.isLoggedIn) return;
    const state = {
      pincode: deliveryPincode,
      cartPincode: cart.pincode,
      fetching: cart.isFetchingCartData,
      lastAsked: pincodeAsked.current,
    };
    if (!shouldPriceFor(state) || !deliveryPincode) return;
    pincodeAsked.current = deliveryPincode;
    void loadCart(cartEnv(), { pincode: deliveryPincode, paymentType: cart.paymentType });
  }, [
    source.kind,
    user.isLoggedIn,
    deliveryPincode,
    cart.pincode,
    cart.isFetchingCartData,
    cart.paymentType,
    cartEnv,
  ]);

  const repricingNow = source.kind === "cart" ? cart.isFetchingCartData : buyNow.busy;
  useEffect(() => {
    if (!repricingNow) setPaymentChoice(null);
  }, [repricingNow]);

  const choosePayment = (paymentType: PaymentType) => {
    setPriceChange(null);
    setPaymentChoice(paymentType);
    if (source.kind === "cart") {
      void loadCart(cartEnv(), { paymentType, ...(deliveryPincode ? { pincode: deliveryPincode } : {}) });
    } else void buyNow.price(paymentType);
  };

  const submit = async (expected?: number) => {
    if (!summary) return;
    setFormError(null);
    const foundGifting = validateGifting(market, gifting);
    const foundContact = isGuest ? validateContact(contact) : {};
    setGiftingErrors(foundGifting);
    setContactErrors(foundContact);
    if (!delivery) {
      setFormError(
        isGuest
          ? "Enter your delivery address and choose Deliver to this address."
          : "Choose a delivery address.",
      );
      document.getElementById("checkout-address-title")?.scrollIntoView({ block: "start" });
      return;
    }
    const firstInvalid = Object.keys(foundContact)[0]
      ? "contact-email"
      : Object.keys(foundGifting)[0]
        ? `gift-${Object.keys(foundGifting)[0]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`
        : null;
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    const body = orderBody(
      {
        market,
        paymentType: summary.paymentType,
        delivery,
        gifting,
        contact: isGuest ? contact : null,
        expectedPayableAmount: expected ?? summary.payableAmount,
      },
      {
        couponCode: summary.couponCode,
        lifeBitsCouponCode: summary.appliedLifeBitsCouponCode,
        referralCode: summary.appliedReferralCode,
        affiliateCode: summary.appliedAffiliateCode,
      },
    );
    setPending(true);
    const outcome = await place(body, (key) =>
      source.kind === "cart"
        ? checkoutApi.createCartOrder(api, body, key)
        : checkoutApi.createBuyNowOrder(
            api,
            source.product,
            { ...body, skuId: source.skuId, qty: source.qty },
            key,
          ),
    );
    if (outcome.kind === "created") {
      const { order } = outcome;
      track("checkout_order_placed", {
        orderId: order.orderId,
        paymentType: body.paymentType,
        value: expected ?? summary.payableAmount,
        currency: summary.currency,
      });
      const checkoutUrl = order.payment?.checkoutUrl;
      if (body.paymentType === "PREPAID" && checkoutUrl) {
        window.location.assign(checkoutUrl);
        return;
      }
      setPending(false);
      navigate(href(`/order/confirmation?orderId=${encodeURIComponent(order.orderId)}`));
      return;
    }
    setPending(false);
    if (outcome.kind === "price-changed") {
      setPriceChange({ ...outcome.change, previous: expected ?? summary.payableAmount });
      if (source.kind === "cart") void loadCart(cartEnv());
      else void buyNow.price(summary.paymentType);
      return;
    }
    setPriceChange(null);
    const { error } = outcome;
    setFormError(failureText(error));
    if (error instanceof ApiError && (error.code === 4010 || error.code === 4002)) {
      if (source.kind === "cart") void loadCart(cartEnv());
      else void buyNow.price(summary.paymentType);
    }
  };

  if (user.isRenewing) {
    return <CheckoutSkeleton />;
  }

  if (source.kind === "cart" && summaryReady && cart.items.length === 0) {
    return (
      <EmptyState
        icon={<CartIcon className="size-10" />}
        title="Your cart is empty"
        text="Add something to your cart, then check out here."
        action={{ label: "Shop bestsellers", to: href("/shop?sort=TOP_RATED") }}
      />
    );
  }

  if (source.kind === "cart" && cart.error?.code === "FETCH_FAILED" && cart.items.length === 0) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-error">
          {cart.error.message}
        </p>
        <Button onClick={() => void loadCart(cartEnv())}>Try again</Button>
      </div>
    );
  }

  if (source.kind === "buy-now" && buyNow.pricing.failed && !summary) {
    return (
      <div className="space-y-4" role="alert">
        <p className="text-error">We could not price this product. Please try again.</p>
        <Button onClick={() => void buyNow.price("PREPAID")}>Try again</Button>
      </div>
    );
  }

  // Until a signed-in shopper's saved addresses are in, the whole page waits as one skeleton: the list is
  // taller than any placeholder could guess, and the sections under it would jump down (layout shift,
  // docs/decisions/0040).
  if (signedIn && !user.addresses.isFetched) {
    return <CheckoutSkeleton />;
  }

  const repricing = repricingNow;
  const shownPayment = repricing && paymentChoice ? paymentChoice : (summary?.paymentType ?? "PREPAID");
  const canPlace =
    user.isLoggedIn && summaryReady && !!summary && !outOfStock && !undeliverable && !cartReloadFailed;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="flex flex-col gap-6">
        {!user.isLoggedIn ? <GuestStart /> : null}
        {isGuest ? (
          <CheckoutSection id="checkout-contact-title" title="Contact">
            <ContactFields
              value={contact}
              errors={contactErrors}
              onChange={(value) => {
                setContact(value);
                setContactErrors({});
              }}
            />
          </CheckoutSection>
        ) : null}
        {user.isLoggedIn ? (
          <CheckoutSection id="checkout-address-title" title="Delivery address">
            {undeliverable ? (
              <p
                role="alert"
                data-testid="address-unserviceable"
                className="mb-4 rounded-xl bg-error/10 px-4 py-3 text-sm text-error"
              >
                {undeliverable.replace(/\.$/, "")}.{" "}
                {isGuest
                  ? "Change the address to one we deliver to."
                  : "Choose another saved address or add a new one."}
              </p>
            ) : null}
            {isGuest ? (
              <EnteredAddressChoice
                market={market}
                value={delivery}
                onChange={(choice) => setDelivery(choice)}
              />
            ) : (
              <SavedAddressChoice
                market={market}
                value={delivery}
                onChange={(choice) => setDelivery(choice)}
              />
            )}
          </CheckoutSection>
        ) : null}
        {user.isLoggedIn ? (
          <CheckoutSection id="checkout-gifting-title" title="Is this a gift?">
            <GiftingFields
              market={market}
              value={gifting}
              errors={giftingErrors}
              onChange={(value) => {
                setGifting(value);
                setGiftingErrors({});
              }}
            />
          </CheckoutSection>
        ) : null}
        {user.isLoggedIn && summary ? (
          <CheckoutSection id="checkout-payment-title" title="Payment">
            <PaymentChoice
              market={market}
              summary={{ ...summary, paymentType: shownPayment }}
              disabled={pending || repricing}
              onChange={choosePayment}
            />
          </CheckoutSection>
        ) : null}
      </div>

      <div className="lg:sticky lg:top-24 lg:self-start">
        {summary && summaryReady ? (
          <OrderSummary summary={summary} market={market} busy={repricing}>
            {outOfStock ? (
              <p role="alert" className="mt-4 text-sm text-error">
                {outOfStock}{" "}
                {source.kind === "cart" ? (
                  <Link to={href("/cart")} className="font-semibold underline underline-offset-4">
                    Review your cart
                  </Link>
                ) : null}
              </p>
            ) : null}
            {undeliverable ? (
              <p className="mt-4 text-sm text-error">
                We cannot deliver to this address.{" "}
                <a href="#checkout-address-title" className="font-semibold underline underline-offset-4">
                  Choose another address
                </a>
              </p>
            ) : null}
            {cartReloadFailed ? (
              <div
                role="alert"
                data-testid="cart-reload-failed"
                className="mt-4 rounded-xl bg-error/10 px-4 py-3 text-sm text-error"
              >
                <p>{cartReloadFailed}</p>
                <Button
                  variant="link"
                  onClick={() =>
                    void loadCart(cartEnv(), {
                      paymentType: cart.paymentType,
                      ...(deliveryPincode ? { pincode: deliveryPincode } : {}),
                    })
                  }
                >
                  Try again
                </Button>
              </div>
            ) : null}
            {formError ? (
              <p role="alert" className="mt-4 rounded-xl bg-error/10 px-4 py-3 text-sm text-error">
                {formError}
              </p>
            ) : null}
            <Button
              size="lg"
              className="mt-4 w-full"
              data-testid="place-order"
              disabled={!canPlace || repricing}
              pending={pending && !priceChange}
              pendingLabel="Placing order…"
              onClick={() => void submit()}
            >
              {summary.paymentType === "COD"
                ? "Place order"
                : `Pay ${format.money(summary.payableAmount, summary.currency)}`}
            </Button>
            {!user.isLoggedIn ? (
              <p className="mt-2 text-center text-sm text-muted">Sign in or continue as a guest first.</p>
            ) : (
              <p className="mt-2 text-center text-xs text-muted">
                {summary.paymentType === "COD"
                  ? "You pay in cash when the order arrives."
                  : "You pay on a secure payment page next."}
              </p>
            )}
          </OrderSummary>
        ) : (
          <Skeleton className="h-80 w-full" />
        )}
        {source.kind === "cart" ? (
          <p className="mt-3 text-center text-sm">
            <Link to={href("/cart")} className="text-accent underline-offset-4 hover:underline">
              Back to cart
            </Link>
          </p>
        ) : null}
      </div>

      {priceChange && summary ? (
        <PriceChangedDialog
          change={priceChange}
          currency={summary.currency}
          previous={priceChange.previous}
          pending={pending}
          onConfirm={() => void submit(priceChange.payableAmount)}
          onClose={() => setPriceChange(null)}
        />
      ) : null}
    </div>
  );
}

export function CheckoutSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
      <span className="sr-only">Loading checkout</span>
      <div className="space-y-4">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

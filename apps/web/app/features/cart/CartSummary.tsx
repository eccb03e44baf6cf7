import { normalisePincode, type PaymentType } from "@ojas/domain";
import { type FormEvent, useState } from "react";
import { PriceBreakdown } from "../../components/cart/PriceBreakdown.tsx";
import { Button, ButtonLink } from "../../components/ui/Button.tsx";
import { inputClass } from "../../components/ui/Field.tsx";
import { ApiError } from "../../lib/api.ts";
import { useApi } from "../../lib/auth/auth-api.ts";
import { useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { cartSignInRedirect } from "../../lib/auth/redirect.ts";
import { priceRows } from "../../lib/cart/amounts.ts";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { useAppSelector } from "../../lib/store.ts";

interface Serviceability {
  serviceable: boolean;
  city: string;
  state: string;
  codAvailable: boolean;
  estimatedDeliveryDate: number | null;
}

/** Delivery check, payment choice, the price breakdown and the checkout button. */
export function CartSummary({
  onPincode,
  onPaymentType,
}: {
  onPincode: (pincode: string) => void;
  onPaymentType: (type: PaymentType) => void;
}) {
  const market = useMarket();
  const href = useMarketPath();
  const api = useApi();
  const openLogin = useOpenLoginPopup();
  const cart = useAppSelector((state) => state.cart);
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  const [pincode, setPincode] = useState(cart.pincode ?? "");
  const [delivery, setDelivery] = useState<Serviceability | null>(null);
  const [pincodeError, setPincodeError] = useState<string | null>(null);
  const format = useMarketFormat();
  const money = (amount: number) => format.money(amount, cart.currency);
  const cod = cart.paymentTypeConfig?.COD;
  const outOfStock = cart.error?.code === "OUT_OF_STOCK" ? cart.error.message : null;
  const rows = priceRows(cart, market);

  async function checkPincode(event: FormEvent) {
    event.preventDefault();
    const value = normalisePincode(market, pincode);
    if (!value) {
      setPincodeError(format.address.pincodeInvalid);
      return;
    }
    setPincodeError(null);
    try {
      const found = await api.get<Serviceability>(`/api/location/v1/pincode/${encodeURIComponent(value)}`);
      setDelivery(found);
      if (!found.serviceable) setPincodeError("We do not deliver here yet");
      else if (isLoggedIn) onPincode(value);
    } catch (error) {
      setDelivery(null);
      setPincodeError(
        error instanceof ApiError ? error.message : "We could not check this code. Please try again.",
      );
    }
  }

  return (
    <div className="space-y-4">
      <section aria-labelledby="delivery-title" className="rounded-card border border-line bg-surface p-4">
        <h2 id="delivery-title" className="font-semibold text-ink">
          Delivery
        </h2>
        <form onSubmit={checkPincode} className="mt-3 flex gap-2">
          <label htmlFor="cart-pincode" className="sr-only">
            {format.address.pincode}
          </label>
          <input
            id="cart-pincode"
            className={inputClass}
            value={pincode}
            placeholder={format.address.pincode}
            autoComplete="postal-code"
            aria-invalid={pincodeError ? true : undefined}
            onChange={(event) => setPincode(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={!pincode.trim()}>
            Check
          </Button>
        </form>
        {pincodeError ? (
          <p role="alert" className="mt-2 text-sm text-error">
            {pincodeError}
          </p>
        ) : delivery?.serviceable ? (
          <p className="mt-2 text-sm text-success" role="status">
            Delivers to {delivery.city}
            {delivery.estimatedDeliveryDate ? ` by ${format.dayMonth(delivery.estimatedDeliveryDate)}` : ""}
          </p>
        ) : null}
      </section>

      <fieldset className="rounded-card border border-line bg-surface p-4">
        <legend className="px-1 font-semibold text-ink">Payment</legend>
        <label className="mt-2 flex items-center gap-3 text-ink">
          <input
            type="radio"
            name="payment-type"
            checked={cart.paymentType === "PREPAID"}
            onChange={() => onPaymentType("PREPAID")}
          />
          {format.payment.option}
        </label>
        {format.offersCod ? (
          <>
            <label className={`mt-2 flex items-center gap-3 ${cod?.enabled ? "text-ink" : "text-muted"}`}>
              <input
                type="radio"
                name="payment-type"
                disabled={!cod?.enabled}
                checked={cart.paymentType === "COD"}
                onChange={() => onPaymentType("COD")}
              />
              Cash on delivery{cod?.enabled && cod.charges > 0 ? ` (+${money(cod.charges)})` : ""}
            </label>
            {cod && !cod.enabled && cod.reason ? (
              <p className="mt-1 text-sm text-muted">{cod.reason}</p>
            ) : null}
          </>
        ) : null}
      </fieldset>

      <section aria-labelledby="summary-title" className="rounded-card border border-line bg-surface p-4">
        <h2 id="summary-title" className="font-semibold text-ink">
          Price details
        </h2>
        <PriceBreakdown
          rows={rows}
          className="mt-3 space-y-2 text-sm"
          testId="price-breakdown"
          totalTestId="amount-to-pay"
        />
        {cart.shippingChargesTextInfo ? (
          <p className="mt-2 text-xs text-muted">{cart.shippingChargesTextInfo}</p>
        ) : null}
        {outOfStock ? (
          <p role="alert" className="mt-4 text-sm text-error">
            {outOfStock}
          </p>
        ) : null}
        {isLoggedIn ? (
          outOfStock ? (
            <Button size="lg" className="mt-4 w-full" disabled>
              Checkout
            </Button>
          ) : (
            <ButtonLink to={href("/checkout")} size="lg" className="mt-4 w-full" data-testid="checkout">
              Checkout
            </ButtonLink>
          )
        ) : (
          <>
            <Button
              size="lg"
              className="mt-4 w-full"
              disabled={Boolean(outOfStock) || cart.isFetchingCartData}
              onClick={() => openLogin({ redirectUrl: cartSignInRedirect(market) })}
            >
              Sign in to check out
            </Button>
            {outOfStock ? null : (
              <ButtonLink to={href("/checkout")} variant="secondary" className="mt-2 w-full">
                Check out as a guest
              </ButtonLink>
            )}
          </>
        )}
      </section>
    </div>
  );
}

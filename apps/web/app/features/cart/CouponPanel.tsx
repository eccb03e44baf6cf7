import { formatMoney } from "@ojas/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { inputClass } from "../../components/ui/Field.tsx";
import { Modal } from "../../components/ui/Modal.tsx";
import { closeOfferModals, setExploreOffersOpen } from "../../lib/state/cart-slice.ts";
import { useAppDispatch, useAppSelector } from "../../lib/store.ts";

/**
 * Coupon entry with the server's message, the referral and affiliate banners, the explore-offers list and
 * the offer-applied modal (the life-bits one is LifeBitsCoupons').
 */
export function CouponPanel({ onApply }: { onApply: (code: string) => void }) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => state.cart);
  const [code, setCode] = useState("");
  const invalid = cart.error?.code === "invalidCouponCode" ? cart.error.message : null;
  const gifts = cart.freebieItemList.filter((free) => free.couponCode === cart.offerAppliedModal?.code);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (typed) onApply(typed);
  }

  return (
    <section aria-labelledby="coupon-title" className="rounded-card border border-line bg-surface p-4">
      <h2 id="coupon-title" className="font-semibold text-ink">
        Coupons and offers
      </h2>
      {cart.appliedCoupon ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-xl bg-bg p-3">
          <p className="text-sm text-ink">
            <span className="font-semibold">{cart.appliedCoupon.code}</span> applied:{" "}
            {cart.appliedCoupon.title}
          </p>
          <Button variant="link" onClick={() => onApply("")}>
            Remove coupon
          </Button>
        </div>
      ) : null}
      {cart.referralCodeData ? (
        <div className="mt-3 text-sm" data-testid="referral-applied">
          <p className="text-success">
            Referred by {cart.referralCodeData.referrerFirstName} ({cart.referralCodeData.code}):{" "}
            {cart.referralCodeData.message}
          </p>
          {cart.refereeConfig?.referralCode === cart.referralCodeData.code ? (
            <p className="mt-1 text-muted" data-testid="referee-offer">
              {cart.refereeConfig.reward.description}
            </p>
          ) : null}
        </div>
      ) : null}
      {cart.affiliateCodeData ? (
        <p className="mt-3 text-sm text-success" data-testid="affiliate-applied">
          Partner code {cart.affiliateCodeData.code} from {cart.affiliateCodeData.name} applied
        </p>
      ) : null}
      <form onSubmit={submit} className="mt-3 flex gap-2">
        <label htmlFor="coupon-code" className="sr-only">
          Coupon code
        </label>
        <input
          id="coupon-code"
          className={inputClass}
          value={code}
          placeholder="Enter a coupon code"
          autoComplete="off"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? "coupon-error" : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={cart.isFetchingCartData || !code.trim()}>
          Apply
        </Button>
      </form>
      {invalid ? (
        <p id="coupon-error" role="alert" className="mt-2 text-sm text-error">
          {invalid}
        </p>
      ) : null}
      {cart.applicableCoupons.length > 0 ? (
        <Button variant="link" className="mt-3" onClick={() => dispatch(setExploreOffersOpen(true))}>
          {cart.exploreOffersData?.title ?? "Explore offers"} ({cart.exploreOffersData?.applicableCount ?? 0}{" "}
          available)
        </Button>
      ) : null}
      <Modal
        open={cart.isExploreOffersOpen}
        onClose={() => dispatch(setExploreOffersOpen(false))}
        labelledBy="offers-title"
      >
        <h2 id="offers-title" className="text-xl font-semibold text-ink">
          {cart.exploreOffersData?.title ?? "Offers for you"}
        </h2>
        {cart.exploreOffersData?.description ? (
          <p className="mt-1 text-sm text-muted">{cart.exploreOffersData.description}</p>
        ) : null}
        <ul className="mt-4 space-y-3">
          {cart.applicableCoupons.map((offer) => (
            <li key={offer.code} className="rounded-xl border border-line p-3">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-ink">{offer.code}</p>
                  <p className="text-sm text-ink">{offer.title}</p>
                  <p className="text-sm text-muted">
                    {!offer.applicable
                      ? offer.reason
                      : offer.discountType === "FREEBIE"
                        ? "Comes with a free gift"
                        : `You save ${formatMoney(offer.discount, cart.currency)}`}
                  </p>
                </div>
                {offer.automatic ? (
                  <span className="text-sm text-muted">Applied automatically</span>
                ) : offer.isApplied ? (
                  <span className="text-sm font-semibold text-success">Applied</span>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={!offer.applicable || cart.isFetchingCartData}
                    aria-label={`Apply ${offer.code}`}
                    onClick={() => onApply(offer.code)}
                  >
                    Apply
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Modal>
      <Modal
        open={Boolean(cart.offerAppliedModal)}
        onClose={() => dispatch(closeOfferModals())}
        labelledBy="offer-applied-title"
      >
        <h2 id="offer-applied-title" className="text-xl font-semibold text-ink">
          {cart.offerAppliedModal?.code} applied
        </h2>
        <p className="mt-2 text-ink">{cart.offerAppliedModal?.title}</p>
        {gifts.length > 0 ? (
          <p className="mt-1 text-lg font-semibold text-success" data-testid="offer-gifts">
            Free with this order: {gifts.map((free) => free.itemName).join(", ")}
          </p>
        ) : (
          <p className="mt-1 text-lg font-semibold text-success tabular">
            You save {formatMoney(cart.offerAppliedModal?.discount ?? 0, cart.currency)}
          </p>
        )}
        <Button className="mt-6 w-full" onClick={() => dispatch(closeOfferModals())}>
          Great, continue
        </Button>
      </Modal>
    </section>
  );
}

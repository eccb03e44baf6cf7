import { formatMoney } from "@ojas/domain";
import { Button } from "../../components/ui/Button.tsx";
import { Modal } from "../../components/ui/Modal.tsx";
import { useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { closeOfferModals } from "../../lib/state/cart-slice.ts";
import { useAppDispatch, useAppSelector } from "../../lib/store.ts";

const bits = (n: number) => `${n} life ${n === 1 ? "bit" : "bits"}`;

/**
 * The coupons a shopper buys with life bits (the cart's applicableLifeBitsCoupons, priced against this
 * cart and the shopper's balance), one at a time beside any other coupon, and the life-bits offer modal.
 * The bits are only spent when the order is placed.
 */
export function LifeBitsCoupons({ onUse }: { onUse: (code: string) => void }) {
  const dispatch = useAppDispatch();
  const openLogin = useOpenLoginPopup();
  const cart = useAppSelector((state) => state.cart);
  const { isLoggedIn, isGuestUser } = useAppSelector((state) => state.user);
  const applied = cart.appliedLifeBitsCouponData;
  const modal = cart.offerAppliedModal ? null : cart.lifeBitsOfferModal;
  if (cart.lifeBitCoupons.length === 0) return null;
  const hasAccount = isLoggedIn && !isGuestUser;

  return (
    <section
      aria-labelledby="life-bits-title"
      className="rounded-card border border-line bg-surface p-4"
      data-testid="life-bits-coupons"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="life-bits-title" className="font-semibold text-ink">
          Pay with life bits
        </h2>
        {hasAccount ? (
          <p className="text-sm text-muted" data-testid="life-bits-balance">
            You have {bits(cart.lifeBitsBalance)}
          </p>
        ) : null}
      </div>
      {hasAccount ? null : (
        <p className="mt-2 text-sm text-muted">
          Life bits come with your Ojas account.{" "}
          <Button variant="link" onClick={() => openLogin()}>
            Sign in to use yours
          </Button>
        </p>
      )}
      {cart.lifeBitsCouponError ? (
        <p role="alert" className="mt-2 text-sm text-error">
          {cart.lifeBitsCouponError}
        </p>
      ) : null}
      <ul className="mt-3 space-y-3">
        {cart.lifeBitCoupons.map((offer) => {
          const isApplied = applied?.code === offer.code;
          return (
            <li key={offer.code} className="rounded-xl border border-line p-3" data-testid="life-bits-coupon">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold text-ink">
                    {offer.code}{" "}
                    <span className="font-normal text-muted">· {bits(offer.lifeBitsCost ?? 0)}</span>
                  </p>
                  <p className="text-sm text-ink">{offer.title}</p>
                  {/* A visitor has no balance: "you need 250 more" would speak of bits they cannot have yet. */}
                  {hasAccount ? (
                    <p className="text-sm text-muted">
                      {isApplied && applied
                        ? `You save ${formatMoney(applied.discount, cart.currency)}`
                        : offer.applicable
                          ? `You save ${formatMoney(offer.discount, cart.currency)}`
                          : offer.reason}
                    </p>
                  ) : null}
                </div>
                {isApplied ? (
                  <div className="flex flex-col items-end gap-1">
                    <span className="text-sm font-semibold text-success">Applied</span>
                    <Button
                      variant="link"
                      disabled={cart.isFetchingCartData}
                      aria-label={`Stop using ${offer.code}`}
                      onClick={() => onUse("")}
                    >
                      Remove
                    </Button>
                  </div>
                ) : (
                  <Button
                    variant="secondary"
                    disabled={!offer.applicable || !hasAccount || cart.isFetchingCartData}
                    aria-label={`Use ${bits(offer.lifeBitsCost ?? 0)} for ${offer.code}`}
                    onClick={() => onUse(offer.code)}
                  >
                    Use
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Modal
        open={Boolean(modal)}
        onClose={() => dispatch(closeOfferModals())}
        labelledBy="life-bits-offer-title"
      >
        <h2 id="life-bits-offer-title" className="text-xl font-semibold text-ink">
          {modal?.code} applied
        </h2>
        <p className="mt-2 text-ink">{modal?.title}</p>
        <p className="mt-1 text-lg font-semibold text-success tabular">
          You save {formatMoney(modal?.discount ?? 0, cart.currency)}
        </p>
        <p className="mt-2 text-sm text-muted">
          {bits(modal?.lifeBitsCost ?? 0)} will be spent when your order is placed, not before.
        </p>
        <Button className="mt-6 w-full" onClick={() => dispatch(closeOfferModals())}>
          Great, continue
        </Button>
      </Modal>
    </section>
  );
}

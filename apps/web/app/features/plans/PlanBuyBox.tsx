import { formatMoney, type Plan } from "@ojas/domain";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button.tsx";
import { inputClass } from "../../components/ui/Field.tsx";
import { type Api, ApiError } from "../../lib/api.ts";
import { useApi } from "../../lib/auth/auth-api.ts";
import { useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { canBuyPlan, monthsLabel, type PlanOffer, planLeadPath } from "../../lib/plans.ts";
import { gatewayOf, useRootData } from "../../lib/root-data.ts";
import { useAppSelector } from "../../lib/store.ts";
import { plansApi } from "./plans-api.ts";

type BuyProblem = { kind: "running" } | { kind: "pending" } | { kind: "other"; message: string };

/** What a refused create means for the shopper (4006: already running, 4009: a payment is pending). */
function problemOf(error: unknown): BuyProblem {
  if (error instanceof ApiError && error.code === 4006) return { kind: "running" };
  if (error instanceof ApiError && error.code === 4009) return { kind: "pending" };
  return {
    kind: "other",
    message:
      error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.",
  };
}

/**
 * The plan's coupon and buy button: a coupon is priced against the first period; "Buy" asks a visitor to
 * sign in first and then goes on, creates the subscription on the market's gateway and opens its page.
 */
export function PlanBuyBox({ plan }: { plan: Plan }) {
  const id = useId();
  const api = useApi();
  const href = useMarketPath();
  const market = useMarket();
  const format = useMarketFormat();
  const provider = gatewayOf(useRootData(), market);
  const openLogin = useOpenLoginPopup();
  const { isLoggedIn, isGuestUser } = useAppSelector((state) => state.user);
  const [code, setCode] = useState("");
  const [offer, setOffer] = useState<PlanOffer | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [couponPending, setCouponPending] = useState(false);
  const [buying, setBuying] = useState(false);
  const [problem, setProblem] = useState<BuyProblem | null>(null);

  async function applyCoupon(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    if (!typed) return;
    setCouponPending(true);
    setCouponError(null);
    try {
      const result = await plansApi.applyCoupon(api, plan, typed);
      if ("offer" in result) {
        setOffer(result.offer);
        setCode("");
      } else {
        setOffer(null);
        setCouponError(result.invalid);
      }
    } catch (error) {
      setOffer(null);
      setCouponError(
        error instanceof Error && error.message ? error.message : "This coupon could not be checked.",
      );
    } finally {
      setCouponPending(false);
    }
  }

  async function create(withApi: Api) {
    setBuying(true);
    setProblem(null);
    try {
      const created = await plansApi.create(withApi, provider, {
        planId: plan.planId,
        ...(offer ? { couponCode: offer.code } : {}),
      });
      const target =
        created.checkoutUrl ??
        href(`/plans/order/confirmation?subscriptionId=${encodeURIComponent(created.subscriptionId)}`);
      // The gateway's page takes the first payment and returns to the confirmation page.
      window.location.assign(target);
    } catch (error) {
      setBuying(false);
      setProblem(problemOf(error));
    }
  }

  function buy() {
    if (isLoggedIn && !isGuestUser) {
      void create(api);
      return;
    }
    // A plan belongs to an account: sign in (or up), then carry on with the same plan and coupon.
    openLogin({ onSuccess: () => void create(api), showSSOOptions: true });
  }

  const canBuy = canBuyPlan(plan, isLoggedIn);
  const firstPrice = offer ? offer.discountedPrice : plan.discountPrice;
  return (
    <div className="mt-5 flex flex-col gap-4">
      <form onSubmit={applyCoupon} aria-labelledby={`${id}-coupon-title`} className="flex flex-col gap-2">
        <h2 id={`${id}-coupon-title`} className="text-sm font-semibold text-ink">
          Coupon or offer code
        </h2>
        {offer ? (
          <div className="flex items-center justify-between gap-3 rounded-xl bg-bg p-3">
            <p className="text-sm text-ink">
              <span className="font-semibold">{offer.code}</span> applied
            </p>
            <Button variant="link" onClick={() => setOffer(null)}>
              Remove<span className="sr-only"> coupon {offer.code}</span>
            </Button>
          </div>
        ) : (
          <div className="flex gap-2">
            <label htmlFor={`${id}-coupon`} className="sr-only">
              Coupon code
            </label>
            <input
              id={`${id}-coupon`}
              className={inputClass}
              value={code}
              placeholder="Enter a coupon code"
              autoComplete="off"
              aria-invalid={couponError ? true : undefined}
              aria-describedby={`${id}-coupon-result`}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="secondary" pending={couponPending} disabled={!code.trim()}>
              Apply
            </Button>
          </div>
        )}
        <div id={`${id}-coupon-result`} aria-live="polite" data-testid="plan-coupon-result">
          {couponError ? <p className="text-sm text-error">{couponError}</p> : null}
          {offer ? (
            <p className="text-sm text-success tabular">
              First {monthsLabel(plan.months)} for {formatMoney(offer.discountedPrice, offer.currency)}: you
              save {formatMoney(offer.discount, offer.currency)}.
              {offer.discountedPrice !== plan.discountPrice
                ? ` Then ${formatMoney(plan.discountPrice, plan.currency)} every ${monthsLabel(plan.months)}.`
                : ""}
            </p>
          ) : null}
        </div>
      </form>

      {canBuy ? (
        <Button
          size="lg"
          className="w-full"
          pending={buying}
          pendingLabel="Opening payment…"
          onClick={buy}
          data-testid="buy-plan"
        >
          Buy for {formatMoney(firstPrice, plan.currency)}
          <span className="sr-only">: {plan.name}</span>
        </Button>
      ) : (
        <p className="text-sm text-ink">
          This plan is already running for you.{" "}
          <Link
            to={href("/account/subscriptions")}
            className="font-semibold text-accent underline-offset-4 hover:underline"
          >
            See your subscriptions
          </Link>
        </p>
      )}

      <div role="alert" data-testid="plan-buy-problem">
        {problem?.kind === "running" ? (
          <p className="text-sm text-error">
            This plan is already running for you.{" "}
            <Link
              to={href("/account/subscriptions")}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              See your subscriptions
            </Link>
          </p>
        ) : problem?.kind === "pending" ? (
          <p className="text-sm text-error">
            A payment for this plan is still pending. Give it a few minutes, then check{" "}
            <Link
              to={href("/account/subscriptions")}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              your subscriptions
            </Link>
            .
          </p>
        ) : problem?.kind === "other" ? (
          <p className="text-sm text-error">{problem.message}</p>
        ) : null}
      </div>

      <p className="text-sm text-muted">
        Renews automatically with the {format.payment.recurring} you pay with; cancel any time from your
        account.
      </p>
      <ButtonLink to={href(planLeadPath(plan.planId))} variant="link" className="self-start">
        Talk to a coach first
      </ButtonLink>
    </div>
  );
}

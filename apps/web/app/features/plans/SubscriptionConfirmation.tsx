import { useEffect, useRef } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button.tsx";
import { useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { SUBSCRIPTION_GATEWAY_PARAMS, type SubscriptionResult } from "./subscription-result.ts";

const COPY = {
  success: {
    title: "You're in: your plan has started",
    text: "Your coach will reach out within one working day. Everything about your plan is in your account.",
  },
  pending: {
    title: "We're confirming your payment",
    text: "This usually takes a minute. Your plan starts as soon as your bank confirms.",
  },
  failed: {
    title: "Your payment didn't go through",
    text: "Your plan has not started and nothing was charged, or any amount taken is refunded within 5 to 7 working days.",
  },
} as const;

const POLL_MS = 3000;
const POLLS = 10;

/** /plans/order/confirmation for a subscription: its payment's outcome, then the plan and its next charge. */
export function SubscriptionConfirmation({ result }: { result: SubscriptionResult }) {
  const { subscription, outcome, failedReturn } = result;
  const href = useMarketPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const format = useMarketFormat();
  const polls = useRef(0);
  const copy = COPY[outcome];

  // The gateway's result is settled: a reload or a shared link names the subscription only.
  useEffect(() => {
    const query = new URLSearchParams(search);
    if (!SUBSCRIPTION_GATEWAY_PARAMS.some((name) => query.has(name))) return;
    const next = new URLSearchParams({ subscriptionId: subscription.subscriptionId });
    if (failedReturn) next.set("paymentStatus", "failed");
    navigate(`${pathname}?${next.toString()}`, { replace: true, preventScrollReset: true });
  }, [pathname, search, navigate, subscription.subscriptionId, failedReturn]);

  // A pending first payment is asked about again for a little while.
  useEffect(() => {
    if (outcome !== "pending" || polls.current >= POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [outcome, revalidator]);

  const period = subscription.currentPeriod;
  return (
    <div
      className="mx-auto max-w-2xl px-4 py-12 text-center sm:px-6"
      data-outcome={outcome}
      data-testid="subscription-confirmation"
    >
      <h1 className="text-title font-semibold text-ink">{copy.title}</h1>
      <p className="mt-3 text-muted" aria-live="polite">
        {copy.text}
      </p>
      <dl className="mx-auto mt-8 grid max-w-sm grid-cols-2 gap-3 rounded-card border border-line bg-surface p-5 text-left text-sm">
        <dt className="text-muted">Plan</dt>
        <dd className="text-right font-semibold text-ink" data-testid="confirmation-plan">
          {subscription.planName}
        </dd>
        <dt className="text-muted">Coaching</dt>
        <dd className="text-right text-ink">{subscription.tier === "PRO" ? "Pro" : "Lite"}</dd>
        {period && outcome === "success" ? (
          <>
            <dt className="text-muted">This period</dt>
            <dd className="text-right text-ink tabular" data-testid="confirmation-period">
              {format.date(period.start)} to {format.date(period.end)}
            </dd>
          </>
        ) : null}
        {subscription.nextChargeAt && outcome === "success" ? (
          <>
            <dt className="text-muted">Next charge</dt>
            <dd className="text-right text-ink tabular" data-testid="confirmation-next-charge">
              {format.date(subscription.nextChargeAt)}
              {subscription.nextChargeAmount !== null
                ? `, ${format.money(subscription.nextChargeAmount, subscription.currency)}`
                : ""}
            </dd>
          </>
        ) : null}
        {subscription.paymentMethod && outcome === "success" ? (
          <>
            <dt className="text-muted">Paying with</dt>
            <dd className="text-right text-ink">{subscription.paymentMethod.label}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {outcome === "pending" ? (
          <Button
            onClick={() => void revalidator.revalidate()}
            pending={revalidator.state !== "idle"}
            pendingLabel="Checking…"
          >
            Refresh status
          </Button>
        ) : null}
        <ButtonLink
          to={href("/account/subscriptions")}
          variant={outcome === "success" ? "primary" : "secondary"}
        >
          Your subscriptions
        </ButtonLink>
        <ButtonLink to={href("/plans")} variant={outcome === "failed" ? "primary" : "secondary"}>
          {outcome === "failed" ? "Choose a plan again" : "Explore plans"}
        </ButtonLink>
      </div>
    </div>
  );
}

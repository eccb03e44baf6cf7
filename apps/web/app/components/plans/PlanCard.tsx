import { formatMoney } from "@ojas/domain";
import { Link } from "react-router";
import { useMarketPath } from "../../lib/market.ts";
import {
  canBuyPlan,
  GOAL_NAMES,
  KIND_NAMES,
  monthlyPrice,
  type PlanCardData,
  planPath,
} from "../../lib/plans.ts";
import { useAppSelector } from "../../lib/store.ts";
import { ButtonLink } from "../ui/Button.tsx";
import { Price } from "../ui/Price.tsx";

const SHOWN_FEATURES = 4;

/** One plan: what it is, who coaches it, what it costs in the market, and a way to its own page. */
export function PlanCard({ plan, headingLevel = "h3" }: { plan: PlanCardData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const href = useMarketPath();
  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  const months = plan.months === 1 ? "1 month" : `${plan.months} months`;
  const shown = plan.features.slice(0, SHOWN_FEATURES);
  const more = plan.features.length - shown.length;
  return (
    <article
      data-testid="plan-card"
      data-plan-id={plan.planId}
      className="flex h-full flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span
          className={`rounded-full px-2.5 py-1 ${plan.tier === "PRO" ? "bg-ink text-bg" : "bg-accent-soft text-accent"}`}
        >
          {plan.tier === "PRO" ? "Pro" : "Lite"}
        </span>
        <span className="rounded-full border border-line px-2.5 py-1 text-muted">
          {KIND_NAMES[plan.kind]}
        </span>
        <span className="rounded-full border border-line px-2.5 py-1 text-muted">
          {GOAL_NAMES[plan.goal]}
        </span>
      </div>
      <div>
        <Heading className="text-lg font-semibold leading-snug text-ink">
          <Link to={href(planPath(plan))} className="hover:text-accent">
            {plan.name}
          </Link>
        </Heading>
        {plan.coach ? (
          <p className="mt-1 text-sm text-muted">
            Led by <span className="font-medium text-ink">{plan.coach.name}</span>, {plan.coach.role}
          </p>
        ) : null}
      </div>
      <div>
        <Price amount={plan.discountPrice} basePrice={plan.basePrice} currency={plan.currency} />
        <p className="mt-1 text-sm text-muted tabular">
          {plan.months === 1
            ? "for 1 month"
            : `for ${months}, about ${formatMoney(monthlyPrice(plan), plan.currency)} a month`}
        </p>
      </div>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink/90 marker:text-accent">
        {shown.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {more > 0 ? <p className="text-sm text-muted">and {more} more, all listed on the plan's page</p> : null}
      <div className="mt-auto pt-2">
        {canBuyPlan(plan, isLoggedIn) ? (
          <ButtonLink to={href(planPath(plan))} className="w-full" data-testid="plan-card-action">
            See the plan<span className="sr-only">: {plan.name}</span>
          </ButtonLink>
        ) : (
          <p className="text-sm text-muted">
            This plan is already running for you.{" "}
            <Link
              to={href("/account/subscriptions")}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              See your subscriptions
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}

import { formatMoney, type Plan } from "@ojas/domain";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/Button.tsx";
import { Price } from "../../components/ui/Price.tsx";
import { useMarketPath } from "../../lib/market.ts";
import {
  GOAL_NAMES,
  KIND_NAMES,
  KIND_SLUGS,
  monthlyPrice,
  monthsLabel,
  type PlanCardData,
  planPath,
} from "../../lib/plans.ts";
import { PlanBuyBox } from "./PlanBuyBox.tsx";

type Duration = Omit<PlanCardData, "features">;

/** A plan's own page: what it is, who coaches it, everything it includes, its lengths and buying it. */
export function PlanDetail({ plan, durations }: { plan: Plan; durations: Duration[] }) {
  const href = useMarketPath();
  const crumbs = [
    ["Home", "/"],
    ["Plans", "/plans"],
    [`${KIND_NAMES[plan.kind]} plans`, `/plans/${KIND_SLUGS[plan.kind]}`],
  ] as const;
  return (
    <div
      className="mx-auto max-w-6xl px-4 pb-28 pt-6 sm:px-6 md:pb-16"
      data-testid="plan-detail"
      data-plan-id={plan.planId}
    >
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          {crumbs.map(([name, path]) => (
            <li key={path} className="after:ml-1.5 after:content-['/']">
              <Link to={href(path)} className="hover:text-ink">
                {name}
              </Link>
            </li>
          ))}
          <li aria-current="page" className="text-ink">
            {plan.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_22rem] md:gap-12">
        <div className="min-w-0">
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
          <h1 className="mt-3 text-title font-semibold text-ink sm:text-display">{plan.name}</h1>
          {plan.coach ? (
            <p className="mt-2 text-muted" data-testid="plan-coach">
              Led by <span className="font-medium text-ink">{plan.coach.name}</span>, {plan.coach.role}
            </p>
          ) : null}
          <p className="mt-4 max-w-prose text-lg text-ink/90">{plan.description}</p>

          <section aria-labelledby="plan-features" className="mt-8">
            <h2 id="plan-features" className="text-xl font-semibold text-ink">
              What's included
            </h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="plan-features">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-ink/90">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </section>

          {durations.length > 0 ? (
            <section aria-labelledby="plan-durations" className="mt-8">
              <h2 id="plan-durations" className="text-xl font-semibold text-ink">
                {durations.length > 1 ? "Choose a length" : "Length"}
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="plan-durations">
                {durations.map((option) => {
                  const current = option.planId === plan.planId;
                  return (
                    <li key={option.planId}>
                      <Link
                        to={href(planPath(option))}
                        aria-current={current ? "page" : undefined}
                        preventScrollReset
                        className={`flex h-full flex-col gap-1 rounded-card border p-4 transition-colors ${
                          current
                            ? "border-accent bg-accent-soft"
                            : "border-line bg-surface hover:border-accent"
                        }`}
                      >
                        <span className="font-semibold text-ink">{monthsLabel(option.months)}</span>
                        <span className="tabular text-ink">
                          {formatMoney(option.discountPrice, option.currency)}
                        </span>
                        <span className="text-sm text-muted tabular">
                          {option.months === 1
                            ? "billed every month"
                            : `about ${formatMoney(monthlyPrice(option), option.currency)} a month`}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>

        <aside
          id="buy-plan-box"
          aria-label="Price and buying"
          className="scroll-mt-24 md:sticky md:top-24 md:self-start"
        >
          <div className="rounded-card border border-line bg-surface p-5 shadow-raised">
            <Price
              amount={plan.discountPrice}
              basePrice={plan.basePrice}
              currency={plan.currency}
              size="lg"
            />
            <p className="mt-1 text-sm text-muted tabular" data-testid="plan-period">
              {plan.months === 1
                ? "for 1 month, renews every month"
                : `for ${monthsLabel(plan.months)}, about ${formatMoney(monthlyPrice(plan), plan.currency)} a month; renews every ${monthsLabel(plan.months)}`}
            </p>
            <PlanBuyBox plan={plan} />
          </div>
        </aside>
      </div>

      {/* On a phone the price and the way to buy stay one tap away while reading. */}
      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-line bg-surface px-4 py-3 md:hidden">
        <p className="tabular">
          <span className="font-semibold text-ink">{formatMoney(plan.discountPrice, plan.currency)}</span>
          <span className="text-sm text-muted"> for {monthsLabel(plan.months)}</span>
        </p>
        <a href="#buy-plan-box" className={buttonClasses("primary")}>
          Buy this plan
        </a>
      </div>
    </div>
  );
}

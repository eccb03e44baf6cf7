import { GOALS, type Goal, PLAN_FILTER_TIERS, PLAN_KINDS, type Plan, type PlanKind } from "@ojas/domain";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { ChoiceGroup } from "../../components/ui/ChoiceGroup.tsx";
import { PlanCard } from "./PlanCard.tsx";
import { filterPlans, GOAL_NAMES, KIND_NAMES, planFacets, TIER_NAMES, type TierFilter } from "./plans.ts";

const ALL_GOALS = "ALL";

/** A query value if it is one of the allowed ones (links such as /plans?kind=FITNESS preselect a filter). */
function fromQuery<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T | null {
  const value = params.get(name)?.toUpperCase().replaceAll("-", "_");
  return allowed.find((v) => v === value) ?? null;
}

/**
 * A landing's plans: filters by tier (SPEC.md's PRO, LITE, ALL), and by kind and goal when the block spans
 * several, over a row of plan cards that scrolls sideways on a phone.
 */
export function PlanBlock({ plans }: { plans: readonly Plan[] }) {
  const id = useId();
  const facets = planFacets(plans);
  const [params] = useSearchParams();
  const [tier, setTier] = useState<TierFilter>(() => fromQuery(params, "tier", PLAN_FILTER_TIERS) ?? "ALL");
  const [kind, setKind] = useState<PlanKind>(
    () =>
      fromQuery(params, "kind", facets.kinds.length ? facets.kinds : PLAN_KINDS) ??
      facets.kinds[facets.kinds.length - 1] ??
      "FITNESS",
  );
  const [goal, setGoal] = useState<Goal | typeof ALL_GOALS>(
    () => fromQuery(params, "goal", facets.goals.length ? facets.goals : GOALS) ?? ALL_GOALS,
  );
  const shown = filterPlans(plans, {
    tier,
    kind: facets.kinds.length > 1 ? kind : undefined,
    goal: goal === ALL_GOALS ? undefined : goal,
  });
  return (
    <div data-testid="plan-block">
      <div className="flex flex-col gap-4">
        {facets.kinds.length > 1 ? (
          <ChoiceGroup
            name={`${id}-kind`}
            legend="Plan type"
            value={kind}
            onChange={setKind}
            choices={facets.kinds.map((value) => ({ value, label: KIND_NAMES[value] }))}
          />
        ) : null}
        {facets.goals.length > 1 ? (
          <ChoiceGroup
            name={`${id}-goal`}
            legend="Goal"
            value={goal}
            onChange={setGoal}
            choices={[
              { value: ALL_GOALS, label: "All goals" },
              ...facets.goals.map((value) => ({ value, label: GOAL_NAMES[value] })),
            ]}
          />
        ) : null}
        {facets.tiers.length > 2 ? (
          <ChoiceGroup
            name={`${id}-tier`}
            legend="Coaching"
            value={tier}
            onChange={setTier}
            choices={facets.tiers.map((value) => ({ value, label: TIER_NAMES[value] }))}
          />
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown.length === 1 ? "1 plan" : `${shown.length} plans`}
      </p>
      <ul className="relative -mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
        {shown.map((plan) => (
          <li key={plan.planId} className="w-[85%] shrink-0 snap-start sm:w-auto">
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </div>
  );
}

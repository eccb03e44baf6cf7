import type { Plan, Subscription } from "@ojas/domain";
import { useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Modal } from "../../components/ui/Modal.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { monthlyPrice } from "../../lib/plans.ts";
import { planChangeText } from "./subscription-labels.ts";
import { subscriptionsApi } from "./subscriptions-api.ts";

interface Props {
  subscription: Subscription;
  onClose: () => void;
  onConfirm: (planId: string) => Promise<string | null>;
}

type Load = { state: "loading" } | { state: "failed"; text: string } | { state: "ready"; plans: Plan[] };

/** Choose another plan of the same kind: dearer ones start now, cheaper ones at the period's end. */
export function ChangePlanDialog({ subscription, onClose, onConfirm }: Props) {
  const api = useApi();
  const format = useMarketFormat();
  const id = useId();
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    subscriptionsApi.plansOfKind(api, subscription.kind).then(
      (plans) => live && setLoad({ state: "ready", plans }),
      (failure) => live && setLoad({ state: "failed", text: failureText(failure) }),
    );
    return () => {
      live = false;
    };
  }, [api, subscription.kind]);

  const plans = load.state === "ready" ? load.plans : [];
  const current = plans.find((plan) => plan.planId === subscription.planId);
  const others = plans.filter((plan) => plan.planId !== subscription.planId);
  const chosenPlan = others.find((plan) => plan.planId === chosen);
  const change =
    chosenPlan && current
      ? planChangeText(
          { monthly: monthlyPrice(current) },
          { monthly: monthlyPrice(chosenPlan) },
          subscription.currentPeriod?.end ?? null,
          format,
        )
      : null;

  const submit = async () => {
    if (!chosen) return;
    setPending(true);
    setError(await onConfirm(chosen));
    setPending(false);
  };

  return (
    <Modal open onClose={onClose} labelledBy={`${id}-title`}>
      <div className="flex flex-col gap-4">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
          Change plan
        </h2>
        {load.state === "loading" && <p className="text-muted">Loading plans…</p>}
        {load.state === "failed" && (
          <p role="alert" className="text-error">
            {load.text}
          </p>
        )}
        {load.state === "ready" && others.length === 0 && (
          <p className="text-muted">There is no other plan of this kind to move to.</p>
        )}
        {others.length > 0 && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-semibold text-ink">New plan</legend>
            {others.map((plan) => (
              <label key={plan.planId} className="flex items-start gap-3 rounded-card border border-line p-3">
                <input
                  type="radio"
                  name="plan"
                  checked={chosen === plan.planId}
                  onChange={() => setChosen(plan.planId)}
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">{plan.name}</span>
                  <span className="text-sm text-muted">
                    {format.money(plan.discountPrice, plan.currency)} for {plan.months}{" "}
                    {plan.months === 1 ? "month" : "months"}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {change && (
          <p className="rounded-card bg-accent-soft p-3 text-sm text-ink" data-testid="plan-change-kind">
            {change.text}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="button" disabled={!chosen} pending={pending} onClick={() => void submit()}>
            Change plan
          </Button>
        </div>
      </div>
    </Modal>
  );
}

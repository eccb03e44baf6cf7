import { GOALS, type Goal, PLAN_KINDS, type PlanKind } from "@ojas/domain";
import { type FormEvent, useId, useState } from "react";
import { GOAL_NAMES, KIND_NAMES, type PlanQuizAnswers } from "../../lib/plans.ts";
import { Button } from "../ui/Button.tsx";
import { ChoiceGroup } from "../ui/ChoiceGroup.tsx";

const TIER_CHOICES = [
  { value: "PRO", label: "A coach every week", hint: "Pro" },
  { value: "LITE", label: "At my own pace", hint: "Lite" },
] as const;

const KIND_HINTS: Record<PlanKind, string> = {
  FITNESS: "Workouts and movement",
  NUTRITION: "What and when you eat",
  FITNESSXNUTRITION: "Both, together",
};

/**
 * The subscription quiz (user.subscriptionQuizResponse, saved as the quiz text's "plans" part): a goal, what
 * to work on and how much coaching, before choosing a plan. Three questions, one screen.
 */
export function PlanQuiz({
  answers,
  onSubmit,
  saving,
}: {
  answers: PlanQuizAnswers | null;
  onSubmit: (answers: PlanQuizAnswers) => void;
  saving: boolean;
}) {
  const id = useId();
  const [goal, setGoal] = useState<Goal | null>(answers?.goal ?? null);
  const [kind, setKind] = useState<PlanKind | null>(answers?.kind ?? null);
  const [tier, setTier] = useState<PlanQuizAnswers["tier"] | null>(answers?.tier ?? null);
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!goal || !kind || !tier) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({ goal, kind, tier });
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-describedby={`${id}-missing`}
      data-testid="plan-quiz"
    >
      <ChoiceGroup
        name={`${id}-goal`}
        legend="What's your main goal?"
        value={goal}
        onChange={setGoal}
        choices={GOALS.map((value) => ({ value, label: GOAL_NAMES[value] }))}
      />
      <ChoiceGroup
        name={`${id}-kind`}
        legend="What do you want help with?"
        value={kind}
        onChange={setKind}
        choices={PLAN_KINDS.map((value) => ({ value, label: KIND_NAMES[value], hint: KIND_HINTS[value] }))}
      />
      <ChoiceGroup
        name={`${id}-tier`}
        legend="How much coaching suits you?"
        value={tier}
        onChange={setTier}
        choices={TIER_CHOICES}
      />
      <p id={`${id}-missing`} role="alert" className="text-sm text-error">
        {missing ? "Answer all three questions to see your plans." : ""}
      </p>
      <Button type="submit" pending={saving} pendingLabel="Saving…" className="self-start">
        Show my plans
      </Button>
    </form>
  );
}

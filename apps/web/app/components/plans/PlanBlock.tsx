import { GOALS, type Goal, type PlanKind } from "@ojas/domain";
import { useEffect, useId, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useApi } from "../../lib/auth/auth-api.ts";
import {
  filterPlans,
  GOAL_NAMES,
  initialTier,
  KIND_NAMES,
  loadPlanBlock,
  type PlanBlockData,
  type PlanCardData,
  type PlanQuizAnswers,
  planFacets,
  rankPlansByQuiz,
  readPlanQuiz,
  TIER_NAMES,
  type TierFilter,
} from "../../lib/plans.ts";
import { readAccountQuiz, readLocalQuiz, saveQuizPart } from "../../lib/quiz.ts";
import { useAppSelector } from "../../lib/store.ts";
import { Button } from "../ui/Button.tsx";
import { ChoiceGroup } from "../ui/ChoiceGroup.tsx";
import { PlanCard } from "./PlanCard.tsx";
import { PlanQuiz } from "./PlanQuiz.tsx";

/** The quiz text's part with the plan quiz's answers (lib/quiz.ts). */
const QUIZ_KEY = "plans";

const ALL_GOALS = "ALL";

/** A query value if it is one of the allowed ones (links such as /plans?tier=LITE preselect a filter). */
function fromQuery<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): T | null {
  const value = params.get(name)?.toUpperCase().replaceAll("-", "_");
  return allowed.find((v) => v === value) ?? null;
}

type KindState = { status: "loaded"; plans: PlanCardData[] } | { status: "loading" } | { status: "failed" };

/**
 * A landing's plans: filters by tier (PRO, LITE, ALL), by kind when the block spans several (the
 * page carries one kind; another is fetched when chosen) and by goal when it spans several, over a row of
 * plan cards that scrolls sideways on a phone.
 */
export function PlanBlock({ items, kinds, initialKind, query }: PlanBlockData) {
  const id = useId();
  const api = useApi();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [byKind, setByKind] = useState<Partial<Record<PlanKind, KindState>>>(() => ({
    [initialKind]: { status: "loaded", plans: items },
  }));
  const [kind, setKind] = useState<PlanKind>(initialKind);
  // ?tier= picks a tier; /plans/lite opens on LITE.
  const [tier, setTier] = useState<TierFilter>(() => initialTier(pathname, params));
  const [goal, setGoal] = useState<Goal | typeof ALL_GOALS>(
    () => fromQuery(params, "goal", GOALS) ?? ALL_GOALS,
  );

  const isLoggedIn = useAppSelector((state) => state.user.isLoggedIn);
  const [answers, setAnswers] = useState<PlanQuizAnswers | null>(null);
  const [savingQuiz, setSavingQuiz] = useState(false);
  const [quizOpen, setQuizOpen] = useState(false);

  // Answers given before (this browser's, or the account's) rank the plans; they never hide any.
  useEffect(() => {
    let live = true;
    const local = readPlanQuiz(readLocalQuiz(window.localStorage)[QUIZ_KEY]);
    if (local) setAnswers(local);
    if (isLoggedIn) {
      void readAccountQuiz(api).then((quiz) => {
        const saved = readPlanQuiz(quiz[QUIZ_KEY]);
        if (live && saved) setAnswers(saved);
      });
    }
    return () => {
      live = false;
    };
  }, [api, isLoggedIn]);

  async function answerQuiz(next: PlanQuizAnswers) {
    setSavingQuiz(true);
    await saveQuizPart(QUIZ_KEY, next, { api, storage: window.localStorage, hasSession: isLoggedIn });
    setSavingQuiz(false);
    setAnswers(next);
    setQuizOpen(false);
    // The answers preset the filters: that goal, that kind, every tier (the chosen one ranked first).
    setGoal(next.goal);
    setTier("ALL");
    if (kinds.includes(next.kind)) chooseKind(next.kind);
  }

  const current = byKind[kind];
  const plans = current?.status === "loaded" ? current.plans : [];
  const facets = planFacets(current?.status === "loaded" ? plans : items);

  async function load(next: PlanKind) {
    setByKind((all) => ({ ...all, [next]: { status: "loading" } }));
    try {
      const loaded = await loadPlanBlock(api, { ...query, kind: next });
      setByKind((all) => ({ ...all, [next]: { status: "loaded", plans: loaded.items } }));
    } catch {
      setByKind((all) => ({ ...all, [next]: { status: "failed" } }));
    }
  }

  function chooseKind(next: PlanKind) {
    setKind(next);
    if (!byKind[next] || byKind[next]?.status === "failed") void load(next);
  }

  const shown = rankPlansByQuiz(
    filterPlans(plans, { tier, goal: goal === ALL_GOALS ? undefined : goal }),
    answers,
  );
  return (
    <div data-testid="plan-block">
      {kinds.length > 1 ? (
        <div className="mb-6 rounded-card border border-line bg-surface p-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink">
              {answers
                ? `Ranked for you: ${GOAL_NAMES[answers.goal].toLowerCase()}, ${KIND_NAMES[answers.kind].toLowerCase()}, ${answers.tier === "PRO" ? "weekly coaching" : "at your own pace"}.`
                : "Not sure which plan? Three questions and we'll put the best fits first."}
            </p>
            <Button
              variant="secondary"
              aria-expanded={quizOpen}
              aria-controls={`${id}-quiz`}
              onClick={() => setQuizOpen((open) => !open)}
            >
              {answers ? "Change my answers" : "Help me choose"}
            </Button>
          </div>
          {quizOpen ? (
            <div id={`${id}-quiz`} className="mt-4">
              <PlanQuiz answers={answers} onSubmit={(next) => void answerQuiz(next)} saving={savingQuiz} />
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-4">
        {kinds.length > 1 ? (
          <ChoiceGroup
            name={`${id}-kind`}
            legend="Plan type"
            value={kind}
            onChange={chooseKind}
            choices={kinds.map((value) => ({ value, label: KIND_NAMES[value] }))}
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
        {current?.status === "loading"
          ? "Loading plans"
          : current?.status === "failed"
            ? "Plans could not be loaded"
            : shown.length === 1
              ? "1 plan"
              : `${shown.length} plans`}
      </p>
      {current?.status === "loading" ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((n) => (
            <div key={n} className="h-96 animate-pulse rounded-card bg-line/40" />
          ))}
        </div>
      ) : current?.status === "failed" ? (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <p className="text-error">We could not load these plans.</p>
          <Button variant="secondary" onClick={() => void load(kind)}>
            Try again
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-6 text-muted">
          No {KIND_NAMES[kind].toLowerCase()} plans here yet. Try another plan type or goal.
        </p>
      ) : (
        <ul className="relative -mx-4 mt-6 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
          {shown.map((plan) => (
            <li key={plan.planId} className="w-[85%] shrink-0 snap-start sm:w-auto">
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { SKIN_CONCERNS, type SkinConcern, type SkinType } from "@ojas/domain";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { CHOICE_PILL, ChoiceGroup, HIDDEN_INPUT } from "../../components/ui/ChoiceGroup.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { useMarketPath } from "../../lib/market.ts";
import { readLocalQuiz, saveQuizPart } from "../../lib/quiz.ts";
import { useAppSelector } from "../../lib/store.ts";
import {
  answersFromSaved,
  answersToQuery,
  CONCERN_NAMES,
  MAX_CONCERNS,
  type Routine,
  SKIN_FEEL,
  type SkinAnswers,
} from "./assessment.ts";

interface Draft {
  skinType: SkinType | null;
  concerns: SkinConcern[];
  sensitive: "yes" | "no";
  routine: Routine;
}

const toDraft = (answers: SkinAnswers | null): Draft => ({
  skinType: answers?.skinType ?? null,
  concerns: answers?.concerns ?? [],
  sensitive: answers?.sensitive ? "yes" : "no",
  routine: answers?.routine ?? "complete",
});

function Question({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`q-${n}`} className="rounded-card border border-line bg-surface p-5 sm:p-6">
      <p className="text-sm font-semibold text-accent tabular">Question {n} of 4</p>
      <h2 id={`q-${n}`} className="mt-1 text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The four questions. Submitting keeps the answers (this browser, and the account when signed in) and opens
 * the result; without JavaScript the form still opens the result with the answers in its URL.
 */
export function AssessmentForm({ saved }: { saved: SkinAnswers | null }) {
  const [draft, setDraft] = useState(() => toDraft(saved));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const api = useApi();
  const navigate = useNavigate();
  const href = useMarketPath();
  const hasSession = useAppSelector((state) => state.user.isLoggedIn);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (saved) return;
    const local = answersFromSaved(readLocalQuiz(window.localStorage).skin);
    if (local) setDraft(toDraft(local));
  }, []);

  function toggleConcern(concern: SkinConcern, on: boolean) {
    setDraft((d) => ({
      ...d,
      concerns: on
        ? [...d.concerns, concern].slice(0, MAX_CONCERNS)
        : d.concerns.filter((c) => c !== concern),
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft.skinType) {
      setError("Tell us how your skin feels after washing.");
      document.getElementById("q-1")?.scrollIntoView({ block: "center" });
      return;
    }
    setError(null);
    setBusy(true);
    const answers: SkinAnswers = {
      skinType: draft.skinType,
      concerns: draft.concerns,
      sensitive: draft.sensitive === "yes",
      routine: draft.routine,
    };
    await saveQuizPart(
      "skin",
      { ...answers, savedAt: Date.now() },
      { api, storage: window.localStorage, hasSession },
    );
    setBusy(false);
    navigate(`${href("/skin/assessment/result")}?${answersToQuery(answers)}`);
  }

  const full = draft.concerns.length >= MAX_CONCERNS;
  return (
    <form
      method="get"
      action={href("/skin/assessment/result")}
      onSubmit={submit}
      noValidate
      className="mt-8 flex max-w-3xl flex-col gap-5"
      data-testid="skin-assessment"
    >
      <Question n={1} title="How does your skin feel a few hours after washing?">
        <ChoiceGroup
          name="skinType"
          legend="How your skin feels"
          hideLegend
          look="card"
          value={draft.skinType}
          onChange={(skinType) => {
            setError(null);
            setDraft((d) => ({ ...d, skinType }));
          }}
          choices={SKIN_FEEL.map((f) => ({ value: f.skinType, label: f.label, hint: f.hint }))}
        />
        {error ? (
          <p role="alert" className="mt-3 text-sm text-error">
            {error}
          </p>
        ) : null}
      </Question>

      <Question n={2} title="What would you most like to change?">
        <fieldset>
          <legend className="text-sm text-muted">
            Choose up to {MAX_CONCERNS}, the most important first.
          </legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {SKIN_CONCERNS.map((concern) => {
              const checked = draft.concerns.includes(concern);
              const order = draft.concerns.indexOf(concern) + 1;
              return (
                <label
                  key={concern}
                  className={`${CHOICE_PILL} has-disabled:no-underline has-disabled:opacity-60`}
                >
                  <input
                    type="checkbox"
                    name="concern"
                    value={concern}
                    checked={checked}
                    disabled={!checked && full}
                    onChange={(e) => toggleConcern(concern, e.target.checked)}
                    className={HIDDEN_INPUT}
                  />
                  {checked ? (
                    <span
                      aria-hidden="true"
                      className="flex size-5 items-center justify-center rounded-full bg-accent text-xs text-on-accent tabular"
                    >
                      {order}
                    </span>
                  ) : null}
                  {CONCERN_NAMES[concern]}
                </label>
              );
            })}
          </div>
        </fieldset>
      </Question>

      <Question n={3} title="Do new products sometimes sting, burn or redden your skin?">
        <ChoiceGroup
          name="sensitive"
          legend="Reacts to new products"
          hideLegend
          value={draft.sensitive}
          onChange={(sensitive) => setDraft((d) => ({ ...d, sensitive }))}
          choices={[
            { value: "yes", label: "Yes, often" },
            { value: "no", label: "Rarely or never" },
          ]}
        />
      </Question>

      <Question n={4} title="How many steps do you want in your routine?">
        <ChoiceGroup
          name="routine"
          legend="Routine length"
          hideLegend
          look="card"
          value={draft.routine}
          onChange={(routine) => setDraft((d) => ({ ...d, routine }))}
          choices={[
            { value: "minimal", label: "Keep it simple", hint: "3 steps: cleanse, moisturise, protect." },
            { value: "complete", label: "Complete", hint: "4 steps, with a serum for your main concern." },
          ]}
        />
      </Question>

      <Button
        type="submit"
        size="lg"
        pending={busy}
        pendingLabel="Finding your routine"
        className="self-start"
      >
        See my routine
      </Button>
    </form>
  );
}

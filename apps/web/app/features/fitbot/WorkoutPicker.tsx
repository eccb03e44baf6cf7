import { FITNESS_SUB_CATEGORIES, type FitnessSubCategory, type Workout } from "@ojas/domain";
import { useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { CATEGORY_NAMES } from "./labels.ts";

type Filter = FitnessSubCategory | "ALL";

interface Props {
  /** From the page's loader; null when they could not be loaded there. */
  workouts: Workout[] | null;
  onStart: (workout: Workout) => void;
}

/** FitBot's workouts by category, each with its exercises and a Start button. */
export function WorkoutPicker({ workouts: loaded, onStart }: Props) {
  const api = useApi();
  const [workouts, setWorkouts] = useState(loaded);
  const [retry, setRetry] = useState<{ kind: "idle" | "loading" } | { kind: "failed"; text: string }>({
    kind: "idle",
  });
  const [filter, setFilter] = useState<Filter>("ALL");

  const reload = () => {
    setRetry({ kind: "loading" });
    api
      .get<{ workouts: Workout[] }>("/api/fitness/v1/workouts")
      .then((body) => {
        setWorkouts(body.workouts);
        setRetry({ kind: "idle" });
      })
      .catch((error) => setRetry({ kind: "failed", text: failureText(error) }));
  };

  const shown = (workouts ?? []).filter((w) => filter === "ALL" || w.category === filter);
  return (
    <section
      id="workouts"
      aria-labelledby="workouts-title"
      className="mx-auto max-w-7xl scroll-mt-24 px-4 pt-10 sm:px-6"
    >
      <h2 id="workouts-title" className="text-title font-semibold text-ink">
        Pick a workout
      </h2>
      <p className="mt-2 max-w-2xl text-muted">
        FitBot counts you through every exercise and rest. Pause any time; your place is kept if you close the
        page.
      </p>

      {workouts === null ? (
        retry.kind === "loading" ? (
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            <span className="sr-only">Loading workouts</span>
            <Skeleton className="h-72 w-full" />
            <Skeleton className="h-72 w-full" />
            <Skeleton className="h-72 w-full" />
          </div>
        ) : (
          <div role="alert" className="mt-6 rounded-card border border-line bg-surface p-5">
            <p className="text-error">
              {retry.kind === "failed" ? retry.text : "The workouts could not be loaded."}
            </p>
            <Button variant="secondary" className="mt-3" onClick={reload}>
              Try again
            </Button>
          </div>
        )
      ) : (
        <>
          <fieldset className="mt-6">
            <legend className="sr-only">Category</legend>
            <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
              {(["ALL", ...FITNESS_SUB_CATEGORIES] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={filter === value}
                  onClick={() => setFilter(value)}
                  className={`min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors ${
                    filter === value
                      ? "border-accent bg-accent text-white"
                      : "border-line bg-surface text-ink hover:border-accent"
                  }`}
                >
                  {value === "ALL" ? "All" : CATEGORY_NAMES[value]}
                </button>
              ))}
            </div>
          </fieldset>
          {shown.length === 0 ? (
            <p className="mt-6 text-muted">No workouts in this category yet.</p>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((w) => (
                <li key={w.workoutId}>
                  <WorkoutCard workout={w} onStart={() => onStart(w)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function WorkoutCard({ workout, onStart }: { workout: Workout; onStart: () => void }) {
  const titleId = `workout-${workout.workoutId}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-card border border-line bg-surface p-4"
      data-testid="workout-card"
      data-workout-id={workout.workoutId}
    >
      {workout.exercises[0] ? (
        <img
          src={workout.exercises[0].image}
          alt=""
          width={240}
          height={180}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-xl object-cover"
        />
      ) : null}
      <p className="mt-3 text-xs font-semibold uppercase tracking-widest text-accent">
        {CATEGORY_NAMES[workout.category]} · {workout.level}
      </p>
      <h3 id={titleId} className="mt-1 text-lg font-semibold text-ink">
        {workout.title}
      </h3>
      <p className="mt-1 text-sm text-muted">
        About {workout.minutes} min · {workout.exercises.length} exercises
      </p>
      <p className="mt-2 text-sm text-ink">{workout.description}</p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer py-2 font-semibold text-accent">See the exercises</summary>
        <ol className="list-decimal space-y-1 pl-5 text-ink">
          {workout.exercises.map((e) => (
            <li key={e.exerciseId}>
              {e.name} · {e.seconds ? `${e.seconds} s` : `${e.reps} reps`}
              {e.restSeconds ? `, ${e.restSeconds} s rest` : ""}
            </li>
          ))}
        </ol>
      </details>
      <Button className="mt-auto w-full" onClick={onStart} aria-describedby={titleId}>
        Start workout
      </Button>
    </article>
  );
}

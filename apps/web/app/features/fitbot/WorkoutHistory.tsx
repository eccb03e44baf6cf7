import type { WorkoutHistory as History, WorkoutResult } from "@ojas/domain";
import { useCallback, useEffect, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { CATEGORY_NAMES } from "./labels.ts";

const PAGE = 10;

export const fetchHistory = (api: ReturnType<typeof useApi>, nextToken?: string) =>
  api.get<History>("/api/fitness/v1/workout-results", { limit: PAGE, nextToken });

type Load =
  | { kind: "loading" }
  | { kind: "failed"; text: string }
  | { kind: "ready"; results: WorkoutResult[]; nextToken: string | null; more: "idle" | "loading" | string };

/**
 * The signed-in shopper's past workouts, newest first, ten at a time (GET /api/fitness/v1/workout-results).
 * `version` reloads it (after a result is saved); `onFirst` hears the newest result.
 */
export function WorkoutHistory({
  version = 0,
  headingLevel = "h2",
  onFirst,
}: {
  version?: number;
  headingLevel?: "h2" | "h3";
  onFirst?: (result: WorkoutResult | null) => void;
}) {
  const api = useApi();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const first = useCallback((r: WorkoutResult | null) => onFirst?.(r), [onFirst]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version and attempt ask for a reload
  useEffect(() => {
    let live = true;
    setLoad({ kind: "loading" });
    fetchHistory(api)
      .then((page) => {
        if (!live) return;
        setLoad({ kind: "ready", results: page.results, nextToken: page.nextToken, more: "idle" });
        first(page.results[0] ?? null);
      })
      .catch((error) => live && setLoad({ kind: "failed", text: failureText(error) }));
    return () => {
      live = false;
    };
  }, [api, version, attempt]);

  const more = () => {
    if (load.kind !== "ready" || !load.nextToken) return;
    setLoad({ ...load, more: "loading" });
    fetchHistory(api, load.nextToken)
      .then((page) =>
        setLoad({
          kind: "ready",
          results: [...load.results, ...page.results],
          nextToken: page.nextToken,
          more: "idle",
        }),
      )
      .catch((error) => setLoad({ ...load, more: failureText(error) }));
  };

  const Heading = headingLevel;
  return (
    <section aria-labelledby="workout-history" data-testid="workout-history">
      <Heading id="workout-history" className="text-xl font-semibold text-ink">
        Your workouts
      </Heading>
      {load.kind === "loading" ? (
        <div className="mt-4 flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading your workouts</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : load.kind === "failed" ? (
        <div role="alert" className="mt-4 rounded-card border border-line bg-surface p-5">
          <p className="text-error">{load.text}</p>
          <Button variant="secondary" className="mt-3" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : load.results.length === 0 ? (
        <p className="mt-4 text-muted">No workouts yet. Finished FitBot workouts show up here.</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-surface">
            {load.results.map((r) => (
              <HistoryRow key={r.resultId} result={r} />
            ))}
          </ul>
          {load.nextToken ? (
            <div className="mt-4">
              <Button variant="secondary" onClick={more} pending={load.more === "loading"}>
                Show more
              </Button>
              {load.more !== "idle" && load.more !== "loading" ? (
                <p role="alert" className="mt-2 text-sm text-error">
                  {load.more}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

const when = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

function HistoryRow({ result }: { result: WorkoutResult }) {
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
      data-testid="history-row"
    >
      <div className="min-w-0">
        <p className="font-semibold text-ink">{result.title}</p>
        <p className="text-sm text-muted">
          {CATEGORY_NAMES[result.category]} ·{" "}
          <time dateTime={new Date(result.finishedAt).toISOString()}>{when.format(result.finishedAt)}</time>
        </p>
      </div>
      <p className="text-sm tabular text-ink">
        {result.minutes} min · {result.exercisesDone}/{result.exercisesTotal} exercises · ≈{result.calories}{" "}
        kcal
      </p>
    </li>
  );
}

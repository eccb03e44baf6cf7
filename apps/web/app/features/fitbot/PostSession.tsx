import { estimateCalories, sessionMinutes, type WorkoutResult } from "@ojas/domain";
import { useCallback, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button, ButtonLink, buttonClasses } from "../../components/ui/Button.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { ApiError } from "../../lib/api.ts";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { marketLoginPopupUrl } from "../../lib/auth/redirect.ts";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { useAppSelector } from "../../lib/store.ts";
import { deviceStorage, loadPending, type PendingResult, savePending } from "./fitbot-storage.ts";
import { WorkoutHistory } from "./WorkoutHistory.tsx";

/** What the summary shows, from the API's answer or, before it is saved, from the device. */
interface Summary {
  title: string;
  minutes: number;
  calories: number;
  exercisesDone: number;
  exercisesTotal: number;
  saved: boolean;
}

const fromResult = (r: WorkoutResult): Summary => ({ ...r, saved: true });

function fromPending(p: PendingResult): Summary {
  const activeSeconds = p.exercisesDone.reduce((sum, e) => sum + e.seconds, 0);
  return {
    title: p.title,
    minutes: sessionMinutes(p.startedAt, p.finishedAt),
    calories: estimateCalories({ category: p.category, activeSeconds, restSeconds: p.restSeconds }),
    exercisesDone: p.exercisesDone.length,
    exercisesTotal: p.exercisesTotal,
    saved: false,
  };
}

type Save =
  | { kind: "checking" }
  | { kind: "none" }
  | { kind: "saving"; pending: PendingResult }
  | { kind: "signIn"; pending: PendingResult }
  | { kind: "failed"; pending: PendingResult; text: string; retry: boolean }
  | { kind: "saved"; result: WorkoutResult };

/**
 * /fitness/fitbot/workout/post-session/results/: the session just finished (saved to the shopper's account
 * once signed in; kept on the device until then) and the shopper's past workouts.
 */
export function PostSession() {
  const api = useApi();
  const href = useMarketPath();
  const market = useMarket();
  const open = useOpenLoginPopup();
  const { pathname } = useLocation();
  const { isLoggedIn, isGuestUser, isRenewing } = useAppSelector((state) => state.user);
  const signedIn = isLoggedIn && !isGuestUser;
  const [save, setSave] = useState<Save>({ kind: "checking" });
  const [latest, setLatest] = useState<WorkoutResult | null>(null);
  const [version, setVersion] = useState(0);

  const send = useCallback(
    (pending: PendingResult) => {
      setSave({ kind: "saving", pending });
      const { clientResultId, startedAt, finishedAt, exercisesDone } = pending;
      api
        .post<WorkoutResult>(`/api/fitness/v1/workouts/${encodeURIComponent(pending.workoutId)}/results`, {
          clientResultId,
          startedAt,
          finishedAt,
          exercisesDone,
        })
        .then((result) => {
          savePending(deviceStorage(), null);
          setSave({ kind: "saved", result });
          setVersion((v) => v + 1);
        })
        .catch((error) => {
          if (error instanceof ApiError && error.code === 4011) return setSave({ kind: "signIn", pending });
          // A result the API will never take (a workout gone, a refused session) is not worth retrying.
          const retry = !(
            error instanceof ApiError &&
            (error.code === 4000 || error.code === 4040 || error.code === 4090)
          );
          setSave({ kind: "failed", pending, text: failureText(error), retry });
        });
    },
    [api],
  );

  useEffect(() => {
    if (isRenewing) return;
    setSave((current) => {
      if (current.kind === "saving" || current.kind === "saved") return current;
      const pending = loadPending(deviceStorage());
      if (!pending) return { kind: "none" };
      if (!signedIn) return { kind: "signIn", pending };
      queueMicrotask(() => send(pending));
      return { kind: "saving", pending };
    });
  }, [signedIn, isRenewing, send]);

  const discard = () => {
    savePending(deviceStorage(), null);
    setSave({ kind: "none" });
  };

  const summary: Summary | null =
    save.kind === "saved"
      ? fromResult(save.result)
      : save.kind === "saving" || save.kind === "signIn" || save.kind === "failed"
        ? fromPending(save.pending)
        : latest
          ? fromResult(latest)
          : null;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12" data-testid="workout-results">
      <h1 className="text-title font-semibold text-ink sm:text-display">
        {summary && save.kind !== "none" ? "Workout complete. Nice work." : "Your FitBot results"}
      </h1>

      {save.kind === "checking" ? (
        <div className="mt-6" aria-busy="true">
          <span className="sr-only">Loading your result</span>
          <Skeleton className="h-40 w-full" />
        </div>
      ) : summary ? (
        <section
          aria-labelledby="session-summary"
          className="mt-6 rounded-card border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id="session-summary" className="text-sm font-semibold uppercase tracking-widest text-accent">
            {save.kind === "none" ? "Your latest workout" : "This session"}
          </h2>
          <p className="mt-1 text-xl font-semibold text-ink" data-testid="result-title">
            {summary.title}
          </p>
          <dl className="mt-4 grid grid-cols-3 gap-4">
            <div>
              <dt className="text-sm text-muted">Duration</dt>
              <dd className="text-title font-semibold tabular text-ink" data-testid="result-minutes">
                {summary.minutes} min
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Exercises done</dt>
              <dd className="text-title font-semibold tabular text-ink" data-testid="result-exercises">
                {summary.exercisesDone}/{summary.exercisesTotal}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Calories (est.)</dt>
              <dd className="text-title font-semibold tabular text-ink" data-testid="result-calories">
                ≈{summary.calories}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted">
            Calories are an estimate from the activity's MET value and the time you spent, for an adult of
            about 70 kg; your own burn may differ.
          </p>
          <SaveStatus
            save={save}
            onRetry={(pending) => send(pending)}
            onDiscard={discard}
            signInHref={marketLoginPopupUrl(market, pathname)}
            onSignIn={() => open({ redirectUrl: null })}
          />
        </section>
      ) : (
        <p className="mt-6 text-muted">Finish a FitBot workout to see its results here.</p>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={href("/fitness/fitbot")}>Start another workout</ButtonLink>
        <ButtonLink to={href("/fitness")} variant="secondary">
          Browse classes
        </ButtonLink>
      </div>

      <div className="mt-10">
        {signedIn ? (
          <WorkoutHistory version={version} onFirst={setLatest} />
        ) : isRenewing ? null : (
          <section aria-labelledby="workout-history">
            <h2 id="workout-history" className="text-xl font-semibold text-ink">
              Your workouts
            </h2>
            <p className="mt-2 text-muted">Sign in to keep a history of your workouts.</p>
          </section>
        )}
      </div>
    </div>
  );
}

function SaveStatus({
  save,
  onRetry,
  onDiscard,
  signInHref,
  onSignIn,
}: {
  save: Save;
  onRetry: (pending: PendingResult) => void;
  onDiscard: () => void;
  signInHref: string;
  onSignIn: () => void;
}) {
  if (save.kind === "saving") {
    return (
      <p role="status" className="mt-4 text-sm text-muted">
        Saving to your account…
      </p>
    );
  }
  if (save.kind === "saved") {
    return (
      <p role="status" className="mt-4 text-sm font-semibold text-success" data-testid="result-saved">
        Saved to your workout history.
      </p>
    );
  }
  if (save.kind === "signIn") {
    return (
      <div className="mt-4 rounded-xl bg-accent-soft p-4" data-testid="result-sign-in">
        <p className="text-sm text-ink">
          Sign in to save this workout to your history. It stays on this device until you do.
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Link
            to={signInHref}
            className={buttonClasses("primary")}
            onClick={(event) => {
              event.preventDefault();
              onSignIn();
            }}
          >
            Sign in to save
          </Link>
          <Button variant="secondary" onClick={onDiscard}>
            Don't save
          </Button>
        </div>
      </div>
    );
  }
  if (save.kind === "failed") {
    return (
      <div role="alert" className="mt-4 rounded-xl border border-line p-4">
        <p className="text-sm text-error">{save.text}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          {save.retry ? (
            <Button variant="secondary" onClick={() => onRetry(save.pending)}>
              Try again
            </Button>
          ) : null}
          <Button variant="link" onClick={onDiscard}>
            Discard this result
          </Button>
        </div>
      </div>
    );
  }
  return null;
}

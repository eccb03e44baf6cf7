import {
  type PlayerEvent,
  type PlayerState,
  playerReducer,
  secondsLeft,
  type Workout,
  type WorkoutExercise,
} from "@ojas/domain";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { countdownText } from "../../lib/auth/login-form.ts";
import { deviceStorage, saveSession, stepsOf } from "./fitbot-storage.ts";

const dose = (e: WorkoutExercise) => (e.seconds ? countdownText(e.seconds) : `${e.reps} reps`);
const spokenDose = (e: WorkoutExercise) => (e.seconds ? `${e.seconds} seconds` : `${e.reps} reps`);

/** What the live region says when the exercise or the phase changes (never each second). */
function announcement(workout: Workout, state: PlayerState): string {
  const exercise = workout.exercises[state.index];
  const total = workout.exercises.length;
  if (state.phase === "finished") return "Workout finished.";
  if (!exercise) return "";
  if (state.phase === "rest") {
    return `Rest for ${Math.round((state.remainingMs ?? 0) / 1000)} seconds. Next up: ${exercise.name}, ${spokenDose(exercise)}.`;
  }
  const howTo = exercise.seconds ? "" : " Press Done when you finish.";
  return `Exercise ${state.index + 1} of ${total}: ${exercise.name}, ${spokenDose(exercise)}. ${exercise.cue}${howTo}`;
}

/**
 * Keys pressed in a control keep their own meaning there: arrows move in a text field, Space also
 * presses a focused button or link (which then does its own thing).
 */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) || target.isContentEditable) return true;
  return key === " " && ["BUTTON", "A", "SUMMARY"].includes(target.tagName);
}

interface Props {
  workout: Workout;
  initial: PlayerState;
  /** True when the session came back from a reload (it starts paused). */
  restored: boolean;
  onFinished: (state: PlayerState) => void;
  onLeave: () => void;
}

/**
 * The guided player (docs/product.md, "FitBot"): the current exercise with its picture, a countdown or its
 * reps and a Done button, rest with what comes next, pause, skip and end. Space pauses or resumes, the
 * right arrow skips. Every change is saved on the device, so a reload comes back here, paused.
 */
export function WorkoutPlayer({ workout, initial, restored, onFinished, onLeave }: Props) {
  const steps = useMemo(() => stepsOf(workout), [workout]);
  const [state, setState] = useState(initial);
  const [spoken, setSpoken] = useState("");
  const dispatch = useCallback(
    (event: Omit<PlayerEvent, "now">) =>
      setState((s) => playerReducer(s, { ...event, now: Date.now() } as PlayerEvent, steps)),
    [steps],
  );

  const running = !state.paused && state.phase !== "finished";
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: "tick" }), 250);
    return () => clearInterval(timer);
  }, [running, dispatch]);

  // Saved on every change; the finished session is handed on, not kept.
  const finished = useRef(false);
  useEffect(() => {
    if (state.phase === "finished") {
      if (finished.current) return;
      finished.current = true;
      saveSession(deviceStorage(), null);
      onFinished(state);
      return;
    }
    saveSession(deviceStorage(), { workout, player: state });
  }, [state, workout, onFinished]);

  // Announced once per exercise or rest, and on pause and resume.
  const key = `${state.index}:${state.phase}`;
  const lastKey = useRef("");
  const lastPaused = useRef(state.paused);
  useEffect(() => {
    if (key !== lastKey.current) {
      lastKey.current = key;
      setSpoken(
        restored && state.paused
          ? `Workout paused. ${announcement(workout, state)} Press Resume to carry on.`
          : announcement(workout, state),
      );
    } else if (lastPaused.current !== state.paused) {
      setSpoken(state.paused ? "Paused." : "Resumed.");
    }
    lastPaused.current = state.paused;
  }, [key, state, workout, restored]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKey(event.target, event.key)) return;
      if (event.key === " " || event.key === "Spacebar") {
        event.preventDefault();
        dispatch({ type: "togglePause" });
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        dispatch({ type: "skip" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [dispatch]);

  const total = workout.exercises.length;
  const current = workout.exercises[state.index];
  const upNext = state.phase === "rest" ? current : workout.exercises[state.index + 1];
  const left = secondsLeft(state);
  const resting = state.phase === "rest";
  const progress = Math.round(((state.index + (resting ? 0 : 0.5)) / Math.max(1, total)) * 100);

  return (
    <section
      aria-labelledby="fitbot-player-title"
      className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10"
      data-testid="fitbot-player"
    >
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">FitBot</p>
      <h1 id="fitbot-player-title" className="mt-1 text-title font-semibold text-ink">
        {workout.title}
      </h1>
      <div className="mt-4 flex items-center gap-3 text-sm text-muted">
        <span data-testid="fitbot-position">
          {resting ? "Rest" : `Exercise ${Math.min(state.index + 1, total)} of ${total}`}
        </span>
        <div
          className="h-2 flex-1 overflow-hidden rounded-full bg-line"
          role="progressbar"
          aria-label="Workout progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="h-full rounded-full bg-accent transition-all" style={{ width: `${progress}%` }} />
        </div>
      </div>

      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="fitbot-announcement">
        {spoken}
      </p>

      <div className="mt-6 grid gap-6 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_1fr] sm:p-6">
        {current ? (
          <img
            src={current.image}
            alt=""
            width={240}
            height={180}
            className={`mx-auto max-h-48 w-full rounded-xl object-contain sm:max-h-none ${resting ? "opacity-60" : ""}`}
          />
        ) : null}
        <div className="flex flex-col justify-center gap-3">
          {resting ? (
            <>
              <p className="text-sm font-semibold uppercase tracking-widest text-muted">Rest</p>
              <p
                role="timer"
                aria-label="Rest time left"
                className="text-6xl font-semibold tabular text-ink"
                data-testid="fitbot-countdown"
              >
                {countdownText(left ?? 0)}
              </p>
            </>
          ) : current ? (
            <>
              <h2 className="text-2xl font-semibold text-ink" data-testid="fitbot-exercise">
                {current.name}
              </h2>
              {current.seconds ? (
                <p
                  role="timer"
                  aria-label="Time left"
                  className="text-6xl font-semibold tabular text-ink"
                  data-testid="fitbot-countdown"
                >
                  {countdownText(left ?? 0)}
                </p>
              ) : (
                <p className="text-6xl font-semibold tabular text-ink" data-testid="fitbot-reps">
                  × {current.reps}
                  <span className="sr-only"> reps</span>
                </p>
              )}
              <p className="text-muted">{current.cue}</p>
            </>
          ) : null}
          {upNext ? (
            <p className="text-sm text-ink" data-testid="fitbot-next">
              <span className="font-semibold">Next up:</span> {upNext.name} · {dose(upNext)}
            </p>
          ) : (
            <p className="text-sm text-ink">Last exercise: finish strong.</p>
          )}
        </div>
      </div>

      {state.paused ? (
        <p className="mt-4 rounded-xl bg-accent-soft px-4 py-3 text-sm text-ink" data-testid="fitbot-paused">
          {restored ? "Welcome back. Your workout is paused where you left it." : "Paused."}
        </p>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-3">
        {!resting && current && !current.seconds ? (
          <Button size="lg" className="flex-1 sm:flex-none" onClick={() => dispatch({ type: "complete" })}>
            Done
          </Button>
        ) : null}
        <Button
          size="lg"
          variant={!resting && current && !current.seconds ? "secondary" : "primary"}
          className="flex-1 sm:flex-none"
          onClick={() => dispatch({ type: "togglePause" })}
          aria-keyshortcuts="Space"
        >
          {state.paused ? "Resume" : "Pause"}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          className="flex-1 sm:flex-none"
          onClick={() => dispatch({ type: "skip" })}
          aria-keyshortcuts="ArrowRight"
        >
          {resting ? "Skip rest" : "Skip exercise"}
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
        <Button
          variant="link"
          onClick={() => (state.done.length > 0 ? dispatch({ type: "finish" }) : onLeave())}
        >
          {state.done.length > 0 ? "End workout now" : "Leave workout"}
        </Button>
        <p className="text-sm text-muted">Keys: Space pauses or resumes, → skips.</p>
      </div>
    </section>
  );
}

import { type PlayerState, restoredPlayer, startPlayer, type Workout } from "@ojas/domain";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useMarketPath } from "../../lib/market.ts";
import {
  deviceStorage,
  loadSession,
  pendingFrom,
  savePending,
  saveSession,
  stepsOf,
} from "./fitbot-storage.ts";
import { WorkoutPicker } from "./WorkoutPicker.tsx";
import { WorkoutPlayer } from "./WorkoutPlayer.tsx";

export const RESULTS_PATH = "/fitness/fitbot/workout/post-session/results/";

interface Active {
  workout: Workout;
  player: PlayerState;
  restored: boolean;
}

/**
 * /fitness/fitbot: the landing with FitBot's workouts to pick from; a started workout takes the page over
 * with the player, and a session saved on the device comes back paused after a reload.
 */
export function FitbotPage({
  workouts,
  landing,
}: {
  workouts: Workout[] | null;
  /** The page around the picker (the route's landing). */
  landing: (picker: ReactNode) => ReactNode;
}) {
  const navigate = useNavigate();
  const href = useMarketPath();
  const [active, setActive] = useState<Active | null>(null);

  useEffect(() => {
    const saved = loadSession(deviceStorage());
    if (saved) setActive({ workout: saved.workout, player: restoredPlayer(saved.player), restored: true });
  }, []);

  const start = (workout: Workout) => {
    setActive({
      workout,
      player: startPlayer(workout.workoutId, stepsOf(workout), Date.now()),
      restored: false,
    });
    window.scrollTo({ top: 0 });
  };

  const finished = useCallback(
    (player: PlayerState) => {
      if (!active) return;
      const pending = pendingFrom(active.workout, player, crypto.randomUUID());
      if (pending) savePending(deviceStorage(), pending);
      navigate(href(RESULTS_PATH));
    },
    [active, navigate, href],
  );

  const leave = useCallback(() => {
    saveSession(deviceStorage(), null);
    setActive(null);
  }, []);

  if (active) {
    return (
      <WorkoutPlayer
        key={`${active.workout.workoutId}:${active.player.startedAt}`}
        workout={active.workout}
        initial={active.player}
        restored={active.restored}
        onFinished={finished}
        onLeave={leave}
      />
    );
  }
  return landing(<WorkoutPicker workouts={workouts} onStart={start} />);
}

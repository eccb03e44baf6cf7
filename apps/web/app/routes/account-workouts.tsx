import type { MetaFunction } from "react-router";
import { ButtonLink } from "../components/ui/Button.tsx";
import { AccountLayout } from "../features/account/AccountLayout.tsx";
import { WorkoutHistory } from "../features/fitbot/WorkoutHistory.tsx";
import { useMarketPath } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Your workouts",
    description: "Every FitBot workout you finished: time, exercises and estimated calories.",
    crumb: "Workouts",
    noindex: true,
  });

/** /account/workouts: the shopper's FitBot history (GET /api/fitness/v1/workout-results). */
export default function AccountWorkouts() {
  const href = useMarketPath();
  return (
    <AccountLayout title="Workouts" what="workout history">
      {() => (
        <div className="flex flex-col gap-6">
          <WorkoutHistory />
          <div>
            <ButtonLink to={href("/fitness/fitbot")}>Start a FitBot workout</ButtonLink>
          </div>
        </div>
      )}
    </AccountLayout>
  );
}

import type { MetaFunction } from "react-router";
import { EmptyState } from "../components/ui/EmptyState.tsx";
import { useMarketPath } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Workout complete",
    description: "Your Fitbot workout is done. Pick your next session.",
    crumb: "Workout results",
    noindex: true,
  });

/** Where a Fitbot session returns to when it ends. */
export default function WorkoutResults() {
  const href = useMarketPath();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <EmptyState
        headingLevel="h1"
        title="Workout complete. Nice work."
        text="Recovery counts too: drink some water and stretch for five minutes before your next session."
        action={{ label: "Start another workout", to: href("/fitness/fitbot") }}
        secondaryAction={{ label: "Browse classes", to: href("/fitness") }}
      />
    </div>
  );
}

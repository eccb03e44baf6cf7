import type { MetaFunction } from "react-router";
import { PostSession } from "../features/fitbot/PostSession.tsx";
import { simpleMeta } from "../lib/simple-meta.ts";

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Workout complete",
    description: "Your Fitbot workout is done: time, exercises, an estimated calorie burn and your history.",
    crumb: "Workout results",
    noindex: true,
  });

/** Where a Fitbot session returns to when it ends (docs/product.md, "FitBot"). */
export default function WorkoutResults() {
  return <PostSession />;
}

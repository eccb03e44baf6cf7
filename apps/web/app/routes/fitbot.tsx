import type { Workout } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { FitbotPage } from "../features/fitbot/FitbotPage.tsx";
import { LandingPage } from "../features/landing/LandingPage.tsx";
import { landingSharing, loadLanding } from "../features/landing/landing.ts";
import { landingMeta } from "../features/landing/landing-meta.ts";
import { apiFor } from "../lib/api.ts";
import { pageError } from "../lib/route-errors.ts";

/** /fitness/fitbot: FitBot's landing, its workouts to pick from and the guided player. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const [view, workouts] = await Promise.all([
    loadLanding(api, "fitbot", landingSharing(request, context)).catch(pageError),
    // Workouts that cannot load leave the landing in place, with a Try again.
    api
      .get<{ workouts: Workout[] }>("/api/fitness/v1/workouts")
      .then((body) => body.workouts)
      .catch(() => null),
  ]);
  return { view, workouts };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches, error }) =>
  landingMeta({ location, matches, error }, loaderData?.view, "Fitbot");

export default function Fitbot() {
  const { view, workouts } = useLoaderData<typeof loader>();
  return (
    <FitbotPage workouts={workouts} landing={(picker) => <LandingPage view={view} afterHero={picker} />} />
  );
}

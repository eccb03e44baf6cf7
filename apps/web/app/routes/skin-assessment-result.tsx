import { useEffect } from "react";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData, useNavigate } from "react-router";
import { ButtonLink } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import {
  answersFromQuery,
  answersFromSaved,
  answersToQuery,
  recommendRoutine,
} from "../features/skin-assessment/assessment.ts";
import { RoutineResult } from "../features/skin-assessment/RoutineResult.tsx";
import { apiFor } from "../lib/api.ts";
import { parseCookies, SESSION_COOKIES } from "../lib/auth/session.ts";
import { useMarketPath } from "../lib/market.ts";
import { readAccountQuiz, readLocalQuiz } from "../lib/quiz.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

/**
 * /skin/assessment/result: the routine for the answers in the URL, else for the account's saved answers;
 * without either, an invitation to take the assessment.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  let answers = answersFromQuery(new URL(request.url).searchParams);
  if (!answers && parseCookies(request.headers.get("cookie"))[SESSION_COOKIES.access]) {
    answers = answersFromSaved((await readAccountQuiz(api)).skin);
  }
  const picks = answers ? await recommendRoutine(api, answers) : [];
  return { answers, picks };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  simpleMeta(args, {
    title: "Your skin assessment result | Ojas",
    description:
      "Your skin type, what you want to change and a dermatologist-built Ojas Skin routine for it, step by step.",
    crumb: "Your skin assessment",
    keywords: ["skin assessment", "skincare routine", "Ojas Skin"],
  });

/** A visitor's answers live in this browser: open their result from there. */
function LocalAnswers() {
  const navigate = useNavigate();
  const href = useMarketPath();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const local = answersFromSaved(readLocalQuiz(window.localStorage).skin);
    if (local) navigate(`${href("/skin/assessment/result")}?${answersToQuery(local)}`, { replace: true });
  }, []);
  return null;
}

export default function SkinAssessmentResult() {
  const { answers, picks } = useLoaderData<typeof loader>();
  const href = useMarketPath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Ojas Skin" title={answers ? "Your skin assessment" : "Your skin, assessed"}>
        {answers
          ? "A routine picked for your skin type and concerns, from products in stock today."
          : "Answer four quick questions and we will pick a routine for your skin type and concerns."}
      </PageHeader>
      {answers ? (
        <RoutineResult answers={answers} picks={picks} />
      ) : (
        <>
          <LocalAnswers />
          <ButtonLink to={href("/skin/assessment")} size="lg" className="mt-8">
            Take the skin assessment
          </ButtonLink>
        </>
      )}
    </div>
  );
}

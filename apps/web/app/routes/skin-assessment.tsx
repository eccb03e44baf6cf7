import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { AssessmentForm } from "../features/skin-assessment/AssessmentForm.tsx";
import { answersFromSaved } from "../features/skin-assessment/assessment.ts";
import { apiFor } from "../lib/api.ts";
import { parseCookies, SESSION_COOKIES } from "../lib/auth/session.ts";
import { readAccountQuiz } from "../lib/quiz.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

/** /skin/assessment: the questions, started from the shopper's last answers when signed in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const hasSession = Boolean(parseCookies(request.headers.get("cookie"))[SESSION_COOKIES.access]);
  const quiz = hasSession ? await readAccountQuiz(apiFor(request, context)) : {};
  return { saved: answersFromSaved(quiz.skin) };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  simpleMeta(args, {
    title: "Skin assessment: find your routine in a minute | Ojas",
    description:
      "Four questions about how your skin feels and what you want to change, and Ojas Skin's dermatologists' routine for you.",
    crumb: "Skin assessment",
    keywords: ["skin assessment", "skin type quiz", "skincare routine", "Ojas Skin"],
  });

export default function SkinAssessment() {
  const { saved } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Ojas Skin" title="Find your routine">
        Four quick questions. Our dermatologists' rules turn your answers into a routine from Ojas Skin.
      </PageHeader>
      <AssessmentForm saved={saved} />
    </div>
  );
}

import type { SkuDetails } from "@ojas/domain";
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { RingPreferencesForm } from "../features/ring/RingPreferencesForm.tsx";
import type { RingPreferences } from "../features/ring/ring-selection.ts";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { apiFor } from "../lib/api.ts";
import { parseCookies, SESSION_COOKIES } from "../lib/auth/session.ts";
import { type QuizAnswers, readAccountQuiz } from "../lib/quiz.ts";
import { pageError } from "../lib/route-errors.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

/** /ring/preferences: the ring's variants and options, and the shopper's saved answers when signed in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFor(request, context);
  const hasSession = Boolean(parseCookies(request.headers.get("cookie"))[SESSION_COOKIES.access]);
  const [details, quiz] = await Promise.all([
    api.get<SkuDetails>("/api/catalogue/v2/skuDetails", { slug: "smart-ring" }).catch(pageError),
    hasSession ? readAccountQuiz(api) : Promise.resolve<QuizAnswers>({}),
  ]);
  const saved = (quiz.ring as Partial<RingPreferences> | undefined) ?? null;
  return { details, saved };
}

export const meta: MetaFunction<typeof loader> = (args) =>
  simpleMeta(args, {
    title: "Choose your Ojas Ring: finish, size and membership | Ojas",
    description:
      "Pick a finish and size (6 to 13), or start with the sizing kit, add a Pro membership if you like, and see your price and EMI options.",
    crumb: "Ring preferences",
    keywords: ["Ojas Ring", "ring size", "sizing kit", "smart ring"],
  });

export default function RingPreferencesPage() {
  const { details, saved } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Ojas Ring" title="Make it yours">
        A few choices and your ring is ready to order. Not sure of your size? Start with the sizing kit.
      </PageHeader>
      <RingPreferencesForm details={details} saved={saved} />
    </div>
  );
}

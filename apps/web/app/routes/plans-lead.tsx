import {
  CALLBACK_TIME_SLOTS,
  formatMoney,
  GOALS,
  marketFromPath,
  PLAN_KINDS,
  type Plan,
  PROGRAM_TYPES,
  type ProgramType,
} from "@ojas/domain";
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  useActionData,
  useLoaderData,
} from "react-router";
import { Price } from "../components/ui/Price.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { CallbackForm } from "../features/support/CallbackForm.tsx";
import { type FormResult, sendCallback, text } from "../features/support/callback.ts";
import { type Api, apiFor } from "../lib/api.ts";
import { GOAL_NAMES, KIND_NAMES, loadPlans, monthlyPrice } from "../lib/plans.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

/** The plan named by ?plan= (or the form's plan field), looked up in the market's plans; null if none. */
async function findPlan(api: Api, planId: string): Promise<Plan | null> {
  if (!planId) return null;
  const lists = await Promise.all(
    PLAN_KINDS.map((kind) => loadPlans(api, { kind, includeAllPlans: true }).catch((): Plan[] => [])),
  );
  return lists.flat().find((plan) => plan.planId === planId) ?? null;
}

const PROGRAM_NAMES: Record<ProgramType, string> = {
  YOUNG_AT_HEART: "Young at Heart",
  ISSUE_BASED_PLAN: "Goal-based plans",
};

/** What the shopper came to talk about without a plan: a goal (?goal=) or a programme (?program=). */
function interestOf(params: URLSearchParams | FormData): string | null {
  const goal = GOALS.find((g) => g === params.get("goal"));
  if (goal) return `${GOAL_NAMES[goal]} programme`;
  const program = PROGRAM_TYPES.find((p) => p === params.get("program"));
  return program ? `${PROGRAM_NAMES[program]} programme` : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const plan = await findPlan(apiFor(request, context), params.get("plan") ?? "");
  return {
    plan,
    interest: plan ? null : interestOf(params),
    hidden: Object.fromEntries(
      ["plan", "goal", "program"].flatMap((name) => {
        const value = params.get(name);
        return value ? [[name === "plan" ? "planId" : name, value]] : [];
      }),
    ) as Record<string, string>,
    timeSlots: [...CALLBACK_TIME_SLOTS],
  };
}

/** The call-back request, with the chosen plan named from the catalogue (never from the form's text). */
export async function action({ request, context }: ActionFunctionArgs) {
  const market = marketFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const api = apiFor(request, context);
  const plan = await findPlan(api, text(form, "planId"));
  const topic = plan ? `Plan ${plan.name} (${plan.planId})` : (interestOf(form) ?? "Plans");
  return sendCallback(api, market, form, topic, plan?.planId);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  simpleMeta(args, {
    title: "Talk to an Ojas coach about your plan | Ojas",
    description:
      "Leave your number and an Ojas coach calls you to understand your goal, answer your questions and start your plan.",
    crumb: "Talk to a coach",
    keywords: ["Ojas plans", "coach", "request a callback"],
  });

const STEPS = [
  "A coach calls you at the time you choose, usually within one working day.",
  "You talk through your goal, routine, food and any medical history.",
  "Your coach sets up the plan in the Ojas app and books your first check-in.",
];

export default function PlansLead() {
  const { plan, interest, hidden, timeSlots } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult<"callback"> | undefined;
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12 md:grid-cols-2">
      <div>
        <PageHeader eyebrow="Ojas Plans" title="Talk to a coach">
          {plan
            ? "Leave your number and a coach will call you to start this plan with you."
            : interest
              ? `Leave your number and a coach will call you about the ${interest}.`
              : "Leave your number and a coach will call you to find the plan that fits your goal."}
        </PageHeader>
        {plan ? (
          <section
            aria-labelledby="chosen-plan"
            data-testid="chosen-plan"
            className="mt-8 rounded-card border border-line bg-surface p-5"
          >
            <p className="text-sm text-muted">
              {KIND_NAMES[plan.kind]} · {GOAL_NAMES[plan.goal]} · {plan.tier === "PRO" ? "Pro" : "Lite"}
            </p>
            <h2 id="chosen-plan" className="mt-1 text-lg font-semibold text-ink">
              {plan.name}
            </h2>
            <Price
              amount={plan.discountPrice}
              basePrice={plan.basePrice}
              currency={plan.currency}
              className="mt-3"
            />
            <p className="mt-1 text-sm text-muted tabular">
              about {formatMoney(monthlyPrice(plan), plan.currency)} a month
            </p>
            <ul className="mt-4 space-y-2 text-sm text-ink/90">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="next-steps" className="mt-8">
          <h2 id="next-steps" className="text-lg font-semibold text-ink">
            What happens next
          </h2>
          <ol className="mt-3 space-y-3">
            {STEPS.map((step, i) => (
              <li key={step} className="flex gap-3 text-ink/90">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent tabular">
                  {i + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section
        aria-labelledby="callback"
        data-testid="callback-form"
        className="self-start rounded-card border border-line bg-surface p-6"
      >
        <h2 id="callback" className="text-xl font-semibold text-ink">
          Request a call back
        </h2>
        <CallbackForm
          result={result}
          timeSlots={timeSlots}
          topicLabel="Anything your coach should know?"
          hiddenFields={hidden}
          done="Thank you. A coach will call you within one working day."
        />
      </section>
    </div>
  );
}

import {
  type CATEGORY_SLUGS,
  GOALS as GOAL_VALUES,
  type Goal,
  type MonthPlansBody,
  minorDigits,
  monthPlansPath,
  PLAN_FILTER_TIERS as PLAN_FILTER_TIER_VALUES,
  PLAN_KINDS,
  PLAN_TIERS,
  type Plan,
  type PlanKind,
  type ProgramType,
  type SubscriptionStatus,
} from "@ojas/domain";
import type { Api } from "./api.ts";

export type TierFilter = (typeof PLAN_FILTER_TIER_VALUES)[number];

export const GOAL_NAMES: Record<Goal, string> = {
  WEIGHT_LOSS: "Weight loss",
  STAY_FIT: "Stay fit",
  HEALTHY_SKIN: "Healthy skin",
  DIABETES_REVERSAL: "Diabetes reversal",
  PRE_DIABETES_REVERSAL: "Pre-diabetes reversal",
  GUT_HEALTH: "Gut health",
};

export const KIND_NAMES: Record<PlanKind, string> = {
  FITNESS: "Fitness",
  NUTRITION: "Nutrition",
  FITNESSXNUTRITION: "Fitness + Nutrition",
};

export const TIER_NAMES: Record<TierFilter, string> = { ALL: "All plans", PRO: "Pro", LITE: "Lite" };

/** What a plan block asks for: a kind (all kinds when unset), a goal and a programme. */
export interface PlanQuery {
  kind?: PlanKind;
  goal?: Goal;
  programType?: ProgramType;
  /** Every programme's plans (a lookup by id). */
  includeAllPlans?: boolean;
}

/** The plans a block shows, one call per kind (docs/api.md, plans); an answer that is not a list counts as none. */
export async function loadPlans(api: Api, query: PlanQuery): Promise<Plan[]> {
  const kinds = query.kind ? [query.kind] : PLAN_KINDS;
  const body: MonthPlansBody = {
    healthGoals: query.goal ? [query.goal] : undefined,
    programType: query.programType,
    ...(query.includeAllPlans ? { includeAllPlans: true } : {}),
  };
  const lists = await Promise.all(
    kinds.map((kind) => api.post<{ plans: Plan[] }>(monthPlansPath(kind), body).then((r) => r.plans)),
  );
  return lists.flatMap((plans) => (Array.isArray(plans) ? plans : []));
}

/** A plan as a card shows it (the description stays on the plan's own page: it is the longest field). */
export type PlanCardData = Omit<Plan, "description">;

const toCard = ({ description: _description, ...card }: Plan): PlanCardData => card;

/** The kind a block spanning every kind opens on: coaching for training and food together. */
export const DEFAULT_PLAN_KIND: PlanKind = "FITNESSXNUTRITION";

/** A plan block's data: the plans of the kind it opens on, and which other kinds it can load. */
export interface PlanBlockData {
  /** The block's goal and programme, for loading another kind. */
  query: Omit<PlanQuery, "kind">;
  kinds: PlanKind[];
  initialKind: PlanKind;
  items: PlanCardData[];
}

/**
 * Loads a block's plans for one kind only (the page stays light); a block over every kind fetches the others
 * in the browser when asked. `preferredKind` (a link's ?kind=) picks the kind it opens on.
 */
export async function loadPlanBlock(
  api: Api,
  query: PlanQuery,
  preferredKind?: PlanKind,
): Promise<PlanBlockData> {
  const kinds = query.kind ? [query.kind] : [...PLAN_KINDS];
  const first = kinds.find((k) => k === preferredKind) ?? query.kind ?? DEFAULT_PLAN_KIND;
  const { kind: _kind, ...rest } = query;
  // A kind without plans for this goal or programme is not where the block opens: the next one is.
  for (const kind of [first, ...kinds.filter((k) => k !== first)]) {
    const items = await loadPlans(api, { ...rest, kind });
    if (items.length > 0) return { query: rest, kinds, initialKind: kind, items: items.map(toCard) };
  }
  return { query: rest, kinds, initialKind: first, items: [] };
}

/** A signed-in shopper may always go on to buy; anyone else as the plan's canBuy says. */
export function canBuyPlan(plan: Pick<Plan, "canBuy">, isLoggedIn: boolean): boolean {
  return isLoggedIn || plan.canBuy;
}

export interface PlanFilters {
  tier: TierFilter;
  kind?: PlanKind;
  goal?: Goal;
}

export function filterPlans<P extends PlanCardData>(plans: readonly P[], filters: PlanFilters): P[] {
  return plans.filter(
    (plan) =>
      (filters.tier === "ALL" || plan.tier === filters.tier) &&
      (!filters.kind || plan.kind === filters.kind) &&
      (!filters.goal || plan.goal === filters.goal),
  );
}

/** The kinds, goals and tiers present, in their canonical order: filters offer only what has plans. */
export function planFacets(plans: readonly PlanCardData[]) {
  const has = <T>(values: readonly T[], of: (plan: PlanCardData) => T) =>
    values.filter((value) => plans.some((plan) => of(plan) === value));
  return {
    kinds: has(PLAN_KINDS, (p) => p.kind),
    goals: has(Object.keys(GOAL_NAMES) as Goal[], (p) => p.goal),
    // "All plans" first: it is the default.
    tiers: ["ALL" as const, ...PLAN_TIERS.filter((tier) => plans.some((p) => p.tier === tier))],
  };
}

/** What a plan costs a month, in minor units rounded to a whole major unit (shown as "about"). */
export function monthlyPrice(plan: Pick<Plan, "discountPrice" | "months" | "currency">): number {
  const unit = 10 ** minorDigits(plan.currency);
  return Math.round(plan.discountPrice / plan.months / unit) * unit;
}

/** The call-back form about a plan: "Talk to a coach first", beside buying it. */
export function planLeadPath(planId: string): string {
  return `/plans/lead?plan=${encodeURIComponent(planId)}`;
}

// ---- A plan's own page (/plans/{kind}/{planSlug}) ----

/** The kind slugs of /plans/{kind} and /plans/{kind}/{planSlug} (SPEC's category slugs), per kind. */
export const KIND_SLUGS: Record<PlanKind, (typeof CATEGORY_SLUGS)[number]> = {
  FITNESS: "fitness",
  NUTRITION: "nutrition",
  FITNESSXNUTRITION: "fitness-nutrition",
};

/** The kind a slug names; undefined for any other text. */
export function kindFromSlug(slug: string | undefined): PlanKind | undefined {
  return PLAN_KINDS.find((kind) => KIND_SLUGS[kind] === slug);
}

/** A plan's page, without the market prefix. */
export function planPath(plan: Pick<Plan, "kind" | "slug">): string {
  return `/plans/${KIND_SLUGS[plan.kind]}/${encodeURIComponent(plan.slug)}`;
}

/** The plan of a kind's list with this slug; null when none has it. */
export function findPlanBySlug<P extends Pick<Plan, "slug">>(plans: readonly P[], slug: string): P | null {
  return plans.find((plan) => plan.slug === slug) ?? null;
}

/**
 * The lengths a plan comes in: the plans of the same goal, kind, tier and programme (this one included),
 * shortest first, one per number of months.
 */
export function durationOptions<P extends PlanCardData>(plans: readonly P[], plan: PlanCardData): P[] {
  const same = plans.filter(
    (other) =>
      other.goal === plan.goal &&
      other.kind === plan.kind &&
      other.tier === plan.tier &&
      other.programType === plan.programType &&
      other.ageGroup === plan.ageGroup,
  );
  const byMonths = new Map<number, P>();
  for (const other of same) {
    // The plan itself wins its own length.
    if (!byMonths.has(other.months) || other.planId === plan.planId) byMonths.set(other.months, other);
  }
  return [...byMonths.values()].sort((a, b) => a.months - b.months);
}

export function monthsLabel(months: number): string {
  return months === 1 ? "1 month" : `${months} months`;
}

/** What a plan's page says about it: "<name>: <tier> <kind> coaching for <goal>, <months>." */
export function planSummary(plan: PlanCardData): string {
  return `${plan.tier === "PRO" ? "Pro" : "Lite"} ${KIND_NAMES[plan.kind].toLowerCase()} coaching for ${GOAL_NAMES[
    plan.goal
  ].toLowerCase()}, ${monthsLabel(plan.months)}${plan.coach ? ` with ${plan.coach.name}` : ""}.`;
}

/** The tier a plans page opens on: ?tier= when it names one, LITE on /plans/lite, else every tier. */
export function initialTier(pathname: string, params: URLSearchParams): TierFilter {
  const asked = params.get("tier")?.toUpperCase();
  const fromQuery = PLAN_FILTER_TIER_VALUES.find((tier) => tier === asked);
  if (fromQuery) return fromQuery;
  return /\/plans\/lite\/?$/.test(pathname) ? "LITE" : "ALL";
}

// ---- Plan coupons (POST /api/pricing/v1/apply-offer-codes/plan) ----

/** A coupon priced against one plan: its first period's price after the discount. */
export interface PlanOffer {
  code: string;
  /** Minor units off the first period. */
  discount: number;
  /** What the first period costs with the coupon. */
  discountedPrice: number;
  currency: string;
  message: string;
}

/**
 * Reads the pricing answer for a plan coupon; null when the answer says the code does not apply (its
 * message is then the reason). Amounts missing from the answer are worked out from the plan's price.
 */
export function readPlanOffer(
  code: string,
  answer: Record<string, unknown>,
  plan: Pick<Plan, "discountPrice" | "currency">,
): { offer: PlanOffer } | { invalid: string } {
  const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
  const valid = answer.isValid ?? answer.isCouponValid ?? answer.valid;
  const message = typeof answer.message === "string" ? answer.message : "";
  if (valid === false) return { invalid: message || "This coupon cannot be used with this plan" };
  const price = num(answer.price) ?? plan.discountPrice;
  const discount = Math.max(0, Math.min(price, num(answer.discount) ?? num(answer.couponDiscount) ?? 0));
  const discountedPrice = num(answer.discountedPrice) ?? num(answer.finalPrice) ?? price - discount;
  return {
    offer: {
      code,
      discount,
      discountedPrice,
      currency: typeof answer.currency === "string" && answer.currency ? answer.currency : plan.currency,
      message,
    },
  };
}

// ---- After the gateway: the subscription's payment status ----

export type SubscriptionPaymentStatus = "success" | "pending" | "failed";

/**
 * SPEC's payment status mapping for a subscription: an ACTIVE one (or PAST_DUE, still in its grace) is paid,
 * a PENDING one waits for the first payment, anything else (CANCELLED, LAPSED) failed.
 */
export function paymentStatusFromSubscriptionStatus(status: SubscriptionStatus): SubscriptionPaymentStatus {
  if (status === "ACTIVE" || status === "PAST_DUE") return "success";
  return status === "PENDING" ? "pending" : "failed";
}

// ---- The plan quiz (quiz.ts's "plans" part) ----

export interface PlanQuizAnswers {
  goal: Goal;
  kind: PlanKind;
  /** Guided by a coach every week (PRO) or self-paced with check-ins (LITE). */
  tier: (typeof PLAN_TIERS)[number];
}

/** The quiz's saved answers, if they are still whole and valid (older or hand-edited data counts as none). */
export function readPlanQuiz(value: unknown): PlanQuizAnswers | null {
  if (!value || typeof value !== "object") return null;
  const { goal, kind, tier } = value as Record<string, unknown>;
  const okGoal = GOAL_VALUES.find((g) => g === goal);
  const okKind = PLAN_KINDS.find((k) => k === kind);
  const okTier = PLAN_TIERS.find((t) => t === tier);
  return okGoal && okKind && okTier ? { goal: okGoal, kind: okKind, tier: okTier } : null;
}

/** How well a plan fits the quiz's answers: goal counts most, then kind, then tier. */
export function quizFit(plan: Pick<Plan, "goal" | "kind" | "tier">, answers: PlanQuizAnswers): number {
  return (
    (plan.goal === answers.goal ? 4 : 0) +
    (plan.kind === answers.kind ? 2 : 0) +
    (plan.tier === answers.tier ? 1 : 0)
  );
}

/** Plans in the order of their fit with the answers (a stable sort: equal fits keep their order). */
export function rankPlansByQuiz<P extends Pick<Plan, "goal" | "kind" | "tier">>(
  plans: readonly P[],
  answers: PlanQuizAnswers | null,
): P[] {
  if (!answers) return [...plans];
  return plans
    .map((plan, index) => ({ plan, index, fit: quizFit(plan, answers) }))
    .sort((a, b) => b.fit - a.fit || a.index - b.index)
    .map(({ plan }) => plan);
}

const SUBSCRIPTION_ID = /^SUB-[A-Z0-9]{16}$/;
const PERIOD_CHARGE = /^(SUB-[A-Z0-9]{16}):p\d+$/;

/**
 * The subscription a confirmation page is about: ?subscriptionId=, or the period charge the gateway returns
 * as orderId ("SUB-…:p1"); null for an order's confirmation.
 */
export function subscriptionIdFromReturn(params: URLSearchParams): string | null {
  const named = params.get("subscriptionId");
  if (named && SUBSCRIPTION_ID.test(named)) return named;
  return PERIOD_CHARGE.exec(params.get("orderId") ?? "")?.[1] ?? null;
}

/**
 * What the confirmation page says for a subscription: the status mapping, except that a first payment the
 * gateway reported failed leaves the subscription PENDING (it may be tried again) and is shown as failed.
 */
export function subscriptionReturnOutcome(
  status: SubscriptionStatus,
  failedReturn: boolean,
): SubscriptionPaymentStatus {
  return failedReturn && status === "PENDING" ? "failed" : paymentStatusFromSubscriptionStatus(status);
}

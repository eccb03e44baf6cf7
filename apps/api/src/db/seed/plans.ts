import {
  type Goal,
  MARKET_INFO,
  MARKETS,
  type Market,
  PLAN_KINDS,
  PLAN_TIERS,
  type PlanKind,
  type PlanTier,
  type ProgramType,
} from "@ojas/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { planPrices, plans, sessions } from "../schema.ts";
import { DEMO_SHOPPER_ID } from "./accounts.ts";
import { TRAINERS } from "./content-trainers.ts";
import { DEMO_STAFF } from "./staff.ts";

interface GoalInfo {
  code: string;
  label: string;
  slug: string;
  pitch: string;
  feature: string;
  /** Medical programmes need at least three months to show results in blood work. */
  months: number[];
  /** Doctor-led programmes cost more per month. */
  priceFactor: number;
  coach: Record<PlanKind, string>;
}

const NUTRITIONISTS: Record<string, { name: string; role: string }> = {
  "sneha-kulkarni": { name: "Sneha Kulkarni", role: "Clinical nutritionist, weight and metabolic health" },
  "farah-siddiqui": { name: "Farah Siddiqui", role: "Registered dietitian, gut health" },
};

const GOAL_INFO: Record<Goal, GoalInfo> = {
  WEIGHT_LOSS: {
    code: "WL",
    label: "Weight Loss",
    slug: "weight-loss",
    pitch:
      "Lose fat steadily without crash diets: a calorie target set from your metabolism and habits that keep the weight off.",
    feature: "Body-composition tracking with the Ojas Smart Scale",
    months: [1, 3, 6, 12],
    priceFactor: 1,
    coach: { FITNESS: "tr-rohan-verma", NUTRITION: "sneha-kulkarni", FITNESSXNUTRITION: "sneha-kulkarni" },
  },
  STAY_FIT: {
    code: "SF",
    label: "Stay Fit",
    slug: "stay-fit",
    pitch:
      "Build strength, stamina and mobility that carry into everyday life, whatever your starting point.",
    feature: "Mobility and recovery routines guided by your Ojas Ring readiness score",
    months: [1, 3, 6, 12],
    priceFactor: 1,
    coach: { FITNESS: "tr-arjun-shetty", NUTRITION: "sneha-kulkarni", FITNESSXNUTRITION: "tr-arjun-shetty" },
  },
  HEALTHY_SKIN: {
    code: "HS",
    label: "Healthy Skin",
    slug: "healthy-skin",
    pitch:
      "Calmer, clearer skin from the inside out: less inflammation, better sleep and a routine your dermatologist approves.",
    feature: "Dermatologist-reviewed skincare routine with monthly photo check-ins",
    months: [1, 3, 6, 12],
    priceFactor: 1.1,
    coach: { FITNESS: "tr-kavya-nair", NUTRITION: "dr-meera-iyer", FITNESSXNUTRITION: "dr-meera-iyer" },
  },
  DIABETES_REVERSAL: {
    code: "DR",
    label: "Diabetes Reversal",
    slug: "diabetes-reversal",
    pitch: "A doctor-led programme to bring HbA1c down and, with your physician, reduce medication safely.",
    feature: "Endocrinologist consultations and HbA1c blood work every 3 months",
    months: [3, 6, 12],
    priceFactor: 1.5,
    coach: {
      FITNESS: "tr-rohan-verma",
      NUTRITION: "dr-karan-malhotra",
      FITNESSXNUTRITION: "dr-karan-malhotra",
    },
  },
  PRE_DIABETES_REVERSAL: {
    code: "PD",
    label: "Pre-Diabetes Reversal",
    slug: "pre-diabetes-reversal",
    pitch: "Catch insulin resistance early and bring fasting glucose back into the normal range for good.",
    feature: "14-day Ojas CGM meal experiments to find your personal glucose spikes",
    months: [3, 6, 12],
    priceFactor: 1.25,
    coach: {
      FITNESS: "tr-arjun-shetty",
      NUTRITION: "sneha-kulkarni",
      FITNESSXNUTRITION: "dr-karan-malhotra",
    },
  },
  GUT_HEALTH: {
    code: "GH",
    label: "Gut Health Reset",
    slug: "gut-health-reset",
    pitch:
      "Less bloating and steadier digestion through a structured elimination and reintroduction of trigger foods.",
    feature: "Elimination-and-reintroduction protocol with symptom tracking",
    months: [1, 3, 6, 12],
    priceFactor: 1.1,
    coach: { FITNESS: "tr-kavya-nair", NUTRITION: "farah-siddiqui", FITNESSXNUTRITION: "farah-siddiqui" },
  },
};

const KIND_INFO: Record<
  PlanKind,
  { code: string; label: string; slug: string; pitch: string; features: string[] }
> = {
  FITNESS: {
    code: "FIT",
    label: "Fitness",
    slug: "fitness",
    pitch:
      "Four guided workouts a week mix progressive strength with low-impact cardio, scaled to your level.",
    features: ["Personal workout plan, 4 sessions a week", "Home and gym versions of every workout"],
  },
  NUTRITION: {
    code: "NUT",
    label: "Nutrition",
    slug: "nutrition",
    pitch:
      "Your meal plan is built around the food you already cook, with weekly adjustments from your logs.",
    features: [
      "Personal meal plan with recipes and a weekly grocery list",
      "Daily protein, fibre and calorie targets",
    ],
  },
  FITNESSXNUTRITION: {
    code: "FXN",
    label: "Fitness + Nutrition",
    slug: "fitness-nutrition",
    pitch: "Training and meals are planned together, so what you eat fuels how you train.",
    features: [
      "Personal workout plan, 4 sessions a week",
      "Personal meal plan with recipes and a weekly grocery list",
      "One coaching team for training and food",
    ],
  },
};

const TIER_INFO: Record<PlanTier, { label: string; pitch: string; features: string[] }> = {
  PRO: {
    label: "Pro",
    pitch: "Your own coach reviews your data every week and adjusts the plan with you on a video call.",
    features: [
      "1:1 coach with weekly video check-ins",
      "Plan adjusted weekly from your Ojas Ring and app data",
      "Priority chat support, 7 days a week",
    ],
  },
  LITE: {
    label: "Lite",
    pitch: "Follow the plan in the Ojas app with live group classes and a monthly check-in with a coach.",
    features: [
      "Live group classes, 5 days a week",
      "Monthly progress check-in with a coach",
      "Chat support, Monday to Saturday",
    ],
  },
};

/** Monthly list price in major units, per market, before the goal's factor. */
const MONTHLY_PRICE: Record<Market, Record<PlanTier, Record<PlanKind, number>>> = {
  IN: {
    PRO: { FITNESS: 2999, NUTRITION: 2499, FITNESSXNUTRITION: 3999 },
    LITE: { FITNESS: 999, NUTRITION: 899, FITNESSXNUTRITION: 1499 },
  },
  AE: {
    PRO: { FITNESS: 149, NUTRITION: 129, FITNESSXNUTRITION: 199 },
    LITE: { FITNESS: 49, NUTRITION: 45, FITNESSXNUTRITION: 75 },
  },
  US: {
    PRO: { FITNESS: 49, NUTRITION: 39, FITNESSXNUTRITION: 69 },
    LITE: { FITNESS: 15, NUTRITION: 12, FITNESSXNUTRITION: 22 },
  },
};

/** Longer commitments are cheaper per month. */
const DURATION_DISCOUNT: Record<number, number> = { 1: 0.1, 3: 0.2, 6: 0.3, 12: 0.4 };

/** A shelf price in minor units: ₹8,999, AED 449 (AED 54 below a hundred), $146.99. */
function shelfPrice(market: Market, major: number): number {
  if (market === "IN") return (Math.max(1, Math.round(major / 100)) * 100 - 1) * 100;
  if (market === "AE") {
    const dirhams = major < 100 ? Math.round(major) : Math.round(major / 10) * 10 - 1;
    return Math.max(1, dirhams) * 100;
  }
  return Math.max(1, Math.round(major)) * 100 - 1;
}

function coachOf(id: string): Record<string, unknown> {
  const trainer = TRAINERS.find((t) => t.trainerId === id);
  if (trainer) return { trainerId: trainer.trainerId, name: trainer.name, role: trainer.speciality };
  const nutritionist = NUTRITIONISTS[id];
  if (!nutritionist) throw new Error(`Unknown coach ${id}`);
  return { ...nutritionist };
}

interface PlanSpec {
  goal: Goal;
  tier: PlanTier;
  kind: PlanKind;
  months: number;
  programType: ProgramType;
  /** Told apart from the goal's plan of the same tier and kind by its length (a device pack's plan). */
  lengthInId?: boolean;
}

function monthsLabel(months: number): string {
  return months === 1 ? "1 month" : `${months} months`;
}

function planRow(spec: PlanSpec) {
  const goal = GOAL_INFO[spec.goal];
  const kind = KIND_INFO[spec.kind];
  const tier = TIER_INFO[spec.tier];
  const yah = spec.programType === "YOUNG_AT_HEART";
  const prefix = yah ? `Young at Heart ${goal.label}` : goal.label;
  const slugPrefix = yah ? `young-at-heart-${goal.slug}` : goal.slug;
  const features = [...tier.features, ...kind.features, goal.feature];
  if (yah) features.push("Joint-friendly, low-impact sessions designed for members over 50");
  return {
    planId: `PL-${yah ? "YAH-" : ""}${goal.code}-${spec.tier}-${kind.code}${spec.lengthInId ? `-${spec.months}M` : ""}`,
    slug: `${slugPrefix}-${spec.tier.toLowerCase()}-${kind.slug}-${spec.months}-months`,
    name: `${prefix} ${tier.label} — ${kind.label}, ${monthsLabel(spec.months)}`,
    tier: spec.tier,
    kind: spec.kind,
    goal: spec.goal,
    programType: spec.programType,
    ageGroup: yah ? "50_PLUS" : null,
    months: spec.months,
    description: `${goal.pitch} ${kind.pitch} ${tier.pitch}`,
    features,
    coach: coachOf(
      yah ? (spec.kind === "FITNESS" ? "tr-megan-brooks" : goal.coach[spec.kind]) : goal.coach[spec.kind],
    ),
  };
}

function priceRows(planId: string, spec: PlanSpec) {
  const factor = GOAL_INFO[spec.goal].priceFactor;
  return MARKETS.map((market) => {
    const list = MONTHLY_PRICE[market][spec.tier][spec.kind] * spec.months * factor;
    return {
      planId,
      market,
      currency: MARKET_INFO[market].currency,
      basePrice: shelfPrice(market, list),
      discountPrice: shelfPrice(market, list * (1 - DURATION_DISCOUNT[spec.months])),
    };
  });
}

function planSpecs(): PlanSpec[] {
  const specs: PlanSpec[] = [];
  const goals = Object.keys(GOAL_INFO) as Goal[];
  goals.forEach((goal, g) => {
    const choices = GOAL_INFO[goal].months;
    PLAN_TIERS.forEach((tier, t) => {
      PLAN_KINDS.forEach((kind, k) => {
        // Spread durations across the grid so every length is on offer somewhere.
        const months = choices[(g + k + 2 * t) % choices.length];
        specs.push({ goal, tier, kind, months, programType: "ISSUE_BASED_PLAN" });
      });
    });
  });
  specs.push(
    { goal: "STAY_FIT", tier: "PRO", kind: "FITNESS", months: 3, programType: "YOUNG_AT_HEART" },
    { goal: "STAY_FIT", tier: "LITE", kind: "FITNESS", months: 1, programType: "YOUNG_AT_HEART" },
    {
      goal: "WEIGHT_LOSS",
      tier: "LITE",
      kind: "FITNESSXNUTRITION",
      months: 3,
      programType: "YOUNG_AT_HEART",
    },
    {
      goal: "DIABETES_REVERSAL",
      tier: "PRO",
      kind: "FITNESSXNUTRITION",
      months: 6,
      programType: "YOUNG_AT_HEART",
    },
    // The CGM + 1-month coaching pack's plan (ORDER_PLAN_GRANTS in packages/domain): the goal's Pro
    // nutrition plan runs 3 months, the pack one.
    {
      goal: "WEIGHT_LOSS",
      tier: "PRO",
      kind: "NUTRITION",
      months: 1,
      programType: "ISSUE_BASED_PLAN",
      lengthInId: true,
    },
  );
  return specs;
}

export async function seedPlans(db: Db): Promise<void> {
  const specs = planSpecs();
  const rows = specs.map(planRow);
  await db.insert(plans).values(rows);
  await db.insert(planPrices).values(specs.flatMap((spec, i) => priceRows(rows[i].planId, spec)));
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The demo COACH account, who runs the demo sessions. */
const DEMO_COACH_ID = DEMO_STAFF.find((s) => s.role === "COACH")!.userId;

/**
 * The demo sessions sit around `now` on every start, so the session page always has one of each state:
 * upcoming, ongoing (room open), waiting for the coach, and finished. They are the demo shopper's coach
 * sessions with the demo coach; the live one sends her to /plans/lite afterwards, the waiting one to the
 * workout results page. Each start opens them again (started and ended as seeded).
 */
export async function refreshDemoSessions(db: Db, now: number): Promise<void> {
  const rows = [
    {
      sessionId: "demo-upcoming",
      title: "Ojas Ring live: reading your sleep and recovery scores",
      hostName: "Dr. Karan Malhotra",
      startTime: now + 2 * DAY,
      endTime: now + 2 * DAY + 60 * MINUTE,
      started: false,
    },
    {
      sessionId: "demo-ongoing",
      title: "Strength fundamentals: hinge, squat and push",
      hostName: "Rohan Verma",
      startTime: now - 10 * MINUTE,
      endTime: now + 50 * MINUTE,
      started: true,
    },
    {
      sessionId: "demo-waiting",
      title: "Morning mobility flow for desk workers",
      hostName: "Kavya Nair",
      startTime: now + 5 * MINUTE,
      endTime: now + 50 * MINUTE,
      started: false,
    },
    {
      sessionId: "demo-finished",
      title: "Glucose spikes explained: what your CGM is telling you",
      hostName: "Dr. Karan Malhotra",
      startTime: now - 2 * DAY - 60 * MINUTE,
      endTime: now - 2 * DAY,
      started: true,
    },
  ].map((row) => ({
    ...row,
    joinUrl: `/session/${row.sessionId}/live`,
    coachId: DEMO_COACH_ID,
    userId: DEMO_SHOPPER_ID,
    // No meeting of its own: the demo works offline (the room says the video is on its way).
    meetingUrl: null,
    startedAt: row.started ? new Date(row.startTime) : null,
    endedAt: row.sessionId === "demo-finished" ? new Date(row.endTime) : null,
    afterUrl:
      row.sessionId === "demo-waiting" ? "/fitness/fitbot/workout/post-session/results/" : "/plans/lite",
  }));
  await db
    .insert(sessions)
    .values(rows)
    .onConflictDoUpdate({
      target: sessions.sessionId,
      set: {
        title: sql`excluded.title`,
        hostName: sql`excluded.host_name`,
        startTime: sql`excluded.start_time`,
        endTime: sql`excluded.end_time`,
        started: sql`excluded.started`,
        joinUrl: sql`excluded.join_url`,
        coachId: sql`excluded.coach_id`,
        userId: sql`excluded.user_id`,
        meetingUrl: sql`excluded.meeting_url`,
        startedAt: sql`excluded.started_at`,
        endedAt: sql`excluded.ended_at`,
        afterUrl: sql`excluded.after_url`,
      },
    });
}

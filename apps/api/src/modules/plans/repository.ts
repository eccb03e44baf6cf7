import type { Goal, Market, ProgramType } from "@ojas/domain";
import { and, eq, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planPrices, plans } from "./tables.ts";

export interface PlanFilter {
  kind: string;
  market: Market;
  goals?: readonly Goal[];
  /** Unset: every programme. */
  programType?: ProgramType;
  ageGroup?: string;
  excludeAgeGroup?: string;
}

/** Plans of a kind with their price in the market; a plan without a price there is not on sale there. */
export async function plansWithPrices(db: Db, filter: PlanFilter) {
  const where: SQL[] = [eq(plans.kind, filter.kind)];
  if (filter.goals?.length) where.push(inArray(plans.goal, [...filter.goals]));
  if (filter.programType) where.push(eq(plans.programType, filter.programType));
  if (filter.ageGroup) where.push(eq(plans.ageGroup, filter.ageGroup));
  if (filter.excludeAgeGroup) {
    const kept = or(isNull(plans.ageGroup), ne(plans.ageGroup, filter.excludeAgeGroup));
    if (kept) where.push(kept);
  }
  return db
    .select({
      planId: plans.planId,
      slug: plans.slug,
      name: plans.name,
      description: plans.description,
      tier: plans.tier,
      kind: plans.kind,
      goal: plans.goal,
      programType: plans.programType,
      ageGroup: plans.ageGroup,
      months: plans.months,
      features: plans.features,
      coach: plans.coach,
      basePrice: planPrices.basePrice,
      discountPrice: planPrices.discountPrice,
      currency: planPrices.currency,
    })
    .from(plans)
    .innerJoin(planPrices, and(eq(planPrices.planId, plans.planId), eq(planPrices.market, filter.market)))
    .where(and(...where));
}

/** One plan, with its price in each market it is sold in. */
export async function planWithPrices(db: Db, planId: string) {
  const [plan] = await db.select().from(plans).where(eq(plans.planId, planId));
  if (!plan) return undefined;
  const prices = await db.select().from(planPrices).where(eq(planPrices.planId, planId));
  return { plan, prices };
}

export async function planNamesOf(db: Db, planIds: string[]) {
  if (planIds.length === 0) return [];
  return db
    .select({ planId: plans.planId, name: plans.name })
    .from(plans)
    .where(inArray(plans.planId, planIds));
}

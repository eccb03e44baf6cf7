import type { Goal, Market, ProgramType } from "@ojas/domain";
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { planPrices, plans, subscriptions } from "./tables.ts";

/** ACTIVE subscriptions of a user that have started and not ended at `at`. */
export async function activeSubscriptions(db: Db, userId: string, at: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "ACTIVE"),
        lte(subscriptions.startsAt, at),
        gt(subscriptions.endsAt, at),
      ),
    )
    .orderBy(asc(subscriptions.endsAt));
}

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

import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

export const plans = pgTable(
  "plans",
  {
    planId: text("plan_id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    tier: text("tier").notNull(),
    kind: text("kind").notNull(),
    goal: text("goal").notNull(),
    programType: text("program_type").notNull(),
    ageGroup: text("age_group"),
    months: integer("months").notNull(),
    description: text("description").notNull(),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    /** {trainerId, name, role} of the lead coach. */
    coach: jsonb("coach").$type<Record<string, unknown>>(),
  },
  (t) => [index("plans_goal_kind_idx").on(t.goal, t.kind, t.tier)],
);

export const planPrices = pgTable(
  "plan_prices",
  {
    planId: text("plan_id")
      .notNull()
      .references(() => plans.planId),
    market: text("market").notNull(),
    currency: text("currency").notNull(),
    basePrice: integer("base_price").notNull(),
    discountPrice: integer("discount_price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.market] })],
);

import { bigint, integer, pgTable, real, text } from "drizzle-orm/pg-core";

/** A shopper's own referral code; one per shopper. */
export const referralCodes = pgTable("referral_codes", {
  code: text("code").primaryKey(),
  ownerUserId: text("owner_user_id").notNull().unique(),
  /** Life bits the owner earns when a referred shopper's first order is placed. */
  rewardLifeBits: integer("reward_life_bits").notNull(),
  /** The coupon (referral-only) the referred shopper gets on a first order. */
  refereeCouponCode: text("referee_coupon_code"),
  createdAt: bigint("created_at", { mode: "number" }).notNull(),
});

/** Partners whose links bring new shoppers; they earn a commission on the first order. */
export const affiliates = pgTable("affiliates", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  commissionPercent: real("commission_percent").notNull(),
  createdAt: bigint("created_at", { mode: "number" }).notNull(),
});

/**
 * The referral programme's reward, as staff last set it (one row, id "programme"): what every referral code
 * gives. Absent until staff first save it; the codes then keep what rewards.ts gave them.
 */
export const referralProgramme = pgTable("referral_programme", {
  id: text("id").primaryKey(),
  rewardLifeBits: integer("reward_life_bits").notNull(),
  refereeCouponCode: text("referee_coupon_code"),
  updatedAt: bigint("updated_at", { mode: "number" }).notNull(),
});

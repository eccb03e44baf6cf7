import { z } from "zod";
import { DISCOUNT_TYPES, PLAN_KINDS, PLAN_TIERS, PRODUCT_CATEGORIES } from "../enums.ts";
import { MARKET_INFO, MARKETS } from "../markets.ts";
import { normaliseCouponCode } from "../pricing/coupons.ts";
import type { CouponRule } from "../pricing/types.ts";
import { epochMsSchema, marketSchema, moneySchema } from "./common.ts";
import { auditEntrySchema } from "./staff.ts";

// The back office's offers (docs/api.md, "Back office: offers"): coupons of every kind the pricing rules
// know, the referral programme's reward and the affiliates with what their codes sold. Staff with `offers`.

/** What the coupon list filters on: a discount type, or what else makes a coupon of a kind. */
export const STAFF_COUPON_KINDS = [
  "ABSOLUTE",
  "PERCENTAGE",
  "FREE",
  "FREEBIE",
  "AUTOMATIC",
  "LIFE_BITS",
  "REFERRAL",
  "PLAN",
  "WEBINAR",
] as const;
export type StaffCouponKind = (typeof STAFF_COUPON_KINDS)[number];

export const COUPON_APPLIES_TO = ["CART", "PLAN", "WEBINAR"] as const;

export const STAFF_OFFERS_PAGE_SIZE = 25;

const CODE_PATTERN = /^[A-Z0-9]{3,20}$/;
const CODE_MESSAGE = "Use 3 to 20 letters or digits";

/** A coupon or affiliate code as typed: trimmed and upper-cased, so codes are unique whatever the case. */
export const offerCodeSchema = z
  .string()
  .transform(normaliseCouponCode)
  .pipe(z.string().regex(CODE_PATTERN, CODE_MESSAGE));

export const couponCodeParamsSchema = z.object({
  code: z.string().min(1).max(40).transform(normaliseCouponCode),
});

const marketAmountsSchema = z
  .object({ IN: moneySchema.optional(), AE: moneySchema.optional(), US: moneySchema.optional() })
  .strict();
const idListSchema = z.array(z.string().trim().min(1).max(80)).min(1).max(100);
const positiveCount = z.int("Use a whole number").min(1, "At least 1").max(10_000_000);

export const staffCouponBodySchema = z
  .object({
    code: offerCodeSchema,
    title: z.string().trim().min(1, "Give it a title").max(120),
    description: z.string().trim().min(1, "Say what it gives").max(500),
    appliesTo: z.enum(COUPON_APPLIES_TO).default("CART"),
    discountType: z.enum(DISCOUNT_TYPES),
    /** PERCENTAGE: whole percent 1-100; ABSOLUTE cart coupons: minor units; otherwise 0. */
    value: z.int("Use a whole number").min(0).max(100_000_000),
    maxDiscount: marketAmountsSchema.nullish(),
    minCartValue: marketAmountsSchema.nullish(),
    /** Null: every market. */
    markets: z.array(marketSchema).min(1, "Pick at least one market, or none for every market").nullish(),
    categories: z.array(z.enum(PRODUCT_CATEGORIES)).min(1).nullish(),
    skuIds: idListSchema.nullish(),
    freeSkuIds: idListSchema.nullish(),
    freebieSkuIds: idListSchema.nullish(),
    firstPurchaseOnly: z.boolean().default(false),
    validFrom: epochMsSchema.nullish(),
    validUntil: epochMsSchema.nullish(),
    usesPerUser: positiveCount.nullish(),
    usesInAll: positiveCount.nullish(),
    automatic: z.boolean().default(false),
    lifeBitsCost: positiveCount.nullish(),
    /** Given through a referral link only. */
    referralOnly: z.boolean().default(false),
    plan: z
      .object({
        tiers: z.array(z.enum(PLAN_TIERS)).min(1).nullish(),
        kinds: z.array(z.enum(PLAN_KINDS)).min(1).nullish(),
        planIds: idListSchema.nullish(),
        firstPeriodOnly: z.boolean().default(false),
        amounts: marketAmountsSchema.nullish(),
      })
      .nullish(),
    webinar: z
      .object({
        webinarIds: idListSchema.nullish(),
        topics: z.array(z.string().trim().min(1).max(40)).min(1).nullish(),
        amounts: marketAmountsSchema.nullish(),
      })
      .nullish(),
    active: z.boolean().default(true),
  })
  .superRefine((b, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    const hasAmount = (a: z.infer<typeof marketAmountsSchema> | null | undefined) =>
      Object.values(a ?? {}).some((n) => (n ?? 0) > 0);
    if (b.discountType === "PERCENTAGE" && (b.value < 1 || b.value > 100)) {
      issue(["value"], "A percentage is from 1 to 100");
    }
    if (b.validFrom != null && b.validUntil != null && b.validUntil <= b.validFrom) {
      issue(["validUntil"], "The end must be after the start");
    }
    if (b.automatic && b.lifeBitsCost != null)
      issue(["lifeBitsCost"], "An automatic offer cannot cost life bits");
    if (b.automatic && b.referralOnly) issue(["referralOnly"], "An automatic offer is never referral-only");
    if (b.appliesTo === "CART") {
      if (b.discountType === "ABSOLUTE") {
        if (b.value < 1) issue(["value"], "Give the amount off");
        const currencies = new Set((b.markets ?? []).map((m) => MARKET_INFO[m].currency));
        if (currencies.size !== 1) issue(["markets"], "An amount off needs markets of one currency");
      }
      if (b.discountType === "FREE" && !b.freeSkuIds?.length)
        issue(["freeSkuIds"], "Name the skus made free");
      if (b.discountType === "FREEBIE" && !b.freebieSkuIds?.length) {
        issue(["freebieSkuIds"], "Name the gift skus");
      }
      if ((b.discountType === "FREE" || b.discountType === "FREEBIE") && b.value !== 0) {
        issue(["value"], "A free item or gift coupon has no value");
      }
      if (b.plan) issue(["plan"], "Only plan coupons have plan terms");
      if (b.webinar) issue(["webinar"], "Only webinar coupons have webinar terms");
      return;
    }
    // Plan and webinar coupons: typed by the shopper, PERCENTAGE or an amount per market.
    const terms = b.appliesTo === "PLAN" ? "plan" : "webinar";
    if (b.discountType !== "PERCENTAGE" && b.discountType !== "ABSOLUTE") {
      issue(["discountType"], `A ${terms} coupon is a percentage or an amount off`);
    }
    if (b.discountType === "ABSOLUTE" && !hasAmount((b.appliesTo === "PLAN" ? b.plan : b.webinar)?.amounts)) {
      issue([terms, "amounts"], "Give the amount off in at least one market");
    }
    if (b.automatic) issue(["automatic"], `A ${terms} coupon is typed, never automatic`);
    if (b.lifeBitsCost != null) issue(["lifeBitsCost"], `A ${terms} coupon does not cost life bits`);
    if (b.appliesTo === "WEBINAR" && b.firstPurchaseOnly) {
      issue(["firstPurchaseOnly"], "A webinar coupon is not for first purchases only");
    }
    if (b.appliesTo === "PLAN" && b.webinar) issue(["webinar"], "Only webinar coupons have webinar terms");
    if (b.appliesTo === "WEBINAR" && b.plan) issue(["plan"], "Only plan coupons have plan terms");
    for (const field of ["categories", "skuIds", "freeSkuIds", "freebieSkuIds", "minCartValue"] as const) {
      if (b[field] != null) issue([field], "Only cart coupons have this");
    }
  });
export type StaffCouponBody = z.input<typeof staffCouponBodySchema>;
export type StaffCouponInput = z.output<typeof staffCouponBodySchema>;

export const couponActiveBodySchema = z.object({ active: z.boolean() });

const nonEmpty = <T>(list: T[] | null | undefined): T[] | undefined =>
  list && list.length > 0 ? list : undefined;
const amounts = (a: z.infer<typeof marketAmountsSchema> | null | undefined) => {
  const kept = Object.fromEntries(
    Object.entries(a ?? {}).filter(([market, n]) => n !== undefined && MARKETS.includes(market as never)),
  );
  return Object.keys(kept).length > 0 ? kept : undefined;
};

/** The pricing rule a validated body describes (without what only the shop keeps: referralOnly, active). */
export function couponRuleOf(b: StaffCouponInput): CouponRule {
  const rule: CouponRule = {
    code: b.code,
    title: b.title,
    description: b.description,
    discountType: b.discountType,
    value: b.value,
    firstPurchaseOnly: b.firstPurchaseOnly,
    automatic: b.automatic,
  };
  const optional: Partial<CouponRule> = {
    maxDiscount: amounts(b.maxDiscount),
    minCartValue: amounts(b.minCartValue),
    markets: nonEmpty(b.markets ?? undefined),
    categories: nonEmpty(b.categories ?? undefined),
    skuIds: nonEmpty(b.skuIds ?? undefined),
    freeSkuIds: nonEmpty(b.freeSkuIds ?? undefined),
    freebieSkuIds: nonEmpty(b.freebieSkuIds ?? undefined),
    validFrom: b.validFrom ?? undefined,
    validUntil: b.validUntil ?? undefined,
    usesPerUser: b.usesPerUser ?? undefined,
    usesInAll: b.usesInAll ?? undefined,
    lifeBitsCost: b.lifeBitsCost ?? undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (rule as unknown as Record<string, unknown>)[key] = value;
  }
  if (b.appliesTo === "PLAN") {
    rule.appliesTo = "PLAN";
    const p = b.plan;
    rule.plan = { firstPeriodOnly: p?.firstPeriodOnly ?? false };
    if (nonEmpty(p?.tiers ?? undefined)) rule.plan.tiers = p!.tiers!;
    if (nonEmpty(p?.kinds ?? undefined)) rule.plan.kinds = p!.kinds!;
    if (nonEmpty(p?.planIds ?? undefined)) rule.plan.planIds = p!.planIds!;
    const planAmounts = amounts(p?.amounts);
    if (planAmounts) rule.plan.amounts = planAmounts;
  }
  if (b.appliesTo === "WEBINAR") {
    rule.appliesTo = "WEBINAR";
    const w = b.webinar;
    rule.webinar = {};
    if (nonEmpty(w?.webinarIds ?? undefined)) rule.webinar.webinarIds = w!.webinarIds!;
    if (nonEmpty(w?.topics ?? undefined)) rule.webinar.topics = w!.topics!;
    const webinarAmounts = amounts(w?.amounts);
    if (webinarAmounts) rule.webinar.amounts = webinarAmounts;
  }
  return rule;
}

export const staffCouponListQuerySchema = z.object({
  /** The start of a code, in any case. */
  q: z.string().trim().min(1).max(40).optional(),
  kind: z.enum(STAFF_COUPON_KINDS).optional(),
  /** Coupons valid in this market (those for every market included). */
  market: marketSchema.optional(),
  active: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STAFF_OFFERS_PAGE_SIZE),
});
export type StaffCouponListQuery = z.infer<typeof staffCouponListQuerySchema>;

const marketAmountsOut = z.object({
  IN: z.number().optional(),
  AE: z.number().optional(),
  US: z.number().optional(),
});

/** A coupon as the back office shows it: the rule, what the shop keeps, and its uses so far. */
export const staffCouponSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  appliesTo: z.enum(COUPON_APPLIES_TO),
  discountType: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  maxDiscount: marketAmountsOut.nullable(),
  minCartValue: marketAmountsOut.nullable(),
  markets: z.array(marketSchema).nullable(),
  categories: z.array(z.string()).nullable(),
  skuIds: z.array(z.string()).nullable(),
  freeSkuIds: z.array(z.string()).nullable(),
  freebieSkuIds: z.array(z.string()).nullable(),
  firstPurchaseOnly: z.boolean(),
  validFrom: epochMsSchema.nullable(),
  validUntil: epochMsSchema.nullable(),
  usesPerUser: z.number().int().nullable(),
  usesInAll: z.number().int().nullable(),
  automatic: z.boolean(),
  lifeBitsCost: z.number().int().nullable(),
  referralOnly: z.boolean(),
  plan: z
    .object({
      tiers: z.array(z.string()).nullable(),
      kinds: z.array(z.string()).nullable(),
      planIds: z.array(z.string()).nullable(),
      firstPeriodOnly: z.boolean(),
      amounts: marketAmountsOut.nullable(),
    })
    .nullable(),
  webinar: z
    .object({
      webinarIds: z.array(z.string()).optional(),
      topics: z.array(z.string()).optional(),
      amounts: marketAmountsOut.optional(),
    })
    .nullable(),
  active: z.boolean(),
  createdAt: epochMsSchema,
  /** Orders (and subscriptions) placed with it so far, by everyone. */
  uses: z.number().int().min(0),
});
export type StaffCoupon = z.infer<typeof staffCouponSchema>;

export const staffCouponListResponseSchema = z.object({
  coupons: z.array(staffCouponSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type StaffCouponListResponse = z.infer<typeof staffCouponListResponseSchema>;

export const staffCouponDetailSchema = z.object({
  coupon: staffCouponSchema,
  audit: z.array(auditEntrySchema),
});
export type StaffCouponDetail = z.infer<typeof staffCouponDetailSchema>;

// Referral programme and affiliates

export const referralSettingsBodySchema = z.object({
  /** Life bits a referrer earns per friend's first order. */
  rewardLifeBits: z.int("Use a whole number").min(0, "Not below 0").max(100_000),
  /** The coupon a referred shopper gets on a first order; null: none. */
  refereeCouponCode: offerCodeSchema.nullable(),
});
export type ReferralSettingsBody = z.input<typeof referralSettingsBodySchema>;

export const referralSettingsSchema = z.object({
  rewardLifeBits: z.number().int(),
  refereeCouponCode: z.string().nullable(),
  updatedAt: epochMsSchema.nullable(),
  /** Referral codes the programme's reward applies to. */
  codes: z.number().int().min(0),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

const commissionSchema = z
  .number("Give the commission")
  .min(0, "Not below 0")
  .max(100, "At most 100%")
  .refine((n) => Math.round(n * 100) === n * 100, "At most two decimals");

export const affiliateBodySchema = z.object({
  code: offerCodeSchema,
  name: z.string().trim().min(1, "Give the partner's name").max(120),
  commissionPercent: commissionSchema,
});
export type AffiliateBody = z.input<typeof affiliateBodySchema>;

export const affiliateEditBodySchema = affiliateBodySchema.omit({ code: true });
export type AffiliateEditBody = z.input<typeof affiliateEditBodySchema>;

export const affiliateSchema = z.object({
  code: z.string(),
  name: z.string(),
  commissionPercent: z.number(),
  createdAt: epochMsSchema,
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const affiliateListQuerySchema = z.object({
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STAFF_OFFERS_PAGE_SIZE),
});

export const affiliateListResponseSchema = z.object({
  affiliates: z.array(affiliateSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = z.string().regex(DAY, "Use a date (YYYY-MM-DD)");

/** Orders placed from `from` to `to` (whole days, UTC, both included) in one market. */
export const affiliateReportQuerySchema = z
  .object({ from: dayOf, to: dayOf, market: marketSchema })
  .refine((q) => q.from <= q.to, { path: ["to"], message: "The end must not be before the start" });
export type AffiliateReportQuery = z.infer<typeof affiliateReportQuerySchema>;

export const affiliateReportRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  commissionPercent: z.number(),
  orders: z.number().int().min(0),
  /** What those orders' shoppers paid, minor units of the market's currency. */
  revenue: moneySchema,
  commission: moneySchema,
});
export const affiliateReportResponseSchema = z.object({
  market: marketSchema,
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(affiliateReportRowSchema),
  totals: z.object({ orders: z.number().int(), revenue: moneySchema, commission: moneySchema }),
});
export type AffiliateReport = z.infer<typeof affiliateReportResponseSchema>;

export const affiliateCodeParamsSchema = couponCodeParamsSchema;

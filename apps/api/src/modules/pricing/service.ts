import { randomUUID } from "node:crypto";
import {
  COUPON_MESSAGES,
  type CodRule,
  type CouponRule,
  type CouponSummary,
  DEMO_COD_RULES,
  DEMO_SHIPPING_RULES,
  type DiscountType,
  evaluatePlanCoupon,
  evaluateWebinarCoupon,
  type Market,
  normaliseCouponCode,
  type PlanCouponEvaluation,
  type PlanCouponPlan,
  type PlanKind,
  type PlanTier,
  type ProductCategory,
  type ShippingRule,
  WEBINAR_COUPON_MESSAGES,
  type WebinarCouponSeat,
} from "@ojas/domain";
import { type Freshness, RecentReads } from "../../db/recent-reads.ts";
import type { Deps } from "../../deps.ts";
import { AppError } from "../../http/app-error.ts";
import { handleInvalidation, invalidate } from "../../infra/invalidation.ts";
import { planInMarket } from "../plans/service.ts";
import { lifeBitsBalance, recentLifeBitsBalance } from "../users/service.ts";
import { findCouponBrief } from "./coupon-admin-queries.ts";
import * as repo from "./repository.ts";

/** A coupon rule as stored, with what only the shop knows about it. */
export interface StoredCoupon {
  rule: CouponRule;
  /** Given by a referral link only: never listed, refused when typed without one. */
  referralOnly: boolean;
}

const orUndefined = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

function toStoredCoupon(row: repo.CouponRow): StoredCoupon {
  const rule: CouponRule = {
    code: row.code,
    title: row.title,
    description: row.description,
    discountType: row.discountType as DiscountType,
    value: row.value,
    firstPurchaseOnly: row.firstPurchaseOnly,
    automatic: row.automatic,
  };
  if (row.appliesTo === "PLAN") {
    rule.appliesTo = "PLAN";
    rule.plan = {
      firstPeriodOnly: row.firstPeriodOnly,
      ...(row.planTiers ? { tiers: row.planTiers as PlanTier[] } : {}),
      ...(row.planKinds ? { kinds: row.planKinds as PlanKind[] } : {}),
      ...(row.planIds ? { planIds: row.planIds } : {}),
      ...(row.planAmounts ? { amounts: row.planAmounts } : {}),
    };
  }
  if (row.appliesTo === "WEBINAR") {
    rule.appliesTo = "WEBINAR";
    rule.webinar = { ...(row.webinarTerms ?? {}) };
  }
  const optional = {
    maxDiscount: orUndefined(row.maxDiscount),
    minCartValue: orUndefined(row.minCartValue),
    markets: orUndefined(row.markets) as Market[] | undefined,
    categories: orUndefined(row.categories) as ProductCategory[] | undefined,
    skuIds: orUndefined(row.skuIds),
    freeSkuIds: orUndefined(row.freeSkuIds),
    freebieSkuIds: orUndefined(row.freebieSkuIds),
    validFrom: orUndefined(row.validFrom),
    validUntil: orUndefined(row.validUntil),
    usesPerUser: orUndefined(row.usesPerUser),
    usesInAll: orUndefined(row.usesInAll),
    lifeBitsCost: orUndefined(row.lifeBitsCost),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (rule as unknown as Record<string, unknown>)[key] = value;
  }
  return { rule, referralOnly: row.referralOnly };
}

export interface PricingRules {
  /** Every active cart coupon, automatic offers and life-bits coupons included. */
  coupons: StoredCoupon[];
  /** Every active plan coupon (appliesTo PLAN): never offered to nor accepted by a cart. */
  planCoupons: StoredCoupon[];
  /** Every active webinar coupon (appliesTo WEBINAR): paid webinar seats only. */
  webinarCoupons: StoredCoupon[];
  shipping: ShippingRule;
  cod: CodRule;
}

/** The market's coupons and delivery rules; a market without a stored rule uses the shop's standard one. */
async function loadPricingRules(deps: Deps, market: Market): Promise<PricingRules> {
  const [rows, delivery] = await Promise.all([
    repo.activeCoupons(deps.db),
    repo.findDeliveryRule(deps.db, market),
  ]);
  const stored = rows.map(toStoredCoupon);
  return {
    coupons: stored.filter((c) => (c.rule.appliesTo ?? "CART") === "CART"),
    planCoupons: stored.filter((c) => c.rule.appliesTo === "PLAN"),
    webinarCoupons: stored.filter((c) => c.rule.appliesTo === "WEBINAR"),
    shipping: delivery
      ? { flatCharge: delivery.shippingFlatCharge, freeAbove: delivery.shippingFreeAbove }
      : DEMO_SHIPPING_RULES[market],
    cod: delivery
      ? {
          enabled: delivery.codEnabled,
          charges: delivery.codCharges,
          maxCartValue: delivery.codMaxCartValue,
          excludedCategories: delivery.codExcludedCategories as ProductCategory[],
        }
      : DEMO_COD_RULES[market],
  };
}

const ruleCaches = new WeakMap<Deps["config"], RecentReads<PricingRules>>();
handleInvalidation("pricing", (deps) => ruleCaches.get(deps.config)?.clear());

/**
 * Every cart read needs the rules, which change only from the back office: each instance keeps them for
 * the catalogue cache's TTL (CATALOGUE_CACHE_TTL_MS; 0 reads them every time). Use counts are read
 * every time; first purchase and life bits live for an order, and for a cart within CART_READS_TTL_MS.
 */
export function pricingRules(deps: Deps, market: Market): Promise<PricingRules> {
  let cache = ruleCaches.get(deps.config);
  if (!cache) {
    cache = new RecentReads();
    ruleCaches.set(deps.config, cache);
  }
  return cache.get(market, deps.config.catalogueCacheTtlMs, deps.now(), () => loadPricingRules(deps, market));
}

/**
 * Forgets every market's rules (the back office changed a coupon): on this instance at once, where the next
 * read sees the change and a read started before this is not kept; on the others as soon as the message
 * reaches them (docs/decisions/0039-cross-instance-invalidation.md).
 */
export function forgetPricingRules(deps: Deps): void {
  invalidate(deps, "pricing");
}

/**
 * Whether a code names a coupon a referral may give (docs/api.md, "Back office: offers"): a cart coupon
 * typed by the shopper, neither automatic nor bought with life bits. Answers why not, or null when it may.
 */
export async function referralCouponProblem(deps: Deps, code: string): Promise<string | null> {
  const row = await findCouponBrief(deps.db, normaliseCouponCode(code));
  if (!row) return "No coupon has this code";
  if (row.appliesTo !== "CART") return "A referral gives a cart coupon, not a plan or webinar coupon";
  if (row.automatic || row.lifeBitsCost !== null)
    return "A referral gives a typed coupon, not an automatic or life-bits one";
  if (!row.active) return "This coupon is not active";
  return null;
}

export function findCoupon(rules: PricingRules, code: string): StoredCoupon | undefined {
  const wanted = normaliseCouponCode(code);
  return rules.coupons.find((c) => c.rule.code === wanted);
}

export interface CouponUsage {
  byUser: Record<string, number>;
  inAll: Record<string, number>;
}

/**
 * Orders placed by this shopper and by everyone with those of the `codes` that have use limits; nothing is
 * read when none has.
 */
export async function couponUsage(
  deps: Deps,
  rules: PricingRules,
  userId: string | null,
  codes: ReadonlySet<string>,
): Promise<CouponUsage> {
  const usage: CouponUsage = { byUser: {}, inAll: {} };
  const limited = rules.coupons
    .map((c) => c.rule)
    .filter((r) => codes.has(r.code))
    .filter((r) => r.usesInAll !== undefined || (userId !== null && r.usesPerUser !== undefined))
    .map((r) => r.code);
  if (limited.length === 0) return usage;
  for (const row of await repo.couponUseCounts(deps.db, userId, limited)) {
    const code = normaliseCouponCode(row.code);
    usage.inAll[code] = (usage.inAll[code] ?? 0) + row.inAll;
    if (row.byUser > 0) usage.byUser[code] = (usage.byUser[code] ?? 0) + row.byUser;
  }
  return usage;
}

/** Checkout records each order placed with a coupon; the limits count these. */
export async function recordCouponRedemption(
  deps: Deps,
  entry: { couponCode: string; userId: string; orderId: string },
): Promise<void> {
  await repo.insertRedemption(deps.db, {
    redemptionId: randomUUID(),
    couponCode: normaliseCouponCode(entry.couponCode),
    userId: entry.userId,
    orderId: entry.orderId,
    at: deps.now(),
  });
}

/**
 * Records one use of each coupon for an order, inside the order's transaction (`deps.db` is it), and keeps
 * the use limits however many orders run at once: the rows of limited coupons are locked (FOR UPDATE, in
 * code order) and their uses counted by the next statement, which PostgreSQL starts only once the locks
 * are held, so a second order waits and counts the first one's use. 4002 when a limit is reached (the
 * caller's transaction then rolls back). Which coupons have limits comes from the market's rules (cached
 * like the cart's, decision 0011); coupons without limits are not locked, so they never make orders wait.
 */
export async function redeemCoupons(
  deps: Deps,
  entry: { couponCodes: readonly string[]; userId: string; orderId: string; market: Market },
): Promise<void> {
  const codes = [...new Set(entry.couponCodes.map(normaliseCouponCode))].sort();
  if (codes.length === 0) return;
  const rules = await pricingRules(deps, entry.market);
  const mayBeLimited = codes.filter((code) => {
    const rule = findCoupon(rules, code)?.rule;
    return !rule || rule.usesInAll !== undefined || rule.usesPerUser !== undefined;
  });
  if (mayBeLimited.length > 0) {
    // One connection runs these in order: the count starts once the locks are held.
    const [limited, counts] = await Promise.all([
      repo.lockLimitedCoupons(deps.db, mayBeLimited),
      repo.couponUseCounts(deps.db, entry.userId, mayBeLimited),
    ]);
    for (const coupon of limited) {
      const used = counts.find((c) => normaliseCouponCode(c.code) === coupon.code);
      if (coupon.usesInAll !== null && (used?.inAll ?? 0) >= coupon.usesInAll) {
        throw new AppError(4002, COUPON_MESSAGES.USAGE_LIMIT_REACHED);
      }
      if (coupon.usesPerUser !== null && (used?.byUser ?? 0) >= coupon.usesPerUser) {
        throw new AppError(4002, COUPON_MESSAGES.ALREADY_USED);
      }
    }
  }
  const at = deps.now();
  await repo.insertRedemptions(
    deps.db,
    codes.map((couponCode) => ({
      redemptionId: randomUUID(),
      couponCode,
      userId: entry.userId,
      orderId: entry.orderId,
      at,
    })),
  );
}

/** An order that was not paid (or was cancelled) gives its coupon uses back; answers how many. */
export function releaseCouponRedemptions(deps: Deps, orderId: string): Promise<number> {
  return repo.deleteRedemptionsOfOrder(deps.db, orderId);
}

const isLifeBits = (rule: CouponRule) => (rule.lifeBitsCost ?? 0) > 0;

/** Offered in this market now: shown in offer lists (referral-only coupons never are). */
export function isListable(coupon: StoredCoupon, market: Market, now: number): boolean {
  const { rule } = coupon;
  if (coupon.referralOnly) return false;
  if (rule.markets && !rule.markets.includes(market)) return false;
  if (rule.discountType === "ABSOLUTE" && !rule.markets) return false;
  if (rule.validFrom !== undefined && now < rule.validFrom) return false;
  if (rule.validUntil !== undefined && now >= rule.validUntil) return false;
  return true;
}

export interface CouponListing {
  coupons: CouponRule[];
  lifeBitsCoupons: CouponRule[];
  automatic: CouponRule[];
  /** coupons then lifeBitsCoupons: every coupon a cart lists with what it would do. */
  offered: CouponRule[];
}

interface KeptListing {
  /** The listing holds while from <= now < until: no coupon starts or ends in between. */
  from: number;
  until: number;
  listing: CouponListing;
}

// Every cart response lists the market's coupons two or three times over; the listing changes only with
// the rules (a new object when they are read again) or when the time passes a coupon's start or end.
const listings = new WeakMap<PricingRules, Map<Market, KeptListing>>();

/** The coupons offered in the market now (isListable), by kind; the arrays are shared: do not change them. */
export function listableCoupons(rules: PricingRules, market: Market, now: number): CouponListing {
  let byMarket = listings.get(rules);
  if (!byMarket) {
    byMarket = new Map();
    listings.set(rules, byMarket);
  }
  const kept = byMarket.get(market);
  if (kept && kept.from <= now && now < kept.until) return kept.listing;
  const listed = rules.coupons.filter((c) => isListable(c, market, now)).map((c) => c.rule);
  const coupons = listed.filter((r) => !isLifeBits(r));
  const lifeBitsCoupons = listed.filter(isLifeBits);
  const listing = {
    coupons,
    lifeBitsCoupons,
    automatic: listed.filter((r) => r.automatic),
    offered: [...coupons, ...lifeBitsCoupons],
  };
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  for (const { rule } of rules.coupons) {
    for (const t of [rule.validFrom, rule.validUntil]) {
      if (t === undefined) continue;
      if (t <= now) from = Math.max(from, t);
      else until = Math.min(until, t);
    }
  }
  byMarket.set(market, { from, until, listing });
  return listing;
}

const automaticOffers = new WeakMap<PricingRules, CouponRule[]>();

/** The automatic offers a cart may get by itself (referral-only ones never are); shared: do not change it. */
export function automaticCoupons(rules: PricingRules): CouponRule[] {
  let automatic = automaticOffers.get(rules);
  if (!automatic) {
    automatic = rules.coupons.filter((c) => c.rule.automatic && !c.referralOnly).map((c) => c.rule);
    automaticOffers.set(rules, automatic);
  }
  return automatic;
}

const freebieSkus = new WeakMap<PricingRules, string[]>();

/** Gift skus any of the rules' coupons may add; shared: do not change it. */
export function freebieSkuIdsOf(rules: PricingRules): string[] {
  let ids = freebieSkus.get(rules);
  if (!ids) {
    ids = [...new Set(rules.coupons.flatMap((c) => c.rule.freebieSkuIds ?? []))];
    freebieSkus.set(rules, ids);
  }
  return ids;
}

export function couponSummary(rule: CouponRule, market: Market): CouponSummary {
  const maxDiscount = rule.maxDiscount?.[market];
  const minCartValue = rule.minCartValue?.[market];
  return {
    code: rule.code,
    title: rule.title,
    description: rule.description,
    discountType: rule.discountType,
    value: rule.value,
    ...(maxDiscount !== undefined ? { maxDiscount } : {}),
    ...(minCartValue !== undefined ? { minCartValue } : {}),
    ...(rule.validUntil !== undefined ? { validUntil: rule.validUntil } : {}),
    firstPurchaseOnly: rule.firstPurchaseOnly,
    automatic: rule.automatic,
    ...(rule.lifeBitsCost !== undefined ? { lifeBitsCost: rule.lifeBitsCost } : {}),
  };
}

/** Coupons for a first order offered in the market now (GET /api/pricing/v1/new-user-coupons). */
export async function newUserCoupons(deps: Deps, market: Market) {
  const rules = await pricingRules(deps, market);
  const { coupons } = listableCoupons(rules, market, deps.now());
  return {
    coupons: coupons.filter((r) => r.firstPurchaseOnly && !r.automatic).map((r) => couponSummary(r, market)),
  };
}

/** Life bits of a shopper; nobody signed in has none. */
export async function lifeBitsOf(
  deps: Deps,
  userId: string | null,
  freshness: Freshness = "live",
): Promise<number> {
  if (!userId) return 0;
  return freshness === "recent" ? recentLifeBitsBalance(deps, userId) : lifeBitsBalance(deps, userId);
}

/** Life-bits coupons with whether the caller's balance affords each (GET /api/gamification/lifebits/v1/coupons). */
export async function lifeBitsCoupons(deps: Deps, market: Market, userId: string | null) {
  const [rules, lifeBits] = await Promise.all([pricingRules(deps, market), lifeBitsOf(deps, userId)]);
  const { lifeBitsCoupons: listed } = listableCoupons(rules, market, deps.now());
  return {
    lifeBits,
    coupons: listed
      .map((rule) => {
        const cost = rule.lifeBitsCost ?? 0;
        return {
          ...couponSummary(rule, market),
          lifeBitsCost: cost,
          canAfford: lifeBits >= cost,
          lifeBitsNeeded: Math.max(0, cost - lifeBits),
        };
      })
      .sort((a, b) => a.lifeBitsCost - b.lifeBitsCost || a.code.localeCompare(b.code)),
  };
}

// Plan coupons (docs/api.md, plan coupons).

export function findPlanCoupon(rules: PricingRules, code: string): StoredCoupon | undefined {
  const wanted = normaliseCouponCode(code);
  return rules.planCoupons.find((c) => c.rule.code === wanted);
}

export interface PlanCouponPrice {
  code: string;
  /** Taken off the first period (and off every period unless firstPeriodOnly). */
  discount: number;
  firstPeriodAmount: number;
  /** What every later period costs. */
  periodAmount: number;
  firstPeriodOnly: boolean;
}

/** Each code's uses by the shopper, in one query (none for nobody signed in). */
async function planUsesByUser(
  deps: Deps,
  userId: string | null,
  codes: string[],
): Promise<Map<string, number>> {
  if (!userId || codes.length === 0) return new Map();
  const rows = await repo.couponUseCounts(deps.db, userId, codes);
  return new Map(rows.map((row) => [row.code, row.byUser]));
}

/**
 * Evaluates every given code against every given plan (unknown codes: not applicable); answers, per plan,
 * each code's result in the codes' order.
 */
async function evaluateCodesForPlans(
  deps: Deps,
  input: {
    codes: readonly string[];
    userId: string | null;
    market: Market;
    plans: readonly PlanCouponPlan[];
  },
): Promise<Map<string, PlanCouponEvaluation[]>> {
  const rules = await pricingRules(deps, input.market);
  const codes = [...new Set(input.codes.map(normaliseCouponCode))].filter((c) => c.length > 0);
  const found = codes.map((code) => {
    const stored = findPlanCoupon(rules, code);
    return { code, stored: stored && !stored.referralOnly ? stored : undefined };
  });
  const limited = found.flatMap(({ code, stored }) => (stored?.rule.usesPerUser !== undefined ? [code] : []));
  const uses = await planUsesByUser(deps, input.userId, limited);
  const now = deps.now();
  return new Map(
    input.plans.map((plan) => [
      plan.planId,
      found.map(({ code, stored }): PlanCouponEvaluation => {
        if (!stored) return { applicable: false, code, reason: COUPON_MESSAGES.UNKNOWN };
        return evaluatePlanCoupon(stored.rule, {
          market: input.market,
          now,
          plan,
          usesByUser: uses.get(code) ?? 0,
        });
      }),
    ]),
  );
}

/** Evaluates every given code for a plan; answers each code's result (unknown codes: not applicable). */
export async function evaluatePlanCodes(
  deps: Deps,
  input: { codes: readonly string[]; userId: string | null; market: Market; plan: PlanCouponPlan },
): Promise<PlanCouponEvaluation[]> {
  const results = await evaluateCodesForPlans(deps, { ...input, plans: [input.plan] });
  return results.get(input.plan.planId) ?? [];
}

/** The code that takes most off (ties: the first code in alphabetical order); undefined when none applies. */
function bestOf(results: readonly PlanCouponEvaluation[]) {
  return results
    .flatMap((r) => (r.applicable ? [r] : []))
    .sort((a, b) => b.discount - a.discount || a.code.localeCompare(b.code))[0];
}

/**
 * The plans lists' offers (docs/api.md, plans): for each plan, the best of the codes given (a coupon the
 * shopper typed, codes a webinar or support gave them) that applies to it; plans no code applies to are
 * left out. Codes that apply to nothing are not an error here: the list still shows every plan.
 */
export async function bestPlanOffers(
  deps: Deps,
  input: {
    codes: readonly string[];
    userId: string | null;
    market: Market;
    plans: readonly PlanCouponPlan[];
  },
): Promise<Map<string, PlanCouponPrice>> {
  const offers = new Map<string, PlanCouponPrice>();
  if (input.codes.length === 0 || input.plans.length === 0) return offers;
  const results = await evaluateCodesForPlans(deps, input);
  for (const [planId, evaluations] of results) {
    const best = bestOf(evaluations);
    if (best) {
      const { applicable: _, ...price } = best;
      offers.set(planId, price);
    }
  }
  return offers;
}

/**
 * What a plan costs with a coupon: its first period and every later one. AppError 4002 (with the reason)
 * for a code that is unknown, not a plan coupon, not for this plan or market, expired or used up by the
 * shopper. The subscription's create calls it to price the first period, then recordPlanCouponUse in its
 * transaction.
 */
export async function priceWithPlanCoupon(
  deps: Deps,
  input: { code: string; userId: string | null; market: Market; plan: PlanCouponPlan },
): Promise<PlanCouponPrice> {
  const [result] = await evaluatePlanCodes(deps, { ...input, codes: [input.code] });
  if (!result) throw new AppError(4002, COUPON_MESSAGES.UNKNOWN);
  if (!result.applicable) throw new AppError(4002, result.reason);
  const { applicable: _, ...price } = result;
  return price;
}

/**
 * Records a shopper's use of a plan coupon on a subscription, inside the subscription's create transaction
 * (`tx`). A coupon with a per-user limit is locked (FOR UPDATE) first and the shopper's uses counted after
 * the lock is held, so two creates at once cannot both take a limit-1 coupon: the second waits, counts the
 * first's use and gets 4002 (its transaction then rolls back). The use is released
 * (releasePlanCouponUse) when the subscription is abandoned before its first payment.
 */
export async function recordPlanCouponUse(
  tx: Deps["db"],
  entry: { code: string; userId: string; subscriptionId: string; at: number },
): Promise<void> {
  const code = normaliseCouponCode(entry.code);
  const [locked] = await repo.lockLimitedCoupons(tx, [code]);
  if (locked) {
    const [used] = await repo.couponUseCounts(tx, entry.userId, [code]);
    if (locked.usesInAll !== null && (used?.inAll ?? 0) >= locked.usesInAll) {
      throw new AppError(4002, COUPON_MESSAGES.USAGE_LIMIT_REACHED);
    }
    if (locked.usesPerUser !== null && (used?.byUser ?? 0) >= locked.usesPerUser) {
      throw new AppError(4002, COUPON_MESSAGES.ALREADY_USED);
    }
  }
  await repo.insertRedemption(tx, {
    redemptionId: randomUUID(),
    couponCode: code,
    userId: entry.userId,
    orderId: entry.subscriptionId,
    at: entry.at,
  });
}

/** A subscription abandoned before its first payment gives its plan coupon use back; answers how many. */
export function releasePlanCouponUse(tx: Deps["db"], subscriptionId: string): Promise<number> {
  return repo.deleteRedemptionsOfOrder(tx, subscriptionId);
}

/**
 * POST /api/pricing/v1/apply-offer-codes/plan: a plan's price with the best of the codes given (the first
 * code's reason when none applies: 4002). 4040 unknown plan, 4000 a plan not sold in the market.
 */
export async function applyPlanOfferCodes(
  deps: Deps,
  input: { planId: string; codes: string[]; userId: string | null; market: Market },
) {
  const found = await planInMarket(deps, input.planId, input.market);
  if (!found) throw new AppError(4040, "Plan not found");
  if (!found.price) {
    throw new AppError(4000, "This plan is not sold in your country", { planId: "not sold in this market" });
  }
  const plan = {
    planId: found.planId,
    tier: found.tier,
    kind: found.kind,
    discountPrice: found.price.discountPrice,
    currency: found.price.currency,
  };
  const results = await evaluatePlanCodes(deps, {
    codes: input.codes,
    userId: input.userId,
    market: input.market,
    plan,
  });
  const best = bestOf(results);
  if (!best) {
    const first = results[0];
    throw new AppError(4002, first && !first.applicable ? first.reason : COUPON_MESSAGES.UNKNOWN);
  }
  return {
    planId: plan.planId,
    basePrice: found.price.basePrice,
    discountPrice: plan.discountPrice,
    couponDiscount: best.discount,
    firstPeriodAmount: best.firstPeriodAmount,
    periodAmount: best.periodAmount,
    firstPeriodOnly: best.firstPeriodOnly,
    couponCode: best.code,
    currency: plan.currency as "INR" | "AED" | "USD",
  };
}

/**
 * POST /api/pricing/v1/coupons/plan: the plan coupons on offer in the market; with a planId, whether each
 * applies to that plan for this shopper (and its first-period discount) or why not. 4040 unknown plan,
 * 4000 a plan not sold in the market.
 */
export async function listPlanCoupons(
  deps: Deps,
  input: { planId?: string; userId: string | null; market: Market },
) {
  const rules = await pricingRules(deps, input.market);
  const now = deps.now();
  let plan: PlanCouponPlan | undefined;
  if (input.planId) {
    const found = await planInMarket(deps, input.planId, input.market);
    if (!found) throw new AppError(4040, "Plan not found");
    if (!found.price) {
      throw new AppError(4000, "This plan is not sold in your country", {
        planId: "not sold in this market",
      });
    }
    plan = {
      planId: found.planId,
      tier: found.tier,
      kind: found.kind,
      discountPrice: found.price.discountPrice,
      currency: found.price.currency,
    };
  }
  const offered = rules.planCoupons.filter(({ rule, referralOnly }) => {
    if (referralOnly) return false;
    if (rule.markets && !rule.markets.includes(input.market)) return false;
    if (rule.validFrom !== undefined && now < rule.validFrom) return false;
    return rule.validUntil === undefined || now < rule.validUntil;
  });
  const coupons = await Promise.all(
    offered.map(async ({ rule }) => {
      const base = {
        ...couponSummary(rule, input.market),
        firstPeriodOnly: rule.plan?.firstPeriodOnly ?? false,
      };
      if (!plan) return { ...base, applicable: true };
      const [result] = await evaluatePlanCodes(deps, {
        codes: [rule.code],
        userId: input.userId,
        market: input.market,
        plan,
      });
      return result?.applicable
        ? { ...base, applicable: true, discount: result.discount }
        : { ...base, applicable: false, reason: result?.reason ?? COUPON_MESSAGES.UNKNOWN };
    }),
  );
  return { coupons };
}

// Webinar coupons (docs/api.md, webinars: a paid seat).

export interface WebinarSeatQuote {
  basePrice: number;
  couponDiscount: number;
  payableAmount: number;
  /** The coupon applied (normalised), when one was given. */
  couponCode?: string;
}

/**
 * A paid webinar seat's price with a webinar coupon: AppError 4002 (with the reason) for a code that is
 * unknown, not a webinar coupon, not for this webinar or market, expired or used up. The use itself is
 * recorded with the order (redeemCoupons, in the order's transaction), which checks the limits again.
 */
export async function priceWebinarSeat(
  deps: Deps,
  input: { code?: string; userId: string | null; market: Market; seat: WebinarCouponSeat },
): Promise<WebinarSeatQuote> {
  const basePrice = input.seat.price;
  const code = normaliseCouponCode(input.code ?? "");
  if (!code) return { basePrice, couponDiscount: 0, payableAmount: basePrice };
  const rules = await pricingRules(deps, input.market);
  const stored = rules.webinarCoupons.find((c) => c.rule.code === code && !c.referralOnly);
  if (!stored) {
    const elsewhere = [...rules.coupons, ...rules.planCoupons].some((c) => c.rule.code === code);
    throw new AppError(4002, elsewhere ? WEBINAR_COUPON_MESSAGES.NOT_FOR_WEBINARS : COUPON_MESSAGES.UNKNOWN);
  }
  const limited = stored.rule.usesPerUser !== undefined || stored.rule.usesInAll !== undefined;
  const [counts] = limited ? await repo.couponUseCounts(deps.db, input.userId, [code]) : [];
  const result = evaluateWebinarCoupon(stored.rule, {
    market: input.market,
    now: deps.now(),
    seat: input.seat,
    usesByUser: counts?.byUser ?? 0,
    usesInAll: counts?.inAll ?? 0,
  });
  if (!result.applicable) throw new AppError(4002, result.reason);
  return {
    basePrice,
    couponDiscount: result.discount,
    payableAmount: result.payableAmount,
    couponCode: code,
  };
}

import { randomInt } from "node:crypto";
import { type Market, QUERY_PARAMS, withMarketPrefix } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { getUser } from "../identity/service.ts";
import { couponSummary, findCoupon, pricingRules } from "../pricing/service.ts";
import { lifeBitsPerOrder } from "../users/service.ts";
import * as repo from "./repository.ts";
import { REFERRAL_COUPON_CODE, REFERRAL_REWARD_LIFE_BITS } from "./rewards.ts";

const normalise = (code: string) => code.trim().toUpperCase();

/** Who is asking: referral and affiliate codes are for shoppers before their first purchase. */
export interface CodeShopper {
  userId: string | null;
  firstPurchaseCompleted: boolean;
}

export interface ValidReferral {
  code: string;
  ownerUserId: string;
  referrerFirstName: string;
  rewardLifeBits: number;
  refereeCouponCode: string | null;
}

async function firstNameOf(deps: Deps, userId: string): Promise<string | null> {
  try {
    return (await getUser(deps, userId)).firstName;
  } catch (error) {
    // An owner account that no longer exists (merged) makes the code unknown, not the request failed.
    if (error instanceof AppError && error.code === 4011) return null;
    throw error;
  }
}

async function referralOf(deps: Deps, rawCode: string): Promise<ValidReferral | null> {
  const row = await repo.findReferralCode(deps.db, normalise(rawCode));
  if (!row) return null;
  const firstName = await firstNameOf(deps, row.ownerUserId);
  if (firstName === null) return null;
  return {
    code: row.code,
    ownerUserId: row.ownerUserId,
    referrerFirstName: firstName || "Your friend",
    rewardLifeBits: row.rewardLifeBits,
    refereeCouponCode: row.refereeCouponCode,
  };
}

/**
 * A referral code for this shopper: 4050 when the shopper has made a first purchase or the code is their
 * own; null when no such code exists.
 */
export async function checkReferralCode(
  deps: Deps,
  code: string,
  shopper: CodeShopper,
): Promise<ValidReferral | null> {
  if (shopper.firstPurchaseCompleted) throw new AppError(4050);
  const referral = await referralOf(deps, code);
  if (referral && referral.ownerUserId === shopper.userId) throw new AppError(4050);
  return referral;
}

/** An affiliate code for this shopper: 4051 after a first purchase; null when no such affiliate exists. */
export async function checkAffiliateCode(
  deps: Deps,
  code: string,
  shopper: CodeShopper,
): Promise<{ code: string; name: string } | null> {
  if (shopper.firstPurchaseCompleted) throw new AppError(4051);
  const row = await repo.findAffiliate(deps.db, normalise(code));
  return row ? { code: row.code, name: row.name } : null;
}

/** What a new referral code gives: the programme as staff last saved it, else the shop's standard reward. */
export async function programmeReward(
  deps: Pick<Deps, "db">,
): Promise<{ rewardLifeBits: number; refereeCouponCode: string | null }> {
  const row = await repo.findProgramme(deps.db);
  return row
    ? { rewardLifeBits: row.rewardLifeBits, refereeCouponCode: row.refereeCouponCode }
    : { rewardLifeBits: REFERRAL_REWARD_LIFE_BITS, refereeCouponCode: REFERRAL_COUPON_CODE };
}

/** Who a referral code rewards, and with how many life bits, when a referred shopper's first order is placed. */
export async function referrerOf(
  deps: Deps,
  code: string,
): Promise<{ ownerUserId: string; rewardLifeBits: number } | null> {
  const row = await repo.findReferralCode(deps.db, normalise(code));
  return row ? { ownerUserId: row.ownerUserId, rewardLifeBits: row.rewardLifeBits } : null;
}

/** What a referral link offers a new shopper (GET /api/referral/v1/referee-config). */
export async function refereeConfig(deps: Deps, market: Market, code: string) {
  const referral = await referralOf(deps, code);
  if (!referral) throw notFound("This referral code does not exist");
  const rules = await pricingRules(deps, market);
  const coupon = referral.refereeCouponCode ? findCoupon(rules, referral.refereeCouponCode) : undefined;
  return {
    referralCode: referral.code,
    referrer: { firstName: referral.referrerFirstName },
    reward: {
      description: coupon
        ? coupon.rule.description
        : `${referral.referrerFirstName} invited you to Ojas. Start your first order to join them.`,
      referrerLifeBits: referral.rewardLifeBits,
    },
    coupon: coupon ? couponSummary(coupon.rule, market) : null,
  };
}

// Unambiguous characters only (no 0/O, 1/I/L), so codes read out loud survive.
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function newCode(firstName: string): string {
  const prefix = firstName
    .toUpperCase()
    .replace(/[^A-Z]/g, "")
    .slice(0, 6);
  let suffix = "";
  for (let i = 0; i < 4; i++) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${prefix || "OJAS"}${suffix}`;
}

/** The signed-in shopper's own code, created on first ask (GET /api/referral/v1/my-code). */
/**
 * Placed orders (rewards granted) that used a referral code, not the owner's own, newest first: orders
 * know, and the routes hand their answer in (referral does not import orders, which imports referral).
 */
export type PlacedWithReferral = (
  code: string,
  ownerUserId: string,
) => Promise<{ orderId: string; userId: string; placedAt: number | null }[]>;

export async function myReferralCode(
  deps: Deps,
  placedWithReferral: PlacedWithReferral,
  market: Market,
  userId: string,
) {
  const row = await ownReferralCode(deps, userId);
  const [earned, rules] = await Promise.all([
    referralEarnings(deps, placedWithReferral, row),
    pricingRules(deps, market),
  ]);
  const coupon = row.refereeCouponCode ? findCoupon(rules, row.refereeCouponCode) : undefined;
  return {
    code: row.code,
    // The friend lands on the home page of the sharer's market (India: the site's root).
    shareUrl: `${deps.config.siteOrigin}${withMarketPrefix(market, "/")}?${QUERY_PARAMS.REFERRAL_CODE}=${encodeURIComponent(row.code)}`,
    reward: {
      referrerLifeBits: row.rewardLifeBits,
      friendOffer: coupon ? coupon.rule.description : null,
    },
    earned,
  };
}

async function ownReferralCode(deps: Deps, userId: string): Promise<repo.ReferralCodeRow> {
  const existing = await repo.findReferralCodeOf(deps.db, userId);
  if (existing) return existing;
  const { firstName } = await getUser(deps, userId);
  const reward = await programmeReward(deps);
  for (let attempt = 0; attempt < 8; attempt++) {
    await repo.insertReferralCode(deps.db, {
      code: newCode(firstName),
      ownerUserId: userId,
      ...reward,
      createdAt: deps.now(),
    });
    // Either this insert won, or a concurrent request created the owner's code first: both are fine.
    const row = await repo.findReferralCodeOf(deps.db, userId);
    if (row) return row;
  }
  throw new AppError(5000);
}

/**
 * Friends whose first purchase used the code, and the life bits the owner kept for them (what the ledger
 * holds for those orders: a reward taken back when the friend's order was undone is not counted).
 */
async function referralEarnings(
  deps: Deps,
  placedWithReferral: PlacedWithReferral,
  row: repo.ReferralCodeRow,
) {
  const placed = await placedWithReferral(row.code, row.ownerUserId);
  const bits = await lifeBitsPerOrder(
    deps,
    row.ownerUserId,
    placed.map((p) => p.orderId),
  );
  const referrals = placed.map((p) => ({ placedAt: p.placedAt!, lifeBits: bits.get(p.orderId) ?? 0 }));
  return {
    friends: new Set(placed.map((p) => p.userId)).size,
    lifeBits: referrals.reduce((sum, r) => sum + r.lifeBits, 0),
    referrals: referrals.slice(0, 50),
  };
}

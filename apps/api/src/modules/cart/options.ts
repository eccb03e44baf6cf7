// The codes and choices a cart request carries, merged with what the cart keeps. A value given replaces
// the kept one, an empty string removes it, an absent one keeps it. Everything that can refuse the request
// (4000 pincode, 4004, 4050, 4051) is checked here, before the cart changes.
import {
  type CartDto,
  DEFAULT_PAYMENT_TYPE,
  normaliseCouponCode,
  normalisePincode,
  type PaymentType,
  PINCODE_LABELS,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { AppError, invalid } from "../../http/app-error.ts";
import { checkPincode } from "../location/service.ts";
import { checkAffiliateCode, checkReferralCode } from "../referral/service.ts";
import type { CartOptions, DeliveryInfo } from "./build.ts";
import type { BaseContext } from "./context.ts";
import type { CartOptionsPatch, CartRow } from "./repository.ts";

export interface OptionInput {
  couponCode?: string;
  lifeBitsCouponCode?: string;
  referralCode?: string;
  affiliateCode?: string;
  paymentType?: PaymentType;
  pincode?: string;
  autoApplyCoupon?: boolean;
}

export interface ResolvedOptions {
  options: CartOptions;
  /** Changes to the kept values known before pricing. */
  patch: CartOptionsPatch;
  /** Coupons entered now: kept once pricing shows they apply (a failed one leaves the kept one). */
  enteredCoupon?: string;
  enteredLifeBitsCoupon?: string;
}

type Kept = Pick<
  CartRow,
  "couponCode" | "lifeBitsCouponCode" | "referralCode" | "affiliateCode" | "paymentType" | "pincode"
>;

const NOTHING_KEPT: Kept = {
  couponCode: null,
  lifeBitsCouponCode: null,
  referralCode: null,
  affiliateCode: null,
  paymentType: DEFAULT_PAYMENT_TYPE,
  pincode: null,
};

const KEPT_FIELDS = Object.keys(NOTHING_KEPT) as (keyof Kept)[];

/** Whether two reads of a cart keep the same codes and choices (no cart keeps nothing). */
export function sameKept(a: Kept | undefined, b: Kept | undefined): boolean {
  const x = a ?? NOTHING_KEPT;
  const y = b ?? NOTHING_KEPT;
  return KEPT_FIELDS.every((field) => x[field] === y[field]);
}

/** undefined: keep; null: remove; a string: use. */
const given = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

async function deliveryFor(deps: Deps, ctx: BaseContext, code: string, strict: boolean) {
  const pincode = normalisePincode(ctx.market, code);
  if (pincode === null) {
    if (strict) throw invalid({ pincode: `Enter a valid ${PINCODE_LABELS[ctx.market].toLowerCase()}` });
    return null;
  }
  const check = await checkPincode(deps, ctx.market, pincode);
  if (strict && !check.serviceable) throw new AppError(4004);
  const info: DeliveryInfo = {
    pincode,
    serviceable: check.serviceable,
    codAvailable: check.codAvailable,
    estimatedDeliveryDate: check.estimatedDeliveryDate,
  };
  return info;
}

/** A kept code re-checked quietly: one that no longer applies (a first purchase since) is dropped. */
async function quietly<T>(check: () => Promise<T | null>): Promise<T | null> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof AppError && (error.code === 4050 || error.code === 4051)) return null;
    throw error;
  }
}

export async function resolveOptions(
  deps: Deps,
  ctx: BaseContext,
  input: OptionInput,
  kept: Kept | undefined,
): Promise<ResolvedOptions> {
  const k = kept ?? NOTHING_KEPT;
  const patch: CartOptionsPatch = {};
  const shopper = { userId: ctx.shopper.userId, firstPurchaseCompleted: ctx.shopper.firstPurchaseCompleted };

  const referralGiven = given(input.referralCode);
  const affiliateGiven = given(input.affiliateCode);
  const pincodeGiven = given(input.pincode);

  const [referral, affiliate, delivery] = await Promise.all([
    referralGiven
      ? checkReferralCode(deps, referralGiven, shopper)
      : referralGiven === undefined && k.referralCode
        ? quietly(() => checkReferralCode(deps, k.referralCode!, shopper))
        : null,
    affiliateGiven
      ? checkAffiliateCode(deps, affiliateGiven, shopper)
      : affiliateGiven === undefined && k.affiliateCode
        ? quietly(() => checkAffiliateCode(deps, k.affiliateCode!, shopper))
        : null,
    pincodeGiven
      ? deliveryFor(deps, ctx, pincodeGiven, true)
      : pincodeGiven === undefined && k.pincode
        ? deliveryFor(deps, ctx, k.pincode, false)
        : null,
  ]);

  if (referralGiven === null || (referralGiven === undefined && k.referralCode && !referral)) {
    patch.referralCode = null;
  } else if (referralGiven && referral) {
    patch.referralCode = referral.code;
  }
  if (affiliateGiven === null || (affiliateGiven === undefined && k.affiliateCode && !affiliate)) {
    patch.affiliateCode = null;
  } else if (affiliateGiven && affiliate) {
    patch.affiliateCode = affiliate.code;
  }
  if (pincodeGiven !== undefined) patch.pincode = delivery?.pincode ?? null;
  if (input.paymentType !== undefined) patch.paymentType = input.paymentType;

  const couponGiven = given(input.couponCode);
  const lifeBitsGiven = given(input.lifeBitsCouponCode);
  if (couponGiven === null) patch.couponCode = null;
  if (lifeBitsGiven === null) patch.lifeBitsCouponCode = null;

  return {
    options: {
      couponCode: couponGiven === undefined ? k.couponCode : couponGiven,
      keptCouponCode: couponGiven === null ? null : k.couponCode,
      lifeBitsCouponCode: lifeBitsGiven === undefined ? k.lifeBitsCouponCode : lifeBitsGiven,
      autoApply: input.autoApplyCoupon ?? false,
      referral,
      affiliate,
      paymentType: input.paymentType ?? (k.paymentType as PaymentType),
      delivery,
    },
    patch,
    ...(couponGiven ? { enteredCoupon: couponGiven } : {}),
    ...(lifeBitsGiven ? { enteredLifeBitsCoupon: lifeBitsGiven } : {}),
  };
}

/** The patch with the coupons entered now that apply. */
export function patchAfterPricing(resolved: ResolvedOptions, cart: CartDto): CartOptionsPatch {
  const patch = { ...resolved.patch };
  const { enteredCoupon, enteredLifeBitsCoupon } = resolved;
  if (enteredCoupon && cart.appliedCoupon?.code === normaliseCouponCode(enteredCoupon)) {
    patch.couponCode = cart.appliedCoupon.code;
  }
  if (
    enteredLifeBitsCoupon &&
    cart.lifeBitsAppliedCoupon?.code === normaliseCouponCode(enteredLifeBitsCoupon)
  ) {
    patch.lifeBitsCouponCode = cart.lifeBitsAppliedCoupon.code;
  }
  return patch;
}

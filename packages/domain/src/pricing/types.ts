// Inputs and outputs of the pure cart pricing (docs/api.md, cart). All money is integer minor units of
// the cart's currency; all times are epoch ms.
import type {
  DiscountType,
  PaymentType,
  PlanKind,
  PlanTier,
  ProductCategory,
  StockStatus,
} from "../enums.ts";
import type { Market } from "../markets.ts";

/** An amount per market, each in that market's minor units. A market without an entry has no such amount. */
export type MarketAmounts = Partial<Record<Market, number>>;

/** What a plan coupon adds to a coupon rule (plan-coupons.ts). */
export interface PlanCouponTerms {
  /** Only plans of these tiers / kinds / ids (absent: any). */
  tiers?: PlanTier[];
  kinds?: PlanKind[];
  planIds?: string[];
  /** True: the discount is taken off the first period only; false: off every period. */
  firstPeriodOnly: boolean;
  /** ABSOLUTE plan coupons: the amount off per market (a market without one cannot use it). */
  amounts?: MarketAmounts;
}

/** What a webinar coupon adds to a coupon rule (webinar-coupons.ts). */
export interface WebinarCouponTerms {
  /** Only these webinars (absent: any paid webinar the other terms allow). */
  webinarIds?: string[];
  /** Only webinars on these topics (RING: the ring webinars of /ring/webinar); absent: any topic. */
  topics?: string[];
  /** ABSOLUTE webinar coupons: the amount off per market (a market without one cannot use it). */
  amounts?: MarketAmounts;
}

export interface CouponRule {
  /** Upper case, as shoppers see it; lookups go through normaliseCouponCode. */
  code: string;
  title: string;
  description: string;
  discountType: DiscountType;
  /**
   * PERCENTAGE: whole percent off (1-100). ABSOLUTE: amount off in minor units of the currency of `markets`,
   * which an ABSOLUTE rule must therefore list (validateCouponRule). FREE and FREEBIE: 0.
   */
  value: number;
  /** Cap on the discount per market; no entry, no cap. */
  maxDiscount?: MarketAmounts;
  /** Minimum cart value (after catalogue discount) per market; no entry, no minimum. */
  minCartValue?: MarketAmounts;
  /** Markets the coupon is valid in; absent means all. */
  markets?: Market[];
  /** Only cart lines in these categories count (and are discounted). */
  categories?: ProductCategory[];
  /** Only cart lines with these skus count (and are discounted). */
  skuIds?: string[];
  /** FREE: skus in the cart of which one unit each becomes free. */
  freeSkuIds?: string[];
  /** FREEBIE: gift skus added at price 0. */
  freebieSkuIds?: string[];
  firstPurchaseOnly: boolean;
  /** Valid from this instant on (inclusive). */
  validFrom?: number;
  /** Expired from this instant on: the instant itself is already expired. */
  validUntil?: number;
  /** How many orders one shopper may place with the code. */
  usesPerUser?: number;
  /** How many orders all shoppers together may place with the code. */
  usesInAll?: number;
  /** Applied by the cart itself (autoApplyCoupon=true) as a cart discount; it cannot be entered as a code. */
  automatic: boolean;
  /** Life bits a shopper spends to redeem it; only such coupons go in the life-bits slot. */
  lifeBitsCost?: number;
  /**
   * CART (absent), PLAN or WEBINAR: a plan coupon prices coaching plans (plan-coupons.ts), a webinar coupon
   * the seat of a paid webinar (webinar-coupons.ts); neither ever prices a cart, nor a cart coupon them.
   */
  appliesTo?: "CART" | "PLAN" | "WEBINAR";
  /** PLAN coupons: which plans, which periods, amounts per market. */
  plan?: PlanCouponTerms;
  /** WEBINAR coupons: which webinars, amounts per market. */
  webinar?: WebinarCouponTerms;
}

/** What the shopper entered and the rule found for it; no rule means the code is unknown. */
export interface EnteredCoupon {
  code: string;
  rule?: CouponRule;
}

export interface PricingItemInput {
  skuId: string;
  qty: number;
  /** Unit prices from the catalogue of the cart's market. */
  basePrice: number;
  discountPrice: number;
  category: ProductCategory;
  productType: string | null;
  name: string;
  imgURL: string;
  subCategory: string | null;
  volume?: number;
  volumeUnit?: string;
  isBundledSku: boolean;
  bundledSkuIds: string[];
  isByobBundledSku?: boolean;
  byobBundleSkuId?: string;
  byobBundledSkuIds?: string[];
  availableToPromise: number;
  comingSoon: boolean;
  estimatedDeliveryDate?: number;
}

export interface ShippingRule {
  /** Charged when the cart value (after catalogue discount) is below freeAbove. */
  flatCharge: number;
  /** Cart value from which delivery is free (reaching it exactly is enough). */
  freeAbove: number;
}

export interface CodRule {
  enabled: boolean;
  charges: number;
  /** Highest cart value (after catalogue discount) still allowed cash on delivery. */
  maxCartValue: number;
  /** A cart holding any item of these categories cannot be paid on delivery. */
  excludedCategories: ProductCategory[];
}

export interface ShopperCouponInfo {
  /** True for guests, anonymous visitors and users without a completed first purchase. */
  isFirstPurchase: boolean;
  /** Orders this shopper placed with each code (normalised codes as keys). */
  couponUsesByCode: Record<string, number>;
  /** Life bits balance; when absent, affordability of life-bits coupons is not checked here. */
  lifeBitsBalance?: number;
}

export interface FreebieCatalogueEntry {
  name: string;
  imgURL: string;
  basePrice: number;
}

export interface PricingInput {
  market: Market;
  currency: string;
  items: PricingItemInput[];
  coupon?: EnteredCoupon;
  lifeBitsCoupon?: EnteredCoupon;
  autoApply: boolean;
  /** The market's automatic offers; the best one applies when autoApply is true. */
  automaticCoupons: CouponRule[];
  /** Coupons to list in applicableCoupons, each with whether it applies to this cart and why not. */
  availableCoupons?: CouponRule[];
  shopper: ShopperCouponInfo;
  /** Orders placed with each code by everyone. */
  couponUsesInAll: Record<string, number>;
  now: number;
  paymentType: PaymentType;
  shipping: ShippingRule;
  cod: CodRule;
  /** The delivery pincode's serviceability; absent when none is chosen yet. */
  serviceable?: boolean;
  /** Whether the delivery pincode takes cash on delivery; absent when none is chosen yet. */
  codAvailable?: boolean;
  /** Gift skus a FREEBIE coupon may add, keyed by sku id; a gift missing here is not given. */
  freebieCatalogue: Record<string, FreebieCatalogueEntry>;
}

export interface PricedCartItem {
  itemID: string;
  skuId: string;
  itemName: string;
  imgURL: string;
  subCategory: string | null;
  qty: number;
  /** Unit price before any discount. */
  basePrice: number;
  /** Unit price after the catalogue discount. */
  discountPrice: number;
  discountPercentage: number;
  /** Line totals from here on: (basePrice - discountPrice) x qty ... */
  catalogDiscount: number;
  /** ... this line's share of the automatic offer ... */
  cartDiscount: number;
  /** ... this line's share of the coupon and life-bits coupon ... */
  couponDiscount: number;
  /** ... all three together ... */
  discount: number;
  /** ... and what the line costs after all of them. */
  finalPrice: number;
  volume?: number;
  volumeUnit?: string;
  /** Null when no delivery date is known (no pincode, or nothing to ship). */
  estimatedDeliveryDate: number | null;
  isBundledSku: boolean;
  bundledSkuIds: string[];
  /** Units made free by a FREE coupon. */
  freeItemCount: number;
  isByobBundledSku: boolean;
  byobBundleSkuId?: string;
  byobBundledSkuIds?: string[];
  skuType: string | null;
  skuCategory: ProductCategory;
  stockStatus: StockStatus;
  /** Out of stock, coming soon, or more units than can be promised. */
  isOutOfStock: boolean;
}

export interface FreebieItem {
  itemID: string;
  skuId: string;
  itemName: string;
  imgURL: string;
  qty: number;
  basePrice: number;
  discountPrice: 0;
  couponCode: string;
}

export interface AppliedCoupon {
  code: string;
  title: string;
  description: string;
  discountType: DiscountType;
  discount: number;
  automatic: boolean;
  lifeBitsCost?: number;
}

export interface CouponOffer {
  code: string;
  title: string;
  description: string;
  discountType: DiscountType;
  automatic: boolean;
  lifeBitsCost?: number;
  applicable: boolean;
  /** What it would take off this cart (0 for FREEBIE, whose gifts cost nothing). */
  discount: number;
  reason?: string;
  /** It is the cart's applied coupon, life-bits coupon or automatic offer. */
  isApplied: boolean;
}

export interface PaymentTypeConfig {
  PREPAID: { enabled: true };
  COD: { enabled: boolean; charges: number; reason?: string };
}

export interface PricedCart {
  market: Market;
  currency: string;
  cartItemList: PricedCartItem[];
  freebieItemList: FreebieItem[];
  totalQuantityInCart: number;
  totalBasePrice: number;
  totalDiscountPrice: number;
  totalDiscount: number;
  totalPrice: number;
  totalPayableAmountWithoutCoupon: number;
  payableAmount: number;
  cartDiscount: number;
  couponDiscount: number;
  /** The entered code, normalised; null when none. */
  couponCode: string | null;
  appliedCoupon: AppliedCoupon | null;
  /** True when no code was entered. */
  isCouponValid: boolean;
  couponMessage: string;
  appliedLifeBitsCouponCode: string | null;
  lifeBitsAppliedCoupon: AppliedCoupon | null;
  isLifeBitsCouponValid: boolean;
  lifeBitsCouponMessage: string;
  /** The automatic offer behind cartDiscount. */
  appliedAutomaticCoupon: AppliedCoupon | null;
  applicableCoupons: CouponOffer[];
  shippingCharges: number;
  shippingChargesBasePrice: number;
  shippingChargesDiscountedPrice: number;
  shippingChargesTextInfo: string;
  codCharges: number;
  /** COD only when asked for and allowed; otherwise PREPAID. */
  paymentType: PaymentType;
  paymentTypeConfig: PaymentTypeConfig;
  isAnyItemOutOfStock: boolean;
  outOfStockDisplayText: string;
}

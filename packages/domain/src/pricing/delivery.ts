// Delivery charges and cash on delivery for a cart.
import type { ProductCategory } from "../enums.ts";
import { formatMoney } from "../money.ts";
import type { CodRule, PaymentTypeConfig, ShippingRule } from "./types.ts";

/** Plans are digital and blood work is collected at home: a cart of only these has nothing to ship. */
export const NON_SHIPPABLE_CATEGORIES: readonly ProductCategory[] = [
  "PLAN",
  "CGM_PLAN",
  "ELECTRONICS__PLAN",
  "BLOOD_WORK",
];

export const FREE_DELIVERY_TEXT = "Free delivery";

export interface ShippingQuote {
  /** What the cart pays for delivery. */
  shippingCharges: number;
  /** The market's delivery charge before the free-delivery threshold. */
  shippingChargesBasePrice: number;
  shippingChargesDiscountedPrice: number;
  shippingChargesTextInfo: string;
}

export interface ShippingCart {
  categories: readonly ProductCategory[];
  /** After catalogue discount, before automatic offers and coupons. */
  cartValue: number;
  currency: string;
}

/** Delivery is free once the cart value reaches freeAbove (exactly reaching it is enough). */
export function shippingFor(rule: ShippingRule, cart: ShippingCart): ShippingQuote {
  if (!cart.categories.some((c) => !NON_SHIPPABLE_CATEGORIES.includes(c))) {
    return {
      shippingCharges: 0,
      shippingChargesBasePrice: 0,
      shippingChargesDiscountedPrice: 0,
      shippingChargesTextInfo: "",
    };
  }
  const flat = Math.max(0, Math.floor(rule.flatCharge));
  if (cart.cartValue >= rule.freeAbove || flat === 0) {
    return {
      shippingCharges: 0,
      shippingChargesBasePrice: flat,
      shippingChargesDiscountedPrice: 0,
      shippingChargesTextInfo: FREE_DELIVERY_TEXT,
    };
  }
  return {
    shippingCharges: flat,
    shippingChargesBasePrice: flat,
    shippingChargesDiscountedPrice: flat,
    shippingChargesTextInfo: `Add ${formatMoney(rule.freeAbove - cart.cartValue, cart.currency)} more for free delivery`,
  };
}

export const COD_MESSAGES = {
  NOT_IN_MARKET: "Cash on delivery is not available in this country",
  EXCLUDED_ITEMS: "Cash on delivery is not available for plans or blood tests",
  NOT_SERVICEABLE: "We do not deliver to this pincode yet",
  PINCODE: "Cash on delivery is not available at this pincode",
  aboveLimit: (max: number, currency: string) =>
    `Cash on delivery is available for orders up to ${formatMoney(max, currency)}`,
} as const;

export interface CodCart extends ShippingCart {
  /** The delivery pincode's flags; absent while no pincode is chosen. */
  serviceable?: boolean;
  codAvailable?: boolean;
}

/**
 * Whether the cart may be paid on delivery and, if not, the first reason: market, plan or blood-work items,
 * cart value above the limit (the limit itself is allowed), then the pincode. The limit is measured on the
 * cart value after catalogue discount, so applying a coupon never switches COD (and its charge) on.
 */
export function codConfigFor(rule: CodRule, cart: CodCart): PaymentTypeConfig["COD"] {
  const refuse = (reason: string) => ({ enabled: false, charges: 0, reason });
  if (!rule.enabled) return refuse(COD_MESSAGES.NOT_IN_MARKET);
  if (cart.categories.some((c) => rule.excludedCategories.includes(c)))
    return refuse(COD_MESSAGES.EXCLUDED_ITEMS);
  if (cart.cartValue > rule.maxCartValue)
    return refuse(COD_MESSAGES.aboveLimit(rule.maxCartValue, cart.currency));
  if (cart.serviceable === false) return refuse(COD_MESSAGES.NOT_SERVICEABLE);
  if (cart.codAvailable === false) return refuse(COD_MESSAGES.PINCODE);
  return { enabled: true, charges: Math.max(0, Math.floor(rule.charges)) };
}

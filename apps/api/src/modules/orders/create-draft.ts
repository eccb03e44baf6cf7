// An order before it exists: the lines priced by the cart module exactly as the shopper's cart shows them,
// the delivery address and gifting checked, and every reason to refuse found before anything is written.
import { randomBytes } from "node:crypto";
import {
  addressCountryMarket,
  formatMoney,
  type GiftingInput,
  lifeBitsEarnedFor,
  MARKET_INFO,
  type Market,
  normalisePhone,
  type OrderAddressInput,
  type OrderItemType,
  type PaymentType,
  type UtmParams,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { type CartCaller, type OrderCart, type OrderCartSource, priceForOrder } from "../cart/service.ts";
import type { CartSku } from "../catalogue/service.ts";
import { safeReturnUrl } from "../payments/service.ts";
import { orderAddressFields, savedAddress } from "../users/service.ts";
import type { Hold } from "./effects.ts";
import { stockNeedsOf } from "./effects.ts";
import type { OrderAddressSnapshot, OrderGifting, orderItems } from "./tables.ts";

export type NewOrderItem = typeof orderItems.$inferInsert & { bundledSkuIds: string[] };

/** What every order create carries besides its lines (orderCreateBodySchema and buyNowBodySchema). */
export interface OrderOptions {
  paymentType: PaymentType;
  addressTimestamp?: number;
  address?: OrderAddressInput;
  couponCode?: string;
  lifeBitsCouponCode?: string;
  referralCode?: string;
  affiliateCode?: string;
  autoApplyCoupon?: boolean;
  gifting?: GiftingInput;
  expectedPayableAmount?: number;
  returnUrl?: string;
  utm?: UtmParams | null;
}

/** What an order's row takes of its pricing: the priced cart's amounts and the coupons applied. */
export interface DraftAmounts {
  currency: string;
  totalBasePrice: number;
  totalDiscount: number;
  couponDiscount: number;
  shippingCharges: number;
  codCharges: number;
  payableAmount: number;
  appliedCoupon: { code: string } | null;
  lifeBitsAppliedCoupon: { code: string } | null;
}

export interface OrderDraft {
  orderId: string;
  userId: string;
  market: Market;
  /** CART (the server cart), GUEST_CART (lines sent with the order) or the buy-now flow's product. */
  source: string;
  paymentType: PaymentType;
  priced: { cart: DraftAmounts };
  items: NewOrderItem[];
  hold: Hold;
  lifeBitsEarned: number;
  lifeBitsDiscount: number;
  address: OrderAddressSnapshot;
  gifting: OrderGifting | null;
  referralCode: string | null;
  affiliateCode: string | null;
  returnUrl?: string;
  utm: UtmParams | null;
}

export interface DraftRequest {
  market: Market;
  caller: NonNullable<CartCaller>;
  /** What is ordered: the server cart or lines given with the request. */
  lines: OrderCartSource;
  source: string;
  options: OrderOptions;
  /** A buy-now flow's own refusals (a sku of the wrong kind), on the priced lines. */
  check?: (priced: OrderCart) => void;
}

const ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Order ids that sort by creation time and cannot be guessed: OJ + time + 8 random characters. */
export function newOrderId(now: number): string {
  let random = "";
  for (const byte of randomBytes(8)) random += ID_ALPHABET[byte % 32];
  return `OJ${now.toString(36).toUpperCase()}${random}`;
}

/** Field errors of the address given with the order, named as the body names them. */
function prefixed(error: unknown, prefix: string): never {
  if (error instanceof AppError && error.code === 4000 && error.fields) {
    throw invalid(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [`${prefix}.${k}`, v])));
  }
  throw error;
}

function marketOfCountry(country: string, fallback: Market): Market {
  return addressCountryMarket(country) ?? fallback;
}

/**
 * The address the order ships to: one of the caller's saved addresses (another user's timestamp is
 * simply not found, 4040), or the one sent, checked by its country's phone and pincode rules (4000). It
 * must be in the order's market.
 */
async function orderAddress(
  deps: Deps,
  market: Market,
  userId: string,
  options: OrderOptions,
): Promise<OrderAddressSnapshot> {
  const country = MARKET_INFO[market].countryName;
  if (options.addressTimestamp !== undefined) {
    const saved = await savedAddress(deps, userId, options.addressTimestamp);
    if (!saved) throw notFound("Address not found");
    if (marketOfCountry(saved.country, market) !== market) {
      throw invalid({ addressTimestamp: `We can only deliver this order within ${country}` });
    }
    return {
      name: saved.name,
      phoneNumber: saved.phoneNumber,
      line1: saved.line1,
      line2: saved.line2 ?? null,
      landmark: saved.landmark ?? null,
      city: saved.city,
      state: saved.state,
      pincode: saved.pincode,
      country: saved.country,
    };
  }
  const input = options.address!;
  if (input.country && addressCountryMarket(input.country) !== market) {
    throw invalid({ "address.country": `We can only deliver this order within ${country}` });
  }
  let fields: ReturnType<typeof orderAddressFields>;
  try {
    fields = orderAddressFields(market, { ...input, defaultAddress: false });
  } catch (error) {
    prefixed(error, "address");
  }
  return {
    name: fields.name,
    phoneNumber: fields.phoneNumber,
    emailId: input.emailId ?? null,
    line1: fields.line1,
    line2: fields.line2 ?? null,
    landmark: fields.landmark ?? null,
    city: fields.city,
    state: fields.state,
    pincode: fields.pincode,
    country: fields.country,
  };
}

function giftingOf(market: Market, gifting: GiftingInput | undefined): OrderGifting | null {
  if (!gifting) return null;
  if (gifting.type === "SELF") return { type: "SELF" };
  const phone = normalisePhone(gifting.recipient.phoneNumber, MARKET_INFO[market].dialCode);
  if (!phone.ok) throw invalid({ "gifting.recipient.phoneNumber": "Enter a valid mobile number" });
  return {
    type: "GIFTING",
    recipient: {
      name: gifting.recipient.name,
      phoneNumber: phone.e164,
      message: gifting.recipient.message ?? null,
    },
    sender: { name: gifting.sender.name },
  };
}

/** The order item type of a sku. */
export function itemTypeOf(sku: Pick<CartSku, "category" | "productType" | "subCategory">): OrderItemType {
  switch (sku.category) {
    case "ELECTRONICS":
      return "RING";
    case "RING_ACCS":
      return sku.productType === "sizing-kit" ? "SIZING_KIT" : "RING_CHARGER";
    case "ELECTRONICS__RING_ACCS":
      return "RING_SKIN";
    case "SKINCARE_PRODUCT":
      return "SKINCARE_PRODUCTS";
    case "CGM":
      return "CGM";
    case "CGM_PLAN":
    case "PLAN":
    case "ELECTRONICS__PLAN":
      return "PLAN";
    case "SMART_SCALE":
      return "SMART_SCALE";
    case "BLOOD_WORK":
      return "BLOOD_WORK";
    case "NUTRITION_PRODUCT":
      return "SUPPLEMENTS";
    case "FXN_ACCS":
      return sku.subCategory === "nutrition" ? "NUTRITION_ACCS" : "FITNESS_ACCS";
  }
}

/** The sku's own choices worth keeping on the order line (ring size and finish, plan months...). */
function plainAttributes(sku: CartSku | undefined): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(sku?.attributes ?? {})) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
      kept[key] = value;
  }
  return kept;
}

function itemsOf(orderId: string, priced: OrderCart, skus: Map<string, CartSku>): NewOrderItem[] {
  const items: NewOrderItem[] = priced.cart.cartItemList.map((line, i) => {
    const sku = skus.get(line.skuId)!;
    const picks = line.isByobBundledSku ? (line.byobBundledSkuIds ?? []) : [];
    return {
      orderId,
      entityId: `${orderId}-${i + 1}`,
      skuId: line.skuId,
      productId: sku.productId,
      itemType: itemTypeOf(sku),
      name: line.itemName,
      imageUrl: line.imgURL || null,
      qty: line.qty,
      unitBasePrice: line.basePrice,
      unitPrice: line.discountPrice,
      bundledSkuIds: line.isByobBundledSku ? picks : line.isBundledSku ? line.bundledSkuIds : [],
      bundledSkuNames: line.bundledSkuData.map((part) => part.name),
      isFreebie: 0,
      attributes: { ...plainAttributes(sku), ...(line.isByobBundledSku ? { byob: true } : {}) },
    };
  });
  priced.cart.freebieItemList.forEach((gift) => {
    const sku = skus.get(gift.skuId)!;
    items.push({
      orderId,
      entityId: `${orderId}-${items.length + 1}`,
      skuId: gift.skuId,
      productId: sku.productId,
      itemType: itemTypeOf(sku),
      name: gift.itemName,
      imageUrl: gift.imgURL || null,
      qty: gift.qty,
      unitBasePrice: gift.basePrice,
      unitPrice: 0,
      bundledSkuIds: [],
      isFreebie: 1,
      attributes: { ...plainAttributes(sku), giftOf: gift.couponCode },
    });
  });
  return items;
}

/** Everything that refuses an order, in the order a shopper would want to hear it. */
function refuse(priced: OrderCart, options: OrderOptions, lineField: string): void {
  const { cart } = priced;
  if (priced.invalid.length > 0) {
    throw invalid(
      Object.fromEntries(priced.invalid.map((bad) => [`${lineField}.${bad.line.skuId}`, bad.reason])),
    );
  }
  if (cart.cartItemList.length === 0) throw invalid({ [lineField]: "Your cart is empty" });
  if (options.couponCode?.trim() && !cart.isCouponValid) throw new AppError(4002, cart.couponMessage);
  if (options.lifeBitsCouponCode?.trim() && !cart.isLifeBitsCouponValid) {
    throw new AppError(4002, cart.lifeBitsCouponMessage);
  }
  if (options.referralCode?.trim() && !cart.isReferralCodeValid) throw new AppError(4050);
  if (options.affiliateCode?.trim() && !cart.isAffiliateCodeValid) throw new AppError(4051);
  if (cart.isAnyItemOutOfStock) throw new AppError(4010, cart.outOfStockDisplayText || undefined);
  if (options.paymentType === "COD" && !cart.paymentTypeConfig.COD.enabled) {
    throw invalid({
      paymentType: cart.paymentTypeConfig.COD.reason ?? "Cash on delivery is not available for this order",
    });
  }
  const expected = options.expectedPayableAmount;
  if (expected !== undefined && expected !== cart.payableAmount) {
    const now = formatMoney(cart.payableAmount, cart.currency);
    throw invalid(
      { expectedPayableAmount: `The amount to pay is now ${now}`, payableAmount: String(cart.payableAmount) },
      `The amount to pay changed from ${formatMoney(expected, cart.currency)} to ${now}. Please review your order.`,
    );
  }
}

/**
 * Prices and checks an order without writing anything: 4000 (lines, address, COD, a changed amount),
 * 4002, 4004, 4010, 4040 (an address that is not the caller's), 4050 and 4051 refuse it.
 */
export async function draftOrder(deps: Deps, request: DraftRequest): Promise<OrderDraft> {
  const { market, caller, options } = request;
  const now = deps.now();
  const orderId = newOrderId(now);
  if (options.returnUrl !== undefined) safeReturnUrl(deps, market, orderId, options.returnUrl);
  const gifting = giftingOf(market, options.gifting);
  const address = await orderAddress(deps, market, caller.userId, options);
  const priced = await priceForOrder(deps, market, caller, request.lines, {
    couponCode: options.couponCode,
    lifeBitsCouponCode: options.lifeBitsCouponCode,
    referralCode: options.referralCode,
    affiliateCode: options.affiliateCode,
    // The storefront's cart always shows the automatic offer; the order takes it unless told not to.
    autoApplyCoupon: options.autoApplyCoupon ?? true,
    paymentType: options.paymentType,
    pincode: address.pincode,
  }).catch((error: unknown) => {
    // The pricing checks the address's pincode again: name the field the shopper filled in.
    if (error instanceof AppError && error.code === 4000 && error.fields?.pincode) {
      throw invalid({ [options.address ? "address.pincode" : "addressTimestamp"]: error.fields.pincode });
    }
    throw error;
  });
  request.check?.(priced);
  refuse(priced, options, request.lines.kind === "server" ? "cart" : request.lines.field);

  const { cart } = priced;
  const items = itemsOf(orderId, priced, priced.skus);
  const couponCodes = [cart.appliedAutomaticCoupon, cart.appliedCoupon, cart.lifeBitsAppliedCoupon].flatMap(
    (c) => (c ? [c.code] : []),
  );
  return {
    orderId,
    userId: caller.userId,
    market,
    source: request.source,
    paymentType: options.paymentType,
    priced,
    items,
    hold: {
      orderId,
      userId: caller.userId,
      market,
      couponCodes,
      lifeBitsSpent: cart.lifeBitsAppliedCoupon?.lifeBitsCost ?? 0,
      lifeBitsCouponCode: cart.lifeBitsAppliedCoupon?.code ?? null,
      stock: stockNeedsOf(items),
    },
    lifeBitsEarned: lifeBitsEarnedFor(market, cart.payableAmount),
    lifeBitsDiscount: cart.lifeBitsAppliedCoupon?.discount ?? 0,
    address,
    gifting,
    referralCode: cart.appliedReferral?.code ?? null,
    affiliateCode: cart.appliedAffiliate?.code ?? null,
    utm: options.utm ?? null,
    ...(options.returnUrl !== undefined ? { returnUrl: options.returnUrl } : {}),
  };
}

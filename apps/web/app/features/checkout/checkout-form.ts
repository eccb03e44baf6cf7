import {
  type BuyNowProduct,
  type GIFTING_TYPES,
  isValidEmail,
  isValidPhoneForMarket,
  MARKET_INFO,
  type Market,
  type PaymentType,
  type ProductCategory,
} from "@ojas/domain";
import type { AddressFields } from "../../lib/auth/auth-api.ts";

// The checkout form's rules and the order request it becomes (docs/api.md, orders).

export type GiftingType = (typeof GIFTING_TYPES)[number];

export interface GiftingDraft {
  type: GiftingType;
  recipientName: string;
  recipientPhone: string;
  message: string;
  senderName: string;
}

export const GIFT_MESSAGE_MAX = 250;

export const emptyGifting = (): GiftingDraft => ({
  type: "SELF",
  recipientName: "",
  recipientPhone: "",
  message: "",
  senderName: "",
});

export type GiftingErrors = Partial<Record<Exclude<keyof GiftingDraft, "type">, string>>;

export function validateGifting(market: Market, draft: GiftingDraft): GiftingErrors {
  if (draft.type === "SELF") return {};
  const errors: GiftingErrors = {};
  const info = MARKET_INFO[market];
  if (draft.recipientName.trim().length < 2) errors.recipientName = "Enter the recipient's name";
  if (!draft.recipientPhone.trim()) errors.recipientPhone = "Enter the recipient's mobile number";
  else if (!isValidPhoneForMarket(market, draft.recipientPhone, info.dialCode)) {
    errors.recipientPhone = `Enter a valid ${info.countryName} mobile number`;
  }
  if (draft.message.trim().length > GIFT_MESSAGE_MAX) {
    errors.message = `Keep the message under ${GIFT_MESSAGE_MAX} characters`;
  }
  if (draft.senderName.trim().length < 2) errors.senderName = "Enter your name for the gift note";
  return errors;
}

/**
 * A guest's contact: the mobile number is the delivery address's (the order API keeps one); the email, if
 * given, gets the receipt.
 */
export interface ContactDraft {
  email: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

export function validateContact(draft: ContactDraft): ContactErrors {
  const email = draft.email.trim();
  return email && !isValidEmail(email) ? { email: "Enter a valid email address" } : {};
}

/** Where the order ships: a saved address (by its timestamp) or one typed for this order. */
export type DeliveryChoice =
  | { kind: "saved"; timestamp: number }
  | { kind: "entered"; fields: AddressFields };

export interface OrderChoices {
  market: Market;
  paymentType: PaymentType;
  delivery: DeliveryChoice;
  gifting: GiftingDraft;
  /** A guest's contact; account holders have theirs on file. */
  contact?: ContactDraft | null;
  /** The amount the shopper was shown: the server compares it and reports a change instead of charging it. */
  expectedPayableAmount: number;
}

export interface OrderCodes {
  couponCode?: string | null;
  lifeBitsCouponCode?: string | null;
  referralCode?: string | null;
  affiliateCode?: string | null;
}

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);

/** The body of an order create call: codes only when present, gifting details only for a gift. */
export function orderBody(choices: OrderChoices, codes: OrderCodes) {
  const { delivery, gifting, contact } = choices;
  const address =
    delivery.kind === "saved"
      ? { addressTimestamp: delivery.timestamp }
      : {
          address: {
            ...delivery.fields,
            ...(contact?.email.trim() ? { emailId: contact.email.trim() } : {}),
          },
        };
  const giftingBody =
    gifting.type === "SELF"
      ? { type: "SELF" as const }
      : {
          type: "GIFTING" as const,
          recipient: {
            name: gifting.recipientName.trim(),
            phoneNumber: gifting.recipientPhone.trim(),
            ...(gifting.message.trim() ? { message: gifting.message.trim() } : {}),
          },
          sender: { name: gifting.senderName.trim() },
        };
  return {
    paymentType: choices.paymentType,
    ...address,
    couponCode: present(codes.couponCode),
    lifeBitsCouponCode: present(codes.lifeBitsCouponCode),
    referralCode: present(codes.referralCode),
    affiliateCode: present(codes.affiliateCode),
    // Priced as the cart was shown: every cart call asks for the automatic offer (cart-api.ts).
    autoApplyCoupon: true,
    gifting: giftingBody,
    expectedPayableAmount: choices.expectedPayableAmount,
  };
}

export type OrderBody = ReturnType<typeof orderBody>;

/** The buy-now flows (docs/api.md, orders) that product pages offer, by product category. */
export const PAGE_BUY_NOW_PRODUCTS = [
  "Ring",
  "Skin",
  "SmartScale",
  "Cgm",
] as const satisfies readonly BuyNowProduct[];
export type PageBuyNowProduct = (typeof PAGE_BUY_NOW_PRODUCTS)[number];

const BUY_NOW_BY_CATEGORY: Partial<Record<ProductCategory, PageBuyNowProduct>> = {
  ELECTRONICS: "Ring",
  SKINCARE_PRODUCT: "Skin",
  SMART_SCALE: "SmartScale",
  CGM: "Cgm",
};

export function buyNowProductFor(category: ProductCategory): PageBuyNowProduct | null {
  return BUY_NOW_BY_CATEGORY[category] ?? null;
}

export function isBuyNowProduct(value: unknown): value is PageBuyNowProduct {
  return typeof value === "string" && (PAGE_BUY_NOW_PRODUCTS as readonly string[]).includes(value);
}

/** What a checkout is for: the cart, or one product bought now (from the page's query string). */
export type CheckoutSource =
  | { kind: "cart" }
  | { kind: "buy-now"; product: PageBuyNowProduct; skuId: string; qty: number };

export function checkoutSourceFrom(search: URLSearchParams): CheckoutSource {
  const product = search.get("buyNow");
  const skuId = search.get("skuId")?.trim();
  if (!isBuyNowProduct(product) || !skuId || !/^[A-Za-z0-9_-]{1,64}$/.test(skuId)) return { kind: "cart" };
  const qty = Math.min(10, Math.max(1, Math.floor(Number(search.get("qty") ?? 1)) || 1));
  return { kind: "buy-now", product, skuId, qty };
}

export function buyNowHref(product: PageBuyNowProduct, skuId: string, qty = 1): string {
  const query = new URLSearchParams({ buyNow: product, skuId });
  if (qty !== 1) query.set("qty", String(qty));
  return `/checkout?${query.toString()}`;
}

// A seat in a paid webinar (docs/product.md, "Webinars"; docs/api.md, webinars): priced with the webinar
// coupons, bought as a RING_WEBINAR_PURCHASE order (one digital line, nothing to ship), and held as a
// registration once the order is paid (workflows/webinar-grants.ts), given up when the order is undone.
import {
  type Currency,
  classifySessionTime,
  formatMoney,
  MARKET_INFO,
  type Market,
  normaliseEmail,
  type RingWebinarOrderBody,
  type WebinarSeatPrice,
} from "@ojas/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import type { OrderDraft } from "../orders/service.ts";
import { newOrderId } from "../orders/service.ts";
import { safeReturnUrl } from "../payments/service.ts";
import { priceWebinarSeat } from "../pricing/service.ts";
import { e164Phone } from "../support/service.ts";
import { findWebinar, type WebinarRow } from "./repository.ts";
import { RING_WEBINAR_SOURCE } from "./seats.ts";
import { isPaid } from "./service.ts";
import { webinarRegistrations } from "./tables.ts";

/** A paid webinar of the market that is not over: 4040 for another market's or an unknown one, else 4000. */
async function paidWebinar(deps: Deps, market: Market, webinarId: string): Promise<WebinarRow> {
  const webinar = await findWebinar(deps.db, webinarId);
  if (!webinar || webinar.market !== market) throw notFound("This webinar is not listed here");
  if (classifySessionTime(webinar, deps.now()) === "completed") {
    throw invalid({ webinarId: "This webinar has ended" }, "This webinar has ended");
  }
  if (!isPaid(webinar)) {
    throw invalid(
      { webinarId: "This webinar is free: register for it instead" },
      "This webinar is free: register for it instead",
    );
  }
  return webinar;
}

const seatOf = (webinar: WebinarRow) => ({
  webinarId: webinar.webinarId,
  topic: webinar.topic,
  price: webinar.price!,
  currency: webinar.currency!,
});

/** POST /api/pricing/v1/coupons/webinar: the seat's price, with a webinar coupon (4002 when it does not apply). */
export async function priceSeat(
  deps: Deps,
  market: Market,
  body: { webinarId: string; couponCode?: string },
  userId: string | null,
): Promise<WebinarSeatPrice> {
  const webinar = await paidWebinar(deps, market, body.webinarId);
  const quote = await priceWebinarSeat(deps, {
    code: body.couponCode,
    userId,
    market,
    seat: seatOf(webinar),
  });
  const currency = webinar.currency as Currency;
  return { webinarId: webinar.webinarId, title: webinar.title, currency, ...quote };
}

/** The registration the phone holds for the webinar, if any. */
async function seatOfPhone(db: Db, webinarId: string, phoneNumber: string) {
  const [row] = await db
    .select({ registrationId: webinarRegistrations.registrationId })
    .from(webinarRegistrations)
    .where(
      and(eq(webinarRegistrations.webinarId, webinarId), eq(webinarRegistrations.phoneNumber, phoneNumber)),
    )
    .limit(1);
  return row;
}

/**
 * The order a seat makes, checked and priced, nothing written: 4040 (webinar), 4000 (a free or finished
 * webinar, the phone, a changed amount, returnUrl), 4002 (coupon), 4008 (the phone already has a seat, so
 * a second purchase is refused before any payment). The line is the webinar itself (sku = webinar id,
 * item type WEBINAR): it takes no stock and ships nowhere; the order's "address" is the attendee's contact.
 */
export async function draftSeatOrder(
  deps: Deps,
  market: Market,
  userId: string,
  body: RingWebinarOrderBody,
): Promise<OrderDraft> {
  const now = deps.now();
  const orderId = newOrderId(now);
  if (body.returnUrl !== undefined) safeReturnUrl(deps, market, orderId, body.returnUrl);
  const webinar = await paidWebinar(deps, market, body.webinarId);
  const phoneNumber = e164Phone(market, body.phoneNumber, body.countryCode);
  if (await seatOfPhone(deps.db, webinar.webinarId, phoneNumber)) throw new AppError(4008);
  const quote = await priceWebinarSeat(deps, {
    code: body.couponCode,
    userId,
    market,
    seat: seatOf(webinar),
  });
  const currency = webinar.currency!;
  const expected = body.expectedPayableAmount;
  if (expected !== undefined && expected !== quote.payableAmount) {
    const price = formatMoney(quote.payableAmount, currency);
    throw invalid(
      {
        expectedPayableAmount: `The amount to pay is now ${price}`,
        payableAmount: String(quote.payableAmount),
      },
      `The amount to pay changed from ${formatMoney(expected, currency)} to ${price}. Please review your order.`,
    );
  }
  const couponCodes = quote.couponCode ? [quote.couponCode] : [];
  return {
    orderId,
    userId,
    market,
    source: RING_WEBINAR_SOURCE,
    paymentType: "PREPAID",
    priced: {
      cart: {
        currency,
        totalBasePrice: quote.basePrice,
        totalDiscount: 0,
        couponDiscount: quote.couponDiscount,
        shippingCharges: 0,
        codCharges: 0,
        payableAmount: quote.payableAmount,
        appliedCoupon: quote.couponCode ? { code: quote.couponCode } : null,
        lifeBitsAppliedCoupon: null,
      },
    },
    items: [
      {
        orderId,
        entityId: `${orderId}-1`,
        skuId: webinar.webinarId,
        productId: webinar.webinarId,
        itemType: "WEBINAR",
        name: webinar.title,
        imageUrl: null,
        qty: 1,
        unitBasePrice: quote.basePrice,
        unitPrice: quote.basePrice,
        bundledSkuIds: [],
        bundledSkuNames: [],
        isFreebie: 0,
        attributes: { webinarId: webinar.webinarId, host: webinar.host, startTime: webinar.startTime },
      },
    ],
    hold: {
      orderId,
      userId,
      market,
      couponCodes,
      lifeBitsSpent: 0,
      lifeBitsCouponCode: null,
      stock: [],
    },
    lifeBitsEarned: 0,
    lifeBitsDiscount: 0,
    address: {
      name: body.name,
      phoneNumber,
      emailId: body.email ? normaliseEmail(body.email) : null,
      line1: `Online webinar: ${webinar.title}`,
      line2: null,
      landmark: null,
      city: "",
      state: "",
      pincode: "",
      country: MARKET_INFO[market].countryName,
    },
    gifting: null,
    referralCode: null,
    affiliateCode: null,
    utm: body.utm ?? null,
    ...(body.returnUrl !== undefined ? { returnUrl: body.returnUrl } : {}),
  };
}

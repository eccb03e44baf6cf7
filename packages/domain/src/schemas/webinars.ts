import { z } from "zod";
import { isValidEmail } from "../email.ts";
import { SESSION_TIME_STATES } from "../session-time.ts";
import { currencySchema, epochMsSchema, moneySchema, utmFieldSchema } from "./common.ts";

/** Webinar topics: RING webinars are the ones /ring/webinar lists. */
export const WEBINAR_TOPICS = ["RING"] as const;
export type WebinarTopic = (typeof WEBINAR_TOPICS)[number];

export const webinarSchema = z.object({
  webinarId: z.string(),
  title: z.string(),
  /** Who runs it. */
  host: z.string(),
  description: z.string().optional(),
  /** RING for the ring webinars; absent for others. */
  topic: z.enum(WEBINAR_TOPICS).optional(),
  startTime: epochMsSchema,
  endTime: epochMsSchema,
  /** Per the 15-minute session window (classifySessionTime); completed ones are not listed. */
  state: z.enum(SESSION_TIME_STATES),
  paid: z.boolean(),
  /** Paid webinars only: the seat's price in minor units, in the market's currency. */
  price: moneySchema.optional(),
  currency: z.string().optional(),
  /** Signed-in callers only: whether they (their account or its phone) are registered. */
  registered: z.boolean().optional(),
});
export type Webinar = z.infer<typeof webinarSchema>;

export const webinarsResponseSchema = z.object({ webinars: z.array(webinarSchema) });

/** GET /api/subscription/v1/webinars?topic=RING: the ring webinars only. */
export const webinarsQuerySchema = z.object({ topic: z.enum(WEBINAR_TOPICS).optional() });

const attendeeShape = {
  webinarId: z.string().trim().min(1).max(100),
  /** The attendee. */
  name: z.string().trim().min(2, "Enter your name").max(100),
  /** National number (or full E.164); checked against the phone rules of countryCode, else the market's. */
  phoneNumber: z.string().trim().min(1, "Enter your mobile number").max(32),
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, "Enter a dial code such as +91")
    .optional(),
  email: z.string().trim().max(254).refine(isValidEmail, "Enter a valid email address").optional(),
};

export const webinarRegistrationBodySchema = z.object({ ...attendeeShape });
export type WebinarRegistrationBody = z.infer<typeof webinarRegistrationBodySchema>;

export const webinarRegistrationCreatedSchema = z.object({ registrationId: z.string() });

export const webinarJoinParamsSchema = z.object({ registrationId: z.string().min(1).max(100) });

const couponCodeSchema = z.string().trim().max(40);

/** POST /api/pricing/v1/coupons/webinar: a paid webinar's seat priced, with a webinar coupon if given. */
export const webinarSeatPriceBodySchema = z.object({
  webinarId: z.string().trim().min(1).max(100),
  couponCode: couponCodeSchema.optional(),
});
export type WebinarSeatPriceBody = z.infer<typeof webinarSeatPriceBodySchema>;

export const webinarSeatPriceSchema = z.object({
  webinarId: z.string(),
  title: z.string(),
  basePrice: moneySchema,
  couponDiscount: moneySchema,
  payableAmount: moneySchema,
  currency: currencySchema,
  /** The coupon applied, when one was given (a code that does not apply is 4002). */
  couponCode: z.string().optional(),
});
export type WebinarSeatPrice = z.infer<typeof webinarSeatPriceSchema>;

/**
 * POST /api/oms/v1/createRingWebinarOrder (RING_WEBINAR_PURCHASE): a seat in a paid webinar, as an order
 * paid online. The attendee is who the seat is for (one seat per phone and webinar); there is nothing to
 * ship, so no address.
 */
export const ringWebinarOrderBodySchema = z.object({
  ...attendeeShape,
  /** Seats are paid online only. */
  paymentType: z.literal("PREPAID", { error: "Webinar seats are paid online" }).default("PREPAID"),
  couponCode: couponCodeSchema.optional(),
  /** The amount the shopper was shown: a different price refuses the order (4000) rather than charge it. */
  expectedPayableAmount: moneySchema.optional(),
  /** Where the payment page returns the shopper (a path of this site); default the order confirmation. */
  returnUrl: z.string().trim().min(1).max(500).optional(),
  utm: utmFieldSchema,
});
export type RingWebinarOrderBody = z.infer<typeof ringWebinarOrderBodySchema>;

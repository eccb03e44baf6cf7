import { z } from "zod";
import { isValidEmail } from "../email.ts";
import { ADDRESS_TYPES, GOALS, PLAN_TIERS } from "../enums.ts";
import { MARKET_INFO, MARKETS, type Market } from "../markets.ts";
import { userDtoSchema } from "./auth.ts";

// Requests and responses of CONTRACT.md section 4 (user, addresses, account).

export const MAX_ADDRESSES = 20;
export const QUIZ_RESPONSE_MAX_LENGTH = 20_000;

/** An address's country: the market whose phone and pincode rules apply. Named as shown ("India"). */
export function addressCountryMarket(value: string): Market | undefined {
  const text = value.trim().toLowerCase();
  return MARKETS.find(
    (m) =>
      MARKET_INFO[m].countryCode.toLowerCase() === text || MARKET_INFO[m].countryName.toLowerCase() === text,
  );
}

export const getUserResponseSchema = z.object({ userDto: userDtoSchema });

const nameText = z.string().trim().max(60);

export const profileUpdateBodySchema = z
  .object({
    firstName: nameText.optional(),
    lastName: nameText.optional(),
    /** Full name; split into first and last name when those are not given. */
    name: z.string().trim().min(1).max(121).optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .refine(isValidEmail, "Enter a valid email address")
      .nullable()
      .optional(),
    healthGoal: z.enum(GOALS).nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: "Send at least one of firstName, lastName, name, email or healthGoal",
    path: ["firstName"],
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

const line = (max: number) => z.string().trim().min(1).max(max);
const optionalLine = z.string().trim().max(200).optional();

export const addressInputSchema = z.object({
  name: z.string().trim().min(2, "Enter the recipient's name").max(100),
  /** National number for the address's country, or full E.164. */
  phoneNumber: z.string().trim().min(1, "Enter a phone number").max(32),
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, "Enter a dial code such as +91")
    .optional(),
  line1: line(200),
  line2: optionalLine,
  landmark: optionalLine,
  city: line(100),
  state: line(100),
  /** 6-digit PIN (India), ZIP (US) or area (UAE); checked against the country's rule. */
  pincode: z.string().trim().min(1).max(60),
  /** Country code or name of a market (IN, AE, US); default: the request's market. */
  country: z
    .string()
    .trim()
    .refine(
      (v) => addressCountryMarket(v) !== undefined,
      "We deliver to India, the UAE and the United States",
    )
    .optional(),
  type: z.enum(ADDRESS_TYPES).default("Home"),
  defaultAddress: z.boolean().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressUpdateSchema = addressInputSchema.extend({ timestamp: z.int().min(0) });
export type AddressUpdate = z.infer<typeof addressUpdateSchema>;

export const addressDeleteQuerySchema = z.object({ timestamp: z.coerce.number().int().min(0) });

export const addressSchema = z.object({
  timestamp: z.int(),
  name: z.string(),
  /** E.164 */
  phoneNumber: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  landmark: z.string().optional(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  type: z.enum(ADDRESS_TYPES),
  defaultAddress: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({
  addresses: z.array(addressSchema),
  /** Server instant of the read (ms). */
  timestamp: z.int(),
});
export const addressSavedSchema = addressListSchema.extend({ address: addressSchema });

export const lifeBitsAccountSchema = z.object({
  total: z.int(),
  history: z.array(
    z.object({ delta: z.int(), reason: z.string(), orderId: z.string().optional(), at: z.int() }),
  ),
});
export type LifeBitsAccount = z.infer<typeof lifeBitsAccountSchema>;

export const SUBSCRIPTION_STATUSES = ["CREATED", "ACTIVE", "CANCELLED", "EXPIRED"] as const;

export const currentSubscriptionsSchema = z.object({
  data: z.array(
    z.object({
      subscriptionId: z.string(),
      planId: z.string(),
      tier: z.enum(PLAN_TIERS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      startsAt: z.int(),
      endsAt: z.int(),
    }),
  ),
});

export const quizSaveBodySchema = z.object({
  quizResponse: z
    .string()
    .max(QUIZ_RESPONSE_MAX_LENGTH)
    .refine((text) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    }, "quizResponse must be JSON text"),
});
export const quizResponseSchema = z.object({ quizResponse: z.string().nullable() });

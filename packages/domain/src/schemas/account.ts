import { z } from "zod";
import {
  ADDRESS_FIELD_LIMITS,
  type AddressTextField,
  addressCountryMarket,
  tooLongMessage,
} from "../address-rules.ts";
import { isValidEmail } from "../email.ts";
import { ADDRESS_TYPES, GOALS } from "../enums.ts";
import { userDtoSchema } from "./auth.ts";

// Requests and responses of the users area (docs/api.md): user, addresses, account.

export const MAX_ADDRESSES = 20;
export const QUIZ_RESPONSE_MAX_LENGTH = 20_000;

/** getUser's user also says whether a running PRO subscription makes the shopper a Pro user. */
export const getUserResponseSchema = z.object({ userDto: userDtoSchema.extend({ isProUser: z.boolean() }) });

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

/** What each field is called in a message that has no market to word it by. */
const ADDRESS_FIELD_NOUNS: Record<AddressTextField, string> = {
  name: "name",
  phoneNumber: "mobile number",
  line1: "first address line",
  line2: "second address line",
  landmark: "landmark",
  city: "city",
  state: "state",
  pincode: "pincode, ZIP code or area",
};

/** A text field with a human message for every way it can fail (a missing field, a number, too long). */
function addressText(field: AddressTextField, required: { min: number; message: string } | null) {
  const noun = ADDRESS_FIELD_NOUNS[field];
  const max = ADDRESS_FIELD_LIMITS[field];
  const base = z.string({ error: required?.message ?? `Enter the ${noun} as text` }).trim();
  const bounded = required ? base.min(required.min, required.message) : base;
  return bounded.max(max, tooLongMessage(noun, max));
}

export const addressInputSchema = z.object({
  name: addressText("name", { min: 2, message: "Enter the recipient's full name" }),
  /** National number for the address's country, or full E.164. */
  phoneNumber: addressText("phoneNumber", { min: 1, message: "Enter a mobile number" }),
  countryCode: z
    .string({ error: "Enter a dial code such as +91" })
    .trim()
    .regex(/^\+?\d{1,4}$/, "Enter a dial code such as +91")
    .optional(),
  line1: addressText("line1", { min: 1, message: "Enter the first address line" }),
  line2: addressText("line2", null).optional(),
  landmark: addressText("landmark", null).optional(),
  city: addressText("city", { min: 1, message: "Enter the city" }),
  state: addressText("state", { min: 1, message: "Enter the state" }),
  /** 6-digit PIN (India), ZIP (US) or area (UAE); checked against the country's rule. */
  pincode: addressText("pincode", { min: 1, message: "Enter the pincode, ZIP code or area" }),
  /** Country code or name of a market (IN, AE, US); default: the request's market. */
  country: z
    .string({ error: "We deliver to India, the UAE and the United States" })
    .trim()
    .refine(
      (v) => addressCountryMarket(v) !== undefined,
      "We deliver to India, the UAE and the United States",
    )
    .optional(),
  type: z.enum(ADDRESS_TYPES, { error: "Choose Home, Office or Other" }).default("Home"),
  defaultAddress: z.boolean({ error: "Say yes or no to making this the default address" }).optional(),
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

/** The most products `bought` lists: a product page needs only its own, a shopper rarely has more. */
export const PERSONAL_BOUGHT_MAX = 200;

/**
 * GET /api/user/v1/personal: what a shared page shows per shopper, in one call after hydration
 * (docs/decisions/0042): who is signed in (null when nobody), Pro or not, the cart count in the market, and
 * the products they bought (placed orders, never cancelled, in any market; items returned and freebies left
 * out) with when they last ordered each, newest first, at most PERSONAL_BOUGHT_MAX (docs/api.md).
 */
export const personalResponseSchema = z.object({
  signedIn: z.boolean(),
  userDto: userDtoSchema.extend({ isProUser: z.boolean() }).nullable(),
  cartCount: z.number().int().min(0),
  bought: z.array(
    z.object({
      productId: z.string(),
      /** When the latest order holding it was placed (created), epoch ms. */
      lastOrderedAt: z.int(),
    }),
  ),
});
export type PersonalBits = z.infer<typeof personalResponseSchema>;

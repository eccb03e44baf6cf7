import { z } from "zod";
import { isValidEmail } from "../email.ts";
import { GOALS } from "../enums.ts";
import { utmFieldSchema } from "./common.ts";

export const CALLBACK_TIME_SLOTS = ["MORNING", "AFTERNOON", "EVENING"] as const;
export type CallbackTimeSlot = (typeof CALLBACK_TIME_SLOTS)[number];

export const TEAM_SIZE_BANDS = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type TeamSizeBand = (typeof TEAM_SIZE_BANDS)[number];

const personName = z.string().trim().min(2).max(100);
/** National number (or full E.164); checked against the market's phone rules by the service. */
const phoneNumber = z.string().trim().min(1).max(32);
const countryCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, "Enter a dial code such as +91");
const email = z.string().trim().max(254).refine(isValidEmail, "Enter a valid email address");

export const callbackRequestBodySchema = z.object({
  name: personName,
  phoneNumber,
  countryCode: countryCode.optional(),
  email: email.optional(),
  preferredTime: z.enum(CALLBACK_TIME_SLOTS).optional(),
  topic: z.string().trim().min(2).max(200).optional(),
  /** The plan the shopper wants to talk about (a plan lead); an unknown plan is 4000. */
  planId: z.string().trim().min(1).max(80).optional(),
  utm: utmFieldSchema,
});
export type CallbackRequestBody = z.infer<typeof callbackRequestBodySchema>;

export const b2bCallbackRequestBodySchema = z.object({
  name: personName,
  companyName: z.string().trim().min(2).max(120),
  /** Optional here so that a missing one answers 4007 (email required) rather than a generic 4000. */
  workEmail: email.optional(),
  phoneNumber,
  countryCode: countryCode.optional(),
  teamSize: z.enum(TEAM_SIZE_BANDS),
  message: z.string().trim().max(1000).optional(),
  utm: utmFieldSchema,
});
export type B2bCallbackRequestBody = z.infer<typeof b2bCallbackRequestBodySchema>;

export const trialRequestBodySchema = z.object({
  name: personName,
  phoneNumber,
  countryCode: countryCode.optional(),
  goal: z.enum(GOALS).optional(),
  utm: utmFieldSchema,
});
export type TrialRequestBody = z.infer<typeof trialRequestBodySchema>;

export const supportRequestCreatedSchema = z.object({ requestId: z.string() });

export const ntpTimeResponseSchema = z.object({
  /** Server time in whole seconds since the epoch. */
  unixtime: z.number().int(),
});

import { z } from "zod";
import { isValidEmail } from "../email.ts";
import { SESSION_TIME_STATES } from "../session-time.ts";
import { epochMsSchema, moneySchema } from "./common.ts";

export const webinarSchema = z.object({
  webinarId: z.string(),
  title: z.string(),
  /** Who runs it. */
  host: z.string(),
  description: z.string().optional(),
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

export const webinarRegistrationBodySchema = z.object({
  webinarId: z.string().trim().min(1).max(100),
  name: z.string().trim().min(2, "Enter your name").max(100),
  /** National number (or full E.164); checked against the phone rules of countryCode, else the market's. */
  phoneNumber: z.string().trim().min(1, "Enter your mobile number").max(32),
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, "Enter a dial code such as +91")
    .optional(),
  email: z.string().trim().max(254).refine(isValidEmail, "Enter a valid email address").optional(),
});
export type WebinarRegistrationBody = z.infer<typeof webinarRegistrationBodySchema>;

export const webinarRegistrationCreatedSchema = z.object({ registrationId: z.string() });

export const webinarJoinParamsSchema = z.object({ registrationId: z.string().min(1).max(100) });

import { z } from "zod";
import { isValidEmail } from "../email.ts";
import { GOALS } from "../enums.ts";
import { utmFieldSchema } from "./common.ts";

// Requests and responses of the identity area (docs/api.md).

export const SSO_SOURCES = ["GOOGLE", "APPLE"] as const;
export type SsoSourceName = (typeof SSO_SOURCES)[number];

export const OTP_TTL_SECONDS = 300;
/** Wait before another code may be asked for. */
export const OTP_RESEND_AFTER_SECONDS = 30;
export const OTP_MAX_WRONG_TRIES = 5;
/** Resends allowed per identifier in OTP_SEND_WINDOW_MS, on top of the first code. */
export const OTP_MAX_RESENDS = 3;
export const OTP_SEND_WINDOW_MS = 15 * 60_000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** National number (US separators allowed) or full E.164; the service applies the phone rules. */
const phoneNumber = z.string().trim().min(1).max(32);
const countryCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, "Enter a dial code such as +91");
const emailId = z.string().trim().max(254).refine(isValidEmail, "Enter a valid email address");

const identifierShape = {
  phoneNumber: phoneNumber.optional(),
  countryCode: countryCode.optional(),
  emailId: emailId.optional(),
};

type IdentifierFields = { phoneNumber?: string; emailId?: string };

/** Exactly one of phoneNumber or emailId, else 4000 'Invalid request body'. */
function exactlyOneIdentifier(value: IdentifierFields, ctx: z.RefinementCtx) {
  const given = Number(value.phoneNumber !== undefined) + Number(value.emailId !== undefined);
  if (given !== 1) {
    ctx.addIssue({
      code: "custom",
      path: [given === 0 ? "phoneNumber" : "emailId"],
      message: given === 0 ? "Enter a phone number or an email" : "Send a phone number or an email, not both",
    });
  }
}

export const identifierBodySchema = z.object(identifierShape).superRefine(exactlyOneIdentifier);
export type IdentifierBody = z.infer<typeof identifierBodySchema>;

export const verifyOtpBodySchema = z
  .object({
    ...identifierShape,
    otp: z.string().regex(/^\d{6}$/, "Enter the 6-digit code"),
    /** Stored with the account when this signs a new shopper up. */
    utm: utmFieldSchema,
  })
  .superRefine(exactlyOneIdentifier);
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

export const passwordLoginBodySchema = z
  .object({ ...identifierShape, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) })
  .superRefine(exactlyOneIdentifier);
export type PasswordLoginBody = z.infer<typeof passwordLoginBodySchema>;

export const setPasswordBodySchema = z.object({ password: passwordSchema });

export const ssoStartParamsSchema = z.object({ provider: z.enum(["google", "apple"]) });
export const ssoStartQuerySchema = z.object({ redirectUri: z.url().max(500) });
export const ssoStartResponseSchema = z.object({ authorizationUrl: z.string() });

export const ssoLoginBodySchema = z.object({
  code: z.string().min(1).max(2000),
  source: z.enum(SSO_SOURCES),
  redirectUri: z.url().max(500),
  /** From GET /api/auth/sso/{provider}/start: ties the code to the PKCE verifier and nonce kept on the server. */
  state: z.string().min(1).max(200),
  /** The `iss` of the authorization response (RFC 9207), when the provider sent one. */
  iss: z.url().max(500).optional(),
  /** Stored with the account when this signs a new shopper up. */
  utm: utmFieldSchema,
});
export type SsoLoginBody = z.infer<typeof ssoLoginBodySchema>;

export const sessionHandoffBodySchema = z.object({
  session: z.object({ accessToken: z.string().min(1).max(4000), refreshToken: z.string().min(1).max(200) }),
});

export const otpSentSchema = z.object({
  isNewUser: z.boolean(),
  /** Masked: "+91******3210", "pr***@example.com". */
  otpSentTo: z.string(),
  resendAfterSeconds: z.int().min(0),
  expiresInSeconds: z.int().min(0),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

export const userDtoSchema = z.object({
  id: z.string(),
  /** E.164 */
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  healthGoal: z.enum(GOALS).nullable(),
  isGuestUser: z.boolean(),
  metaData: z.object({ firstPurchaseCompleted: z.boolean() }),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const sessionUserSchema = z.object({ user: userDtoSchema });
export const signedInSchema = z.object({ user: userDtoSchema, isNewUser: z.boolean() });
export const emptySchema = z.object({});

export const OUTBOX_CHANNELS = ["sms", "email"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outboxQuerySchema = z.object({ to: z.string().trim().min(3).max(254) });
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  text: z.string(),
  otp: z.string().nullable(),
  sentAt: z.int(),
});
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

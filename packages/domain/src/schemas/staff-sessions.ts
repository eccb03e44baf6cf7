import { z } from "zod";
import { MARKETS } from "../markets.ts";
import { SESSION_TIME_STATES } from "../session-time.ts";
import {
  isHttpsUrl,
  isSitePath,
  SESSION_MAX_MINUTES,
  SESSION_MIN_MINUTES,
  STAFF_SESSION_KINDS,
} from "../sessions/room.ts";
import { epochMsSchema, moneySchema } from "./common.ts";
import { auditEntrySchema } from "./staff.ts";

// The back office's sessions (docs/api.md, "Managing sessions"): coach sessions and webinars, scheduled,
// started and ended by staff with the `sessions` permission, with their registrations.

export const staffSessionKindSchema = z.enum(STAFF_SESSION_KINDS);

export const staffSessionListQuerySchema = z.object({
  kind: staffSessionKindSchema.optional(),
  /** Only sessions not completed yet (the default), or every one. */
  when: z.enum(["current", "all"]).default("current"),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffSessionListQuery = z.infer<typeof staffSessionListQuerySchema>;

export const staffSessionParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const staffSessionSchema = z.object({
  sessionId: z.string(),
  kind: staffSessionKindSchema,
  title: z.string(),
  hostName: z.string(),
  description: z.string().nullable(),
  startTime: epochMsSchema,
  endTime: epochMsSchema,
  state: z.enum(SESSION_TIME_STATES),
  started: z.boolean(),
  startedAt: epochMsSchema.nullable(),
  endedAt: epochMsSchema.nullable(),
  /** The embedded meeting link. */
  joinUrl: z.string().nullable(),
  afterUrl: z.string().nullable(),
  coachId: z.string().nullable(),
  coachName: z.string().nullable(),
  /** Coach sessions: the subscriber. */
  subscriberId: z.string().nullable(),
  subscriberName: z.string().nullable(),
  /** Webinars: the market listing it and the seat's price (null when free). */
  market: z.string().nullable(),
  price: moneySchema.nullable(),
  currency: z.string().nullable(),
  registrations: z.int().min(0),
});
export type StaffSession = z.infer<typeof staffSessionSchema>;

export const staffSessionListResponseSchema = z.object({
  sessions: z.array(staffSessionSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type StaffSessionListResponse = z.infer<typeof staffSessionListResponseSchema>;

export const staffSessionDetailSchema = z.object({
  session: staffSessionSchema,
  /** The staff changes to this session, newest first. */
  audit: z.array(auditEntrySchema),
});
export type StaffSessionDetail = z.infer<typeof staffSessionDetailSchema>;

const title = z.string().trim().min(3, "Give the session a title").max(120, "At most 120 characters");
const hostName = z.string().trim().min(2, "Name who runs it").max(80, "At most 80 characters");
const description = z.string().trim().max(500, "At most 500 characters");
const minutes = z
  .int("Whole minutes")
  .min(SESSION_MIN_MINUTES, `At least ${SESSION_MIN_MINUTES} minutes`)
  .max(SESSION_MAX_MINUTES, `At most ${SESSION_MAX_MINUTES} minutes`);
const afterUrl = z.string().trim().max(300).refine(isSitePath, "A path of this site, such as /plans/lite");
export const meetingUrlSchema = z
  .string()
  .trim()
  .max(500, "At most 500 characters")
  .refine(isHttpsUrl, "An https link to the meeting, such as https://meet.example.com/abc");

export const staffSessionCreateBodySchema = z
  .object({
    kind: staffSessionKindSchema,
    title,
    /** Shown as the host; the coach's name when left out. */
    hostName: hostName.optional(),
    description: description.optional(),
    startTime: epochMsSchema,
    minutes,
    /** The coach (a staff user id); the caller when left out. */
    coachId: z.string().trim().min(1).max(100).optional(),
    /** Coach sessions: the subscriber's phone number or email. */
    subscriber: z.string().trim().min(3, "The subscriber's phone number or email").max(254).optional(),
    /** Webinars: the market that lists it. */
    market: z.enum(MARKETS).optional(),
    /** Webinars: the seat's price in the market's minor units; free when left out or 0. */
    price: moneySchema.optional(),
    joinUrl: meetingUrlSchema.optional(),
    afterUrl: afterUrl.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === "COACH" && !body.subscriber) {
      ctx.addIssue({
        code: "custom",
        path: ["subscriber"],
        message: "The subscriber's phone number or email",
      });
    }
    if (body.kind === "WEBINAR" && !body.market) {
      ctx.addIssue({ code: "custom", path: ["market"], message: "Choose the market that lists it" });
    }
    if (body.kind === "COACH" && body.price !== undefined) {
      ctx.addIssue({ code: "custom", path: ["price"], message: "Only webinars have a price" });
    }
  });
export type StaffSessionCreateBody = z.infer<typeof staffSessionCreateBodySchema>;

/** Rescheduling or renaming; what is left out stays. */
export const staffSessionUpdateBodySchema = z
  .object({
    title: title.optional(),
    hostName: hostName.optional(),
    description: description.optional(),
    startTime: epochMsSchema.optional(),
    minutes: minutes.optional(),
    price: moneySchema.optional(),
    afterUrl: afterUrl.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Change at least one thing");
export type StaffSessionUpdateBody = z.infer<typeof staffSessionUpdateBodySchema>;

export const staffJoinUrlBodySchema = z.object({ joinUrl: meetingUrlSchema });
export type StaffJoinUrlBody = z.infer<typeof staffJoinUrlBodySchema>;

export const staffRegistrationListQuerySchema = z.object({
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffRegistrationListQuery = z.infer<typeof staffRegistrationListQuerySchema>;

export const staffRegistrationSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  userId: z.string().nullable(),
  createdAt: epochMsSchema,
});
export type StaffRegistration = z.infer<typeof staffRegistrationSchema>;

export const staffRegistrationListResponseSchema = z.object({
  registrations: z.array(staffRegistrationSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type StaffRegistrationListResponse = z.infer<typeof staffRegistrationListResponseSchema>;

import { z } from "zod";
import {
  SUPPORT_INBOX_PAGE_SIZE,
  SUPPORT_NOTE_MAX_LENGTH,
  SUPPORT_REQUEST_KINDS,
  SUPPORT_REQUEST_STATUSES,
} from "../support/inbox.ts";
import { epochMsSchema } from "./common.ts";
import { auditEntrySchema } from "./staff.ts";

// The back office's support inbox (docs/api.md, "Support inbox"): shoppers' call-back, B2B and trial
// requests, their status, owner and notes.

export const supportRequestKindSchema = z.enum(SUPPORT_REQUEST_KINDS);
export const supportRequestStatusSchema = z.enum(SUPPORT_REQUEST_STATUSES);

export const supportInboxQuerySchema = z.object({
  kind: supportRequestKindSchema.optional(),
  status: supportRequestStatusSchema.optional(),
  /** `me` (the caller), `none` (nobody has it) or a staff id. */
  owner: z.string().trim().min(1).max(100).optional(),
  /** A request id, or part of the shopper's name, phone number or email. */
  q: z.string().trim().min(1).max(80).optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(SUPPORT_INBOX_PAGE_SIZE),
});
export type SupportInboxQuery = z.infer<typeof supportInboxQuerySchema>;

export const supportRequestIdParamsSchema = z.object({ id: z.string().min(1).max(60) });

export const supportRequestSchema = z.object({
  requestId: z.string(),
  kind: z.string(),
  market: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  /** What the form asked besides the contact: preferred time and topic, company and team size, goal. */
  details: z.record(z.string(), z.unknown()),
  utm: z.record(z.string(), z.unknown()).nullable(),
  status: supportRequestStatusSchema,
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  createdAt: epochMsSchema,
  updatedAt: epochMsSchema,
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportInboxResponseSchema = z.object({
  requests: z.array(supportRequestSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type SupportInboxResponse = z.infer<typeof supportInboxResponseSchema>;

export const supportNoteSchema = z.object({
  noteId: z.string(),
  staffId: z.string(),
  staffName: z.string().nullable(),
  at: epochMsSchema,
  text: z.string(),
});
export type SupportNote = z.infer<typeof supportNoteSchema>;

export const supportRequestDetailSchema = z.object({
  request: supportRequestSchema,
  /** Oldest first. */
  notes: z.array(supportNoteSchema),
  /** The staff changes to this request, newest first. */
  audit: z.array(auditEntrySchema),
});
export type SupportRequestDetail = z.infer<typeof supportRequestDetailSchema>;

const noteText = z
  .string()
  .trim()
  .min(1, "Write the note")
  .max(SUPPORT_NOTE_MAX_LENGTH, `At most ${SUPPORT_NOTE_MAX_LENGTH} characters`);

export const supportStatusBodySchema = z.object({
  status: supportRequestStatusSchema,
  note: noteText.optional(),
});
export type SupportStatusBody = z.infer<typeof supportStatusBodySchema>;

export const supportNoteBodySchema = z.object({ text: noteText });
export type SupportNoteBody = z.infer<typeof supportNoteBodySchema>;

import { z } from "zod";
import { SESSION_TIME_STATES } from "../session-time.ts";
import { ROOM_MESSAGE_MAX_LENGTH, ROOM_ROLES } from "../sessions/room.ts";
import { epochMsSchema } from "./common.ts";

// The live room of a session (docs/api.md, "Live room"): the meeting, who is there and the chat.

export const roomRoleSchema = z.enum(ROOM_ROLES);

export const roomParticipantSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: roomRoleSchema,
});
export type RoomParticipant = z.infer<typeof roomParticipantSchema>;

export const roomMessageSchema = z.object({
  messageId: z.string(),
  userId: z.string(),
  name: z.string(),
  role: roomRoleSchema,
  text: z.string(),
  at: epochMsSchema,
});
export type RoomMessage = z.infer<typeof roomMessageSchema>;

export const roomResponseSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  hostName: z.string(),
  startTime: epochMsSchema,
  endTime: epochMsSchema,
  state: z.enum(SESSION_TIME_STATES),
  /** The coach has started the session (and not ended it). */
  started: z.boolean(),
  /** The coach has ended the session: shoppers are sent on to `afterUrl`. */
  ended: z.boolean(),
  /** The embedded meeting (https), once the coach set it and started; null while waiting. */
  joinUrl: z.string().nullable(),
  /** Where shoppers go when the session ends (a path of this site, without the market prefix). */
  afterUrl: z.string(),
  /** The caller, as the room sees them. */
  me: roomParticipantSchema,
  /** Who is there now: a heartbeat within the last 30 seconds; the coach first. */
  participants: z.array(roomParticipantSchema),
  /** The latest messages, oldest first. */
  messages: z.array(roomMessageSchema),
});
export type RoomResponse = z.infer<typeof roomResponseSchema>;

export const roomMessageBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "Write a message")
    .max(ROOM_MESSAGE_MAX_LENGTH, `At most ${ROOM_MESSAGE_MAX_LENGTH} characters`),
});
export type RoomMessageBody = z.infer<typeof roomMessageBodySchema>;

export const roomMessageCreatedSchema = z.object({ message: roomMessageSchema });

import { z } from "zod";
import { SESSION_TIME_STATES } from "../session-time.ts";
import { epochMsSchema } from "./common.ts";

export const sessionParamsSchema = z.object({ sessionId: z.string().min(1).max(100) });

export const sessionResponseSchema = z.object({
  sessionId: z.string(),
  title: z.string(),
  /** The coach who runs the session. */
  hostName: z.string(),
  startTime: epochMsSchema,
  endTime: epochMsSchema,
  state: z.enum(SESSION_TIME_STATES),
  /** The coach has opened the room. */
  started: z.boolean(),
  /** Only while the session is ongoing and started. */
  joinUrl: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

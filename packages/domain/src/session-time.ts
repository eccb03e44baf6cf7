import { SESSION_WINDOW_MS } from "./constants.ts";

export const SESSION_TIME_STATES = ["upcoming", "ongoing", "completed"] as const;
export type SessionTimeState = (typeof SESSION_TIME_STATES)[number];

export interface SessionTimes {
  /** Epoch ms. */
  startTime: number;
  /** Epoch ms. */
  endTime: number;
}

/**
 * Upcoming while the start is more than 15 minutes ahead, completed once the end passed more than 15
 * minutes ago, ongoing in between (both edges, exactly 15 minutes, are still ongoing).
 */
export function classifySessionTime(
  { startTime, endTime }: SessionTimes,
  now: number = Date.now(),
): SessionTimeState {
  if (startTime - now > SESSION_WINDOW_MS) return "upcoming";
  if (now - endTime > SESSION_WINDOW_MS) return "completed";
  return "ongoing";
}

/** Texts of the session page (docs/product.md, pages). */
export const SESSION_MESSAGES = {
  INVALID: { title: "This session link is not valid", subtitle: "Please check and try again later" },
  NOT_STARTED: { title: "This session hasn't started yet", subtitle: "Please join at the scheduled time" },
  WAITING_FOR_COACH: {
    title: "This session hasn't started yet",
    subtitle: "Please wait for the coach to start the session",
  },
  ENDED: { title: "This session has ended", subtitle: "" },
} as const;

import { classifySessionTime, type SessionResponse } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/app-error.ts";
import { findSession } from "./repository.ts";

/** A session with its time state; the join link is handed out only while it is ongoing and opened. */
export async function getSession(deps: Deps, sessionId: string): Promise<SessionResponse> {
  const session = await findSession(deps.db, sessionId);
  if (!session) throw notFound("This session link is not valid");
  const state = classifySessionTime(session, deps.now());
  const joinable = state === "ongoing" && session.started && session.joinUrl;
  return {
    sessionId: session.sessionId,
    title: session.title,
    hostName: session.hostName,
    startTime: session.startTime,
    endTime: session.endTime,
    state,
    started: session.started,
    ...(joinable ? { joinUrl: session.joinUrl! } : {}),
  };
}

import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { sessions } from "./tables.ts";

/** A coach session of the test's own; answers its id. */
export async function insertCoachSession(
  db: Db,
  s: {
    startTime: number;
    endTime: number;
    coachId?: string | null;
    userId?: string | null;
    meetingUrl?: string | null;
    started?: boolean;
    afterUrl?: string | null;
  },
): Promise<string> {
  const sessionId = `test-room-${randomUUID()}`;
  await db.insert(sessions).values({
    sessionId,
    title: "Strength check-in",
    hostName: "Vikram Rao",
    startTime: s.startTime,
    endTime: s.endTime,
    started: s.started ?? false,
    joinUrl: `/session/${sessionId}/live`,
    coachId: s.coachId ?? null,
    userId: s.userId ?? null,
    meetingUrl: s.meetingUrl === undefined ? "https://meet.example.com/ojas-check-in" : s.meetingUrl,
    startedAt: s.started ? new Date(s.startTime) : null,
    afterUrl: s.afterUrl ?? null,
  });
  return sessionId;
}

import { classifySessionTime, type SessionTimeState } from "@ojas/domain";

/**
 * A session's state: by SPEC's 15-minute window (classifySessionTime), except that a session its coach
 * has ended is completed at once (docs/product.md, "Live room").
 */
export function sessionStateOf(
  row: { startTime: number; endTime: number; endedAt: Date | null },
  now: number,
): SessionTimeState {
  return row.endedAt ? "completed" : classifySessionTime(row, now);
}

import { describe, expect, it } from "vitest";
import { classifySessionTime, SESSION_MESSAGES } from "./session-time.ts";

const MIN = 60_000;
const now = Date.UTC(2025, 0, 15, 10, 0, 0);
const session = (startOffset: number, endOffset: number) => ({
  startTime: now + startOffset,
  endTime: now + endOffset,
});

describe("classifySessionTime", () => {
  it("is upcoming when the start is more than 15 minutes ahead", () => {
    expect(classifySessionTime(session(15 * MIN + 1, 75 * MIN), now)).toBe("upcoming");
    expect(classifySessionTime(session(24 * 60 * MIN, 25 * 60 * MIN), now)).toBe("upcoming");
  });

  it("is ongoing exactly 15 minutes before the start", () => {
    expect(classifySessionTime(session(15 * MIN, 75 * MIN), now)).toBe("ongoing");
  });

  it("is ongoing while the session runs", () => {
    expect(classifySessionTime(session(-10 * MIN, 50 * MIN), now)).toBe("ongoing");
  });

  it("is ongoing exactly 15 minutes after the end", () => {
    expect(classifySessionTime(session(-75 * MIN, -15 * MIN), now)).toBe("ongoing");
  });

  it("is completed 1 ms past 15 minutes after the end", () => {
    expect(classifySessionTime(session(-75 * MIN, -15 * MIN - 1), now)).toBe("completed");
  });

  it("defaults now to the current time", () => {
    const start = Date.now() + 60 * MIN;
    expect(classifySessionTime({ startTime: start, endTime: start + MIN })).toBe("upcoming");
  });

  it("has the session page texts", () => {
    expect(SESSION_MESSAGES.INVALID.title).toBe("This session link is not valid");
    expect(SESSION_MESSAGES.ENDED.title).toBe("This session has ended");
  });
});

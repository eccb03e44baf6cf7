import { describe, expect, it } from "vitest";
import {
  canMoveSupportRequest,
  canTakeSupportRequest,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TRANSITIONS,
} from "./inbox.ts";

describe("the support inbox's transitions", () => {
  it("moves a new request into progress or closes it, never straight to done", () => {
    expect(canMoveSupportRequest("NEW", "IN_PROGRESS")).toBe(true);
    expect(canMoveSupportRequest("NEW", "CLOSED")).toBe(true);
    expect(canMoveSupportRequest("NEW", "DONE")).toBe(false);
  });

  it("reopens a finished request into progress only", () => {
    for (const from of ["DONE", "CLOSED"] as const) {
      expect(SUPPORT_REQUEST_TRANSITIONS[from]).toEqual(["IN_PROGRESS"]);
    }
  });

  it("never moves a request to the status it has", () => {
    for (const status of SUPPORT_REQUEST_STATUSES) expect(canMoveSupportRequest(status, status)).toBe(false);
  });

  it("lets staff take a request nobody has finished", () => {
    expect(SUPPORT_REQUEST_STATUSES.filter(canTakeSupportRequest)).toEqual(["NEW", "IN_PROGRESS"]);
  });
});

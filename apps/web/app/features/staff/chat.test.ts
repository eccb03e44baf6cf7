import { describe, expect, it } from "vitest";
import { chatSearch, preview, REPLY_NOTICE_TEXT } from "./chat.ts";

describe("the chat screens", () => {
  it("keeps the waiting filter and the page token in the query string", () => {
    expect(chatSearch(false)).toBe("");
    expect(chatSearch(true)).toBe("?unanswered=1");
    expect(chatSearch(true, "abc")).toBe("?unanswered=1&nextToken=abc");
  });

  it("shortens a long message to one line", () => {
    expect(preview("Hello\n  there")).toBe("Hello there");
    expect(preview("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("tells staff how the shopper learns of each reply", () => {
    expect(Object.keys(REPLY_NOTICE_TEXT).sort()).toEqual(["EMAIL_QUEUED", "NO_EMAIL", "SHOPPER_PRESENT"]);
    expect(REPLY_NOTICE_TEXT.NO_EMAIL).toMatch(/next open/);
  });
});

import { describe, expect, it } from "vitest";
import { isHttpsUrl, isSitePath } from "./room.ts";

describe("isHttpsUrl", () => {
  it("takes absolute https links only", () => {
    expect(isHttpsUrl("https://meet.example.com/abc-defg-hij")).toBe(true);
    expect(isHttpsUrl("https://zoom.us/j/123?pwd=x")).toBe(true);
    expect(isHttpsUrl("http://meet.example.com/abc")).toBe(false);
    expect(isHttpsUrl("javascript:alert(1)")).toBe(false);
    expect(isHttpsUrl("data:text/html,hi")).toBe(false);
    expect(isHttpsUrl("//meet.example.com/x")).toBe(false);
    expect(isHttpsUrl("/session/x/live")).toBe(false);
    expect(isHttpsUrl("https://user:pass@meet.example.com/")).toBe(false);
    expect(isHttpsUrl("not a url")).toBe(false);
  });
});

describe("isSitePath", () => {
  it("takes this site's paths only", () => {
    expect(isSitePath("/plans/lite")).toBe(true);
    expect(isSitePath("/fitness/fitbot/workout/post-session/results/")).toBe(true);
    expect(isSitePath("//evil.example.com")).toBe(false);
    expect(isSitePath("/\\evil.example.com")).toBe(false);
    expect(isSitePath("https://evil.example.com")).toBe(false);
    expect(isSitePath("plans/lite")).toBe(false);
    expect(isSitePath("/a b")).toBe(false);
  });
});

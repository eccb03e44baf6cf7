import { SESSION_STORAGE_CLOCK_OFFSET_KEY } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../tests/memory-storage.ts";
import { checkClockOffset, clockOffset, NTP_TIME_PATH, serverNow } from "./clock.ts";

/** A clock that moves by the given steps on each read: request sent, answer received. */
function ticking(...times: number[]) {
  return () => times.shift()!;
}

describe("server clock offset", () => {
  it("measures server minus client time from get-ntp-time, halving the round trip", async () => {
    const storage = memoryStorage();
    const calls: string[] = [];
    const fetchTime = (async (url: string) => {
      calls.push(url);
      return Response.json({ body: { unixtime: 1_700_000_100 } });
    }) as typeof fetch;
    // Client: sent at ...000, answered at ...200 (midpoint ...100). Server: ...100 s, +0.5 s for rounding.
    const offset = await checkClockOffset(storage, fetchTime, ticking(1_700_000_000_000, 1_700_000_000_200));
    expect(calls).toEqual([NTP_TIME_PATH]);
    expect(offset).toBe(100_000 + 500 - 100);
    expect(storage.getItem(SESSION_STORAGE_CLOCK_OFFSET_KEY)).toBe(String(offset));
    expect(clockOffset(storage)).toBe(offset);
  });

  it.each([
    [
      "a network failure",
      (async () => {
        throw new TypeError("offline");
      }) as typeof fetch,
    ],
    ["an error answer", (async () => new Response("{}", { status: 503 })) as typeof fetch],
    ["a body without time", (async () => Response.json({ body: {} })) as typeof fetch],
    ["a body that is not JSON", (async () => new Response("<html>")) as typeof fetch],
  ])("ignores %s and keeps the last offset", async (_label, fetchTime) => {
    const storage = memoryStorage({ [SESSION_STORAGE_CLOCK_OFFSET_KEY]: "1234" });
    expect(await checkClockOffset(storage, fetchTime, () => 0)).toBeNull();
    expect(clockOffset(storage)).toBe(1234);
  });

  it("reads 0 without a measurement, and adds the offset to the client clock", () => {
    expect(clockOffset(memoryStorage())).toBe(0);
    expect(clockOffset(memoryStorage({ [SESSION_STORAGE_CLOCK_OFFSET_KEY]: "abc" }))).toBe(0);
    const now = Date.now();
    expect(serverNow(memoryStorage({ [SESSION_STORAGE_CLOCK_OFFSET_KEY]: "60000" }))).toBeGreaterThanOrEqual(
      now + 60_000,
    );
  });
});

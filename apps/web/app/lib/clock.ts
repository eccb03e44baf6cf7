import { SESSION_STORAGE_CLOCK_OFFSET_KEY } from "@ojas/domain";

export const NTP_TIME_PATH = "/api/marketing-api/get-ntp-time";

/**
 * Measures server time minus client time (ms) with GET get-ntp-time, halving the round trip, and keeps it
 * in session storage. Any failure is ignored: the last offset stays. Answers the new
 * offset, or null when none was measured.
 */
export async function checkClockOffset(
  storage: Pick<Storage, "setItem">,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<number | null> {
  try {
    const sentAt = now();
    const response = await fetchImpl(NTP_TIME_PATH, {
      headers: { Accept: "application/json", "X-Client": "WEB" },
      cache: "no-store",
    });
    const receivedAt = now();
    if (!response.ok) return null;
    const json = (await response.json()) as { body?: { unixtime?: unknown } };
    const unixtime = json.body?.unixtime;
    if (typeof unixtime !== "number" || !Number.isFinite(unixtime)) return null;
    // The server answers whole seconds: its true time lies up to 1 s after; take the middle.
    const serverMs = unixtime * 1000 + 500;
    const offset = Math.round(serverMs - (sentAt + receivedAt) / 2);
    storage.setItem(SESSION_STORAGE_CLOCK_OFFSET_KEY, String(offset));
    return offset;
  } catch {
    return null;
  }
}

/** The stored offset, 0 when none was measured this session. */
export function clockOffset(storage: Pick<Storage, "getItem">): number {
  try {
    const value = Number(storage.getItem(SESSION_STORAGE_CLOCK_OFFSET_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** The server's clock as this browser best knows it. */
export function serverNow(storage: Pick<Storage, "getItem"> = sessionStorage): number {
  return Date.now() + clockOffset(storage);
}

// PostgreSQL restarted under load (docs/operations.md, "Faults"): the real server runs on a private
// PostgreSQL of its own, which is stopped (sessions cut), left down for a moment and started again while
// shoppers keep calling. Every request answers within the client's timeout, a failure is the catalogue's
// 5000 with status 503, and the same server process serves again once the database is back.
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  hasPostgresBinaries,
  type PrivatePostgres,
  type ServerProcess,
  sleep,
  startPrivatePostgres,
  startServer,
  stopServer,
} from "../test/processes.ts";

const CLIENT_TIMEOUT_MS = 8_000;
const DOWN_MS = 2_000;

let pg: PrivatePostgres | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServer(server);
  pg?.destroy();
});

interface Outcome {
  path: string;
  status: number | "timeout" | "refused";
  code?: number;
  ms: number;
  at: number;
}

const ok = (o: Outcome) => o.status === 200 || o.status === 201;

async function call(base: string, path: string, init: RequestInit = {}): Promise<Outcome> {
  const at = Date.now();
  try {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { "content-type": "application/json", "x-client": "WEB", "x-market": "IN" },
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => ({}))) as { error?: { code: number } };
    return { path, status: res.status, code: json.error?.code, ms: Date.now() - at, at };
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    return { path, status: timedOut ? "timeout" : "refused", ms: Date.now() - at, at };
  }
}

// Its own PostgreSQL whatever the project: run once, in the default one.
describe.skipIf(!hasPostgresBinaries || inject("pgTemplate") !== "")(
  "PostgreSQL restarted under load",
  () => {
    it("fails requests fast with 503/5000 while it is down and recovers without restarting the server", async () => {
      pg = await startPrivatePostgres();
      server = await startServer({ DATABASE_URL: pg.url, DATABASE_POOL_SIZE: "4" });
      const base = server.base;

      const outcomes: Outcome[] = [];
      let running = true;
      // Shoppers: guests signing up (a write) and health checks (a read), 6 at a time, without pause.
      const shopper = async (i: number) => {
        while (running) {
          outcomes.push(
            i % 2 === 0
              ? await call(base, "/api/auth/guest", { method: "POST", body: "{}" })
              : await call(base, "/api/health"),
          );
        }
      };
      const load = Promise.all([0, 1, 2, 3, 4, 5].map(shopper));
      await sleep(800);
      const downAt = Date.now();
      await pg.restart(DOWN_MS);
      const upAt = Date.now();
      // Give the server a moment to find the database again, then keep loading for a while.
      await sleep(2_500);
      running = false;
      await load;

      expect(server.alive()).toBe(true);
      expect(outcomes.filter((o) => o.status === "timeout" || o.status === "refused")).toEqual([]);
      // No request was kept waiting past the connect timeout (5 s) with margin to spare.
      expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(6_500);
      for (const o of outcomes) {
        if (!ok(o)) expect(o).toMatchObject({ status: 503, code: 5000 });
      }
      const during = outcomes.filter((o) => o.at >= downAt + 200 && o.at + o.ms <= upAt);
      expect(during.length).toBeGreaterThan(0);
      expect(during.every((o) => o.status === 503)).toBe(true);
      expect(outcomes.filter((o) => o.at < downAt && ok(o)).length).toBeGreaterThan(0);

      // Back: the same process answers again, reads and writes.
      const after = outcomes.filter((o) => o.at > upAt + 1_500);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every(ok)).toBe(true);
      expect((await call(base, "/api/auth/guest", { method: "POST", body: "{}" })).status).toBe(201);
    }, 60_000);
  },
);

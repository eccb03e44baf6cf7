// PostgreSQL restarted under load (docs/operations.md, "Faults"): the real server runs on a private
// PostgreSQL of its own, which is stopped (sessions cut), left down and started again while shoppers keep
// calling. Every request answers within the client's timeout, a failure is the catalogue's 5000 with
// status 503, the same server process serves again once the database is back, and the guests it
// acknowledged before the stop are still there.
//
// Each answer is filed by the phase the test was in when the request was sent and when its answer was
// read, not by clock readings: the phases change only once pg_ctl has returned (the database is gone,
// or accepts connections), and pg_ctl runs as a child process, so answers keep being read meanwhile.
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  hasPostgresBinaries,
  type PrivatePostgres,
  type ServerProcess,
  sleep,
  startPrivatePostgres,
  startServer,
  stopServer,
  until,
} from "../test/processes.ts";

const CLIENT_TIMEOUT_MS = 8_000;
/**
 * The least time PostgreSQL stays down: long enough for the server's pool to fail its reconnects many
 * times over (postgres.js's own backoff would by then wait up to 20 s: RECONNECT_PAUSE_S in db/client.ts).
 */
const DOWN_MS = 2_000;
/** How many answers of each path every phase waits for before the next step. */
const SEEN = 3;

let pg: PrivatePostgres | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server) await stopServer(server);
  pg?.destroy();
});

/**
 * up: before the stop. stopping: pg_ctl stop is running. down: PostgreSQL has exited and its port is
 * closed. starting: pg_ctl start is running. back: PostgreSQL accepts connections. recovered: a request
 * sent while back has been answered with success.
 */
type Phase = "up" | "stopping" | "down" | "starting" | "back" | "recovered";
let phase: Phase = "up";

const GUEST = "/api/auth/guest";
const HEALTH = "/api/health";

interface Outcome {
  path: string;
  status: number | "timeout" | "refused";
  code?: number;
  ms: number;
  sent: Phase;
  answered: Phase;
  /** A guest the server acknowledged: its id and session cookies. */
  guest?: { id: string; cookie: string };
}

const ok = (o: Outcome) => o.status === 200 || o.status === 201;

async function call(base: string, path: string, init: RequestInit = {}): Promise<Outcome> {
  const sent = phase;
  const at = Date.now();
  try {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: { "content-type": "application/json", "x-client": "WEB", "x-market": "IN", ...init.headers },
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const json = (await res.json().catch(() => ({}))) as {
      error?: { code: number };
      body?: { user?: { id: string } };
    };
    const id = res.status === 201 ? json.body?.user?.id : undefined;
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return {
      path,
      status: res.status,
      code: json.error?.code,
      ms: Date.now() - at,
      sent,
      answered: phase,
      ...(id ? { guest: { id, cookie } } : {}),
    };
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    return { path, status: timedOut ? "timeout" : "refused", ms: Date.now() - at, sent, answered: phase };
  }
}

// Its own PostgreSQL whatever the project: run once, in the default one.
describe.skipIf(!hasPostgresBinaries || inject("pgTemplate") !== "")(
  "PostgreSQL restarted under load",
  () => {
    it("fails requests fast with 503/5000 while it is down, recovers without restarting the server, and keeps what it acknowledged", async () => {
      pg = await startPrivatePostgres();
      server = await startServer({ DATABASE_URL: pg.url, DATABASE_POOL_SIZE: "4" });
      const base = server.base;

      const outcomes: Outcome[] = [];
      /** Answers to requests both sent and answered in `p`, of `path`, that `pass`. */
      const within = (p: Phase, path: string, pass: (o: Outcome) => boolean) =>
        outcomes.filter((o) => o.sent === p && o.answered === p && o.path === path && pass(o)).length;
      const seenOfEach = (p: Phase, pass: (o: Outcome) => boolean) => () =>
        within(p, GUEST, pass) >= SEEN && within(p, HEALTH, pass) >= SEEN;

      let running = true;
      // Shoppers: guests signing up (a write) and health checks (a read), 6 at a time, without pause.
      const shopper = async (i: number) => {
        while (running) {
          const o =
            i % 2 === 0 ? await call(base, GUEST, { method: "POST", body: "{}" }) : await call(base, HEALTH);
          outcomes.push(o);
          if (phase === "back" && o.sent === "back" && ok(o)) phase = "recovered";
        }
      };
      const load = Promise.all([0, 1, 2, 3, 4, 5].map(shopper));
      try {
        await until(seenOfEach("up", ok), "answers before the stop");
        phase = "stopping";
        await pg.stop();
        phase = "down";
        await Promise.all([
          sleep(DOWN_MS),
          until(
            seenOfEach("down", () => true),
            "answers while PostgreSQL is down",
          ),
        ]);
        phase = "starting";
        await pg.start();
        phase = "back";
        await until(() => phase === "recovered", "a success once PostgreSQL is back");
        await until(
          seenOfEach("recovered", () => true),
          "answers after recovering",
        );
      } finally {
        running = false;
        await load;
      }

      expect(server.alive()).toBe(true);
      expect(outcomes.filter((o) => o.status === "timeout" || o.status === "refused")).toEqual([]);
      // No request was kept waiting past the connect timeout (5 s) with margin to spare.
      expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(6_500);
      for (const o of outcomes) {
        if (!ok(o)) expect(o).toMatchObject({ status: 503, code: 5000 });
      }
      // Sent after PostgreSQL had exited and answered before it was started again: every one failed.
      const during = outcomes.filter((o) => o.sent === "down" && o.answered === "down");
      expect(during.length).toBeGreaterThanOrEqual(2 * SEEN);
      expect(during.filter(ok)).toEqual([]);

      // Back: the same process answers again, reads and writes.
      const after = outcomes.filter((o) => o.sent === "recovered");
      expect(after.length).toBeGreaterThanOrEqual(2 * SEEN);
      expect(after.filter((o) => !ok(o))).toEqual([]);
      expect((await call(base, GUEST, { method: "POST", body: "{}" })).status).toBe(201);

      // Every guest acknowledged before PostgreSQL went down is still there.
      const acknowledged = outcomes.filter(
        (o) => o.guest && (o.answered === "up" || o.answered === "stopping"),
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(SEEN);
      for (const { guest } of acknowledged) {
        const res = await fetch(`${base}/api/user/v3/getUser`, {
          headers: { cookie: guest!.cookie, "x-client": "WEB", "x-market": "IN" },
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { body: { userDto: { id: string } } }).body.userDto.id).toBe(guest!.id);
      }
      // 15 s on a quiet machine, 30-51 s on a busy two-core one (load average 10), against the 60 s it had.
    }, 120_000);
  },
);

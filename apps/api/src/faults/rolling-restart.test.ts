// A rolling restart under load (docs/operations.md, "Faults"): two server processes on one private
// PostgreSQL; each in turn gets SIGTERM and is started again while shoppers keep calling. A shopper
// retries, on the other instance, only a connection that was refused or reset before any answer (what a
// load balancer does: nginx's proxy_next_upstream error; closing the listener resets connections still
// waiting in the kernel's accept queue, which the server never saw). No request is
// lost or answered with an error, and each instance exits 0 with its in-flight work done.
import http from "node:http";
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

let pg: PrivatePostgres | undefined;
const servers: (ServerProcess | undefined)[] = [];
afterAll(async () => {
  for (const s of servers) if (s) await stopServer(s);
  pg?.destroy();
});

/** One request on a connection of its own (as a proxy would open), so only a refused connect can fail. */
function request(port: number, method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent: false,
        headers: { "content-type": "application/json", "x-client": "WEB", "x-market": "IN" },
        timeout: 10_000,
      },
      (res) => {
        answered = true;
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    // A reset after the answer began would be a lost request, not one to send again.
    req.on("error", (error) => reject(answered ? Object.assign(error, { code: "AFTER_ANSWER" }) : error));
    req.end(method === "POST" ? "{}" : undefined);
  });
}

// Its own PostgreSQL whatever the project: run once, in the default one.
describe.skipIf(!hasPostgresBinaries || inject("pgTemplate") !== "")("rolling restart", () => {
  it("loses no request while each of two instances is stopped with SIGTERM and started again", async () => {
    pg = await startPrivatePostgres();
    const env = { DATABASE_URL: pg.url, DATABASE_POOL_SIZE: "4" };
    // The first migrates the empty database; the second finds it done.
    servers[0] = await startServer(env);
    servers[1] = await startServer(env);
    const ports = servers.map((s) => s!.port);

    const answers: number[] = [];
    const failures: string[] = [];
    let refused = 0;
    let reset = 0;
    let running = true;
    let next = 0;
    const shopper = async (i: number) => {
      while (running) {
        const [method, path] = i % 2 === 0 ? ["POST", "/api/auth/guest"] : ["GET", "/api/health"];
        const first = next++ % 2;
        for (let attempt = 0; ; attempt++) {
          try {
            answers.push(await request(ports[(first + attempt) % 2]!, method!, path!));
            break;
          } catch (error) {
            const code = (error as NodeJS.ErrnoException).code;
            if ((code !== "ECONNREFUSED" && code !== "ECONNRESET") || attempt > 20) {
              failures.push(`${method} ${path}: ${String(code ?? error)}`);
              break;
            }
            if (code === "ECONNREFUSED") refused++;
            else reset++;
            await sleep(20);
          }
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(shopper));
    // Both instances serving (the shoppers alternate between them) before the first is stopped.
    await until(() => answers.length >= 12, "answers from both instances");
    for (const i of [0, 1]) {
      const before = answers.length;
      const stopping = servers[i]!;
      const signalledAt = Date.now();
      stopping.child.kill("SIGTERM");
      expect(await stopping.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      servers[i] = await startServer(env, ports[i]);
      await sleep(500);
      // The other instance served meanwhile.
      expect(answers.length).toBeGreaterThan(before);
    }
    await sleep(500);
    running = false;
    await load;

    expect(failures).toEqual([]);
    expect(answers.filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(answers.length).toBeGreaterThan(50);
    expect(refused + reset).toBeGreaterThan(0);
    // Starting an instance beside six shoppers took 20-27 s on a busy two-core machine: 70-94 s in all.
  }, 180_000);
});

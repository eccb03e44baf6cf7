// Real processes for the fault tests (docs/operations.md, "Faults"): a private PostgreSQL that can be
// restarted, a private Redis that can be stopped, and the shop's own server as a child process.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

const PG_BIN = process.env.PG_BIN ?? "/usr/local/bin";
const REDIS_SERVER = process.env.REDIS_SERVER ?? "/usr/bin/redis-server";

export const hasPostgresBinaries = ["initdb", "pg_ctl", "postgres"].every((b) =>
  fs.existsSync(path.join(PG_BIN, b)),
);
export const hasRedisServer = fs.existsSync(REDIS_SERVER);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL refuses to run as root: as root, its commands run as `nobody`. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ["runuser", ["-u", "nobody", "--", command, ...args]] : [command, args];
}

/** Runs a command to its end without blocking this process's event loop (its output is dropped). */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "ignore" });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")}: ${code ?? signal}`)),
    );
  });
}

export interface PrivatePostgres {
  url: string;
  /**
   * Fast shutdown (sessions are cut), resolving once the postmaster has exited and its port refuses
   * connections. pg_ctl runs as a child process: this process keeps reading answers meanwhile.
   */
  stop(): Promise<void>;
  /** Starts it again, resolving once it accepts connections (`pg_ctl -w`). */
  start(): Promise<void>;
  /** Stops it and removes its data folder. */
  destroy(): void;
}

/** A throwaway PostgreSQL cluster on a free loopback port (initdb takes about a second). */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ojas-pg-"));
  fs.chmodSync(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  const pgCtl = (args: string[]) => asPostgresUser(path.join(PG_BIN, "pg_ctl"), ["-D", data, ...args]);
  {
    const [command, args] = asPostgresUser(path.join(PG_BIN, "initdb"), [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "--no-sync",
    ]);
    execFileSync(command, args, { stdio: "ignore" });
  }
  const options = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=60`;
  const start = () => run(...pgCtl(["-o", options, "-l", path.join(dir, "log"), "-w", "start"]));
  const stopArgs = ["-m", "fast", "-w", "stop"];
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    async stop() {
      await run(...pgCtl(stopArgs));
      // -w waits for the postmaster to exit; that the port is closed is what a client sees.
      await until(async () => !(await canConnect(port)), "PostgreSQL's port to close");
    },
    destroy() {
      try {
        execFileSync(...pgCtl(stopArgs), { stdio: "ignore" });
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  start(): Promise<void>;
}

/** A throwaway redis-server on a free loopback port, keeping nothing on disk. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    const started = Date.now();
    while (!(await canConnect(port))) {
      if (Date.now() - started > 10_000) throw new Error("redis-server did not start");
      await sleep(50);
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * Polls `check` every `everyMs` until it holds: for waiting on an observable condition (a port closed,
 * an answer seen) instead of sleeping for a guessed while. Throws, naming `what`, after `ms`.
 */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = 20_000,
  everyMs = 20,
) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`gave up waiting for ${what} after ${ms} ms`);
    await sleep(everyMs);
  }
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export interface ServerProcess {
  port: number;
  base: string;
  child: ChildProcess;
  log(): string;
  /** Resolves with the exit code (or signal) once the process has gone. */
  exited: Promise<number | string>;
  alive(): boolean;
}

/**
 * The shop's server.ts as a child process (`node --import tsx`, not npx, so a SIGKILL leaves nothing
 * behind), answering /api/health before this resolves.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const base = { ...process.env };
  for (const name of ["DATABASE_URL", "TEST_DATABASE_URL", "REDIS_URL", "TEST_REDIS_URL"]) delete base[name];
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    env: {
      ...base,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      SEED_DEMO_DATA: "0",
      LOG_LEVEL: "error",
      RATE_LIMIT_MAX: "1000000",
      ...env,
      PORT: String(listenOn),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (d: Buffer) => {
    log = (log + d).slice(-8000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const server: ServerProcess = {
    port: listenOn,
    base: `http://127.0.0.1:${listenOn}`,
    child,
    log: () => log,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      // 429: up, and its rate limit already counted the polls.
      if (res.ok || res.status === 429) return server;
    } catch {
      // not listening yet
    }
    if (!server.alive()) throw new Error(`server exited: ${log}`);
    await sleep(100);
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start: ${log}`);
}

/** Kills the server with `signal` and waits for it to go. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = "SIGKILL") {
  if (server.alive()) server.child.kill(signal);
  return server.exited;
}

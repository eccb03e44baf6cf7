// A mixed shopper workload on PostgreSQL at rising concurrency, against 1 instance and then 2 instances
// of the real server (child processes on loopback behind a round-robin proxy in this script, one shared
// database): throughput and p99 per step, and the step where it saturates (throughput stops growing by
// 10 % or more, or p99 passes BENCH_P99_LIMIT_MS). docs/operations.md, "Capacity".
//
// Each virtual shopper is a guest that loops: list a category, read articles (the home page's data),
// search, open a product, add a line to the cart, remove it, add it again, read the cart and check out
// PREPAID (an order placed with its sandbox payment started). Requests are sent back to back (no think
// time), so "shoppers" is the number of requests in flight.
//
// Run: npm run bench:load   (BENCH_DATABASE_URL or TEST_DATABASE_URL; BENCH_STEPS=5,10,20,40,80,
// BENCH_STEP_SECONDS=10, BENCH_P99_LIMIT_MS=1000, BENCH_INSTANCES=1,2, BENCH_POOL_SIZE=4 per instance)
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { seedDemoData } from "../apps/api/src/db/seed/index.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const baseUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const STEPS = (process.env.BENCH_STEPS ?? "5,10,20,40,80").split(",").map(Number);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 10);
const P99_LIMIT_MS = Number(process.env.BENCH_P99_LIMIT_MS ?? 1000);
const INSTANCES = (process.env.BENCH_INSTANCES ?? "1,2").split(",").map(Number);
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? "4";
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3550);
const SKUS = ["FW-HYD-100", "SE-NIA-30"];
const ADDRESS = {
  name: "Asha Rao",
  phoneNumber: "9876543210",
  line1: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560001",
  emailId: "bench.shopper@example.com",
};
const HEADERS = { "content-type": "application/json", "x-client": "WEB", "x-market": "IN" };

// A throwaway database, migrated and seeded once, with plenty of stock (the bench measures selling).
const name = `bench_load_${process.pid}`;
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE ${name}`);
const u = new URL(baseUrl);
u.pathname = `/${name}`;
const databaseUrl = u.toString();
const children: ChildProcess[] = [];
let proxy: http.Server | undefined;

async function cleanUp() {
  proxy?.close();
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

try {
  const setup = await openDatabase({ databaseUrl, maxConnections: 2 });
  await setup.migrate();
  await seedDemoData(setup.db, Date.now());
  await setup.db.execute(
    sql`update inventory set available_to_promise = 10000000 where sku_id in ${sql.raw(`('${SKUS.join("','")}')`)}`,
  );
  await setup.close();

  console.log(
    `bench/load: steps ${STEPS.join(", ")} shoppers, ${STEP_SECONDS} s each, instances ${INSTANCES.join(" vs ")}, ` +
      `pool ${POOL_SIZE} per instance, ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}, node ${process.version}`,
  );
  const results: {
    instances: number;
    shoppers: number;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
  }[] = [];
  for (const instances of INSTANCES) {
    const origins = await startInstances(instances);
    const { origin, server } = await roundRobin(origins);
    proxy = server;
    for (const shoppers of STEPS) {
      const step = await runStep(origin, shoppers);
      results.push({ instances, shoppers, ...step });
      console.log(
        `  ${instances} instance(s), ${String(shoppers).padStart(3)} shoppers: ${step.rps.toFixed(0).padStart(5)} req/s, ` +
          `p50 ${step.p50} ms, p99 ${step.p99} ms, errors ${step.errors}`,
      );
    }
    server.close();
    proxy = undefined;
    await stopInstances();
  }
  printTable(results);
} finally {
  await cleanUp();
}

/** Starts `count` servers (apps/api/src/server.ts) on the throwaway database; answers their origins. */
async function startInstances(count: number): Promise<string[]> {
  const origins: string[] = [];
  for (let i = 0; i < count; i++) {
    const port = PORT_BASE + 1 + i;
    const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        // Every instance names the one site (the proxy): a session's token records the site that issued it,
        // so without this a session made on one instance is refused by the others (README, "Several instances").
        SITE_ORIGIN: `http://127.0.0.1:${PORT_BASE}`,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: POOL_SIZE,
        SEED_DEMO_DATA: "0",
        DEV_OUTBOX: "1",
        LOG_LEVEL: "warn",
        RATE_LIMIT_MAX: "100000000",
        JWT_SECRET: "l".repeat(32),
        PAYMENT_KEY_SECRET: "l".repeat(16),
        WEBHOOK_SECRET: "l".repeat(16),
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(child);
    const origin = `http://127.0.0.1:${port}`;
    await waitReady(origin);
    origins.push(origin);
  }
  return origins;
}

async function stopInstances() {
  const exits = children.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(exits);
  children.length = 0;
}

async function waitReady(origin: string) {
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`${origin}/api/health/ready`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin} never became ready`);
}

/** A small round-robin HTTP proxy in front of the instances, as a load balancer would be. */
function roundRobin(origins: string[]): Promise<{ origin: string; server: http.Server }> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const target = new URL(origins[next++ % origins.length]!);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(PORT_BASE, "127.0.0.1", () => resolve({ origin: `http://127.0.0.1:${PORT_BASE}`, server })),
  );
}

/** `shoppers` guests looping the journey for STEP_SECONDS; every request's time is recorded. */
async function runStep(origin: string, shoppers: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers });
  const times: number[] = [];
  let errors = 0;
  const failures = new Map<string, number>();
  const failed = (what: string) => {
    errors += 1;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };
  const request = (method: string, url: string, body?: object, cookie?: string, key?: string) =>
    new Promise<{ status: number; json: any; cookies: string[] }>((resolve) => {
      const started = performance.now();
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        `${origin}${url}`,
        {
          method,
          agent,
          headers: { ...HEADERS, ...(cookie ? { cookie } : {}), ...(key ? { "idempotency-key": key } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => {
            times.push(performance.now() - started);
            const status = res.statusCode ?? 0;
            let json: any;
            try {
              json = JSON.parse(Buffer.concat(chunks).toString());
            } catch {
              json = undefined;
            }
            if (status >= 400) failed(`${method} ${url.split("?")[0]} ${status} ${json?.error?.code ?? ""}`);
            resolve({
              status,
              json,
              cookies: (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]!),
            });
          });
        },
      );
      req.on("error", () => {
        times.push(performance.now() - started);
        failed(`${method} ${url.split("?")[0]} no answer`);
        resolve({ status: 0, json: undefined, cookies: [] });
      });
      req.end(payload);
    });

  const deadline = Date.now() + STEP_SECONDS * 1000;
  const shopper = async (n: number) => {
    const guest = await request("POST", "/api/auth/guest", {});
    const cookie = guest.cookies.join("; ");
    const sku = SKUS[n % SKUS.length]!;
    while (Date.now() < deadline) {
      await request("GET", "/api/catalogue/v1/products?category=SKINCARE_PRODUCT&sort=TOP_RATED");
      await request("GET", "/api/marketing/articles");
      await request("POST", "/api/search/v2/catalogueSearch", { searchValue: "serum" });
      await request("GET", "/api/catalogue/v2/skuDetails?slug=smart-ring");
      await request("POST", "/api/catalogue/v4/add-to-cart", { skuId: sku }, cookie);
      await request("POST", "/api/catalogue/v4/remove-from-cart", { skuId: sku }, cookie);
      await request("POST", "/api/catalogue/v4/add-to-cart", { skuId: sku }, cookie);
      await request("GET", "/api/catalogue/v4/cart-checkout", undefined, cookie);
      await request(
        "POST",
        "/api/oms/v3/order/create",
        { paymentType: "PREPAID", cartItems: [{ skuId: sku, qty: 1 }], address: ADDRESS },
        cookie,
        randomUUID(),
      );
      await request("POST", "/api/catalogue/v4/remove-from-cart", { skuId: sku }, cookie);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: shoppers }, (_, i) => shopper(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  for (const [what, count] of failures) console.log(`    ${count} × ${what}`);
  return { rps: times.length / seconds, p50: at(0.5), p99: at(0.99), errors };
}

function printTable(
  results: { instances: number; shoppers: number; rps: number; p50: number; p99: number; errors: number }[],
) {
  console.log("\n| instances | shoppers | req/s | p50 ms | p99 ms | errors | |");
  console.log("|---|---|---|---|---|---|---|");
  for (const instances of INSTANCES) {
    const rows = results.filter((r) => r.instances === instances);
    let best = 0;
    let saturated: number | undefined;
    for (const r of rows) {
      const flat = best > 0 && r.rps < best * 1.1;
      if (saturated === undefined && (flat || r.p99 > P99_LIMIT_MS)) saturated = r.shoppers;
      best = Math.max(best, r.rps);
      const mark = saturated === r.shoppers ? "saturates here" : "";
      console.log(
        `| ${instances} | ${r.shoppers} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${mark} |`,
      );
    }
    console.log(
      saturated === undefined
        ? `${instances} instance(s): still growing at ${rows.at(-1)?.shoppers} shoppers`
        : `${instances} instance(s): saturates at ${saturated} shoppers (peak ${best.toFixed(0)} req/s)`,
    );
  }
  console.log(
    `load average now: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
}

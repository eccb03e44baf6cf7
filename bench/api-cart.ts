// The cart under load on PostgreSQL: each of the connections is a signed-in shopper with a 5-item cart and
// the FLAT200 coupon. add-to-cart alternates with remove-from-cart on one of the lines (so the cart stays
// at 5 lines and below the 10-unit limit); cart-checkout reads and prices the whole cart.
// Run: npm run bench:api-cart   (BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_CONNECTIONS to change)
// Target (issue 5): p99 under 30 ms at 50 connections.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hash } from "@node-rs/argon2";
import autocannon from "autocannon";
import { users } from "../apps/api/src/modules/identity/tables.ts";
import {
  benchDatabase,
  CONNECTIONS,
  countingDatabase,
  cpuPerRequest,
  DURATION_S,
  type Figures,
  measure,
  POOL_SIZE,
  postgresCpuMs,
  printTable,
  profiled,
  startBare,
  startShop,
  threadCpuMs,
} from "./lib.ts";

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PASSWORD = "ojas-bench-2026";
const CART_SKUS = ["FW-HYD-100", "SE-NIA-30", "NUT-OMEGA-60", "FXN-ROPE", "RING-CHARGER"];
const setupClient = path.join(path.dirname(fileURLToPath(import.meta.url)), "cart-client.cjs");
const JSON_HEADERS = { "content-type": "application/json", "x-client": "WEB", "x-market": "IN" };

console.log(
  `bench/api-cart: load average ${os.loadavg()[0].toFixed(1)} at start, ${CONNECTIONS} connections (one shopper each), ${DURATION_S} s per run, ${POOL_SIZE} connections to PostgreSQL, ${os.cpus().length} cores, node ${process.version}`,
);

interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Like lib.ts measure(), with a cookie per connection and a sequence of requests. */
async function measureShoppers(name: string, origin: string, cookies: string[], requests: BenchRequest[]) {
  process.env.BENCH_CART_COOKIES = JSON.stringify(cookies);
  process.env.BENCH_CART_REQUESTS = JSON.stringify(requests);
  // In workers mode autocannon takes the setupClient module's path; its types only know the function.
  const options = {
    url: origin,
    setupClient: setupClient as unknown as autocannon.Options["setupClient"],
    workers: 1,
  };
  await autocannon({ ...options, connections: 10, duration: 2 });
  const cpuBefore = threadCpuMs();
  const pgBefore = postgresCpuMs();
  const r = await profiled(name, () =>
    autocannon({ ...options, connections: CONNECTIONS, duration: DURATION_S }),
  );
  return {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuUs: cpuPerRequest(cpuBefore, threadCpuMs(), r.requests.total),
    pgCpuUs: cpuPerRequest(pgBefore, postgresCpuMs(), r.requests.total),
  } satisfies Figures;
}

async function post(origin: string, url: string, body: object, cookie?: string) {
  const res = await fetch(`${origin}${url}`, {
    method: "POST",
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Shoppers with a password, signed in over HTTP, each with a 5-item cart holding FLAT200. */
async function shoppers(origin: string, database: Awaited<ReturnType<typeof benchDatabase>>["database"]) {
  const passwordHash = await hash(PASSWORD);
  const now = new Date();
  const phones = Array.from({ length: CONNECTIONS }, (_, i) => `+9170000${String(i).padStart(5, "0")}`);
  await database.db.insert(users).values(
    phones.map((phoneNumber, i) => ({
      userId: `bench-shopper-${i}`,
      phoneNumber,
      firstName: "Bench",
      passwordHash,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const cookies: string[] = [];
  for (const phoneNumber of phones) {
    const res = await post(origin, "/api/auth/login-via-password", { phoneNumber, password: PASSWORD });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    for (const skuId of CART_SKUS) await post(origin, "/api/catalogue/v4/add-to-cart", { skuId }, cookie);
    const cart = await fetch(`${origin}/api/catalogue/v4/cart-checkout?couponCode=FLAT200`, {
      headers: { ...JSON_HEADERS, cookie },
    }).then((r) => r.json());
    if (cart.body.appliedCoupon?.code !== "FLAT200" || cart.body.cartItemList.length !== 5) {
      throw new Error(`cart not ready: ${JSON.stringify(cart).slice(0, 300)}`);
    }
    cookies.push(cookie);
  }
  return cookies;
}

const bare = await startBare();
const bareFigures = await measure("bare Fastify route", bare.url);
await bare.close();
const rows: Figures[] = [bareFigures];

const setup = await benchDatabase(pgUrl);
const shop = await startShop(setup.database);
const cookies = await shoppers(shop.origin, setup.database);
const line = JSON.stringify({ skuId: "SE-NIA-30", qty: 1, computeCart: true, autoApplyCoupon: true });
rows.push(
  await measureShoppers("postgres: POST add-to-cart / remove-from-cart (alternating)", shop.origin, cookies, [
    { method: "POST", path: "/api/catalogue/v4/add-to-cart", headers: JSON_HEADERS, body: line },
    { method: "POST", path: "/api/catalogue/v4/remove-from-cart", headers: JSON_HEADERS, body: line },
  ]),
);
rows.push(
  await measureShoppers("postgres: GET cart-checkout", shop.origin, cookies, [
    { method: "GET", path: "/api/catalogue/v4/cart-checkout?autoApplyCoupon=true", headers: JSON_HEADERS },
  ]),
);
await shop.close();

/** Statements per request, over SAMPLE sequential rounds of `requests` by one shopper (after one round). */
async function statementsPer(requests: BenchRequest[]) {
  const counting = countingDatabase(setup.url!);
  const counted = await startShop(counting.database);
  const send = (r: BenchRequest) =>
    fetch(`${counted.origin}${r.path}`, {
      method: r.method,
      headers: { ...r.headers, cookie: cookies[0]! },
      ...(r.body ? { body: r.body } : {}),
    }).then((res) => {
      if (!res.ok) throw new Error(`${r.path}: ${res.status}`);
      return res.arrayBuffer();
    });
  for (const r of requests) await send(r);
  const before = counting.statements.count;
  for (let i = 0; i < SAMPLE; i++) for (const r of requests) await send(r);
  const per = (counting.statements.count - before) / (SAMPLE * requests.length);
  await counted.close();
  await counting.database.close();
  return per;
}
const SAMPLE = 40;
const changeStatements = await statementsPer([
  { method: "POST", path: "/api/catalogue/v4/add-to-cart", headers: JSON_HEADERS, body: line },
  { method: "POST", path: "/api/catalogue/v4/remove-from-cart", headers: JSON_HEADERS, body: line },
]);
const readStatements = await statementsPer([
  { method: "GET", path: "/api/catalogue/v4/cart-checkout?autoApplyCoupon=true", headers: JSON_HEADERS },
]);
await setup.drop();
printTable(rows, bareFigures.rps);
console.log(
  `\nSQL statements per request (${SAMPLE} sequential rounds by one shopper, sessions and recent reads as under load): add / remove ${changeStatements.toFixed(2)}, cart read ${readStatements.toFixed(2)}`,
);
console.log(
  `load average ${os.loadavg()[0].toFixed(1)} at the end (the machine's other work skews req/s and p99)`,
);
process.exit(0);

// Order creation under load on PostgreSQL: each connection is a guest shopper placing new orders, a 2-line
// cart sent with the order with the FLAT200 coupon and an address, every request with a new
// Idempotency-Key. "one hot cart": every shopper buys the same two skus, so every checkout waits for the
// same two stock rows (the worst case); "spread": each shopper buys two skus of its own. Cash on delivery
// places the order at once; PREPAID holds the stock and opens a sandbox payment. Before the load, the SQL statements one checkout sends are counted at the driver (postgres.js
// `debug`), including those of the confirmation that follows it, and those of a payment capture.
// Run: npm run bench:api-checkout   (BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_CONNECTIONS to change)
// Target (issue 6): p99 under 150 ms at 20 connections, at most 25 statements per checkout.
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { and, eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { buildApp } from "../apps/api/src/app.ts";
import { type Db, openDatabase } from "../apps/api/src/db/client.ts";
import { withOwnConnectionTransactions } from "../apps/api/src/db/postgres-transactions.ts";
import { seedDemoData } from "../apps/api/src/db/seed/index.ts";
import { StatementLog } from "../apps/api/src/db/statements.ts";
import { inventory, products, skuPrices, skus } from "../apps/api/src/modules/catalogue/tables.ts";
import { paymentSignature } from "../apps/api/src/modules/payments/gateways/signature.ts";
import { flows } from "../apps/api/src/workflows/index.ts";
import {
  benchConfig,
  cpuPerRequest,
  DURATION_S,
  type Figures,
  postgresCpuMs,
  profiled,
  threadCpuMs,
} from "./lib.ts";

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 40);
/** BENCH_LOG_STATEMENTS=1 prints each statement the counted checkouts send (with BENCH_SAMPLE=1). */
const LOG_STATEMENTS = process.env.BENCH_LOG_STATEMENTS === "1";
const LINES = [
  { skuId: "FW-HYD-100", qty: 2 },
  { skuId: "SE-NIA-30", qty: 1 },
];
const ADDRESS = {
  name: "Asha Rao",
  phoneNumber: "9876543210",
  line1: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560001",
  emailId: "bench.shopper@example.com",
};
const JSON_HEADERS = { "content-type": "application/json", "x-client": "WEB", "x-market": "IN" };
const setupClient = path.join(path.dirname(fileURLToPath(import.meta.url)), "checkout-client.cjs");

console.log(
  `bench/api-checkout: load average ${os.loadavg()[0].toFixed(1)} at start, ${CONNECTIONS} connections (one guest each), ${DURATION_S} s per run, ${os.cpus().length} cores, node ${process.version}`,
);

/** A throwaway database, migrated and seeded, and a pool whose driver counts every statement sent. */
async function countingDatabase() {
  const name = `ojas_bench_${randomBytes(4).toString("hex")}`;
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  const setup = await openDatabase({ databaseUrl: u.toString(), maxConnections: 2 });
  await setup.migrate();
  await seedDemoData(setup.db, Date.now());
  await setup.close();
  const statements = new StatementLog();
  // Transactions as the app runs them (db/postgres-transactions.ts).
  const sql = withOwnConnectionTransactions(
    postgres(u.toString(), {
      max: CONNECTIONS,
      onnotice: () => {},
      debug: (connection: number, query: string, params: unknown[]) => {
        statements.postgresDebug(connection, query, params);
        if (LOG_STATEMENTS) console.log(`  sql: ${query.replace(/\s+/g, " ").slice(0, 160)}`);
      },
    }),
  );
  const db = drizzle(sql) as unknown as Db;
  // The load runs go through a pool without `debug`: with it, postgres.js captures a stack trace per query.
  const plainSql = withOwnConnectionTransactions(
    postgres(u.toString(), { max: CONNECTIONS, onnotice: () => {} }),
  );
  const plainDb = drizzle(plainSql) as unknown as Db;
  return {
    db,
    plainDb,
    statements,
    drop: async () => {
      await sql.end({ timeout: 5 });
      await plainSql.end({ timeout: 5 });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const database = await countingDatabase();
// Skus for the spread run: two per shopper, sold in India, shippable and payable on delivery.
const spreadSkus = (
  await database.db
    .select({ skuId: skus.skuId })
    .from(skus)
    .innerJoin(products, eq(products.productId, skus.productId))
    .innerJoin(skuPrices, and(eq(skuPrices.skuId, skus.skuId), eq(skuPrices.market, "IN")))
    .where(
      and(
        eq(skus.isBundledSku, false),
        inArray(products.category, [
          "SKINCARE_PRODUCT",
          "NUTRITION_PRODUCT",
          "FXN_ACCS",
          "SMART_SCALE",
          "RING_ACCS",
        ]),
        sql`${skuPrices.discountPrice} between 60000 and 500000`,
      ),
    )
    .orderBy(skus.skuId)
).map((r) => r.skuId);
// Plenty of stock: the bench measures checkouts, not sold-out refusals.
await database.db
  .update(inventory)
  .set({ availableToPromise: 10_000_000 })
  .where(inArray(inventory.skuId, [...LINES.map((l) => l.skuId), ...spreadSkus]));

// Confirmations are written to the outbox table, as a mail relay's queue would take them.
const config = benchConfig({ DEV_OUTBOX: "1" });
async function startApp(db: Db) {
  const app = await buildApp({ deps: { db, config, now: Date.now, flows } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  return { app, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}
let { app, origin } = await startApp(database.db);

async function post(url: string, body: object, cookie?: string, key?: string) {
  const res = await fetch(`${origin}${url}`, {
    method: "POST",
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}), ...(key ? { "idempotency-key": key } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
  return { res, json };
}

const cookies: string[] = [];
for (let i = 0; i < CONNECTIONS; i++) {
  const { res } = await post("/api/auth/guest", {});
  cookies.push(
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  );
}

const priced = await post("/api/catalogue/v2/anonymous-cart-checkout", {
  cartItems: LINES,
  couponCode: "FLAT200",
  paymentType: "COD",
});
if (priced.json.body.appliedCoupon?.code !== "FLAT200")
  throw new Error("FLAT200 does not apply to the bench cart");
const order = (paymentType: "COD" | "PREPAID", lines: readonly { skuId: string; qty: number }[] = LINES) => ({
  paymentType,
  cartItems: lines,
  couponCode: "FLAT200",
  address: ADDRESS,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Statements per call of `run`, over SAMPLE sequential calls, counting what follows each (confirmations). */
async function statementsPer(run: (i: number) => Promise<unknown>) {
  await run(-1);
  await settle();
  const before = database.statements.count;
  for (let i = 0; i < SAMPLE; i++) {
    if (LOG_STATEMENTS) console.log(`-- call ${i}`);
    await run(i);
    await settle();
  }
  return (database.statements.count - before) / SAMPLE;
}

const cod = await statementsPer(() =>
  post("/api/oms/v3/order/create", order("COD"), cookies[0], randomUUID()),
);
const prepaid = await statementsPer(() =>
  post("/api/oms/v3/order/create", order("PREPAID"), cookies[0], randomUUID()),
);
const pending: { orderId: string; gatewayOrderId: string }[] = [];
for (let i = 0; i <= SAMPLE; i++) {
  const { json } = await post("/api/oms/v3/order/create", order("PREPAID"), cookies[1], randomUUID());
  pending.push({ orderId: json.body.orderId, gatewayOrderId: json.body.payment.gatewayOrderId });
}
const capture = await statementsPer(async (i) => {
  const p = pending[i + 1]!;
  const paymentId = `pay_${randomBytes(7).toString("hex")}`;
  await post(
    "/api/payment/v1/payment/verify",
    {
      orderId: p.orderId,
      gatewayOrderId: p.gatewayOrderId,
      gatewayPaymentId: paymentId,
      signature: paymentSignature(config.secrets.paymentKey, p.gatewayOrderId, paymentId),
    },
    cookies[1],
  );
});

async function measureCheckouts(name: string, bodies: object[]): Promise<Figures> {
  process.env.BENCH_CHECKOUT_COOKIES = JSON.stringify(cookies);
  process.env.BENCH_CHECKOUT_REQUESTS = JSON.stringify(
    bodies.map((body) => ({
      method: "POST",
      path: "/api/oms/v3/order/create",
      headers: JSON_HEADERS,
      body: JSON.stringify(body),
    })),
  );
  const options = {
    url: origin,
    setupClient: setupClient as unknown as autocannon.Options["setupClient"],
    workers: 1,
  };
  await autocannon({ ...options, connections: Math.min(10, CONNECTIONS), duration: 2 });
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
  };
}

await app.close();
({ app, origin } = await startApp(database.plainDb));

const spread = (paymentType: "COD" | "PREPAID") =>
  cookies.map((_, i) =>
    order(paymentType, [
      { skuId: spreadSkus[(2 * i) % spreadSkus.length]!, qty: 1 },
      { skuId: spreadSkus[(2 * i + 1) % spreadSkus.length]!, qty: 1 },
    ]),
  );
// Every body of the runs must be a checkout that succeeds, or the figures would count refusals.
for (const body of [...spread("COD"), ...spread("PREPAID")]) {
  await post("/api/oms/v3/order/create", body, cookies[2], randomUUID());
}
const rows = [
  await measureCheckouts("COD, one hot cart", [order("COD")]),
  await measureCheckouts("PREPAID (sandbox payment), one hot cart", [order("PREPAID")]),
  await measureCheckouts("COD, spread", spread("COD")),
  await measureCheckouts("PREPAID (sandbox payment), spread", spread("PREPAID")),
];
await app.close();
await database.drop();

console.log("\n| checkout | SQL statements (request + what follows it) |");
console.log("|---|---:|");
console.log(`| cash on delivery, placed at once, confirmation included | ${cod.toFixed(1)} |`);
console.log(`| PREPAID: order held and payment opened | ${prepaid.toFixed(1)} |`);
console.log(`| PREPAID: payment verified, order placed, confirmation included | ${capture.toFixed(1)} |`);
console.log(
  "\n| POST /api/oms/v3/order/create (2 lines, FLAT200) | req/s | p50 ms | p99 ms | errors | server CPU µs/req | PostgreSQL CPU µs/req |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpuUs ?? "-"} | ${r.pgCpuUs ?? "-"} |`,
  );
}
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} at the end`,
);
process.exit(0);

// The back office's order search over 100,000 orders on PostgreSQL (docs/decisions/0035-staff-order-search.md):
// orders seeded in SQL (generate_series: one line and two timeline steps each, phones, emails, markets,
// statuses and a year of dates spread over them) in a throwaway database; then each filter shape the
// screen sends is run BENCH_ITERATIONS times through the service the route calls (listStaffOrders: the
// page of 25 and its lines, timelines and refunds), one at a time. Printed per shape: p50 and p99 in ms,
// and the EXPLAIN (ANALYZE) of its page query with whether an index serves it.
// Run: npm run bench:staff   (BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL; BENCH_ORDERS,
// BENCH_ITERATIONS, BENCH_RUNS to change)
// Target (issue 17): p99 < 50 ms for every shape.
import { randomBytes } from "node:crypto";
import os from "node:os";
import { staffOrderListQuerySchema } from "@ojas/domain";
import { and, desc } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase } from "../apps/api/src/db/client.ts";
import type { Deps } from "../apps/api/src/deps.ts";
import { listStaffOrders, staffFilters } from "../apps/api/src/modules/orders/queries.ts";
import { orders } from "../apps/api/src/modules/orders/tables.ts";

const pgUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/test";
const COUNT = Number(process.env.BENCH_ORDERS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DAY = 86_400_000;
const SPAN = 365 * DAY;

console.log(
  `bench/staff: ${COUNT} orders, ${ITERATIONS} searches per shape, ${RUNS} runs, ${os.cpus().length} cores, node ${process.version}`,
);

const name = `ojas_bench_staff_${randomBytes(4).toString("hex")}`;
const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE ${name}`);
const url = new URL(pgUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const raw = postgres(databaseUrl, { max: 1, onnotice: () => {} });

const now = Date.now();
/** The phone of order g (10 digits, spread so that each is one order's). */
const phoneOf = (g: number) => `9${String((g * 7919) % 1_000_000_000).padStart(9, "0")}`;

async function seed() {
  const started = performance.now();
  await raw.unsafe(
    `insert into orders (order_id, order_number, user_id, market, currency, source, payment_type,
       order_status, payment_status, fulfilment_status, shown_status, stock_state, total_base_price,
       total_discount, coupon_discount, shipping_charges, cod_charges, payable_amount, address,
       created_at, updated_at)
     select 'BENCH-' || lpad(g::text, 8, '0'),
       'BN' || translate(lpad(g::text, 8, '0'), '0123456789', '23456789AB'),
       'bench-user-' || (g % 20000),
       (array['IN','IN','IN','IN','IN','IN','AE','AE','US','US'])[1 + g % 10],
       (array['INR','INR','INR','INR','INR','INR','AED','AED','USD','USD'])[1 + g % 10],
       'CART',
       case when g % 3 = 0 then 'COD' else 'PREPAID' end,
       'ORDER_PLACED',
       case when g % 3 = 0 then 'COD_INITIATED' else 'SUCCESS' end,
       (array[null,'ALLOCATED','IN_TRANSIT','DELIVERED','DELIVERED','DELIVERED'])[1 + g % 6],
       (array['ORDER_PLACED','ALLOCATED','IN_TRANSIT','DELIVERED','DELIVERED','DELIVERED'])[1 + g % 6],
       'TAKEN', 100000, 10000, 0, 0, 0, 90000,
       jsonb_build_object('name', 'Shopper ' || g,
         'phoneNumber', '+91 ' || '9' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
         'emailId', 'Shopper' || g || '@Example.com',
         'line1', '12 MG Road', 'city', 'Bengaluru', 'state', 'Karnataka', 'pincode', '560001',
         'country', 'IN'),
       $1::bigint - (g::bigint * $2::bigint) / $3::bigint,
       $1::bigint - (g::bigint * $2::bigint) / $3::bigint
     from generate_series(1, $3::int) g`,
    [now, SPAN, COUNT],
  );
  await raw.unsafe(
    `insert into order_items (order_id, entity_id, sku_id, product_id, item_type, name, qty, unit_base_price, unit_price)
     select order_id, 'E1', 'SKU-BENCH', 'prd-bench', 'FITNESS_ACCS', 'Bench item', 1, 100000, 90000 from orders
     where order_id like 'BENCH-%'`,
  );
  await raw.unsafe(
    `insert into order_timeline (order_id, axis, status, actor, at)
     select order_id, axis, status, 'system:bench', created_at from orders,
       (values ('order', 'CREATED'), ('order', 'ORDER_PLACED')) s(axis, status)
     where order_id like 'BENCH-%'`,
  );
  await raw.unsafe("analyze");
  console.log(`seeded ${COUNT} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Order g's number: its digits in the order-number alphabet (0-9 as 2-9, A, B). */
const numberOf = (g: number) =>
  `BN${String(g)
    .padStart(8, "0")
    .replace(/\d/g, (d) => "23456789AB"[Number(d)]!)}`;

const day = (at: number) => new Date(at).toISOString().slice(0, 10);
const pick = () => 1 + Math.floor(Math.random() * COUNT);

/** The screen's filter shapes, each with fresh values per search. */
const SHAPES: Record<string, () => Record<string, string>> = {
  "newest (no filter)": () => ({}),
  "status DELIVERED": () => ({ status: "DELIVERED" }),
  "market AE + COD": () => ({ market: "AE", paymentType: "COD" }),
  "phone (exact)": () => ({ phone: `+91 ${phoneOf(pick())}` }),
  "email (exact)": () => ({ email: `shopper${pick()}@example.com` }),
  "order number": () => ({ q: numberOf(pick()) }),
  "one week": () => {
    const from = now - Math.floor(Math.random() * 300) * DAY;
    return { from: day(from - 7 * DAY), to: day(from) };
  },
  "to ship (the dashboard's link)": () => ({ toShip: "true" }),
  "to ship + COD": () => ({ toShip: "true", paymentType: "COD" }),
  "status IN_TRANSIT + month + IN": () => {
    const to = now - Math.floor(Math.random() * 300) * DAY;
    return { status: "IN_TRANSIT", market: "IN", from: day(to - 30 * DAY), to: day(to) };
  },
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

let exitCode = 0;
const database = await openDatabase({ databaseUrl, maxConnections: 4 });
try {
  await database.migrate();
  await seed();
  const deps = { db: database.db, now: Date.now } as unknown as Deps;
  const caller = { userId: "bench-staff", isStaff: true };
  const search = (filters: Record<string, string>, nextToken?: string) =>
    listStaffOrders(deps, caller, staffOrderListQuerySchema.parse({ ...filters, nextToken }));

  // The plans: the page query each shape sends (the same filters, order and limit as queries.ts page()).
  for (const [shape, values] of Object.entries(SHAPES)) {
    const query = staffOrderListQuerySchema.parse(values());
    const { sql, params } = database.db
      .select()
      .from(orders)
      .where(and(...staffFilters(query)))
      .orderBy(desc(orders.createdAt), desc(orders.orderId))
      .limit(query.limit + 1)
      .toSQL();
    const plan = (await raw.unsafe(`explain (analyze, costs off) ${sql}`, params as never[])) as {
      "QUERY PLAN": string;
    }[];
    const lines = plan.map((r) => r["QUERY PLAN"]);
    const index = lines.find((l) => /Index (Only )?Scan|Bitmap Index Scan/.test(l));
    console.log(`\n--- ${shape}: ${index ? `index used (${index.trim()})` : "NO INDEX"}`);
    for (const line of lines) console.log(`    ${line}`);
    if (!index) exitCode = 1;
  }

  // Warm up, then time each shape; page 2 follows a page 1 token.
  for (const values of Object.values(SHAPES)) await search(values());
  const p99s: Record<string, number[]> = {};
  const p50s: Record<string, number[]> = {};
  for (let run = 1; run <= RUNS; run++) {
    const shapes = { ...SHAPES, "status DELIVERED, page 2": SHAPES["status DELIVERED"]! };
    for (const [shape, values] of Object.entries(shapes)) {
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const filters = values();
        const token = shape.endsWith("page 2")
          ? (await search(filters)).paginationData.nextToken!
          : undefined;
        const started = performance.now();
        const page = await search(filters, token);
        times.push(performance.now() - started);
        if (shape.startsWith("phone") && page.orders.length !== 1)
          throw new Error(`${shape}: ${page.orders.length}`);
      }
      times.sort((a, b) => a - b);
      p50s[shape] = [...(p50s[shape] ?? []), percentile(times, 50)];
      p99s[shape] = [...(p99s[shape] ?? []), percentile(times, 99)];
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(`\nshape | p50 ms | p99 ms (median of ${RUNS} runs of ${ITERATIONS})`);
  for (const shape of Object.keys(p99s)) {
    const p99 = median(p99s[shape]!);
    if (p99 >= 50) exitCode = 1;
    console.log(
      `${shape} | ${median(p50s[shape]!).toFixed(1)} | ${p99.toFixed(1)}${p99 >= 50 ? "  (over 50 ms)" : ""}`,
    );
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}; target p99 < 50 ms`,
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await database.close();
  await raw.end({ timeout: 5 });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(exitCode);

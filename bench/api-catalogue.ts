// Product listing and sku details under load, on PGlite and PostgreSQL, beside a bare Fastify route.
// Run: npm run bench:api-catalogue   (BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_CONNECTIONS to change)
// Targets (issue 2): p99 under 25 ms at 50 connections on PostgreSQL, ≥ 25% of the bare route's req/s.
import os from "node:os";
import {
  benchDatabase,
  CONNECTIONS,
  DURATION_S,
  type Figures,
  measure,
  printTable,
  startBare,
  startShop,
} from "./lib.ts";

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
console.log(
  `bench/api-catalogue: ${CONNECTIONS} connections, ${DURATION_S} s per run, ${os.cpus().length} cores, node ${process.version}`,
);

const bare = await startBare();
const bareFigures = await measure("bare Fastify route", bare.url);
await bare.close();
const rows: Figures[] = [bareFigures];

for (const engine of ["pglite", "postgres"] as const) {
  let setup: Awaited<ReturnType<typeof benchDatabase>>;
  try {
    setup = await benchDatabase(engine === "postgres" ? pgUrl : undefined);
  } catch (error) {
    console.log(`(skipping ${engine}: ${(error as Error).message})`);
    continue;
  }
  const shop = await startShop(setup.database);
  rows.push(
    await measure(
      `${engine}: GET /api/catalogue/v1/products`,
      `${shop.origin}/api/catalogue/v1/products?category=SKINCARE_PRODUCT&sort=TOP_RATED`,
    ),
  );
  rows.push(
    await measure(
      `${engine}: GET /api/catalogue/v2/skuDetails`,
      `${shop.origin}/api/catalogue/v2/skuDetails?slug=smart-ring`,
    ),
  );
  await shop.close();
  await setup.drop();
}
printTable(rows, bareFigures.rps);
process.exit(0);

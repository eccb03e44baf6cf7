// HTTP caching of the API's public reads (docs/decisions/0044-api-http-caching.md): bytes on the wire for
// the product listing and a product's sku details, identity and compressed; what each compression level
// costs; and server CPU per request of a 200 (identity and brotli) beside a 304 answering If-None-Match.
// Run: npm run bench:api-http-cache   (PGlite; BENCH_SECONDS, BENCH_CONNECTIONS to change)
import os from "node:os";
import zlib from "node:zlib";
import { benchDatabase, CONNECTIONS, DURATION_S, type Figures, measure, startShop } from "./lib.ts";

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
console.log(
  `bench/api-http-cache: ${CONNECTIONS} connections, ${DURATION_S} s per run, ${os.cpus().length} cores, node ${process.version}, load ${load()}`,
);

const setup = await benchDatabase();
const shop = await startShop(setup.database);
const READS = [
  ["product listing", "/api/catalogue/v1/products?category=SKINCARE_PRODUCT&sort=TOP_RATED"],
  ["sku details", "/api/catalogue/v2/skuDetails?slug=smart-ring"],
  // Content is not kept in memory: its tag is hashed and its body compressed per request.
  ["article list", "/api/marketing/articles"],
] as const;

const wire = async (path: string, encoding?: string) => {
  const res = await fetch(`${shop.origin}${path}`, {
    headers: encoding ? { "accept-encoding": encoding } : {},
    // undici decodes the body; the bytes on the wire are in Content-Length.
  });
  await res.arrayBuffer();
  return { length: Number(res.headers.get("content-length")), etag: res.headers.get("etag") ?? "" };
};

console.log("\n| read | identity bytes | gzip bytes | br bytes |");
console.log("|---|---:|---:|---:|");
const etags = new Map<string, string>();
for (const [name, path] of READS) {
  const identity = await wire(path, "identity");
  etags.set(path, identity.etag);
  const gzip = await wire(path, "gzip");
  const br = await wire(path, "br");
  console.log(`| ${name} | ${identity.length} | ${gzip.length} | ${br.length} |`);
}

console.log("\n| read | encoder | bytes | µs per compression |");
console.log("|---|---|---:|---:|");
for (const [name, path] of READS) {
  const text = await (
    await fetch(`${shop.origin}${path}`, { headers: { "accept-encoding": "identity" } })
  ).text();
  const encoders: [string, () => Buffer][] = [
    ["gzip 6", () => zlib.gzipSync(text, { level: 6 })],
    ...[4, 5, 6, 9].map(
      (q) =>
        [
          `br ${q}`,
          () =>
            zlib.brotliCompressSync(text, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: q,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            }),
        ] as [string, () => Buffer],
    ),
  ];
  for (const [encoder, run] of encoders) {
    for (let i = 0; i < 20; i++) run();
    const rounds = 200;
    const started = process.hrtime.bigint();
    let bytes = 0;
    for (let i = 0; i < rounds; i++) bytes = run().length;
    const us = Number(process.hrtime.bigint() - started) / 1000 / rounds;
    console.log(`| ${name} | ${encoder} | ${bytes} | ${us.toFixed(0)} |`);
  }
}

const rows: (Figures & { load: string })[] = [];
for (const [name, path] of READS) {
  const url = `${shop.origin}${path}`;
  const runs: [string, Record<string, string>][] = [
    ["200 identity", { "accept-encoding": "identity" }],
    ["200 br", { "accept-encoding": "br" }],
    ["304", { "accept-encoding": "br", "if-none-match": etags.get(path)! }],
  ];
  for (const [label, headers] of runs) {
    const figures = await measure(`${name}: ${label}`, url, headers);
    rows.push({ ...figures, load: load() });
  }
}
console.log("\n| request | req/s | p50 ms | p99 ms | non-2xx | server CPU µs/req | load avg |");
console.log("|---|---:|---:|---:|---:|---:|---|");
for (const r of rows) {
  console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpuUs ?? "-"} | ${r.load} |`);
}
await shop.close();
await setup.drop();
process.exit(0);

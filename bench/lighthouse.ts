// The storefront's Lighthouse budgets (docs/decisions/0040-lighthouse-budgets.md): the production server on
// a fresh PGlite with the demo data, the system Chromium, Lighthouse's mobile preset (simulated throttling).
// Run: npm run bench:lighthouse   (builds apps/web first when apps/web/build is missing; CHROME_PATH picks
// the browser, /usr/bin/chromium by default; LIGHTHOUSE_PAGES=listing,cart measures those pages only).
// Exits 1 naming every budget a page misses.
//
// Per page, one after the other: a warm-up run (its benchmarkIndex sets the CPU multiplier), then 3 measured
// runs; each figure is the median of its 3 values.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { freePort } from "../apps/api/src/test/processes.ts";
import {
  BUDGETS,
  budgetMisses,
  cpuMultiplierFor,
  median,
  medianFigures,
  type PageFigures,
  splitOpenMisses,
} from "./lighthouse-budgets.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNS = 3;
/** The demo shopper (apps/api/src/db/seed/accounts.ts) and a skin product in stock in India. */
const SHOPPER = { phoneNumber: "9876543210", password: "ojas-demo-2026" };
const CART_SKU = "FW-HYD-100";

interface Page {
  name: string;
  path: string;
  /** Shown signed in with a line in the cart. */
  withCart?: boolean;
  /** Kept out of search engines on purpose: not held to the SEO score. */
  noindex?: boolean;
  /** Budgets still open for this page (named as in the misses, e.g. "LCP"): printed, not failed. */
  open?: readonly string[];
}

/**
 * Hydrating a browse page is several long tasks. On a host whose benchmark index is about 3,500 their
 * blocking time was 10 to 60 ms at the 4x slowdown; on one of about 1,600 (this machine on 2026-11-27, where
 * the calculator asks for 4.3x) it measured 136 to 238 ms on home, the listing, a product page and the
 * ring page, the commit before the session's work included. React Router's start, the one script task no
 * slicing split, is gone since route discovery is lazy (docs/decisions/0053); what is left is rendering (the
 * first frame's style and layout of a long page, pictures arriving), and on a host whose benchmark index
 * swings between 1,300 and 2,400 within minutes the same build measures 49 and 440 ms (bench/RESULTS.md,
 * "Route discovery lazy"): failing on it would fail CI at random (docs/decisions/0040).
 */
const HYDRATION_OPEN = ["TBT", "performance"] as const;

const ALL_PAGES: Page[] = [
  { name: "home", path: "/", open: HYDRATION_OPEN },
  { name: "listing", path: "/skin/products", open: HYDRATION_OPEN },
  { name: "product", path: "/skin/products/hydrating-ceramide-cleanser", open: HYDRATION_OPEN },
  { name: "ring", path: "/ring", open: HYDRATION_OPEN },
  { name: "plan", path: "/plans/fitness-nutrition/diabetes-reversal-lite-fitness-nutrition-6-months" },
  { name: "cart", path: "/cart", withCart: true, noindex: true },
  { name: "checkout", path: "/checkout", withCart: true, noindex: true },
];

/** LIGHTHOUSE_PAGES=listing,cart measures only those (names as in the table); all by default. */
const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim());
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.name)) : ALL_PAGES;
if (PAGES.length === 0) throw new Error(`LIGHTHOUSE_PAGES names none of ${ALL_PAGES.map((p) => p.name)}`);

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // The site's origin is http://localhost:<port> (the server refuses cross-site posts from any other);
  // the server listens on IPv4 only.
  "--host-resolver-rules=MAP localhost 127.0.0.1",
];

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_ORIGIN: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString("hex"),
    PAYMENT_KEY_SECRET: randomBytes(16).toString("hex"),
    WEBHOOK_SECRET: randomBytes(16).toString("hex"),
    // Lighthouse loads every page 4 times with all its assets; the default limit is for shoppers.
    RATE_LIMIT_MAX: "1000000",
    LOG_LEVEL: "warn",
  };
  // PGlite in dataDir with the demo data, whatever the calling shell points at.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      if (res.ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error("the server was not ready (/api/health/ready) within 2 minutes");
}

/** Signs the demo shopper in and puts one product in their cart through the API; the session's cookies. */
async function shopperWithCart(origin: string) {
  const headers = { "content-type": "application/json", "x-client": "WEB", "x-market": "IN" };
  const login = await fetch(`${origin}/api/auth/login-via-password`, {
    method: "POST",
    headers,
    body: JSON.stringify(SHOPPER),
  });
  if (!login.ok) throw new Error(`signing the demo shopper in answered ${login.status}`);
  const cookies = login.headers.getSetCookie().map((c) => {
    const [pair] = c.split(";");
    const at = pair!.indexOf("=");
    return { name: pair!.slice(0, at), value: pair!.slice(at + 1) };
  });
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const add = await fetch(`${origin}/api/catalogue/v4/add-to-cart`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ skuId: CART_SKU, qty: 1 }),
  });
  if (!add.ok) throw new Error(`adding ${CART_SKU} to the cart answered ${add.status}`);
  return cookies;
}

/** Puts the cookies in the browser's cookie jar for the site, over the DevTools protocol. */
async function setBrowserCookies(chromePort: number, cookies: Array<{ name: string; value: string }>) {
  const version = (await (await fetch(`http://127.0.0.1:${chromePort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const answer = new Promise<{ error?: { message: string } }>((resolve) => {
    socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
  });
  socket.send(
    JSON.stringify({
      id: 1,
      method: "Storage.setCookies",
      params: {
        cookies: cookies.map((c) => ({ ...c, url: origin, httpOnly: c.name !== "isGuestUser" })),
      },
    }),
  );
  const { error } = await answer;
  socket.close();
  if (error) throw new Error(`setting the cookies in Chromium: ${error.message}`);
}

function figuresOf(lhr: Result): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbt: value("total-blocking-time"),
    lcp: value("largest-contentful-paint"),
    cls: value("cumulative-layout-shift"),
  };
}

/** Audits below a full score in the categories with a budget, for the reader to start from. */
function failingAudits(lhr: Result): string[] {
  const out: string[] = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.push(`${id}: ${ref.id}`);
    }
  }
  return out;
}

async function run(url: string, port: number, cpuSlowdownMultiplier: number): Promise<Result> {
  const flags: Flags = { port, output: "json", logLevel: "error" };
  const config: Config = {
    extends: "lighthouse:default",
    settings: {
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttlingMethod: "simulate",
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
    },
  };
  // On a busy machine a trace now and then comes back unusable (NO_NAVSTART, NO_FCP): that run is taken again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${error.message}`);
    console.log(`${url}: ${error.code}, running again`);
  }
}

if (!fs.existsSync(path.join(ROOT, "apps/web/build/server"))) {
  console.log("apps/web/build is missing: npm run build -w @ojas/web");
  execFileSync("npm", ["run", "build", "-w", "@ojas/web"], { cwd: ROOT, stdio: "inherit" });
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "ojas-lighthouse-"));
const port = await freePort();
const origin = `http://localhost:${port}`;
console.log(
  `bench/lighthouse: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}, node ${process.version}, PGlite in ${work}`,
);
const server = await startServer(port, path.join(work, "data"));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});

interface Row {
  page: Page;
  benchmarkIndex: number;
  multiplier: number;
  runs: PageFigures[];
  figures: PageFigures;
  misses: string[];
  open: string[];
  failing: string[];
}
const rows: Row[] = [];
try {
  for (const page of PAGES) {
    if (page.withCart && !rows.some((r) => r.page.withCart)) {
      const cookies = await shopperWithCart(`http://127.0.0.1:${port}`);
      await setBrowserCookies(chrome.port, cookies);
    }
    const url = `${origin}${page.path}`;
    const warmUp = await run(url, chrome.port, constants.throttling.mobileSlow4G.cpuSlowdownMultiplier);
    const benchmarkIndex = warmUp.environment.benchmarkIndex;
    const multiplier = cpuMultiplierFor(benchmarkIndex);
    const lhrs: Result[] = [];
    for (let i = 0; i < RUNS; i++) lhrs.push(await run(url, chrome.port, multiplier));
    // The last run's full report, for finding out why a page misses a budget.
    fs.writeFileSync(path.join(work, `${page.name}.report.json`), JSON.stringify(lhrs.at(-1)));
    const runs = lhrs.map(figuresOf);
    const figures = medianFigures(runs);
    const failing = [...new Set(lhrs.flatMap(failingAudits))].filter(
      (audit) => !(page.noindex && audit === "seo: is-crawlable"),
    );
    const split = splitOpenMisses(budgetMisses(figures, { noindex: page.noindex }), page.open ?? []);
    rows.push({
      page,
      benchmarkIndex,
      multiplier,
      runs,
      figures,
      misses: split.failing,
      open: split.open,
      failing,
    });
    console.log(
      `${page.name}: benchmarkIndex ${Math.round(benchmarkIndex)}, CPU multiplier ${multiplier}, performance ${runs.map((r) => r.performance).join("/")}, LCP ${runs.map((r) => Math.round(r.lcp)).join("/")} ms`,
    );
  }
} finally {
  await chrome.kill();
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(path.join(work, "data"), { recursive: true, force: true });
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(" ");
console.log(`\nMedian of ${RUNS} runs per figure, mobile preset, simulated throttling; load average ${load}`);
console.log(
  `benchmarkIndex: median ${Math.round(median(rows.map((r) => r.benchmarkIndex)))}; CPU multiplier per page as shown`,
);
console.log("\n| page | perf | a11y | BP | SEO | TBT ms | LCP ms | CLS | benchmarkIndex | CPU x |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  const f = r.figures;
  const seo = r.page.noindex ? `${f.seo} (noindex)` : String(f.seo);
  console.log(
    `| ${r.page.name} ${r.page.path} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${seo} | ${Math.round(f.tbt)} | ${Math.round(f.lcp)} | ${f.cls.toFixed(3)} | ${Math.round(r.benchmarkIndex)} | ${r.multiplier} |`,
  );
}

const summaryPath = path.join(work, "lighthouse-summary.json");
fs.writeFileSync(
  summaryPath,
  JSON.stringify({ loadAverage: os.loadavg(), budgets: BUDGETS, runsPerPage: RUNS, pages: rows }, null, 2),
);
console.log(`\nSummary: ${summaryPath} (each page's last report beside it)`);

const missed = rows.filter((r) => r.misses.length > 0);
for (const r of missed) {
  console.log(`\n${r.page.name} (${r.page.path}) misses: ${r.misses.join(", ")}`);
  if (r.failing.length > 0) console.log(`  audits below full score: ${r.failing.join(", ")}`);
}
for (const r of rows) {
  const open = r.page.open ?? [];
  if (r.open.length > 0)
    console.log(`\n${r.page.name} (${r.page.path}) misses, still open: ${r.open.join(", ")}`);
  else if (open.length > 0)
    console.log(`\n${r.page.name} now meets ${open.join(", ")}: take it off the page's open list`);
}
if (missed.length > 0) process.exit(1);
console.log(
  rows.some((r) => r.open.length > 0)
    ? "\nEvery page meets its budgets but those still open, printed above."
    : "\nEvery page meets its budgets.",
);
process.exit(0);

// The real server (its own PGlite data folder) is killed with SIGKILL at random moments while shoppers
// check out, and started again. Every order it acknowledged must be there afterwards, each
// Idempotency-Key must stand for exactly one order, and stock, held stock and coupon uses must add up.
import { type ChildProcess, spawn } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { seedDemoData } from "../../db/seed/index.ts";
import { freePort } from "../../test/processes.ts";
import { inventory, orderStock } from "../catalogue/tables.ts";
import { couponRedemptions, coupons } from "../pricing/tables.ts";
import { idempotencyKeys, orderItems, orders } from "./tables.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ojas-crash-"));
const pgliteDir = path.join(dataDir, "pglite");

const SKUS = { cleanser: "FW-HYD-100", serum: "SE-NIA-30", sunscreen: "SS-GEL-50" };
const BUNDLE = "SC-ROUTINE"; // cleanser + serum + sunscreen
const START_STOCK = 40;
const COUPON = "CRASH10";
const COUPON_USES = 12;
const KILLS = 3;
const ADDRESS = {
  name: "Asha Rao",
  phoneNumber: "9876543210",
  line1: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560001",
};

let server: ChildProcess | undefined;
let port = 0;
let log = "";

afterAll(() => {
  server?.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The demo data (the test run's seeded dump when there is one), with stock and a limited coupon of the
 * test's own, before the server first starts.
 */
async function prepareDatabase() {
  const dump = inject("pgliteDump");
  const database = await openDatabase({
    dataDir: pgliteDir,
    ...(dump ? { loadDataDir: new Blob([fs.readFileSync(dump)]) } : {}),
  });
  if (!dump) {
    await database.migrate();
    await seedDemoData(database.db, Date.now());
  }
  await database.db
    .update(inventory)
    .set({ availableToPromise: START_STOCK })
    .where(and(inArray(inventory.skuId, Object.values(SKUS)), eq(inventory.market, "IN")));
  await database.db.insert(coupons).values({
    code: COUPON,
    title: "10% off (crash test)",
    description: "Ten percent off, for the first few orders only.",
    discountType: "PERCENTAGE",
    value: 10,
    usesInAll: COUPON_USES,
    createdAt: Date.now(),
  });
  await database.close();
}

/** `node --import tsx` rather than npx/tsx, which would leave a child process running after SIGKILL. */
async function startServer() {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  server = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    env: {
      ...env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: "0",
      LOG_LEVEL: "error",
      RATE_LIMIT_MAX: "1000000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (d) => {
    log = (log + d).slice(-4000);
  });
  server.stderr!.on("data", (d) => {
    log = (log + d).slice(-4000);
  });
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`server exited: ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${log}`);
}

async function killServer() {
  const child = server!;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

const headers = (cookie?: string) => ({
  "content-type": "application/json",
  "x-client": "WEB",
  "x-market": "IN",
  ...(cookie ? { cookie } : {}),
});

async function newGuest(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/guest`, {
    method: "POST",
    headers: headers(),
    body: "{}",
  });
  if (!res.ok) throw new Error(`guest: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

interface Checkout {
  cookie: string;
  key: string;
  body: object;
}

/** 201 and the order id, the error code of a refusal, or null when the server did not answer. */
async function send(c: Checkout): Promise<{ orderId?: string; code?: number } | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/oms/v3/order/create`, {
      method: "POST",
      headers: { ...headers(c.cookie), "idempotency-key": c.key },
      body: JSON.stringify(c.body),
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await res.json()) as { body?: { orderId: string }; error?: { code: number } };
    if (res.status === 201) return { orderId: json.body!.orderId };
    return { code: json.error?.code ?? res.status };
  } catch {
    return null;
  }
}

function randomCheckout(cookie: string): Checkout {
  const lines = [SKUS.cleanser, SKUS.serum, BUNDLE];
  return {
    cookie,
    key: randomUUID(),
    body: {
      paymentType: randomInt(2) === 0 ? "PREPAID" : "COD",
      cartItems: [{ skuId: lines[randomInt(lines.length)], qty: 1 + randomInt(2) }],
      address: ADDRESS,
      ...(randomInt(3) === 0 ? { couponCode: COUPON } : {}),
    },
  };
}

// The server runs on its own PGlite folder whatever the project, so the PostgreSQL project would only
// repeat this file; its own concurrency is covered by create-races.test.ts there.
describe.skipIf(inject("pgTemplate") !== "")("order create survives SIGKILL", () => {
  it("keeps every acknowledged order, one order per key, and stock, holds and coupon uses in step", async () => {
    port = await freePort();
    await prepareDatabase();
    await startServer();
    const cookies = await Promise.all(Array.from({ length: 16 }, () => newGuest()));

    const acknowledged = new Map<string, string>(); // key -> orderId
    const unanswered: Checkout[] = [];
    const fire = async (c: Checkout) => {
      const answer = await send(c);
      if (answer === null) unanswered.push(c);
      else if (answer.orderId) {
        const before = acknowledged.get(c.key);
        if (before) expect(answer.orderId).toBe(before);
        acknowledged.set(c.key, answer.orderId);
      } else expect([4002, 4009, 4010]).toContain(answer.code);
    };
    for (let kill = 0; kill < KILLS; kill++) {
      // Load for a random moment, then kill the server in the middle of it.
      const killAt = Date.now() + 1_000 + randomInt(1_500);
      const inFlight: Promise<void>[] = [];
      // Requests that got no answer are sent again with their key, as a client would.
      for (const c of unanswered.splice(0)) inFlight.push(fire(c));
      while (Date.now() < killAt) {
        inFlight.push(fire(randomCheckout(cookies[randomInt(cookies.length)]!)));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await killServer();
      await Promise.all(inFlight);
      await startServer();
    }
    for (const c of unanswered.splice(0)) {
      const answer = await send(c);
      if (answer?.orderId) acknowledged.set(c.key, answer.orderId);
    }
    await killServer();
    server = undefined;

    const database = await openDatabase({ dataDir: pgliteDir });
    const db = database.db;
    try {
      // Every order but the demo shopper's, which the demo data seeds (db/seed/orders.ts).
      const allOrders = (await db.select().from(orders)).filter((o) => !o.orderId.startsWith("ORD-DEMO-"));
      const ours = new Set(allOrders.map((o) => o.orderId));
      const byId = new Map(allOrders.map((o) => [o.orderId, o]));
      for (const orderId of acknowledged.values()) expect(byId.has(orderId)).toBe(true);

      // One stored answer per order, and every order has one: no key made two orders.
      const keys = await db.select().from(idempotencyKeys);
      const answered = keys.map((k) => (k.response as { orderId: string }).orderId);
      expect(new Set(answered).size).toBe(keys.length);
      expect([...answered].sort()).toEqual(allOrders.map((o) => o.orderId).sort());
      for (const [key, orderId] of acknowledged) {
        expect(keys.find((k) => k.key === key)?.response).toMatchObject({ orderId });
      }

      // Stock: what is left plus what orders hold or took is what there was.
      const held = await db
        .select({ skuId: orderStock.skuId, qty: sql<number>`sum(${orderStock.qty})::int` })
        .from(orderStock)
        .where(inArray(orderStock.orderId, [...ours]))
        .groupBy(orderStock.skuId);
      const stock = await db
        .select()
        .from(inventory)
        .where(and(inArray(inventory.skuId, Object.values(SKUS)), eq(inventory.market, "IN")));
      for (const row of stock) {
        const taken = Number(held.find((h) => h.skuId === row.skuId)?.qty ?? 0);
        expect(row.availableToPromise).toBeGreaterThanOrEqual(0);
        expect(row.availableToPromise + taken).toBe(START_STOCK);
      }

      // Each order holds exactly what its items need while it holds stock, and nothing once released.
      const items = await db.select().from(orderItems);
      const stockRows = await db.select().from(orderStock);
      for (const order of allOrders) {
        const need = new Map<string, number>();
        for (const item of items.filter((i) => i.orderId === order.orderId)) {
          for (const skuId of item.bundledSkuIds.length > 0 ? item.bundledSkuIds : [item.skuId]) {
            need.set(skuId, (need.get(skuId) ?? 0) + item.qty);
          }
        }
        const has = new Map(
          stockRows.filter((s) => s.orderId === order.orderId).map((s) => [s.skuId, s.qty]),
        );
        expect(has).toEqual(order.stockState === "RELEASED" ? new Map() : need);
        if (order.paymentType === "COD") expect(order.effectsAppliedAt).not.toBeNull();
      }

      // Coupon uses: one per order holding the coupon, within its limit.
      const uses = await db.select().from(couponRedemptions).where(eq(couponRedemptions.couponCode, COUPON));
      const holding = allOrders.filter((o) => o.stockState !== "RELEASED" && o.couponCodes.includes(COUPON));
      expect(uses.map((u) => u.orderId).sort()).toEqual(holding.map((o) => o.orderId).sort());
      expect(uses.length).toBeLessThanOrEqual(COUPON_USES);

      expect(acknowledged.size).toBeGreaterThan(10);
    } finally {
      await database.close();
    }
  }, 120_000);
});

// Several instances of the real server (docs/decisions/0039-cross-instance-invalidation.md): three processes
// on one fresh PostgreSQL database and one Redis (a key prefix of this run's own), behind a round-robin
// proxy written here, as compose.yaml runs them behind Caddy. A shopper signs in on one and uses the cart on
// the others; a sign-out on one ends the session on all at once; OTP limits count across them; shoppers race
// for the last units through all three without overselling; renewal jobs sent to every instance charge each
// period once; a price changed in the back office on one is seen by the others well within their cache's
// lifetime (60 s here), through the invalidation.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import http from "node:http";
import type net from "node:net";
import { and, eq, inArray, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { createJobQueue, type JobQueue } from "../jobs/queue.ts";
import { inventory, orderStock, skuPrices, skus } from "../modules/catalogue/tables.ts";
import { orders } from "../modules/orders/tables.ts";
import { chargesPerPeriod, seedDueSubscriptions } from "../modules/subscriptions/renewals-testing.ts";
import { SUBSCRIPTION_RENEW } from "../workflows/subscription-jobs.ts";
import { withDb } from "./global-setup.ts";
import { freePort, repoRoot } from "./processes.ts";

const INSTANCES = 3;
const OTP_PER_ADDRESS = 4;
const CACHE_TTL_MS = 60_000;
/** How soon a change on one instance must be seen by the others. */
const AGREE_WITHIN_MS = 2_000;
const RACE_SKU = "SE-NIA-30";
const RACE_STOCK = 5;
const RACE_SHOPPERS = 12;
const ADDRESS = {
  name: "Asha Rao",
  phoneNumber: "9876543210",
  line1: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560001",
};

const enabled = Boolean(inject("pgTemplate") && process.env.TEST_REDIS_URL);

let admin: postgres.Sql | undefined;
let dbName = "";
let database: Database | undefined;
let jobs: JobQueue | undefined;
let proxy: http.Server | undefined;
let proxyPort = 0;
const servers: { child: ChildProcess; port: number; log: string }[] = [];
/** Which instance (index) the proxy sent each request to, in order. */
const served: number[] = [];

async function startInstance(env: NodeJS.ProcessEnv): Promise<void> {
  const port = await freePort();
  // `node --import tsx` rather than npx/tsx, which would leave a child process running after a kill.
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/server.ts"], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = { child, port, log: "" };
  servers.push(server);
  const keep = (d: Buffer) => {
    server.log = (server.log + d).slice(-4000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`instance exited: ${server.log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance did not start: ${server.log}`);
}

/** Round robin over the instances, as a load balancer with no stickiness does. */
function startProxy(): Promise<number> {
  let next = 0;
  proxy = http.createServer((req, res) => {
    const index = next++ % INSTANCES;
    served.push(index);
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: servers[index]!.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-for": req.headers["x-forwarded-for"] ?? req.socket.remoteAddress ?? "",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, "x-instance": String(index) });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    proxy!.listen(0, "127.0.0.1", () => resolve((proxy!.address() as net.AddressInfo).port));
  });
}

/** A browser's cookies. */
class Jar {
  readonly values = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (value === "" || /max-age=0/i.test(line)) this.values.delete(name);
      else this.values.set(name, value);
    }
  }
  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

interface Answer {
  status: number;
  json: any;
  /** The instance that answered. */
  instance: number;
}

/**
 * A call through the proxy, or straight to instance `on`. The jar's cookies go with it and what comes back
 * goes in it (unless `keepCookies` is false: a client that does not apply a sign-out's cleared cookies).
 */
async function api(
  method: string,
  url: string,
  options: {
    jar?: Jar;
    body?: object;
    on?: number;
    clientAddress?: string;
    key?: string;
    keepCookies?: boolean;
  } = {},
): Promise<Answer> {
  const port = options.on === undefined ? proxyPort : servers[options.on]!.port;
  const headers: Record<string, string> = { "x-client": "WEB", "x-market": "IN" };
  if (options.body) headers["content-type"] = "application/json";
  if (options.jar && options.jar.values.size > 0) headers.cookie = options.jar.header();
  if (options.clientAddress) headers["x-forwarded-for"] = options.clientAddress;
  if (options.key) headers["idempotency-key"] = options.key;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers,
    body: options.body ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  if (options.jar && options.keepCookies !== false) options.jar.take(res);
  const text = await res.text();
  return {
    status: res.status,
    json: text ? JSON.parse(text) : null,
    instance: options.on ?? Number(res.headers.get("x-instance")),
  };
}

/** Polls `check` until it holds; answers how long that took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

const uniqueMobile = () => `7${randomInt(100_000_000, 999_999_999)}`;
const uniqueAddress = () => `10.${randomInt(0, 250)}.${randomInt(0, 250)}.${randomInt(1, 250)}`;

async function signIn(jar: Jar, phone: string): Promise<Answer[]> {
  const clientAddress = uniqueAddress();
  const sent = await api("POST", "/api/auth/login-or-signup", {
    jar,
    body: { phoneNumber: phone },
    clientAddress,
  });
  expect(sent.status).toBe(200);
  const outbox = await api("GET", `/api/dev/outbox?to=${encodeURIComponent(`+91${phone}`)}`);
  const otp = outbox.json.body.messages[0]?.otp as string;
  expect(otp).toMatch(/^\d{6}$/);
  const verified = await api("POST", "/api/auth/verify-otp", {
    jar,
    body: { phoneNumber: phone, otp },
    clientAddress,
  });
  expect(verified.status).toBe(200);
  return [sent, outbox, verified];
}

describe.runIf(enabled)("several instances on one PostgreSQL and one Redis", () => {
  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL!;
    admin = postgres(url, { max: 1, onnotice: () => {} });
    dbName = `${inject("pgTemplate")}_inst_${process.pid}`;
    await admin.unsafe(`CREATE DATABASE ${dbName} TEMPLATE ${inject("pgTemplate")}`);
    const databaseUrl = withDb(url, dbName);
    database = await openDatabase({ databaseUrl, maxConnections: 3 });
    await database.db
      .update(inventory)
      .set({ availableToPromise: RACE_STOCK })
      .where(and(eq(inventory.skuId, RACE_SKU), eq(inventory.market, "IN")));

    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.TEST_DATABASE_URL;
    delete env.TEST_REDIS_URL;
    Object.assign(env, {
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "4",
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `ojas-test-${randomBytes(4).toString("hex")}:`,
      SEED_DEMO_DATA: "0",
      LOG_LEVEL: "error",
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "1000000",
      OTP_SENDS_PER_ADDRESS: String(OTP_PER_ADDRESS),
      // Long enough that only the invalidation can explain the others agreeing within seconds.
      CATALOGUE_CACHE_TTL_MS: String(CACHE_TTL_MS),
    });
    // One site for all: tokens name the site that issued them, and every instance must accept them.
    proxyPort = await startProxy();
    env.SITE_ORIGIN = `http://127.0.0.1:${proxyPort}`;
    await Promise.all(Array.from({ length: INSTANCES }, () => startInstance(env)));
    jobs = createJobQueue({ url: databaseUrl }, { sendOnly: true, maxConnections: 1 });
    await jobs.start();
  }, 120_000);

  afterAll(async () => {
    await jobs?.stop({ graceful: false }).catch(() => undefined);
    await Promise.all(
      servers.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(null);
            child.once("exit", resolve);
            child.kill("SIGKILL");
          }),
      ),
    );
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(null)));
    await database?.close();
    if (admin && dbName) await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin?.end();
  });

  it("signs in on one instance and keeps the cart on the others; a sign-out ends it on every one at once", async () => {
    const jar = new Jar();
    const steps = await signIn(jar, uniqueMobile());
    const added = await api("POST", "/api/catalogue/v4/add-to-cart", {
      jar,
      body: { skuId: "FW-HYD-100", qty: 2 },
    });
    expect(added.status).toBe(200);
    const reads = [];
    for (let i = 0; i < INSTANCES; i++)
      reads.push(await api("GET", "/api/catalogue/v4/cart-checkout", { jar }));
    // Code sent, code read, code checked, cart changed and cart read: never twice in a row on one instance.
    const path = [...steps, added, ...reads].map((a) => a.instance);
    for (let i = 1; i < path.length; i++) expect(path[i]).not.toBe(path[i - 1]);
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.json.body)).toContain("FW-HYD-100");
    }

    // Every instance has now seen the session live (and may trust it for a few seconds); signing out on
    // one must end it on all of them at once, not after that trust runs out.
    for (let on = 0; on < INSTANCES; on++) {
      expect((await api("GET", "/api/catalogue/v4/cart-checkout", { jar, on })).status).toBe(200);
    }
    const out = await api("POST", "/api/logout", { jar, on: 0, body: {}, keepCookies: false });
    expect(out.status).toBeLessThan(300);
    for (const on of [1, 2]) {
      await within(AGREE_WITHIN_MS, async () => {
        const read = await api("GET", "/api/catalogue/v4/cart-checkout", { jar, on, keepCookies: false });
        return read.status === 401;
      });
    }
  });

  it("counts one client's OTP sends across the instances", async () => {
    const clientAddress = uniqueAddress();
    const answers: Answer[] = [];
    for (let i = 0; i <= OTP_PER_ADDRESS; i++) {
      answers.push(
        await api("POST", "/api/auth/login-or-signup", {
          body: { phoneNumber: uniqueMobile() },
          clientAddress,
        }),
      );
    }
    expect(new Set(answers.map((a) => a.instance)).size).toBe(INSTANCES);
    expect(answers.slice(0, OTP_PER_ADDRESS).map((a) => a.status)).toEqual(Array(OTP_PER_ADDRESS).fill(200));
    // Per instance the count would be 2 at most; together it is one over the limit.
    expect(answers[OTP_PER_ADDRESS]!.status).toBe(429);
    expect(answers[OTP_PER_ADDRESS]!.json.error.code).toBe(4290);
  });

  it("sells the last units once when shoppers race for them through every instance", async () => {
    const shoppers = await Promise.all(
      Array.from({ length: RACE_SHOPPERS }, async () => {
        const jar = new Jar();
        expect((await api("POST", "/api/auth/guest", { jar, body: {} })).status).toBe(201);
        return jar;
      }),
    );
    const results = await Promise.all(
      shoppers.map((jar) =>
        api("POST", "/api/oms/v3/order/create", {
          jar,
          key: randomUUID(),
          body: { paymentType: "COD", cartItems: [{ skuId: RACE_SKU, qty: 1 }], address: ADDRESS },
        }),
      ),
    );
    expect(new Set(results.map((r) => r.instance)).size).toBe(INSTANCES);
    const placed = results.filter((r) => r.status === 201);
    expect(placed).toHaveLength(RACE_STOCK);
    for (const refused of results.filter((r) => r.status !== 201)) {
      expect([4009, 4010]).toContain(refused.json.error.code);
    }
    const db = database!.db;
    const [left] = await db
      .select({ n: inventory.availableToPromise })
      .from(inventory)
      .where(and(eq(inventory.skuId, RACE_SKU), eq(inventory.market, "IN")));
    expect(left!.n).toBe(0);
    const ids = placed.map((r) => r.json.body.orderId as string);
    expect(
      await db.select({ id: orders.orderId }).from(orders).where(inArray(orders.orderId, ids)),
    ).toHaveLength(RACE_STOCK);
    const [held] = await db
      .select({ qty: sql<number>`sum(${orderStock.qty})::int` })
      .from(orderStock)
      .where(inArray(orderStock.orderId, ids));
    expect(held!.qty).toBe(RACE_STOCK);
  });

  it("renews each due subscription once when every instance works the renewal job", async () => {
    const db = database!.db;
    const tag = `i${randomBytes(4).toString("hex")}`;
    const ids = await seedDueSubscriptions(db, { count: 30, periodEnd: Date.now() - 60_000, tag });
    // Runs asked for again and again, as each instance's schedule does every minute.
    const asking = setInterval(() => void jobs!.send(SUBSCRIPTION_RENEW, {}).catch(() => undefined), 300);
    try {
      await within(20_000, async () => (await chargesPerPeriod(db, ids)).length === ids.length);
    } finally {
      clearInterval(asking);
    }
    // A little longer: a second run, had it charged again, would show now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const charges = await chargesPerPeriod(db, ids);
    expect(charges).toHaveLength(ids.length);
    expect(charges.every((c) => c.charges === 1 && c.captured === 1 && c.key.endsWith(":p2"))).toBe(true);
    const [events] = rowsOf<{ renewed: number }>(
      await db.execute(sql`
        select count(*)::int as renewed from subscription_events
        where event = 'RENEWED' and subscription_id = any(string_to_array(${ids.join(",")}, ','))`),
    );
    expect(Number(events?.renewed)).toBe(ids.length);
  }, 40_000);

  it("shows a back-office price change on every instance within seconds, not the cache's minute", async () => {
    const db = database!.db;
    const sku = "FW-HYD-100";
    const [row] = await db
      .select({
        productId: skus.productId,
        basePrice: skuPrices.basePrice,
        discountPrice: skuPrices.discountPrice,
      })
      .from(skus)
      .innerJoin(skuPrices, and(eq(skuPrices.skuId, skus.skuId), eq(skuPrices.market, "IN")))
      .where(eq(skus.skuId, sku));
    const newPrice = row!.discountPrice - 100;
    const priceOn = async (on: number) => {
      const res = await api("GET", `/api/catalogue/v2/skuDetails?skuId=${sku}`, { on });
      return (res.json.body.skus as { skuId: string; discountPrice: number }[]).find((s) => s.skuId === sku)!
        .discountPrice;
    };
    // Every instance caches the product page with the old price.
    for (let on = 0; on < INSTANCES; on++) expect(await priceOn(on)).toBe(row!.discountPrice);

    const staff = new Jar();
    const signedIn = await api("POST", "/api/auth/login-via-password", {
      jar: staff,
      body: { emailId: "admin@staff.ojas.in", password: "ojas-demo-staff" },
      on: 0,
      clientAddress: uniqueAddress(),
    });
    expect(signedIn.status).toBe(200);
    const changed = await api("PUT", `/api/staff/catalogue/products/${row!.productId}/prices`, {
      jar: staff,
      on: 0,
      key: randomUUID(),
      body: { prices: [{ skuId: sku, market: "IN", basePrice: row!.basePrice, discountPrice: newPrice }] },
    });
    expect(changed.status).toBe(200);
    expect(await priceOn(0)).toBe(newPrice);
    for (const on of [1, 2]) {
      const took = await within(AGREE_WITHIN_MS, async () => (await priceOn(on)) === newPrice);
      expect(took).toBeLessThan(AGREE_WITHIN_MS);
    }
    // And through the load balancer, whichever instance answers.
    for (let i = 0; i < INSTANCES; i++) {
      const res = await api("GET", `/api/catalogue/v2/skuDetails?skuId=${sku}`);
      const found = (res.json.body.skus as { skuId: string; discountPrice: number }[]).find(
        (s) => s.skuId === sku,
      );
      expect(found!.discountPrice).toBe(newPrice);
    }
  });
});

// The cart answer's own CPU, without HTTP or the database: buildCart (pricing and the answer) and the cart
// routes' serializer on the api-cart bench's cart (5 lines, FLAT200, the demo coupons), each in a loop.
// Run: npx tsx bench/cart-build.ts   (BENCH_DATABASE_URL: the PostgreSQL it seeds a throwaway database on)
import os from "node:os";
import { hash } from "@node-rs/argon2";
import { bodyOf, cartSchema } from "@ojas/domain";
import { buildApp } from "../apps/api/src/app.ts";
import { fastJsonSerializer } from "../apps/api/src/http/response-serializer.ts";
import { buildCart } from "../apps/api/src/modules/cart/build.ts";
import { loadContext, withUsage } from "../apps/api/src/modules/cart/context.ts";
import { resolveLines } from "../apps/api/src/modules/cart/lines.ts";
import { resolveOptions } from "../apps/api/src/modules/cart/options.ts";
import { findCartWithItems } from "../apps/api/src/modules/cart/repository.ts";
import { users } from "../apps/api/src/modules/identity/tables.ts";
import { flows } from "../apps/api/src/workflows/index.ts";
import { benchConfig, benchDatabase } from "./lib.ts";

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const HEADERS = { "content-type": "application/json", "x-client": "WEB", "x-market": "IN" };
const CART_SKUS = ["FW-HYD-100", "SE-NIA-30", "NUT-OMEGA-60", "FXN-ROPE", "RING-CHARGER"];
const PASSWORD = "ojas-bench-2026";

const setup = await benchDatabase(pgUrl);
const config = benchConfig();
const deps = { db: setup.database.db, config, now: Date.now, flows };
const app = await buildApp({ deps });
const now = new Date();
await setup.database.db.insert(users).values({
  userId: "bench-shopper",
  phoneNumber: "+917000000001",
  firstName: "Bench",
  passwordHash: await hash(PASSWORD),
  createdAt: now,
  updatedAt: now,
});
const login = await app.inject({
  method: "POST",
  url: "/api/auth/login-via-password",
  headers: HEADERS,
  payload: { phoneNumber: "+917000000001", password: PASSWORD },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
for (const skuId of CART_SKUS) {
  await app.inject({
    method: "POST",
    url: "/api/catalogue/v4/add-to-cart",
    headers: { ...HEADERS, cookie },
    payload: { skuId },
  });
}
await app.inject({
  method: "GET",
  url: "/api/catalogue/v4/cart-checkout?couponCode=FLAT200",
  headers: { ...HEADERS, cookie },
});

// The inputs getCart prices the stored cart with.
const caller = { userId: "bench-shopper", isGuestUser: false };
const base = await loadContext(deps, "IN", caller, "recent");
const stored = (await findCartWithItems(deps.db, caller.userId, "IN"))!;
const options = await resolveOptions(deps, base, { autoApplyCoupon: true }, stored.cart);
const lines = stored.items.map((r) => ({
  skuId: r.skuId,
  qty: r.qty,
  byobBundledSkuIds: r.byobBundledSkuIds,
}));
const resolved = await resolveLines(deps, "IN", lines, base.freebieSkuIds, "recent");
const ctx = await withUsage(deps, base, { codes: [stored.cart.couponCode], referral: false });
const serialize = fastJsonSerializer({ schema: bodyOf(cartSchema) });
const cart = buildCart(ctx, resolved, options.options);
if (cart.appliedCoupon?.code !== "FLAT200") throw new Error("FLAT200 does not apply to the bench cart");

/** µs per call: the median of 7 rounds of n calls, after a warm-up. */
function time(n: number, f: () => unknown): number {
  for (let i = 0; i < 2000; i++) f();
  const rounds: number[] = [];
  for (let r = 0; r < 7; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < n; i++) f();
    const used = process.cpuUsage(start);
    rounds.push((used.user + used.system) / n);
  }
  return rounds.sort((a, b) => a - b)[3]!;
}

console.log(
  `bench/cart-build: load average ${os.loadavg()[0].toFixed(1)}, ${base.rules.coupons.length} coupons, ${serialize({ body: cart }).length} characters of JSON`,
);
console.log(`buildCart: ${time(5000, () => buildCart(ctx, resolved, options.options)).toFixed(1)} µs`);
console.log(`serializer: ${time(5000, () => serialize({ body: cart })).toFixed(1)} µs`);
await app.close();
await setup.drop();
process.exit(0);

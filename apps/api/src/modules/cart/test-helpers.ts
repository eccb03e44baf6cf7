// Shared by the cart and offer tests: products of their own (so stock and prices are the test's to set),
// shoppers with a session, and cart calls.
import { randomInt } from "node:crypto";
import { MARKET_INFO, type Market, type ProductCategory } from "@ojas/domain";
import { drizzle } from "drizzle-orm/postgres-js";
import type { InjectOptions } from "fastify";
import postgres from "postgres";
import { buildApp } from "../../app.ts";
import type { Db } from "../../db/client.ts";
import { withOwnConnectionTransactions } from "../../db/postgres-transactions.ts";
import { StatementLog } from "../../db/statements.ts";
import type { TestContext } from "../../test/harness.ts";
import { browse, CookieJar } from "../../test/sign-in.ts";
import { inventory, products, skuPrices, skus } from "../catalogue/tables.ts";

export interface TestSkuPrice {
  base: number;
  discount: number;
  stock: number;
  comingSoon?: boolean;
}

export interface TestSkuOptions {
  prices: Partial<Record<Market, TestSkuPrice>>;
  category?: ProductCategory;
  productType?: string;
  name?: string;
  bundleParts?: string[];
  attributes?: Record<string, unknown>;
}

const token = () => randomInt(1e8, 9e8).toString(36).toUpperCase();

/** A product with one sku, sold (priced and stocked) in the markets given; never a listing default. */
export async function testSku(ctx: TestContext, options: TestSkuOptions): Promise<string> {
  const id = token();
  const skuId = `TEST-${id}`;
  const productId = `prd-test-${id.toLowerCase()}`;
  const name = options.name ?? `Cast Iron Kettlebell 12 kg ${id}`;
  await ctx.deps.db.insert(products).values({
    productId,
    slug: productId,
    name,
    category: options.category ?? "FXN_ACCS",
    subCategory: options.category === "SKINCARE_PRODUCT" ? "skin" : "fitness",
    productType: options.productType ?? "kettlebell",
    description: "A powder-coated cast iron kettlebell with a wide, smooth handle for swings and presses.",
    images: ["/images/products/accessory-dumbbells.svg"],
  });
  await ctx.deps.db.insert(skus).values({
    skuId,
    productId,
    slug: `${productId}-sku`,
    name,
    isDefault: false,
    isBundledSku: options.bundleParts !== undefined || options.attributes?.byob !== undefined,
    bundledSkuIds: options.bundleParts ?? [],
    attributes: options.attributes ?? {},
  });
  for (const [market, p] of Object.entries(options.prices) as [Market, TestSkuPrice][]) {
    await ctx.deps.db.insert(skuPrices).values({
      skuId,
      market,
      currency: MARKET_INFO[market].currency,
      basePrice: p.base,
      discountPrice: p.discount,
    });
    if (options.bundleParts === undefined && options.attributes?.byob === undefined) {
      await ctx.deps.db
        .insert(inventory)
        .values({ skuId, market, availableToPromise: p.stock, comingSoon: p.comingSoon ?? false });
    }
  }
  return skuId;
}

/** An Indian sku at a single price (no catalogue discount) with this much stock. */
export const indianSku = (ctx: TestContext, price: number, stock = 50, extra: Partial<TestSkuOptions> = {}) =>
  testSku(ctx, { prices: { IN: { base: price, discount: price, stock } }, ...extra });

export async function guest(ctx: TestContext) {
  const jar = new CookieJar();
  const res = await browse(ctx, jar, { method: "POST", url: "/api/auth/guest", payload: {} });
  if (res.statusCode !== 201) throw new Error(`guest failed: ${res.body}`);
  return { jar, userId: res.json().body.user.id as string };
}

type Market3 = "IN" | "AE" | "US";

export function cartApi(ctx: TestContext, jar: CookieJar, market: Market3 = "IN") {
  const send = (options: InjectOptions) => browse(ctx, jar, { market, ...options });
  return {
    get: (query = "") => send({ method: "GET", url: `/api/catalogue/v4/cart-checkout${query}` }),
    add: (payload: Record<string, unknown>) =>
      send({ method: "POST", url: "/api/catalogue/v4/add-to-cart", payload }),
    remove: (payload: Record<string, unknown>) =>
      send({ method: "POST", url: "/api/catalogue/v4/remove-from-cart", payload }),
    modify: (payload: Record<string, unknown>) =>
      send({ method: "POST", url: "/api/catalogue/v2/modify-cart", payload }),
    merge: (payload: Record<string, unknown>) =>
      send({ method: "POST", url: "/api/catalogue/v1/merge-cart", payload }),
    post: (url: string, payload: Record<string, unknown>) => send({ method: "POST", url, payload }),
    call: send,
  };
}

/** Lines as `skuId x qty`, for compact expectations. */
export const linesOf = (cart: { cartItemList: { skuId: string; qty: number }[] }) =>
  cart.cartItemList.map((i) => `${i.skuId} x${i.qty}`);

/**
 * The worker's app on a PostgreSQL pool of its own whose driver counts every statement sent (BEGIN and
 * COMMIT included), for tests that keep a hot path's statements from growing back. PostgreSQL only.
 */
export async function countingContext(ctx: TestContext, config: Partial<TestContext["deps"]["config"]> = {}) {
  const log = new StatementLog();
  const sql = withOwnConnectionTransactions(
    postgres(ctx.databaseUrl!, { max: 4, onnotice: () => {}, debug: log.postgresDebug }),
  );
  const deps = { ...ctx.deps, config: { ...ctx.deps.config, ...config }, db: drizzle(sql) as unknown as Db };
  const app = await buildApp({ deps });
  await app.ready();
  return {
    ctx: { ...ctx, app, deps } satisfies TestContext,
    /**
     * The statements sent while `work` runs (nothing else may use this pool meanwhile), the fewer of two
     * runs: a session is read again once its LIVE_SESSION_TTL_MS has passed, which a slow machine reaches
     * between two requests.
     */
    count: async <T>(work: (run: number) => Promise<T>): Promise<{ statements: number; result: T }> => {
      const runs: { statements: number; result: T }[] = [];
      for (let run = 0; run < 2; run++) {
        const before = log.count;
        const result = await work(run);
        runs.push({ statements: log.count - before, result });
      }
      return runs[0]!.statements <= runs[1]!.statements ? runs[0]! : runs[1]!;
    },
    close: async () => {
      await app.close();
      await sql.end({ timeout: 5 });
    },
  };
}

// The 16 busiest endpoints of the shop (docs/decisions/0045-statement-budgets.md), each with the data that
// makes it do its work for `n` things (products, skus, lines, reviews, addresses, orders), for the statement
// budgets (statement-budgets.test.ts) and the index check on PostgreSQL (explain.postgres.test.ts).
import { randomInt, randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { forgetCart } from "../../modules/cart/recent-carts.ts";
import { inventory, products, reviews, skuPrices, skus } from "../../modules/catalogue/tables.ts";
import { BENGALURU, orderApi, shopperWithCart } from "../../modules/orders/create-testing.ts";
import { insertTestOrder } from "../../modules/orders/test-orders.ts";
import { call, type TestContext } from "../harness.ts";
import { browse, type CookieJar, signInByPhone } from "../sign-in.ts";

export interface HotPath {
  /** Method and path, as CONTRACT.md names it. */
  endpoint: string;
  /** Why it is among the busiest. */
  why: string;
  /** What `n` counts in `prepare`. */
  per: string;
  /**
   * The most statements one request may send (BEGIN and COMMIT count), with `n` at either size: today's
   * count. Raise it only with the reason in the commit (docs/decisions/0045-statement-budgets.md).
   */
  ceiling: number;
  /**
   * Statements that are sent once per thing by design, with the reason; without it the count must not
   * grow with `n` at all.
   */
  perThing?: { statements: number; why: string };
  /** Writes what the request needs for `n` things and answers the request (sent once per prepare). */
  prepare(ctx: TestContext, n: number): Promise<() => Promise<LightMyRequestResponse>>;
}

const token = () => randomInt(1e9, 9e9).toString(36).toUpperCase();

/** A product of `skuCount` skus sold in India at `price` (plenty of stock); every name carries `word`. */
async function testProduct(
  ctx: TestContext,
  skuCount: number,
  word = token().toLowerCase(),
  price = 200_000,
) {
  const id = token();
  const productId = `prd-sql-${id.toLowerCase()}`;
  const productType = `sqlguard-${word}`;
  await ctx.deps.db.insert(products).values({
    productId,
    slug: productId,
    name: `Statement budget item ${word} ${id}`,
    category: "FXN_ACCS",
    subCategory: "fitness",
    productType,
    description: "A latex-free resistance band for warm-ups, mobility work and strength at home.",
    images: ["/images/products/accessory-dumbbells.svg"],
  });
  const skuIds = Array.from({ length: skuCount }, (_, i) => `SQL-${id}-${i + 1}`);
  await ctx.deps.db.insert(skus).values(
    skuIds.map((skuId, i) => ({
      skuId,
      productId,
      slug: `${productId}-${i + 1}`,
      name: `Statement budget item ${word} ${id} level ${i + 1}`,
      isDefault: i === 0,
      attributes: { level: String(i + 1) },
    })),
  );
  await ctx.deps.db.insert(skuPrices).values(
    skuIds.map((skuId) => ({
      skuId,
      market: "IN",
      currency: "INR",
      basePrice: price,
      discountPrice: price,
    })),
  );
  await ctx.deps.db
    .insert(inventory)
    .values(skuIds.map((skuId) => ({ skuId, market: "IN", availableToPromise: 1_000 })));
  return { productId, slug: productId, productType, skuIds };
}

/** `n` skus, each of a product of its own (cart lines, lookups by id). */
async function skusOfProducts(ctx: TestContext, n: number, price?: number): Promise<string[]> {
  const made = await Promise.all(Array.from({ length: n }, () => testProduct(ctx, 1, undefined, price)));
  return made.map((p) => p.skuIds[0]!);
}

/**
 * What every test cart adds up to, however many lines (₹6,000: past FLAT200's and the automatic AUTO5's
 * minimum, under the cash-on-delivery limit), so that the same offers apply to a cart of 1 line and of 5.
 */
const CART_TOTAL = 600_000;
const cartSkus = (ctx: TestContext, n: number) => skusOfProducts(ctx, n, CART_TOTAL / n);

const lines = (skuIds: string[]) => skuIds.map((skuId) => ({ skuId, qty: 1 }));

/**
 * A signed-in shopper with these skus in the server cart (and a saved address). The cart is then
 * forgotten by this instance (cart/recent-carts.ts), as when the shopper's last request went to another
 * instance: the count is the one of a cart read from the database.
 */
async function shopperWith(ctx: TestContext, skuIds: string[]) {
  const shopper = await shopperWithCart(ctx, lines(skuIds));
  forgetCart(shopper.userId, "IN");
  return shopper;
}

const get = (ctx: TestContext, url: string, jar?: CookieJar) => () =>
  jar
    ? browse(ctx, jar, { method: "GET", url, market: "IN" })
    : call(ctx, { method: "GET", url, market: "IN" });
const post = (ctx: TestContext, url: string, payload: object, jar?: CookieJar) => () =>
  jar
    ? browse(ctx, jar, { method: "POST", url, payload, market: "IN" })
    : call(ctx, { method: "POST", url, payload, market: "IN" });

export const HOT_PATHS: HotPath[] = [
  {
    endpoint: "GET /api/catalogue/v1/products",
    why: "every listing page and the product rails of home and the landings",
    per: "products listed",
    ceiling: 2,
    prepare: async (ctx, n) => {
      const word = token().toLowerCase();
      const made = await Promise.all(Array.from({ length: n }, () => testProduct(ctx, 2, word)));
      // As the skin assessment lists a step's products: a category and a product type.
      return get(ctx, `/api/catalogue/v1/products?category=FXN_ACCS&productType=${made[0]!.productType}`);
    },
  },
  {
    endpoint: "GET /api/catalogue/v2/skuDetails",
    why: "every product page",
    per: "skus of the product",
    ceiling: 6,
    prepare: async (ctx, n) => {
      const product = await testProduct(ctx, n);
      return get(ctx, `/api/catalogue/v2/skuDetails?slug=${product.slug}`);
    },
  },
  {
    endpoint: "GET /api/catalogue/v1/skuDetails",
    why: "the storefront's look-up of skus by id (bundles, saved carts)",
    per: "sku ids asked for",
    ceiling: 2,
    prepare: async (ctx, n) =>
      get(ctx, `/api/catalogue/v1/skuDetails?skuIds=${(await skusOfProducts(ctx, n)).join(",")}`),
  },
  {
    endpoint: "POST /api/catalogue/v1/recommended-skus",
    why: "product and cart pages",
    per: "sku ids given",
    ceiling: 3,
    prepare: async (ctx, n) =>
      post(ctx, "/api/catalogue/v1/recommended-skus", { skuIds: await skusOfProducts(ctx, n) }),
  },
  {
    endpoint: "POST /api/catalogue/v1/getApprovedReviews",
    why: "every product page",
    per: "approved reviews",
    ceiling: 3,
    prepare: async (ctx, n) => {
      const product = await testProduct(ctx, 1);
      await ctx.deps.db.insert(reviews).values(
        Array.from({ length: n }, (_, i) => ({
          reviewId: `rev-sql-${randomUUID()}`,
          productId: product.productId,
          skuId: product.skuIds[0]!,
          authorName: `Reviewer ${i + 1}`,
          rating: 4,
          title: "Holds up well",
          text: "Still springy after two months of daily use.",
          status: "APPROVED",
        })),
      );
      return post(ctx, "/api/catalogue/v1/getApprovedReviews", { id: product.skuIds[0] });
    },
  },
  {
    endpoint: "POST /api/catalogue/v2/anonymous-cart-checkout",
    why: "cart and checkout of every guest (most shoppers), a coupon included",
    per: "cart lines",
    // +1 when any listed coupon has a use limit: their redemptions are counted in one statement, and which
    // coupons exist depends on the other test files sharing the worker's database.
    ceiling: 4,
    prepare: async (ctx, n) =>
      post(ctx, "/api/catalogue/v2/anonymous-cart-checkout", {
        cartItems: lines(await cartSkus(ctx, n)),
        couponCode: "FLAT200",
      }),
  },
  {
    endpoint: "GET /api/catalogue/v4/cart-checkout",
    why: "cart and checkout of a signed-in shopper; a coupon is applied through it",
    per: "cart lines",
    // +1 when any listed coupon has a use limit: their redemptions are counted in one statement, and which
    // coupons exist depends on the other test files sharing the worker's database.
    ceiling: 8,
    prepare: async (ctx, n) => {
      const shopper = await shopperWith(ctx, await cartSkus(ctx, n));
      return get(ctx, "/api/catalogue/v4/cart-checkout?couponCode=FLAT200", shopper.jar);
    },
  },
  {
    endpoint: "POST /api/catalogue/v4/add-to-cart",
    why: "every add button of a signed-in shopper",
    per: "lines already in the cart",
    // +1 when any listed coupon has a use limit: their redemptions are counted in one statement, and which
    // coupons exist depends on the other test files sharing the worker's database.
    ceiling: 8,
    prepare: async (ctx, n) => {
      const [added] = await skusOfProducts(ctx, 1);
      const inCart = await cartSkus(ctx, n);
      const shopper = await shopperWith(ctx, inCart);
      return post(ctx, "/api/catalogue/v4/add-to-cart", { skuId: added, qty: 1 }, shopper.jar);
    },
  },
  {
    endpoint: "POST /api/catalogue/v4/remove-from-cart",
    why: "the cart page's minus and remove buttons",
    per: "lines left in the cart",
    // +1 when any listed coupon has a use limit: their redemptions are counted in one statement, and which
    // coupons exist depends on the other test files sharing the worker's database.
    ceiling: 8,
    prepare: async (ctx, n) => {
      const inCart = [...(await skusOfProducts(ctx, 1)), ...(await cartSkus(ctx, n))];
      const shopper = await shopperWith(ctx, inCart);
      return post(ctx, "/api/catalogue/v4/remove-from-cart", { skuId: inCart[0], qty: 1 }, shopper.jar);
    },
  },
  {
    endpoint: "GET /api/user/v3/getUser",
    why: "every page a signed-in shopper opens (name, Pro badge)",
    per: "orders of the shopper",
    ceiling: 3,
    prepare: async (ctx, n) => {
      const { jar, user } = await signInByPhone(ctx);
      await ordersOf(ctx, user.id, n, 1);
      return get(ctx, "/api/user/v3/getUser", jar);
    },
  },
  {
    endpoint: "GET /api/user/v1/personal",
    why: "every full load of a shared page (home, listings, product pages: docs/decisions/0042)",
    per: "orders of the shopper, of as many lines each",
    // The session's check, the user, their subscriptions, the market's cart units and the products they
    // bought (one statement: orders/repository.ts boughtProducts).
    ceiling: 5,
    prepare: async (ctx, n) => {
      const { jar, user } = await signInByPhone(ctx);
      await ordersOf(ctx, user.id, n, n);
      return get(ctx, "/api/user/v1/personal", jar);
    },
  },
  {
    endpoint: "GET /api/user/v1/addresses",
    why: "every checkout of a signed-in shopper",
    per: "saved addresses",
    ceiling: 1,
    prepare: async (ctx, n) => {
      const { jar } = await signInByPhone(ctx);
      for (let i = 0; i < n; i++) {
        const saved = await browse(ctx, jar, {
          method: "POST",
          url: "/api/user/v1/address",
          payload: { ...BENGALURU, line1: `${i + 1} MG Road` },
        });
        if (saved.statusCode >= 300) throw new Error(`address failed: ${saved.body}`);
      }
      return get(ctx, "/api/user/v1/addresses", jar);
    },
  },
  {
    endpoint: "POST /api/oms/v3/order/create",
    why: "every checkout",
    per: "cart lines",
    ceiling: 26,
    perThing: {
      statements: 1,
      why: "stock is taken by one statement per sku, in sku order, sent together (catalogue/order-stock.ts)",
    },
    prepare: async (ctx, n) => {
      const shopper = await shopperWith(ctx, await cartSkus(ctx, n));
      return () =>
        orderApi(ctx, shopper.jar).create({ paymentType: "COD", addressTimestamp: shopper.addressTimestamp });
    },
  },
  {
    endpoint: "GET /api/oms/order/listOrders",
    why: "the account's orders page, opened after every purchase",
    per: "orders, of as many lines each",
    ceiling: 5,
    prepare: async (ctx, n) => {
      const { jar, user } = await signInByPhone(ctx);
      await ordersOf(ctx, user.id, n, n);
      return get(ctx, "/api/oms/order/listOrders", jar);
    },
  },
  {
    endpoint: "GET /api/oms/getOrder",
    why: "the order page and the confirmation after every checkout",
    per: "order lines",
    ceiling: 5,
    prepare: async (ctx, n) => {
      const { jar, user } = await signInByPhone(ctx);
      const [orderId] = await ordersOf(ctx, user.id, 1, n);
      return get(ctx, `/api/oms/getOrder?orderId=${orderId}`, jar);
    },
  },
  {
    endpoint: "POST /api/search/v3/advancedSearch",
    why: "the search page and the header's search box",
    per: "products matched",
    ceiling: 5,
    prepare: async (ctx, n) => {
      const word = `zq${token().toLowerCase()}`;
      await Promise.all(Array.from({ length: n }, () => testProduct(ctx, 1, word)));
      return post(ctx, "/api/search/v3/advancedSearch", { searchValue: word });
    },
  },
];

/** `count` placed orders of `lines` lines each for the user; answers their ids. */
async function ordersOf(ctx: TestContext, userId: string, count: number, lineCount: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const made = await Promise.all(Array.from({ length: lineCount }, () => testProduct(ctx, 1)));
    const { orderId } = await insertTestOrder(ctx, {
      userId,
      state: "COD_PLACED",
      items: made.map((p) => ({ skuId: p.skuIds[0]!, productId: p.productId })),
    });
    ids.push(orderId);
  }
  return ids;
}

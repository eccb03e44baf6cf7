import { randomUUID } from "node:crypto";
import type { Market } from "@ojas/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { executePrepared, executePreparedText, preparedQuery } from "../../db/prepared.ts";
import { rowsOf } from "../../db/rows.ts";
import { cartItems, cartMerges, carts } from "./tables.ts";

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type CartOptionsPatch = Partial<
  Pick<
    CartRow,
    "couponCode" | "lifeBitsCouponCode" | "referralCode" | "affiliateCode" | "paymentType" | "pincode"
  >
>;

// Every cart read and change starts here: prepared (about 1 ms of Node CPU a query less on the benchmark
// machine; docs/decisions/0011-cart-hot-path.md).
const cartWithItemsQuery = preparedQuery((db) =>
  db
    .select({ cart: carts, item: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.cartId))
    .where(and(eq(carts.userId, sql.placeholder("userId")), eq(carts.market, sql.placeholder("market"))))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.skuId))
    .prepare("cart_with_items"),
);

/** The user's cart in the market with its lines, in one query; undefined when there is no cart. */
export async function findCartWithItems(
  db: Db,
  userId: string,
  market: Market,
): Promise<{ cart: CartRow; items: CartItemRow[] } | undefined> {
  const rows = await cartWithItemsQuery(db).execute({ userId, market });
  if (rows.length === 0) return undefined;
  return { cart: rows[0]!.cart, items: rows.flatMap((r) => (r.item ? [r.item] : [])) };
}

export async function cartsOfUser(db: Db, userId: string): Promise<CartRow[]> {
  return db.select().from(carts).where(eq(carts.userId, userId));
}

// The statements a cart change makes while it holds the cart's lock are written out in SQL: a transaction
// cannot use the statements prepared on the pool, and building drizzle queries for each transaction costs
// more Node CPU than the statements themselves (docs/decisions/0011-cart-hot-path.md).

const CART_COLUMNS = sql.raw(`cart_id as "cartId", user_id as "userId", market, coupon_code as "couponCode",
  life_bits_coupon_code as "lifeBitsCouponCode", referral_code as "referralCode",
  affiliate_code as "affiliateCode", payment_type as "paymentType", pincode, updated_at as "updatedAt"`);
const ITEM_COLUMNS = sql.raw(
  `cart_id as "cartId", sku_id as "skuId", byob_bundled_sku_ids as "byobBundledSkuIds", qty, added_at as "addedAt"`,
);

// Both drivers return bigint columns in their own way (a string or a number).
const toCartRow = (r: CartRow): CartRow => ({ ...r, updatedAt: Number(r.updatedAt) });
const toItemRow = (r: CartItemRow): CartItemRow => ({ ...r, qty: Number(r.qty), addedAt: Number(r.addedAt) });
const picksParam = (picks: string[]) => sql.param(picks, cartItems.byobBundledSkuIds);

/**
 * The user's cart in the market, created if missing, and locked until the transaction ends: in one
 * statement, since INSERT ... ON CONFLICT DO UPDATE locks the row it meets. Every change moves updated_at
 * on, by at least 1 ms, so it also tells whether the cart changed since it was read (writeIfUnchanged).
 */
export async function lockCart(db: Db, userId: string, market: Market, now: number): Promise<CartRow> {
  const result = await db.execute(sql`
    insert into carts (cart_id, user_id, market, updated_at) values (${randomUUID()}, ${userId}, ${market}, ${now})
    on conflict (user_id, market) do update set updated_at = greatest(excluded.updated_at, carts.updated_at + 1)
    returning ${CART_COLUMNS}`);
  return toCartRow(rowsOf<CartRow>(result)[0]!);
}

export async function listItems(db: Db, cartId: string): Promise<CartItemRow[]> {
  const result = await db.execute(
    sql`select ${ITEM_COLUMNS} from cart_items where cart_id = ${cartId} order by added_at, sku_id`,
  );
  return rowsOf<CartItemRow>(result).map(toItemRow);
}

export type CartItemKey = Pick<CartItemRow, "cartId" | "skuId" | "byobBundledSkuIds">;

/**
 * Writes and deletes lines of the cart as it was read (`seen`), in one statement, only if nothing changed
 * it since: false, writing nothing, when its updated_at moved on (the caller then takes the lock).
 */
export async function writeIfUnchanged(
  db: Db,
  seen: Pick<CartRow, "cartId" | "updatedAt">,
  writes: { put: CartItemRow[]; remove: CartItemKey[] },
  now: number,
): Promise<boolean> {
  const params: unknown[] = [now, seen.cartId, seen.updatedAt];
  for (const row of writes.put)
    params.push(row.skuId, picksValue(row.byobBundledSkuIds), row.qty, row.addedAt);
  for (const key of writes.remove) params.push(key.skuId, picksValue(key.byobBundledSkuIds));
  const [row] = await executePreparedText<{ written: number }>(
    db,
    writeText(writes.put.length, writes.remove.length),
    params,
  );
  return Number(row?.written ?? 0) === 1;
}

const picksValue = (picks: string[]) => cartItems.byobBundledSkuIds.mapToDriverValue(picks);

// writeIfUnchanged's text for each number of lines written and removed: built once, since building it for
// every change cost more Node CPU than sending it.
const writeTexts = new Map<string, string>();
function writeText(puts: number, removes: number): string {
  const shape = `${puts}/${removes}`;
  let text = writeTexts.get(shape);
  if (text) return text;
  let n = 3;
  const next = () => `$${++n}`;
  const steps = [
    `with cart as (
      update carts set updated_at = greatest($1::bigint, updated_at + 1)
      where cart_id = $2 and updated_at = $3::bigint
      returning cart_id)`,
  ];
  for (let i = 0; i < puts; i++) {
    steps.push(`, put_${i} as (
      insert into cart_items (cart_id, sku_id, byob_bundled_sku_ids, qty, added_at)
      select cart_id, ${next()}::text, ${next()}::text[], ${next()}::int, ${next()}::bigint from cart
      on conflict (cart_id, sku_id, byob_bundled_sku_ids) do update set qty = excluded.qty)`);
  }
  for (let i = 0; i < removes; i++) {
    steps.push(`, remove_${i} as (
      delete from cart_items where cart_id = (select cart_id from cart) and sku_id = ${next()}::text
        and byob_bundled_sku_ids = ${next()}::text[])`);
  }
  steps.push(` select count(*)::int as "written" from cart`);
  text = steps.join("");
  writeTexts.set(shape, text);
  return text;
}

export async function putItem(db: Db, row: CartItemRow): Promise<void> {
  await db.execute(sql`
    insert into cart_items (cart_id, sku_id, byob_bundled_sku_ids, qty, added_at)
    values (${row.cartId}, ${row.skuId}, ${picksParam(row.byobBundledSkuIds)}, ${row.qty}, ${row.addedAt})
    on conflict (cart_id, sku_id, byob_bundled_sku_ids) do update set qty = excluded.qty`);
}

export async function deleteItem(db: Db, key: CartItemKey): Promise<void> {
  await db.execute(sql`
    delete from cart_items
    where cart_id = ${key.cartId} and sku_id = ${key.skuId}
      and byob_bundled_sku_ids = ${picksParam(key.byobBundledSkuIds)}`);
}

/** Keeps codes and choices on the cart; a change like any other, so updated_at moves on (see lockCart). */
export async function updateOptions(
  db: Db,
  cartId: string,
  patch: CartOptionsPatch,
  now: number,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(carts)
    .set({ ...patch, updatedAt: sql`greatest(${now}::bigint, ${carts.updatedAt} + 1)` })
    .where(eq(carts.cartId, cartId));
}

export async function deleteCart(db: Db, cartId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db.delete(carts).where(eq(carts.cartId, cartId));
}

/** Records a client's merge id for the user; false when it was merged before. */
export async function claimMerge(db: Db, userId: string, mergeId: string, now: number): Promise<boolean> {
  const rows = await db
    .insert(cartMerges)
    .values({ userId, mergeId, at: now })
    .onConflictDoNothing()
    .returning({ mergeId: cartMerges.mergeId });
  return rows.length > 0;
}

/**
 * An order's lines leave the cart: each line loses the units ordered (gone at zero), the codes are
 * dropped, and updated_at moves on like any change. Nothing happens when the user has no cart here.
 */
export async function takeOrderedLines(
  db: Db,
  userId: string,
  market: Market,
  lines: { skuId: string; qty: number; byobBundledSkuIds: string[] }[],
  now: number,
): Promise<void> {
  const ordered = JSON.stringify(
    lines.map((l) => ({ sku_id: l.skuId, picks: l.byobBundledSkuIds, qty: l.qty })),
  );
  await executePrepared(
    db,
    sql`
    with cart as (
      update carts set coupon_code = null, life_bits_coupon_code = null, referral_code = null,
        affiliate_code = null, updated_at = greatest(${now}::bigint, updated_at + 1)
      where user_id = ${userId} and market = ${market}
      returning cart_id),
    ordered as (
      select * from jsonb_to_recordset(${ordered}::jsonb) as o(sku_id text, picks text[], qty int)),
    gone as (
      delete from cart_items ci using cart, ordered o
      where ci.cart_id = cart.cart_id and ci.sku_id = o.sku_id and ci.byob_bundled_sku_ids = o.picks
        and ci.qty <= o.qty),
    fewer as (
      update cart_items ci set qty = ci.qty - o.qty from cart, ordered o
      where ci.cart_id = cart.cart_id and ci.sku_id = o.sku_id and ci.byob_bundled_sku_ids = o.picks
        and ci.qty > o.qty)
    select count(*)::int as "carts" from cart`,
  );
}

/** Units in the user's cart in the market (0 without a cart), in one statement: the header's count. */
export async function cartUnits(db: Db, userId: string, market: Market): Promise<number> {
  const [row] = await db
    .select({ units: sql<string | number | null>`sum(${cartItems.qty})` })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.cartId))
    .where(and(eq(carts.userId, userId), eq(carts.market, market)));
  return Number(row?.units ?? 0);
}

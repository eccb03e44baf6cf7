// The carts this instance last read or wrote, so a change can start from them instead of reading the cart
// again (docs/decisions/0018-cart-reads-may-lag.md). Nothing here needs to be current: a change is written
// only if the cart's updated_at is still the one kept (repository.writeIfUnchanged), and every write to a
// cart moves updated_at on, so a cart changed elsewhere just sends the change down the locked path.
import { shortCache } from "@ojas/cache";
import type { Market } from "@ojas/domain";
import { lineKey } from "./lines.ts";
import type { CartItemRow, CartRow } from "./repository.ts";

export interface SeenCart {
  cart: CartRow;
  items: CartItemRow[];
}

/** Enough for the carts active within seconds on one instance; the least recently used go first beyond it. */
const seen = shortCache<SeenCart>({ max: 20_000, ttl: Number.POSITIVE_INFINITY });
const keyOf = (userId: string, market: Market) => `${market}:${userId}`;

export function lastSeenCart(userId: string, market: Market): SeenCart | undefined {
  return seen.get(keyOf(userId, market));
}

export function rememberCart(userId: string, market: Market, cart: SeenCart | undefined): void {
  const key = keyOf(userId, market);
  if (cart) seen.set(key, cart);
  else seen.delete(key);
}

export function forgetCart(userId: string, market: Market): void {
  seen.delete(keyOf(userId, market));
}

/**
 * The cart as writeIfUnchanged leaves it: a line written keeps its place or, new, comes last (it was added
 * last), a removed one goes, and updated_at moves on as the statement moves it.
 */
export function afterWrite(
  before: SeenCart,
  writes: { put: CartItemRow[]; remove: Pick<CartItemRow, "skuId" | "byobBundledSkuIds">[] },
  now: number,
): SeenCart {
  const lines = new Map(before.items.map((i) => [lineKey(i), i]));
  for (const r of writes.remove) lines.delete(lineKey(r));
  for (const p of writes.put) lines.set(lineKey(p), p);
  return {
    cart: { ...before.cart, updatedAt: Math.max(now, before.cart.updatedAt + 1) },
    items: [...lines.values()],
  };
}

import {
  type CartDto,
  type CartLineInput,
  MAX_CART_LINE_QTY,
  MAX_CART_LINES,
  type Market,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid } from "../../http/app-error.ts";
import { buildCart } from "./build.ts";
import { type CartCaller, loadContext, type NamedCodes, type PricingContext, withUsage } from "./context.ts";
import {
  type CartLine,
  type LineCatalogue,
  lineKey,
  loadCatalogue,
  type ResolvedCart,
  type ResolvedLine,
  resolveLines,
  resolveWith,
  skuIdsOf,
  sortedPicks,
  stockProblem,
} from "./lines.ts";
import {
  type OptionInput,
  patchAfterPricing,
  type ResolvedOptions,
  resolveOptions,
  sameKept,
} from "./options.ts";
import { afterWrite, forgetCart, lastSeenCart, rememberCart } from "./recent-carts.ts";
import * as repo from "./repository.ts";

export type { CartCaller } from "./context.ts";
export { checkOfferCode } from "./offer-check.ts";

const linesOf = (rows: repo.CartItemRow[]): CartLine[] =>
  rows.map((r) => ({ skuId: r.skuId, qty: r.qty, byobBundledSkuIds: r.byobBundledSkuIds }));

const TOO_MANY_UNITS = `You can add up to ${MAX_CART_LINE_QTY} of an item`;
const TOO_MANY_LINES = `Your cart can hold up to ${MAX_CART_LINES} different items`;

/** A client's list of lines (local cart): the same sku and picks given twice count as one line. */
function clientLines(items: readonly CartLineInput[], field: string): CartLine[] {
  const lines = new Map<string, CartLine>();
  items.forEach((item, i) => {
    const line = { skuId: item.skuId, qty: item.qty, byobBundledSkuIds: sortedPicks(item.byobBundledSkuIds) };
    const key = lineKey(line);
    const qty = (lines.get(key)?.qty ?? 0) + line.qty;
    if (qty > MAX_CART_LINE_QTY) throw invalid({ [`${field}/${i}/qty`]: TOO_MANY_UNITS });
    lines.set(key, { ...line, qty });
  });
  return [...lines.values()];
}

/** The codes a request names, or the cart keeps where the request names none. */
function namedCodes(input: OptionInput, kept?: repo.CartRow): NamedCodes {
  return {
    codes: [input.couponCode ?? kept?.couponCode, input.lifeBitsCouponCode ?? kept?.lifeBitsCouponCode],
    referral: Boolean(input.referralCode ?? kept?.referralCode),
  };
}

/** Keeps the cart's codes and choices; a cart is created for them when there is none yet. */
async function keepOptions(
  deps: Deps,
  owner: { userId: string; market: Market },
  kept: repo.CartRow | undefined,
  patch: repo.CartOptionsPatch,
): Promise<void> {
  const changes = Object.entries(patch).filter(
    ([key, value]) => !kept || kept[key as keyof repo.CartOptionsPatch] !== value,
  );
  if (changes.length === 0) return;
  forgetCart(owner.userId, owner.market);
  const now = deps.now();
  const cartId = kept?.cartId ?? (await repo.lockCart(deps.db, owner.userId, owner.market, now)).cartId;
  await repo.updateOptions(deps.db, cartId, Object.fromEntries(changes), now);
}

// Reading and pricing

/** The caller's server cart (GET /v4/cart-checkout); codes given are kept on it when they apply. */
export async function getCart(
  deps: Deps,
  market: Market,
  caller: NonNullable<CartCaller>,
  input: OptionInput,
): Promise<CartDto> {
  const [base, stored] = await Promise.all([
    loadContext(deps, market, caller, "recent"),
    repo.findCartWithItems(deps.db, caller.userId, market),
  ]);
  rememberCart(caller.userId, market, stored);
  const kept = stored?.cart;
  const [options, resolved, ctx] = await Promise.all([
    resolveOptions(deps, base, input, kept),
    resolveLines(deps, market, linesOf(stored?.items ?? []), base.freebieSkuIds, "recent"),
    withUsage(deps, base, namedCodes(input, kept)),
  ]);
  const cart = buildCart(ctx, resolved, options.options);
  await keepOptions(deps, { userId: caller.userId, market }, kept, patchAfterPricing(options, cart));
  return cart;
}

/** A cart the client holds (a guest's local cart), priced and stored nowhere. */
export async function priceClientCart(
  deps: Deps,
  market: Market,
  caller: CartCaller,
  items: readonly CartLineInput[],
  input: OptionInput,
): Promise<CartDto> {
  const lines = clientLines(items, "cartItems");
  const base = await loadContext(deps, market, caller, "recent");
  const [options, resolved, ctx] = await Promise.all([
    resolveOptions(deps, base, input, undefined),
    resolveLines(deps, market, lines, base.freebieSkuIds, "recent"),
    withUsage(deps, base, namedCodes(input)),
  ]);
  return buildCart(ctx, resolved, options.options);
}

// Changing

export interface CartOperation {
  type: "ADD" | "REMOVE";
  skuId: string;
  qty: number;
  byobBundledSkuIds?: string[];
  /** Where a refusal points: the request field of this operation's `name`. */
  field: (name: "skuId" | "qty" | "byobBundledSkuIds") => string;
}

/** Applies the operations in order; qty 0 is skipped, a remove drops the line at zero. */
function applyOperations(before: CartLine[], operations: readonly CartOperation[]) {
  const lines = new Map(before.map((l) => [lineKey(l), { ...l }]));
  const added = new Map<string, CartOperation>();
  for (const op of operations) {
    if (op.qty <= 0) continue;
    const byobBundledSkuIds = sortedPicks(op.byobBundledSkuIds);
    const key = lineKey({ skuId: op.skuId, byobBundledSkuIds });
    const line = lines.get(key);
    if (op.type === "ADD") {
      const qty = (line?.qty ?? 0) + op.qty;
      if (qty > MAX_CART_LINE_QTY) throw invalid({ [op.field("qty")]: TOO_MANY_UNITS });
      if (!line && lines.size >= MAX_CART_LINES) throw invalid({ [op.field("skuId")]: TOO_MANY_LINES });
      lines.set(key, { skuId: op.skuId, qty, byobBundledSkuIds });
      added.set(key, op);
    } else if (line) {
      line.qty -= op.qty;
      if (line.qty <= 0) lines.delete(key);
    }
  }
  return { after: [...lines.values()], added };
}

/** The lines to write and to delete to turn `rows` into `after`. */
function diffOf(cartId: string, rows: repo.CartItemRow[], after: CartLine[], now: number) {
  const before = new Map(rows.map((r) => [lineKey(r), r]));
  const kept = new Set<string>();
  const put: repo.CartItemRow[] = [];
  for (const line of after) {
    const key = lineKey(line);
    kept.add(key);
    const old = before.get(key);
    if (old?.qty !== line.qty) put.push({ cartId, ...line, addedAt: old?.addedAt ?? now });
  }
  const remove = [...before].flatMap(([key, old]) => (kept.has(key) ? [] : [old]));
  return { put, remove };
}

/** Writes the lines that changed; each statement touches its own line, so they go out together. */
async function writeDiff(db: Db, cartId: string, rows: repo.CartItemRow[], after: CartLine[], now: number) {
  const { put, remove } = diffOf(cartId, rows, after, now);
  await Promise.all([
    ...put.map((row) => repo.putItem(db, row)),
    ...remove.map((key) => repo.deleteItem(db, key)),
  ]);
}

/** The lines after the operations, priced; throws the refusal of a line added (4000, 4010). */
function priceChecked(
  catalogue: LineCatalogue,
  market: Market,
  { after, added }: ReturnType<typeof applyOperations>,
  freebieSkuIds: readonly string[],
): ResolvedCart {
  const resolved = resolveWith(catalogue, market, after, freebieSkuIds);
  for (const [key, op] of added) {
    const bad = resolved.invalid.find((i) => lineKey(i.line) === key);
    if (bad) throw invalid({ [op.field(bad.field)]: bad.reason }, bad.reason);
    const line = resolved.lines.find((l) => lineKey(l.line) === key);
    const problem = line && stockProblem(resolved, line);
    if (problem) throw new AppError(4010, problem);
  }
  return resolved;
}

/**
 * Add, remove and modify. What needs no lock is read first (the cart itself as this instance last read or
 * wrote it, when it has: recent-carts.ts), for the cart as it was a moment ago: its codes
 * and choices, and the catalogue and stock of its lines and of the lines changed (no cart locks stock, so
 * it reads the same a moment earlier). The change is then written in one statement that applies only if
 * the cart is still as read; otherwise (a concurrent change, or no cart yet) it is made again in a
 * transaction holding the cart's row lock, so concurrent changes to one cart apply one after the other.
 * Any refusal (4000, 4010) changes nothing.
 */
export async function changeCart(
  deps: Deps,
  market: Market,
  caller: NonNullable<CartCaller>,
  operations: readonly CartOperation[],
  input: OptionInput,
): Promise<CartDto> {
  const [base, seen] = await Promise.all([
    loadContext(deps, market, caller, "recent"),
    lastSeenCart(caller.userId, market) ?? repo.findCartWithItems(deps.db, caller.userId, market),
  ]);
  const changed = operations.map((op) => ({
    skuId: op.skuId,
    qty: op.qty,
    byobBundledSkuIds: sortedPicks(op.byobBundledSkuIds),
  }));
  const [seenOptions, seenCtx, prefetched] = await Promise.all([
    resolveOptions(deps, base, input, seen?.cart),
    withUsage(deps, base, namedCodes(input, seen?.cart)),
    loadCatalogue(
      deps,
      market,
      skuIdsOf([...linesOf(seen?.items ?? []), ...changed], base.freebieSkuIds),
      "recent",
    ),
  ]);
  const done = async (
    cart: repo.CartRow,
    resolved: ResolvedCart,
    options: ResolvedOptions,
    ctx: PricingContext,
  ) => {
    const dto = buildCart(ctx, resolved, options.options);
    await keepOptions(deps, { userId: caller.userId, market }, cart, patchAfterPricing(options, dto));
    return dto;
  };

  if (seen) {
    try {
      const applied = applyOperations(linesOf(seen.items), operations);
      const resolved = priceChecked(prefetched, market, applied, base.freebieSkuIds);
      const now = deps.now();
      const writes = diffOf(seen.cart.cartId, seen.items, applied.after, now);
      if (await repo.writeIfUnchanged(deps.db, seen.cart, writes, now)) {
        rememberCart(caller.userId, market, afterWrite(seen, writes, now));
        return done(seen.cart, resolved, seenOptions, seenCtx);
      }
    } catch (error) {
      // A refusal may come from a cart that changed since it was read: it is checked again under the lock.
      if (!(error instanceof AppError)) throw error;
    }
  }
  forgetCart(caller.userId, market);

  const { cart, resolved, options, ctx } = await deps.db.transaction(async (txn) => {
    const tx: Deps = { ...deps, db: txn as unknown as Db };
    const now = deps.now();
    const cart = await repo.lockCart(tx.db, caller.userId, market, now);
    const rows = await repo.listItems(tx.db, cart.cartId);
    const [options, ctx] = sameKept(seen?.cart, cart)
      ? [seenOptions, seenCtx]
      : await Promise.all([
          resolveOptions(tx, base, input, cart),
          withUsage(tx, base, namedCodes(input, cart)),
        ]);
    const applied = applyOperations(linesOf(rows), operations);
    const catalogue = await loadCatalogue(
      tx,
      market,
      skuIdsOf(applied.after, base.freebieSkuIds),
      "recent",
      prefetched,
    );
    const resolved = priceChecked(catalogue, market, applied, base.freebieSkuIds);
    await writeDiff(tx.db, cart.cartId, rows, applied.after, now);
    return { cart, resolved, options, ctx };
  });
  return done(cart, resolved, options, ctx);
}

// Merging

/** Adds lines to the user's cart: quantities added, capped by what can be promised; never lowered. */
async function mergeLinesInto(deps: Deps, market: Market, userId: string, incoming: CartLine[]) {
  const now = deps.now();
  const cart = await repo.lockCart(deps.db, userId, market, now);
  const rows = await repo.listItems(deps.db, cart.cartId);
  const lines = new Map(linesOf(rows).map((l) => [lineKey(l), l]));
  const { lines: valid } = await resolveLines(deps, market, incoming, [], "live");
  for (const { line, item } of valid) {
    const key = lineKey(line);
    const existing = lines.get(key)?.qty ?? 0;
    const cap = Math.min(MAX_CART_LINE_QTY, item.availableToPromise);
    const qty = Math.max(existing, Math.min(existing + line.qty, cap));
    if (qty === existing || (existing === 0 && lines.size >= MAX_CART_LINES)) continue;
    lines.set(key, { ...line, qty });
  }
  await writeDiff(deps.db, cart.cartId, rows, [...lines.values()], now);
  return cart;
}

const CARRIED = ["couponCode", "lifeBitsCouponCode", "referralCode", "affiliateCode", "pincode"] as const;

/** A guest signing in to an account: each of its carts joins the account's cart of that market, once. */
export async function mergeGuestCarts(deps: Deps, guestUserId: string, userId: string): Promise<void> {
  for (const guestCart of await repo.cartsOfUser(deps.db, guestUserId)) {
    const market = guestCart.market as Market;
    const items = linesOf(await repo.listItems(deps.db, guestCart.cartId));
    forgetCart(userId, market);
    const cart = await mergeLinesInto(deps, market, userId, items);
    const patch: repo.CartOptionsPatch = {};
    for (const field of CARRIED) if (!cart[field] && guestCart[field]) patch[field] = guestCart[field];
    await repo.updateOptions(deps.db, cart.cartId, patch, deps.now());
    // The guest's cart is gone once merged, so a second merge finds nothing to add.
    await repo.deleteCart(deps.db, guestCart.cartId);
  }
}

/** A local cart arriving after sign-in (POST /v1/merge-cart): merged once per mergeId. */
export async function mergeCart(
  deps: Deps,
  market: Market,
  caller: NonNullable<CartCaller>,
  body: { mergeId: string; cartItems: CartLineInput[] },
): Promise<CartDto> {
  const incoming = clientLines(body.cartItems, "cartItems");
  await deps.db.transaction(async (txn) => {
    const tx: Deps = { ...deps, db: txn as unknown as Db };
    if (!(await repo.claimMerge(tx.db, caller.userId, body.mergeId, deps.now()))) return;
    forgetCart(caller.userId, market);
    await mergeLinesInto(tx, market, caller.userId, incoming);
  });
  return getCart(deps, market, caller, {});
}

// Coupons against a cart (the /api/pricing endpoints)

/** The caller's server cart, or the lines given; without either there is no cart to look at (4011). */
export async function cartForCoupons(
  deps: Deps,
  market: Market,
  caller: CartCaller,
  cartItems: CartLineInput[] | undefined,
  input: OptionInput,
): Promise<CartDto> {
  if (cartItems) return priceClientCart(deps, market, caller, cartItems, input);
  if (!caller) throw new AppError(4011);
  return getCart(deps, market, caller, input);
}

/** Applies a coupon: 4002 with the reason when it does not apply (the server cart keeps its old one). */
export async function applyCoupon(
  deps: Deps,
  market: Market,
  caller: CartCaller,
  cartItems: CartLineInput[] | undefined,
  input: OptionInput & { couponCode: string },
): Promise<CartDto> {
  const cart = await cartForCoupons(deps, market, caller, cartItems, input);
  if (!cart.isCouponValid || !cart.appliedCoupon) throw new AppError(4002, cart.couponMessage);
  return cart;
}

// Ordering (the orders module's checkout)

/** A cart as an order takes it: priced exactly as the cart shows it, with what each line takes of stock. */
export interface OrderCart {
  cart: CartDto;
  /** The priced lines, in cartItemList's order: `parts` says which skus' stock one unit takes. */
  lines: ResolvedLine[];
  /** Lines that cannot be ordered (no longer sold here, picks that do not make the bundle). */
  invalid: ResolvedCart["invalid"];
  /** The catalogue of every sku the lines and their gifts name. */
  skus: ResolvedCart["skus"];
}

export type OrderCartSource =
  | { kind: "server" }
  /** Lines sent with the order (a guest's local cart, a buy-now choice); `field` names them in refusals. */
  | { kind: "lines"; items: readonly CartLineInput[]; field: string };

/**
 * Prices the caller's server cart (with the codes it keeps where the order names none) or the lines given,
 * the way the cart endpoints do, and writes nothing. Refuses like them: 4000 (pincode, quantities), 4004,
 * 4050, 4051.
 */
export async function priceForOrder(
  deps: Deps,
  market: Market,
  caller: NonNullable<CartCaller>,
  source: OrderCartSource,
  input: OptionInput,
): Promise<OrderCart> {
  const [base, stored] = await Promise.all([
    loadContext(deps, market, caller, "live"),
    source.kind === "server" ? repo.findCartWithItems(deps.db, caller.userId, market) : undefined,
  ]);
  const kept = stored?.cart;
  const lines =
    source.kind === "server" ? linesOf(stored?.items ?? []) : clientLines(source.items, source.field);
  const [options, resolved, ctx] = await Promise.all([
    resolveOptions(deps, base, input, kept),
    resolveLines(deps, market, lines, base.freebieSkuIds, "live"),
    withUsage(deps, base, namedCodes(input, kept)),
  ]);
  return {
    cart: buildCart(ctx, resolved, options.options),
    lines: resolved.lines,
    invalid: resolved.invalid,
    skus: resolved.skus,
  };
}

/**
 * Takes an order's lines out of the shopper's server cart once the order is placed (units added since
 * stay) and drops the codes it was priced with; in the caller's transaction. One statement.
 */
export async function removeOrderedLines(
  deps: Deps,
  userId: string,
  market: Market,
  lines: readonly { skuId: string; qty: number; byobBundledSkuIds: readonly string[] }[],
): Promise<void> {
  forgetCart(userId, market);
  await repo.takeOrderedLines(
    deps.db,
    userId,
    market,
    lines.map((l) => ({ ...l, byobBundledSkuIds: sortedPicks(l.byobBundledSkuIds) })),
    deps.now(),
  );
}

/** How many units the user's cart in the market holds, without pricing it (decision 0042). */
export function cartUnits(deps: Deps, userId: string, market: Market): Promise<number> {
  return repo.cartUnits(deps.db, userId, market);
}

import { randomUUID } from "node:crypto";
import {
  type AddressInput,
  type AddressUpdate,
  type LifeBitsAccount,
  MAX_ADDRESSES,
  type Market,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { normaliseAddress, toAddress } from "./address.ts";
import * as repo from "./repository.ts";

const LIFE_BITS_HISTORY_LIMIT = 100;

/** Runs one user's address change in a transaction holding that user's address lock. */
function withAddressLock<T>(deps: Deps, userId: string, work: (db: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction(async (txn) => {
    const db = txn as unknown as Db;
    await repo.lockUserAddresses(db, userId);
    return work(db);
  });
}

async function addressList(deps: Deps, db: Db, userId: string) {
  const rows = await repo.listAddresses(db, userId);
  return { addresses: rows.map(toAddress), timestamp: deps.now() };
}

/**
 * An address given with an order (not saved): its stored fields, checked by its country's phone and
 * pincode rules (4000 with every field at once).
 */
export function orderAddressFields(market: Market, input: AddressInput) {
  return normaliseAddress(market, input);
}

export function listAddresses(deps: Deps, userId: string) {
  return addressList(deps, deps.db, userId);
}

/** One of the user's saved addresses by its timestamp; undefined when the user has none by that timestamp. */
export async function savedAddress(deps: Deps, userId: string, timestamp: number) {
  const row = await repo.findAddress(deps.db, userId, timestamp);
  return row ? toAddress(row) : undefined;
}

/** The first address is the default; a new default clears the flag on the others. */
export function createAddress(deps: Deps, market: Market, userId: string, input: AddressInput) {
  const fields = normaliseAddress(market, input);
  return withAddressLock(deps, userId, async (db) => {
    const existing = await repo.listAddresses(db, userId);
    if (existing.length >= MAX_ADDRESSES) {
      throw invalid({ addresses: `You can keep up to ${MAX_ADDRESSES} addresses` });
    }
    const now = deps.now();
    // The creation instant names the address, so it must be unique for this user.
    const timestamp = Math.max(now, ...existing.map((a) => a.timestamp + 1));
    const defaultAddress = existing.length === 0 || input.defaultAddress === true;
    const row = await repo.insertAddress(db, {
      ...fields,
      userId,
      timestamp,
      defaultAddress,
      updatedAt: new Date(now),
    });
    if (defaultAddress) await repo.clearOtherDefaults(db, userId, timestamp);
    return { address: toAddress(row), ...(await addressList(deps, db, userId)) };
  });
}

/**
 * Replaces the fields of the user's address named by timestamp (4040 when the user has none by that
 * timestamp). The default moves only by making another address the default.
 */
export function updateAddress(deps: Deps, market: Market, userId: string, input: AddressUpdate) {
  const fields = normaliseAddress(market, input);
  return withAddressLock(deps, userId, async (db) => {
    const existing = await repo.findAddress(db, userId, input.timestamp);
    if (!existing) throw notFound("Address not found");
    const defaultAddress = existing.defaultAddress || input.defaultAddress === true;
    const row = await repo.updateAddress(db, userId, input.timestamp, {
      ...fields,
      defaultAddress,
      updatedAt: new Date(deps.now()),
    });
    if (defaultAddress) await repo.clearOtherDefaults(db, userId, input.timestamp);
    return { address: toAddress(row!), ...(await addressList(deps, db, userId)) };
  });
}

/** Deleting the default makes the most recent remaining address the default. */
export function deleteAddress(deps: Deps, userId: string, timestamp: number) {
  return withAddressLock(deps, userId, async (db) => {
    const deleted = await repo.deleteAddress(db, userId, timestamp);
    if (!deleted) throw notFound("Address not found");
    if (deleted.defaultAddress) {
      const [newest] = await repo.listAddresses(db, userId);
      if (newest) await repo.updateAddress(db, userId, newest.timestamp, { defaultAddress: true });
    }
    return addressList(deps, db, userId);
  });
}

// Quiz

export async function getQuizResponse(deps: Deps, userId: string) {
  const row = await repo.findQuizResponse(deps.db, userId);
  return { quizResponse: row?.response ?? null };
}

export async function saveQuizResponse(deps: Deps, userId: string, quizResponse: string) {
  await repo.putQuizResponse(deps.db, userId, quizResponse, new Date(deps.now()));
  return { quizResponse };
}

// Life bits

export async function lifeBitsAccount(deps: Deps, userId: string): Promise<LifeBitsAccount> {
  const [total, rows] = await Promise.all([
    repo.lifeBitsTotal(deps.db, userId),
    repo.listLifeBits(deps.db, userId, LIFE_BITS_HISTORY_LIMIT),
  ]);
  return {
    total,
    history: rows.map((r) => ({
      delta: r.delta,
      reason: r.reason,
      ...(r.orderId ? { orderId: r.orderId } : {}),
      at: r.at,
    })),
  };
}

/** The life bits balance alone (the cart checks life-bits coupons against it). */
export function lifeBitsBalance(deps: Deps, userId: string): Promise<number> {
  return repo.lifeBitsTotal(deps.db, userId);
}

/**
 * lifeBitsBalance, or what this instance read within config.cartReadsTtlMs: for the cart's pricing,
 * which may lag that long (spending them at order time reads and locks the balance).
 */
export function recentLifeBitsBalance(deps: Deps, userId: string): Promise<number> {
  return repo.recentBalances.get(userId, deps.config.cartReadsTtlMs, deps.now(), () =>
    repo.lifeBitsTotal(deps.db, userId),
  );
}

/** Credits (positive) or spends (negative) life bits; for orders, referrals and coupons. */
export async function addLifeBits(
  deps: Deps,
  userId: string,
  entry: { delta: number; reason: string; orderId?: string },
): Promise<void> {
  await repo.insertLifeBits(deps.db, {
    entryId: randomUUID(),
    userId,
    delta: entry.delta,
    reason: entry.reason,
    orderId: entry.orderId ?? null,
    at: deps.now(),
  });
}

/**
 * Spends life bits inside the caller's transaction, only while the balance covers them: the user's life
 * bits stay locked until the transaction ends, so concurrent spends cannot overdraw. False (nothing
 * written) when the balance is short.
 */
export async function spendLifeBits(
  deps: Deps,
  userId: string,
  entry: { amount: number; reason: string; orderId?: string },
): Promise<boolean> {
  await repo.lockLifeBits(deps.db, userId);
  if ((await repo.lifeBitsTotal(deps.db, userId)) < entry.amount) return false;
  await addLifeBits(deps, userId, { delta: -entry.amount, reason: entry.reason, orderId: entry.orderId });
  return true;
}

/**
 * A staff adjustment (docs/api.md, "Back office: customers"), in the caller's transaction: the user's life
 * bits are locked, and an adjustment that would take the balance below zero is 4000 with nothing written.
 * Answers the balance before and after.
 */
export async function adjustLifeBits(
  deps: Deps,
  userId: string,
  entry: { delta: number; reason: string },
): Promise<{ before: number; after: number }> {
  await repo.lockLifeBits(deps.db, userId);
  const before = await repo.lifeBitsTotal(deps.db, userId);
  const after = before + entry.delta;
  if (after < 0) {
    throw invalid(
      { amount: `would take the balance below zero: the shopper has ${before}` },
      `The shopper has ${before} life bits: you can take at most that many`,
    );
  }
  await addLifeBits(deps, userId, entry);
  return { before, after };
}

/** Holds these users' life bits until the transaction ends, in one order so two callers never wait on each other. */
export async function lockLifeBitsOf(deps: Deps, userIds: readonly string[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort()) await repo.lockLifeBits(deps.db, userId);
}

/** One user's net life bits for each of these orders: orderId → total. */
export async function lifeBitsPerOrder(deps: Deps, userId: string, orderIds: string[]) {
  const rows = await repo.lifeBitsPerOrder(deps.db, userId, orderIds);
  return new Map(rows.map((r) => [r.orderId!, r.total]));
}

/** One user's life bits entries for an order (grants, spends and what was taken back). */
export function lifeBitsOfOrder(deps: Deps, userId: string, orderId: string) {
  return repo.lifeBitsOfOrder(deps.db, userId, orderId);
}

/**
 * Takes back life bits granted earlier, once per `entryId`, in the caller's transaction: never more than
 * the balance (bits already spent stay spent), and the entry, written even when nothing is left, records
 * how much of `amount` was taken. Answers the life bits taken; null when `entryId` was written before.
 */
export async function takeBackLifeBits(
  deps: Deps,
  userId: string,
  entry: { entryId: string; amount: number; reason: string; orderId: string },
): Promise<number | null> {
  await repo.lockLifeBits(deps.db, userId);
  if (await repo.hasLifeBitsEntry(deps.db, entry.entryId)) return null;
  const taken = Math.min(entry.amount, Math.max(0, await repo.lifeBitsTotal(deps.db, userId)));
  const short = taken < entry.amount ? ` (${taken} of ${entry.amount}: the rest was already spent)` : "";
  await repo.insertLifeBits(deps.db, {
    entryId: entry.entryId,
    userId,
    delta: -taken,
    reason: `${entry.reason}${short}`,
    orderId: entry.orderId,
    at: deps.now(),
  });
  return taken;
}

/**
 * What a guest keeps on signing in to an existing account: its addresses (the account's default stays
 * the default), its quiz answers when newer than the account's, and its life bits.
 */
export async function mergeGuestData(deps: Deps, guestUserId: string, userId: string): Promise<void> {
  const { db } = deps;
  await repo.lockUserAddresses(db, userId);
  const [guestAddresses, accountAddresses] = await Promise.all([
    repo.listAddresses(db, guestUserId),
    repo.listAddresses(db, userId),
  ]);
  const taken = new Set(accountAddresses.map((a) => a.timestamp));
  let hasDefault = accountAddresses.some((a) => a.defaultAddress);
  for (const address of [...guestAddresses].reverse()) {
    let timestamp = address.timestamp;
    while (taken.has(timestamp)) timestamp += 1;
    taken.add(timestamp);
    const defaultAddress = !hasDefault && address.defaultAddress;
    hasDefault ||= defaultAddress;
    await repo.moveAddress(
      db,
      { userId: guestUserId, timestamp: address.timestamp },
      { userId, timestamp, defaultAddress },
    );
  }

  const [guestQuiz, accountQuiz] = await Promise.all([
    repo.findQuizResponse(db, guestUserId),
    repo.findQuizResponse(db, userId),
  ]);
  if (guestQuiz && (!accountQuiz || guestQuiz.updatedAt > accountQuiz.updatedAt)) {
    await repo.putQuizResponse(db, userId, guestQuiz.response, guestQuiz.updatedAt);
  }
  if (guestQuiz) await repo.deleteQuizResponse(db, guestUserId);

  await repo.moveLifeBits(db, guestUserId, userId);
}

import { DEFAULT_CART_QTY, LOCAL_STORAGE_KEYS } from "@ojas/domain";

/** A guest cart line as kept in local storage under cart_data. */
export interface GuestCartItem {
  skuId: string;
  qty: number;
  byobBundledSkuIds?: string[];
}

export function parseGuestCart(raw: string | null): GuestCartItem[] {
  if (!raw) return [];
  try {
    const value = JSON.parse(raw) as unknown;
    if (!Array.isArray(value)) return [];
    return value.flatMap((item) => {
      const skuId = (item as GuestCartItem)?.skuId;
      const qty = Math.floor(Number((item as GuestCartItem)?.qty));
      return typeof skuId === "string" && skuId && qty > 0
        ? [{ ...(item as GuestCartItem), skuId, qty }]
        : [];
    });
  } catch {
    return [];
  }
}

/**
 * Adds qty of a SKU, returning the new list; the caller stores it. A line matches by item id, or for a
 * build-your-own bundle by the bundle id and its picks (kept sorted, as the server keeps them).
 */
export function addToGuestCart(
  items: GuestCartItem[],
  skuId: string,
  qty = DEFAULT_CART_QTY,
  picks?: readonly string[],
): GuestCartItem[] {
  const sorted = [...(picks ?? [])].sort();
  const existing = items.find((item) => sameLine(item, skuId, sorted));
  if (existing) return items.map((item) => (item === existing ? { ...item, qty: item.qty + qty } : item));
  return [...items, sorted.length ? { skuId, qty, byobBundledSkuIds: sorted } : { skuId, qty }];
}

/** Matches a line by item id, or by its picks for a build-your-own bundle (in any order). */
function sameLine(item: GuestCartItem, skuId: string, picks?: readonly string[]): boolean {
  if (item.skuId !== skuId) return false;
  const mine = [...(item.byobBundledSkuIds ?? [])].sort();
  const theirs = [...(picks ?? [])].sort();
  return mine.length === theirs.length && mine.every((id, i) => id === theirs[i]);
}

/** Takes qty off a line, dropping it at zero or below. */
export function removeFromGuestCart(
  items: GuestCartItem[],
  skuId: string,
  qty = DEFAULT_CART_QTY,
  picks?: string[],
): GuestCartItem[] {
  return items.flatMap((item) => {
    if (!sameLine(item, skuId, picks)) return [item];
    const left = item.qty - qty;
    return left > 0 ? [{ ...item, qty: left }] : [];
  });
}

/** Kept beside cart_data: the id that makes merging this local cart after sign-in happen once. */
export const CART_MERGE_ID_KEY = "cart_data_merge_id";

export function guestCartMergeId(makeId: () => string): string {
  const kept = window.localStorage.getItem(CART_MERGE_ID_KEY);
  if (kept && kept.length >= 8) return kept;
  const id = makeId();
  window.localStorage.setItem(CART_MERGE_ID_KEY, id);
  return id;
}

export function clearGuestCart(): void {
  window.localStorage.removeItem(LOCAL_STORAGE_KEYS.CART);
  window.localStorage.removeItem(CART_MERGE_ID_KEY);
}

export function readGuestCart(): GuestCartItem[] {
  return parseGuestCart(window.localStorage.getItem(LOCAL_STORAGE_KEYS.CART));
}

export function writeGuestCart(items: GuestCartItem[]): void {
  window.localStorage.setItem(LOCAL_STORAGE_KEYS.CART, JSON.stringify(items));
}

export function guestCartQuantity(items: readonly GuestCartItem[]): number {
  return items.reduce((sum, item) => sum + item.qty, 0);
}

import { DEFAULT_CART_QTY, LOCAL_STORAGE_KEYS } from "@ojas/domain";

/** A guest cart line as kept in local storage under cart_data (SPEC.md section 4). */
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

/** Adds qty of a SKU (matching by id), returning the new list; the caller stores it. */
export function addToGuestCart(
  items: GuestCartItem[],
  skuId: string,
  qty = DEFAULT_CART_QTY,
): GuestCartItem[] {
  const existing = items.find((item) => item.skuId === skuId && !item.byobBundledSkuIds?.length);
  if (existing) return items.map((item) => (item === existing ? { ...item, qty: item.qty + qty } : item));
  return [...items, { skuId, qty }];
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

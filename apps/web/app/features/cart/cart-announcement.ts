import { formatMoney } from "@ojas/domain";
import type { CartState } from "../../lib/state/cart-slice.ts";

type Priced = Pick<CartState, "items" | "payableAmount" | "currency" | "isUserCartInitialised">;

/**
 * What a screen reader hears after the cart changed (only what changed, never the whole cart): "Ojas Ring
 * quantity 2. Total ₹1,299.", "Ojas Ring removed. Total ...", or the new total alone. Null for the first
 * load or no change.
 */
export function cartAnnouncement(previous: Priced, next: Priced, locale: string): string | null {
  if (!previous.isUserCartInitialised || !next.isUserCartInitialised) return null;
  const before = new Map(previous.items.map((item) => [item.itemID, item]));
  const after = new Map(next.items.map((item) => [item.itemID, item]));
  const changes: string[] = [];
  for (const item of next.items) {
    const old = before.get(item.itemID);
    if (!old) changes.push(`${item.itemName} added, quantity ${item.qty}`);
    else if (old.qty !== item.qty) changes.push(`${item.itemName} quantity ${item.qty}`);
  }
  for (const item of previous.items) {
    if (!after.has(item.itemID)) changes.push(`${item.itemName} removed`);
  }
  const totalChanged = previous.payableAmount !== next.payableAmount || previous.currency !== next.currency;
  if (changes.length === 0 && !totalChanged) return null;
  if (next.items.length === 0) return [...changes, "Your cart is empty"].join(". ").concat(".");
  const total = `Total ${formatMoney(next.payableAmount, next.currency, locale)}`;
  return [...changes, total].join(". ").concat(".");
}

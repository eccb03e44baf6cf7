import type { Sku } from "@ojas/domain";
import type { OrdersHydration, ReturnKind } from "../../lib/state/orders-slice.ts";

// An order page's open dialog lives in its URL too (?dialog=return&entity=..&type=..&reason=..), so a
// server render (a reload, a shared link, a page without JavaScript yet) opens the same dialog with the
// same reason chosen.

export const DIALOG_PARAMS = ["dialog", "entity", "type", "reason"] as const;

export type OrderDialog = "cancel" | "return" | "ring";

const MAX_PARAM = 200;
const param = (search: URLSearchParams, name: string) => {
  const value = search.get(name)?.trim();
  return value && value.length <= MAX_PARAM ? value : null;
};

export function dialogFrom(search: URLSearchParams): OrderDialog | null {
  const value = search.get("dialog");
  return value === "cancel" || value === "return" || value === "ring" ? value : null;
}

/** The orders slice's dialog fields for a page URL; nothing when no dialog is open there. */
export function dialogHydration(search: URLSearchParams): OrdersHydration {
  const dialog = dialogFrom(search);
  const entity = param(search, "entity");
  if (dialog === "cancel") {
    return { isCancelModalOpen: true, isReturnModalOpen: false, selectedEntityId: entity };
  }
  if (dialog === "return" && entity) {
    const type: ReturnKind = search.get("type") === "EXCHANGE" ? "EXCHANGE" : "RETURN";
    return {
      isReturnModalOpen: true,
      isCancelModalOpen: false,
      selectedEntityId: entity,
      selectedReturnType: type,
      selectedReturnReason: param(search, "reason"),
    };
  }
  if (dialog === "ring" && entity) return { selectedEntityId: entity };
  return {};
}

/** The page's query with the dialog part replaced (null closes it); other parameters are kept. */
export function withDialog(
  search: URLSearchParams,
  next: { dialog: OrderDialog; entity?: string | null; type?: ReturnKind; reason?: string | null } | null,
): URLSearchParams {
  const out = new URLSearchParams(search);
  for (const name of DIALOG_PARAMS) out.delete(name);
  if (!next) return out;
  out.set("dialog", next.dialog);
  if (next.entity) out.set("entity", next.entity);
  if (next.type) out.set("type", next.type);
  if (next.reason) out.set("reason", next.reason);
  return out;
}

/** Whether two URLs of an order page differ only in their dialog (no need to load the order again). */
export function onlyDialogChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of DIALOG_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return strip(current) === strip(next) && current.search !== next.search;
}

/** What an exchange may send instead of an item: the product's other skus that are in stock now. */
export function replacementOptions(
  skus: readonly Pick<Sku, "skuId" | "name" | "stockStatus">[],
  item: { skuId: string },
): { skuId: string; label: string }[] {
  return skus
    .filter((sku) => sku.skuId !== item.skuId && sku.stockStatus === "IN_STOCK")
    .map((sku) => ({ skuId: sku.skuId, label: sku.name }));
}

export const CHOOSE_REPLACEMENT = "Choose the size or variant you want instead";

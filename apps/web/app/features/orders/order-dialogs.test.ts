import { describe, expect, it } from "vitest";
import {
  dialogFrom,
  dialogHydration,
  onlyDialogChanged,
  replacementOptions,
  withDialog,
} from "./order-dialogs.ts";
import { replacementLabel } from "./order-labels.ts";

const params = (query: string) => new URLSearchParams(query);

describe("order dialogs in the URL", () => {
  it("opens the return dialog with its item, type and chosen reason from the URL", () => {
    expect(dialogHydration(params("dialog=return&entity=E1&type=EXCHANGE&reason=Size+does+not+fit"))).toEqual(
      {
        isReturnModalOpen: true,
        isCancelModalOpen: false,
        selectedEntityId: "E1",
        selectedReturnType: "EXCHANGE",
        selectedReturnReason: "Size does not fit",
      },
    );
    expect(dialogHydration(params("dialog=return&entity=E1")).selectedReturnType).toBe("RETURN");
    expect(dialogHydration(params("dialog=return&entity=E1")).selectedReturnReason).toBeNull();
  });

  it("opens the cancel dialog, and nothing for an unknown or incomplete dialog", () => {
    expect(dialogHydration(params("dialog=cancel"))).toMatchObject({ isCancelModalOpen: true });
    expect(dialogHydration(params("dialog=return"))).toEqual({});
    expect(dialogHydration(params("dialog=delete&entity=E1"))).toEqual({});
    expect(dialogHydration(params(""))).toEqual({});
    expect(dialogFrom(params("dialog=ring&entity=E1"))).toBe("ring");
    expect(dialogHydration(params(`dialog=return&entity=${"x".repeat(201)}`))).toEqual({});
  });

  it("replaces only the dialog part of the query", () => {
    const next = withDialog(params("utm_source=sms&dialog=cancel"), {
      dialog: "return",
      entity: "E2",
      type: "RETURN",
      reason: "Other",
    });
    expect(next.toString()).toBe("utm_source=sms&dialog=return&entity=E2&type=RETURN&reason=Other");
    expect(withDialog(next, null).toString()).toBe("utm_source=sms");
  });

  it("needs no reload when only the dialog changed", () => {
    const base = "http://shop.test/orders/OJ1";
    expect(onlyDialogChanged(new URL(base), new URL(`${base}?dialog=cancel`))).toBe(true);
    expect(onlyDialogChanged(new URL(`${base}?dialog=cancel`), new URL(base))).toBe(true);
    expect(onlyDialogChanged(new URL(base), new URL(base))).toBe(false);
    expect(onlyDialogChanged(new URL(base), new URL("http://shop.test/orders/OJ2?dialog=cancel"))).toBe(
      false,
    );
    expect(onlyDialogChanged(new URL(base), new URL(`${base}?x=1&dialog=cancel`))).toBe(false);
  });
});

describe("an exchange's replacement", () => {
  it("offers the product's other skus that are in stock", () => {
    const skus = [
      { skuId: "RING-SV-8", name: "Ojas Ring, Silver, size 8", stockStatus: "IN_STOCK" as const },
      { skuId: "RING-SV-9", name: "Ojas Ring, Silver, size 9", stockStatus: "IN_STOCK" as const },
      { skuId: "RING-SV-10", name: "Ojas Ring, Silver, size 10", stockStatus: "OUT_OF_STOCK" as const },
      { skuId: "RING-SV-11", name: "Ojas Ring, Silver, size 11", stockStatus: "COMING_SOON" as const },
    ];
    expect(replacementOptions(skus, { skuId: "RING-SV-8" })).toEqual([
      { skuId: "RING-SV-9", label: "Ojas Ring, Silver, size 9" },
    ]);
    expect(replacementLabel("HELD")).toBe("kept for you, ships once we receive your item");
    expect(replacementLabel("RELEASED")).toBe("not sent (exchange cancelled)");
  });
});

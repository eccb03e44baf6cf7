import type { Sku, SkuDetails } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { filterHref, selectSku, variantLabel } from "./variants.ts";

const ring = (size: string, finish: string, stock: Sku["stockStatus"] = "IN_STOCK") =>
  ({
    skuId: `R-${finish}-${size}`,
    slug: `smart-ring-${finish}-${size}`,
    name: `Ojas Ring, ${finish}, size ${size}`,
    attributes: { size, finish },
    stockStatus: stock,
  }) as unknown as Sku;

const details = {
  skus: [ring("6", "black", "OUT_OF_STOCK"), ring("7", "black"), ring("6", "silver"), ring("7", "silver")],
  purchaseFilters: [
    { name: "size", label: "Size", values: [] },
    { name: "finish", label: "Finish", values: [] },
  ],
} as unknown as SkuDetails;

describe("variant selection", () => {
  it("defaults to the first SKU in stock", () => {
    expect(selectSku(details, new URLSearchParams()).skuId).toBe("R-black-7");
  });
  it("follows the chosen purchase filters, keeping the others", () => {
    expect(selectSku(details, new URLSearchParams("finish=silver")).skuId).toBe("R-silver-7");
    expect(selectSku(details, new URLSearchParams("size=6&finish=silver")).skuId).toBe("R-silver-6");
    expect(selectSku(details, new URLSearchParams("sku=R-silver-6")).skuId).toBe("R-silver-6");
  });
  it("builds filter links and short variant names", () => {
    const selected = selectSku(details, new URLSearchParams());
    expect(filterHref(details, selected, "finish", "silver")).toBe("?size=7&finish=silver");
    expect(variantLabel({ name: "Serum, 30 ml", volume: 30, volumeUnit: "ml" } as Sku, "Serum")).toBe(
      "30 ml",
    );
    expect(variantLabel({ name: "Smart Scale, white" } as Sku, "Smart Scale")).toBe("white");
  });
});

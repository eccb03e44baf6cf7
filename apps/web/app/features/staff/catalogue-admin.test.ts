import { describe, expect, it } from "vitest";
import {
  attributesOf,
  catalogueFiltersOf,
  catalogueSearch,
  movedImages,
  priceErrorsFromApi,
  priceField,
  pricesBody,
  skuBody,
} from "./catalogue-admin.ts";

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.set(k, v);
  return form;
};

describe("back office catalogue forms", () => {
  it("keeps only known filters and writes them back into the page's query string", () => {
    const filters = catalogueFiltersOf(
      new URLSearchParams("market=AE&category=SHOES&published=true&q= ring "),
    );
    expect(filters).toEqual({ market: "AE", q: "ring", category: null, published: "true" });
    expect(catalogueSearch(filters, "tok")).toBe("?market=AE&q=ring&published=true&nextToken=tok");
  });

  it("reads the prices table in major units into minor units, with errors on their cells", () => {
    const skus = [{ skuId: "s1" }];
    const ok = pricesBody(
      formOf({
        [priceField("s1", "IN", "base")]: "1499",
        [priceField("s1", "IN", "sale")]: "1299",
        [priceField("s1", "US", "base")]: "19.99",
      }),
      skus,
    );
    expect(ok.body?.prices).toEqual([
      { skuId: "s1", market: "IN", basePrice: 149_900, discountPrice: 129_900 },
      { skuId: "s1", market: "US", basePrice: 1_999, discountPrice: 1_999 },
    ]);
    const above = pricesBody(
      formOf({ [priceField("s1", "IN", "base")]: "10", [priceField("s1", "IN", "sale")]: "20" }),
      skus,
    );
    expect(above.errors).toEqual({ [priceField("s1", "IN", "sale")]: "The sale price is at most the price" });
    const words = pricesBody(formOf({ [priceField("s1", "AE", "base")]: "lots" }), skus);
    expect(Object.keys(words.errors)).toEqual([priceField("s1", "AE", "base")]);
    expect(
      priceErrorsFromApi({ "prices/0/discountPrice": "no" }, { prices: [{ skuId: "s1", market: "IN" }] }),
    ).toEqual({ [priceField("s1", "IN", "sale")]: "no" });
  });

  it("reads attributes a line each, keeping numbers numbers and ring sizes text", () => {
    expect(attributesOf("size: 8\nfinish: silver\nsensors: 2\n\n", { sensors: 1 })).toEqual({
      size: "8",
      finish: "silver",
      sensors: 2,
    });
  });

  it("checks a sku with the domain's schema and names errors as the form names its inputs", () => {
    const bad = skuBody(formOf({ skuSlug: "Bad Slug", skuName: "x", byob: "on", pickCount: "1" }));
    expect(bad.body).toBeNull();
    expect(Object.keys(bad.errors).sort()).toEqual([
      "allowedProductTypes",
      "discountPercentage",
      "pickCount",
      "skuName",
      "skuSlug",
    ]);
    const good = skuBody(
      formOf({ skuSlug: "ring-8", skuName: "Size 8", attributes: "size: 8", badges: "New, New" }),
    );
    expect(good.body).toMatchObject({
      slug: "ring-8",
      attributes: { size: "8" },
      badges: ["New"],
      byob: null,
    });
  });

  it("moves and removes images", () => {
    expect(movedImages(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(movedImages(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
    expect(movedImages(["a", "b", "c"], 0, 0)).toEqual(["b", "c"]);
  });
});

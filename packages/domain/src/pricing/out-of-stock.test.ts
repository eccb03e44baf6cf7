import { describe, expect, it } from "vitest";
import { isLineOutOfStock, outOfStockText } from "./out-of-stock.ts";

describe("isLineOutOfStock", () => {
  it("flags nothing to promise and more than can be promised", () => {
    expect(isLineOutOfStock({ name: "Kit", qty: 1, availableToPromise: 0 })).toBe(true);
    expect(isLineOutOfStock({ name: "Kit", qty: 3, availableToPromise: 2 })).toBe(true);
    expect(isLineOutOfStock({ name: "Kit", qty: 2, availableToPromise: 2 })).toBe(false);
  });
});

describe("outOfStockText", () => {
  it("is empty when everything can be delivered", () => {
    expect(outOfStockText([{ name: "Ojas Ring sizing kit", qty: 2, availableToPromise: 2 }])).toBe("");
  });

  it("names sold-out items and items short of stock", () => {
    expect(
      outOfStockText([
        { name: "Ojas Ring sizing kit", qty: 1, availableToPromise: 0 },
        { name: "10% Niacinamide + Zinc Serum", qty: 3, availableToPromise: 2 },
        { name: "Ojas Smart Scale", qty: 2, availableToPromise: 1 },
      ]),
    ).toBe(
      "Ojas Ring sizing kit is out of stock. Only 2 units of 10% Niacinamide + Zinc Serum are available. " +
        "Only 1 unit of Ojas Smart Scale is available. Please update your cart to continue.",
    );
  });

  it("lists several sold-out items in one sentence", () => {
    expect(
      outOfStockText([
        { name: "Omega-3 Fish Oil", qty: 1, availableToPromise: 0 },
        { name: "Whey Protein Isolate", qty: 1, availableToPromise: 0 },
        { name: "Magnesium Glycinate", qty: 1, availableToPromise: 0 },
      ]),
    ).toBe(
      "Omega-3 Fish Oil, Whey Protein Isolate and Magnesium Glycinate are out of stock. Please update your cart to continue.",
    );
  });
});

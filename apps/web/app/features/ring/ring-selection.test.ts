import type { Sku, SkuDetails } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import {
  cartPlan,
  finishChoices,
  initialPreferences,
  optionExtras,
  sizeChoices,
  UNSURE_SIZE,
  withFinish,
} from "./ring-selection.ts";

function ring(finish: string, size: string, stockStatus: Sku["stockStatus"] = "IN_STOCK"): Sku {
  return {
    skuId: `R-${finish}-${size}`,
    attributes: { finish, size },
    stockStatus,
    basePrice: 2_499_900,
    discountPrice: 1_999_900,
    currency: "INR",
  } as unknown as Sku;
}

const details = {
  skus: [ring("silver", "8"), ring("silver", "9", "OUT_OF_STOCK"), ring("black", "8", "OUT_OF_STOCK")],
  purchaseFilters: [
    {
      name: "size",
      label: "Ring size",
      values: ["8", "9"].map((v) => ({ value: v, label: `Size ${v}`, available: true })),
    },
    {
      name: "finish",
      label: "Finish",
      values: [
        { value: "silver", label: "Silver", available: true },
        { value: "black", label: "Black", available: true },
      ],
    },
  ],
  purchaseOptions: [
    {
      optionId: "ring-only",
      label: "Ring only",
      description: "",
      skuIds: ["R-silver-8"],
      basePrice: 2_499_900,
      discountPrice: 1_999_900,
      currency: "INR",
      available: true,
    },
    {
      optionId: "ring-plan",
      label: "Ring + Pro",
      description: "",
      skuIds: ["R-silver-8", "PRO-12M"],
      basePrice: 3_099_800,
      discountPrice: 2_399_800,
      currency: "INR",
      available: true,
    },
  ],
  sizingKitPrice: { skuId: "KIT", basePrice: 49_900, discountPrice: 29_900, currency: "INR" },
} as unknown as SkuDetails;

describe("ring selection", () => {
  it("offers finishes and sizes by what is in stock", () => {
    expect(finishChoices(details).map((f) => [f.value, f.available])).toEqual([
      ["silver", true],
      ["black", false],
    ]);
    expect(sizeChoices(details, "silver").map((s) => [s.value, s.available])).toEqual([
      ["8", true],
      ["9", false],
    ]);
  });

  it("prices an option's extras as the option less its ring", () => {
    expect(optionExtras(details, "ring-plan")).toEqual({
      skuIds: ["PRO-12M"],
      basePrice: 599_900,
      discountPrice: 399_900,
    });
    expect(optionExtras(details, "ring-only").skuIds).toEqual([]);
  });

  it("starts from saved answers that still fit, else an in-stock finish and the sizing kit", () => {
    expect(initialPreferences(details, null)).toEqual({
      forWhom: "SELF",
      activities: [],
      finish: "silver",
      size: UNSURE_SIZE,
      optionId: "ring-only",
    });
    const saved = initialPreferences(details, {
      forWhom: "GIFTING",
      activities: ["YOGA", "BOXING" as "YOGA"],
      finish: "silver",
      size: "8",
      optionId: "ring-plan",
    });
    expect(saved).toEqual({
      forWhom: "GIFTING",
      activities: ["YOGA"],
      finish: "silver",
      size: "8",
      optionId: "ring-plan",
    });
    // A sold-out size is not kept.
    expect(initialPreferences(details, { finish: "silver", size: "9" }).size).toBe(UNSURE_SIZE);
  });

  it("drops the size when the new finish does not have it in stock", () => {
    const prefs = initialPreferences(details, { finish: "silver", size: "8" });
    expect(withFinish(details, prefs, "black").size).toBe(UNSURE_SIZE);
  });

  it("adds the ring with the option's extras, or the sizing kit alone when unsure", () => {
    const prefs = initialPreferences(details, { finish: "silver", size: "8", optionId: "ring-plan" });
    expect(cartPlan(details, prefs)).toMatchObject({ kind: "ring", skuIds: ["R-silver-8", "PRO-12M"] });
    expect(cartPlan(details, { ...prefs, size: UNSURE_SIZE })).toEqual({
      kind: "sizingKit",
      skuIds: ["KIT"],
    });
    expect(cartPlan(details, { ...prefs, size: "9" })).toEqual({ kind: "unavailable" });
  });
});

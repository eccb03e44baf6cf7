import type { ByobConfig, StockStatus } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { byobChoice, canPick, groupByType, togglePick } from "./byob-picker.ts";

const config: ByobConfig = {
  pickCount: 3,
  discountPercentage: 20,
  allowedProductTypes: ["facewash", "serum", "sunscreen"],
  allowRepeats: false,
};
const item = (
  skuId: string,
  productType: string,
  discountPrice: number,
  stockStatus: StockStatus = "IN_STOCK",
) => ({ skuId, productType, discountPrice, stockStatus });
const wash = item("FW-1", "facewash", 34_900);
const serum = item("SE-1", "serum", 59_900);
const serum2 = item("SE-2", "serum", 64_900);
const spf = item("SS-1", "sunscreen", 44_900);
const soldOut = item("SS-2", "sunscreen", 39_900, "OUT_OF_STOCK");
const cream = item("MO-1", "moisturiser", 49_900);
const items = [wash, serum, serum2, spf, soldOut, cream];

describe("build-your-own picker", () => {
  it("ticks and unticks, and stops at the bundle's size", () => {
    let picks = togglePick(config, [], wash);
    picks = togglePick(config, picks, serum);
    picks = togglePick(config, picks, spf);
    expect(picks).toEqual(["FW-1", "SE-1", "SS-1"]);
    expect(togglePick(config, picks, serum2)).toEqual(picks);
    expect(togglePick(config, picks, serum)).toEqual(["FW-1", "SS-1"]);
  });

  it("never picks an out-of-stock product or a type the bundle does not take", () => {
    expect(canPick(config, soldOut)).toBe(false);
    expect(canPick(config, cream)).toBe(false);
    expect(togglePick(config, ["FW-1"], soldOut)).toEqual(["FW-1"]);
    expect(togglePick(config, ["FW-1"], cream)).toEqual(["FW-1"]);
  });

  it("prices the picks less the bundle discount as they are chosen, and says what is missing", () => {
    expect(byobChoice(config, items, [], "INR")).toEqual({
      complete: false,
      remaining: 3,
      missing: "Choose 3 more products",
      basePrice: 0,
      discountPrice: 0,
    });
    expect(byobChoice(config, items, ["FW-1", "SE-1"], "INR")).toMatchObject({
      complete: false,
      missing: "Choose 1 more product",
      basePrice: 94_800,
      discountPrice: 75_800,
    });
    expect(byobChoice(config, items, ["FW-1", "SE-1", "SS-1"], "INR")).toEqual({
      complete: true,
      remaining: 0,
      missing: "",
      basePrice: 139_700,
      discountPrice: 111_800,
    });
  });

  it("is not ready with a repeat the bundle refuses or a pick no longer sold", () => {
    expect(byobChoice(config, items, ["SE-1", "SE-1", "FW-1"], "INR")).toMatchObject({
      complete: false,
      missing: "Choose 3 different products",
    });
    expect(
      byobChoice({ ...config, allowRepeats: true }, items, ["SE-1", "SE-1", "FW-1"], "INR").complete,
    ).toBe(true);
    expect(byobChoice(config, items, ["FW-1", "SE-1", "SS-2"], "INR")).toMatchObject({
      complete: false,
      missing: "One of your picks is no longer available. Choose another.",
    });
    expect(byobChoice(config, items, ["FW-1", "SE-1", "GONE"], "INR").complete).toBe(false);
  });

  it("groups the products by type in the bundle's order, leaving out other types", () => {
    expect(groupByType(config, items).map((g) => [g.label, g.items.map((i) => i.skuId)])).toEqual([
      ["Face washes", ["FW-1"]],
      ["Serums", ["SE-1", "SE-2"]],
      ["Sunscreens", ["SS-1", "SS-2"]],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { apiQuery, nutritionListing, readSelection, SHOP_LISTING, SKIN_LISTING } from "./listing.ts";

describe("listing query", () => {
  it("keeps only known filter values and sorts", () => {
    const params = new URLSearchParams("category=skin&sort=PRICE_LOW_HIGH&junk=1");
    expect(readSelection(SHOP_LISTING, params)).toEqual({
      filters: { category: "skin" },
      sort: "PRICE_LOW_HIGH",
      nextToken: null,
    });
    expect(readSelection(SHOP_LISTING, new URLSearchParams("category=weapons&sort=CHEAPEST"))).toEqual({
      filters: {},
      sort: null,
      nextToken: null,
    });
  });

  it("maps a selection to the catalogue API's query", () => {
    const selection = readSelection(
      SHOP_LISTING,
      new URLSearchParams("category=devices&sort=TOP_RATED&page=abc"),
    );
    expect(apiQuery(SHOP_LISTING, selection)).toEqual({
      category: "ELECTRONICS,CGM,SMART_SCALE",
      sort: "TOP_RATED",
      nextToken: "abc",
      limit: 48,
    });
    const skin = readSelection(SKIN_LISTING, new URLSearchParams("skinType=oily&concern=acne"));
    expect(apiQuery(SKIN_LISTING, skin)).toEqual({
      category: "SKINCARE_PRODUCT",
      skinType: "oily",
      concern: "acne",
      limit: 48,
    });
  });

  it("offers nutrition types from the products themselves", () => {
    const config = nutritionListing(["protein", "omega-3"]);
    const selection = readSelection(config, new URLSearchParams("type=omega-3"));
    expect(apiQuery(config, selection)).toMatchObject({
      category: "NUTRITION_PRODUCT",
      subCategory: "omega-3",
    });
    expect(readSelection(config, new URLSearchParams("type=creatine")).filters).toEqual({});
  });
});

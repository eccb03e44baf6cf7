import type { Sku } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import {
  answersFromQuery,
  answersFromSaved,
  answersToQuery,
  focusConcerns,
  pickRoutine,
  routineSteps,
  type SkinAnswers,
} from "./assessment.ts";

const answers: SkinAnswers = {
  skinType: "oily",
  concerns: ["acne", "dullness"],
  sensitive: true,
  routine: "complete",
};

const sku = (skuId: string, stockStatus: Sku["stockStatus"] = "IN_STOCK") => ({ skuId, stockStatus }) as Sku;

describe("skin assessment", () => {
  it("round-trips answers through the query string and drops what is not valid", () => {
    expect(answersFromQuery(new URLSearchParams(answersToQuery(answers)))).toEqual(answers);
    const messy = new URLSearchParams(
      "skinType=dry&concern=acne,warts,acne&concern=dullness,dryness,skin ageing&routine=minimal",
    );
    expect(answersFromQuery(messy)).toEqual({
      skinType: "dry",
      concerns: ["acne", "dullness", "dryness"],
      sensitive: false,
      routine: "minimal",
    });
    expect(answersFromQuery(new URLSearchParams("skinType=scaly&routine=minimal"))).toBeNull();
    expect(answersFromQuery(new URLSearchParams("skinType=dry"))).toBeNull();
  });

  it("reads saved answers only when they still form an assessment", () => {
    expect(answersFromSaved({ ...answers, savedAt: 1 })).toEqual(answers);
    expect(answersFromSaved({ skinType: "oily" })).toBeNull();
    expect(answersFromSaved("oily")).toBeNull();
  });

  it("adds sensitivity as a concern and skips the serum in a minimal routine", () => {
    expect(focusConcerns(answers)).toEqual(["acne", "dullness", "sensitive skin"]);
    expect(focusConcerns({ concerns: ["sensitive skin"], sensitive: true })).toEqual(["sensitive skin"]);
    expect(routineSteps({ routine: "minimal" })).toEqual(["facewash", "moisturiser", "sunscreen"]);
    expect(routineSteps(answers)).toHaveLength(4);
  });

  it("picks per step the first in-stock product for the first concern that has one, then the skin type", async () => {
    const asked: Array<Record<string, string>> = [];
    const picks = await pickRoutine(async (query) => {
      asked.push(query);
      if (query.productType === "facewash" && query.concern === "acne")
        return [sku("FW-SOLD", "OUT_OF_STOCK")];
      if (query.productType === "facewash" && query.concern === "dullness") return [sku("FW-VTC")];
      if (query.productType === "serum" && query.concern === "acne") return [sku("SE-NIA")];
      if (query.productType === "moisturiser" && !query.concern && query.skinType) return [sku("MO-GEL")];
      if (query.productType === "sunscreen" && !query.skinType) return [sku("SS-GEL")];
      return [];
    }, answers);
    expect(picks.map((p) => [p.step, p.sku.skuId, p.concern])).toEqual([
      ["facewash", "FW-VTC", "dullness"],
      ["serum", "SE-NIA", "acne"],
      ["moisturiser", "MO-GEL", null],
      ["sunscreen", "SS-GEL", null],
    ]);
    expect(asked[0]).toMatchObject({
      category: "SKINCARE_PRODUCT",
      productType: "facewash",
      skinType: "oily",
      concern: "acne",
      sort: "TOP_RATED",
    });
  });
});

import { describe, expect, it } from "vitest";
import { partLabels } from "./bundle-parts.ts";

describe("bundle part labels", () => {
  it("lists each part once, counting a product picked twice", () => {
    const serum = { skuId: "SE-1", name: "Niacinamide Serum" };
    expect(partLabels([serum, { skuId: "FW-1", name: "Face Wash" }, serum])).toEqual([
      { skuId: "SE-1", label: "Niacinamide Serum × 2" },
      { skuId: "FW-1", label: "Face Wash" },
    ]);
  });
});

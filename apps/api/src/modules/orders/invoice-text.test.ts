import { describe, expect, it } from "vitest";
import { paragraphDirection, visualPieces } from "./invoice-text.ts";

const drawn = (text: string) =>
  visualPieces(text, "regular", paragraphDirection(text)).map((p) => [p.text, p.font]);

describe("visualPieces", () => {
  it("lays an Arabic name right to left, Latin and digits left to right, brackets mirrored", () => {
    expect(paragraphDirection("ليلى المنصوري (Layla)")).toBe("rtl");
    // Drawn left to right: "(" (the logical ")" mirrored), Layla, then the Arabic with the logical "("
    // mirrored at its end, which fontkit reverses as it shapes it: "(Layla) المنصوري ليلى".
    expect(drawn("ليلى المنصوري (Layla)")).toEqual([
      ["(", "arabic"],
      ["Layla", "regular"],
      ["ليلى المنصوري )", "arabic"],
    ]);
    expect(drawn("Layla (ليلى المنصوري)")).toEqual([
      ["Layla (", "regular"],
      ["ليلى المنصوري", "arabic"],
      [")", "regular"],
    ]);
    // Numbers stay left to right inside Arabic: "4", then the street, the comma, "12", the flat.
    expect(drawn("شقة 12، شارع 4").map(([text]) => text)).toEqual(["4", "شارع ", " ،", "12", "شقة "]);
  });

  it("keeps ₹ and Devanagari in Noto Sans, and writes ? for what no font has", () => {
    expect(drawn("₹1,299 नमन 漢")).toEqual([
      ["₹1,299 ", "regular"],
      ["नमन ?", "regular"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { searchTerms } from "./terms.ts";

describe("searchTerms", () => {
  it("requires every word and treats the last one as a prefix", () => {
    expect(searchTerms("  Vitamin   C serum ")).toEqual({
      needle: "vitamin c serum",
      tsquery: "vitamin & c & serum:*",
    });
    expect(searchTerms("moist")).toEqual({ needle: "moist", tsquery: "moist:*" });
  });

  it("keeps tsquery syntax out of the query", () => {
    expect(searchTerms("ring' | !(serum) <-> :*").tsquery).toBe("ring & serum:*");
    expect(searchTerms("!!!").tsquery).toBeNull();
  });

  it("does not make a trailing single letter a prefix", () => {
    expect(searchTerms("women's").tsquery).toBe("women & s");
    expect(searchTerms("c").tsquery).toBe("c:*");
  });
});

import { describe, expect, it } from "vitest";
import { searchWithToken, withMore } from "./paging.ts";

describe("Load more on the back office's lists", () => {
  const code = (row: { code: string }) => row.code;

  it("shows the first page, then the further pages' rows in their order", () => {
    const first = [{ code: "A" }, { code: "B" }];
    expect(withMore(first, [{ code: "C" }, { code: "D" }], code).map(code)).toEqual(["A", "B", "C", "D"]);
    expect(withMore(first, [], code)).toEqual(first);
  });

  it("never shows a row twice when a page repeats one already shown", () => {
    const first = [{ code: "A" }, { code: "B" }];
    const more = [{ code: "B" }, { code: "C" }, { code: "C" }];
    expect(withMore(first, more, code).map(code)).toEqual(["A", "B", "C"]);
  });

  it("keeps the page's filters beside the page token", () => {
    expect(searchWithToken({ from: "2026-01-01", to: "", market: "IN" }, "t1")).toBe(
      "?from=2026-01-01&market=IN&nextToken=t1",
    );
  });
});

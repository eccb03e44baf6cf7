import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("leaves plain fields alone and ends rows in CRLF", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["1", ""],
      ]),
    ).toBe("a,b\r\n1,\r\n");
  });

  it("quotes fields with commas, quotes and line breaks, doubling quotes", () => {
    expect(csvField("Rao, Asha")).toBe('"Rao, Asha"');
    expect(csvField('Asha "AR" Rao')).toBe('"Asha ""AR"" Rao"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rlf")).toBe('"cr\rlf"');
  });

  it("defuses formulas but keeps phone numbers as they are", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("+919876543210")).toBe("+919876543210");
  });
});

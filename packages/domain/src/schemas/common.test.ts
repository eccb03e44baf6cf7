import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  bodyOf,
  currencySchema,
  errorBodySchema,
  marketSchema,
  moneySchema,
  pagingSchema,
} from "./common.ts";

describe("common schemas", () => {
  it("marketSchema and currencySchema accept only the three markets and currencies", () => {
    expect(marketSchema.options).toEqual(["IN", "AE", "US"]);
    expect(marketSchema.safeParse("AE").success).toBe(true);
    expect(marketSchema.safeParse("ae").success).toBe(false);
    expect(currencySchema.safeParse("INR").success).toBe(true);
    expect(currencySchema.safeParse("EUR").success).toBe(false);
  });

  it("moneySchema is a non-negative integer", () => {
    expect(moneySchema.safeParse(0).success).toBe(true);
    expect(moneySchema.safeParse(129_900).success).toBe(true);
    expect(moneySchema.safeParse(-1).success).toBe(false);
    expect(moneySchema.safeParse(12.5).success).toBe(false);
    expect(moneySchema.safeParse("100").success).toBe(false);
  });

  it("errorBodySchema takes numeric or string codes and optional fields", () => {
    expect(
      errorBodySchema.safeParse({ error: { code: 4000, message: "Invalid request body" } }).success,
    ).toBe(true);
    expect(
      errorBodySchema.safeParse({
        error: {
          code: "ECONNABORTED",
          message: "Network timeout. Please try again.",
          fields: { phone: "bad" },
        },
      }).success,
    ).toBe(true);
    expect(errorBodySchema.safeParse({ error: { code: true, message: "x" } }).success).toBe(false);
    expect(errorBodySchema.safeParse({ error: { code: 1, message: "x", fields: { a: 1 } } }).success).toBe(
      false,
    );
    expect(errorBodySchema.safeParse({ message: "x" }).success).toBe(false);
  });

  it("bodyOf wraps a payload schema in the success envelope", () => {
    const schema = bodyOf(z.object({ unixtime: z.int() }));
    expect(schema.parse({ body: { unixtime: 1_736_935_200 } })).toEqual({
      body: { unixtime: 1_736_935_200 },
    });
    expect(schema.safeParse({ unixtime: 1 }).success).toBe(false);
    const typed: { body: { unixtime: number } } = schema.parse({ body: { unixtime: 1 } });
    expect(typed.body.unixtime).toBe(1);
  });

  it("pagingSchema has a nullable nextToken", () => {
    expect(pagingSchema.safeParse({ nextToken: null }).success).toBe(true);
    expect(pagingSchema.safeParse({ nextToken: "abc" }).success).toBe(true);
    expect(pagingSchema.safeParse({}).success).toBe(false);
  });
});

import { serializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonSerializer } from "./json-projection.ts";

const line = z.object({
  skuId: z.string(),
  qty: z.int().min(1),
  volume: z.number().optional(),
  tags: z.array(z.string()),
  parts: z.array(z.object({ skuId: z.string(), name: z.string() })),
});
const schema = z.object({
  body: z.object({
    market: z.enum(["IN", "AE", "US"]),
    lines: z.array(line),
    coupon: z.object({ code: z.string(), discount: z.int() }).nullable(),
    note: z.string().optional(),
    free: z.literal(0),
  }),
});

const zodJson = serializerCompiler({ schema, method: "GET", url: "/test" } as never) as (
  v: unknown,
) => string;

describe("jsonSerializer", () => {
  it("writes what the zod serializer writes: schema keys in schema order, others dropped", () => {
    const value = {
      body: {
        internal: "not in the schema",
        free: 0,
        coupon: { discount: 20_000, code: "FLAT200", rule: { value: 20_000 } },
        lines: [
          { qty: 2, skuId: "SE-NIA-30", tags: ["serum"], parts: [], stock: 40 },
          {
            parts: [{ name: "Loop Band", skuId: "FXN-BAND", price: 10_000 }],
            tags: [],
            volume: 30,
            skuId: "BUNDLE-1",
            qty: 1,
          },
        ],
        market: "IN",
      },
    };
    expect(jsonSerializer(schema)(value as never)).toBe(zodJson(value));
  });

  it("keeps null and leaves out what is undefined, as zod does", () => {
    const value = { body: { market: "AE", lines: [], coupon: null, note: undefined, free: 0 } };
    const json = jsonSerializer(schema)(value as never);
    expect(json).toBe(zodJson(value));
    expect(json).toBe('{"body":{"market":"AE","lines":[],"coupon":null,"free":0}}');
  });

  it("refuses schemas whose output only zod knows", () => {
    expect(() => jsonSerializer(z.object({ a: z.union([z.string(), z.number()]) }))).toThrow(/union/);
    expect(() => jsonSerializer(z.object({ a: z.string().transform((s) => s.length) }))).toThrow(/pipe/);
    expect(() => jsonSerializer(z.looseObject({ a: z.string() }))).toThrow(/unknown keys/);
    expect(() => jsonSerializer(z.object(Object.fromEntries([["__proto__", z.string()]])))).toThrow(
      /__proto__/,
    );
  });
});

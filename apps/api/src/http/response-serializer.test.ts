import { serializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fastJsonSerializer } from "./response-serializer.ts";

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

const route = { method: "GET", url: "/test" };
const zodJson = serializerCompiler({ schema, ...route } as never) as (v: unknown) => string;
const fastJson = fastJsonSerializer({ schema });

describe("fastJsonSerializer", () => {
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
            tags: ['a "quoted" tag\n', "₹200"],
            volume: 30.5,
            skuId: "BUNDLE-1",
            qty: 1,
          },
        ],
        market: "IN",
      },
    };
    expect(fastJson(value)).toBe(zodJson(value));
  });

  it("keeps null and leaves out what is undefined, as zod does", () => {
    const value = { body: { market: "AE", lines: [], coupon: null, note: undefined, free: 0 } };
    const json = fastJson(value);
    expect(json).toBe(zodJson(value));
    expect(json).toBe('{"body":{"market":"AE","lines":[],"coupon":null,"free":0}}');
  });

  it("refuses, when the route is registered, a schema whose output only zod knows", () => {
    expect(() =>
      fastJsonSerializer({ schema: z.object({ a: z.string().transform((s) => s.length) }) }),
    ).toThrow();
  });
});

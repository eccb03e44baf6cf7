import { describe, expect, it } from "vitest";
import { cancelOrderBodySchema, returnOrderBodySchema, ringEditBodySchema } from "./orders.ts";

describe("order request bodies", () => {
  it("takes a cancellation reason from the list only, and asks for words with Other", () => {
    expect(cancelOrderBodySchema.safeParse({ orderId: "ORD-1", reason: "No longer needed" }).success).toBe(
      true,
    );
    expect(cancelOrderBodySchema.safeParse({ orderId: "ORD-1", reason: "because" }).success).toBe(false);
    expect(cancelOrderBodySchema.safeParse({ orderId: "ORD-1", reason: "Other" }).success).toBe(false);
    expect(
      cancelOrderBodySchema.safeParse({ orderId: "ORD-1", reason: "Other", comment: "Gift arrived already" })
        .success,
    ).toBe(true);
  });

  it("needs an item, a listed reason and RETURN or EXCHANGE for a return, and an exchange's replacement", () => {
    const ok = {
      orderId: "ORD-1",
      entityId: "E1",
      reason: "Size does not fit",
      type: "EXCHANGE",
      replacementSkuId: "RING-SV-9",
    };
    expect(returnOrderBodySchema.safeParse(ok).success).toBe(true);
    expect(returnOrderBodySchema.safeParse({ ...ok, replacementSkuId: undefined }).success).toBe(false);
    expect(
      returnOrderBodySchema.safeParse({ ...ok, type: "RETURN", replacementSkuId: undefined }).success,
    ).toBe(true);
    expect(returnOrderBodySchema.safeParse({ ...ok, type: "REFUND" }).success).toBe(false);
    expect(returnOrderBodySchema.safeParse({ ...ok, entityId: undefined }).success).toBe(false);
    expect(returnOrderBodySchema.safeParse({ ...ok, reason: "" }).success).toBe(false);
  });

  it("takes ring sizes 6 to 13 as numbers or text, or a finish", () => {
    const parse = (extra: object) =>
      ringEditBodySchema.safeParse({ orderId: "ORD-1", entityId: "E1", ...extra });
    expect(parse({ size: 6 }).data?.size).toBe("6");
    expect(parse({ size: "13" }).data?.size).toBe("13");
    expect(parse({ size: 5 }).success).toBe(false);
    expect(parse({ size: 14 }).success).toBe(false);
    expect(parse({ size: 9.5 }).success).toBe(false);
    expect(parse({ finish: " Rose-Gold " }).data?.finish).toBe("rose-gold");
    expect(parse({}).success).toBe(false);
  });
});

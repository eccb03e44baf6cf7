import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, signInByPhone } from "../../test/sign-in.ts";
import { drawnText } from "../orders/pdf-text.ts";
import { seedSubscription } from "./testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("GET /api/subscription/v1/{id}/periods/{n}/invoice", () => {
  it("answers the owner a tax invoice of the paid period, numbered once in its market's series", async () => {
    const { jar, user } = await signInByPhone(ctx);
    const sub = await seedSubscription(ctx.deps.db, { userId: user.id, status: "ACTIVE", paid: true });
    const mine = (await browse(ctx, jar, { method: "GET", url: "/api/subscription/v1/mine" })).json().body;
    const url = mine.subscriptions[0].periods[0].invoiceUrl as string;
    expect(url).toBe(`/api/subscription/v1/${sub.subscriptionId}/periods/1/invoice`);
    const res = await browse(ctx, jar, { method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = drawnText(res.rawPayload);
    const number = /OJS-IN-\d{4}-\d{6}/.exec(text)?.[0];
    expect(number).toBeDefined();
    expect(text).toContain("TAX INVOICE");
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text).toContain("period 1");
    const again = drawnText((await browse(ctx, jar, { method: "GET", url })).rawPayload);
    expect(again).toContain(number!);

    const other = await signInByPhone(ctx);
    expect((await browse(ctx, other.jar, { method: "GET", url })).json().error.code).toBe(4040);
    expect(
      (
        await browse(ctx, jar, {
          method: "GET",
          url: `/api/subscription/v1/${sub.subscriptionId}/periods/9/invoice`,
        })
      ).json().error.code,
    ).toBe(4040);
  });
});

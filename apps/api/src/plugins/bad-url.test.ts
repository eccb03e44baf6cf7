import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("an address that does not decode", () => {
  it("answers the contract's 400 envelope on API paths", async () => {
    for (const url of ["/api/marketing/articles/%E0%A4%A", "/api/%", "/api/catalogue/v1/product/%E0?x=1"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.json()).toEqual({ error: { code: 4000, message: "The address is not a valid URL" } });
    }
  });

  it("answers 414 with code 4000 when a path part is too long", async () => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/marketing/articles/${"a".repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 4000, message: "The address is too long" } });
  });

  it("answers a storefront path with a small 400 page linking home", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/skin/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("This address is not valid");
    expect(res.body).toContain('<a href="/">');
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { call, type TestContext, testContext } from "../../test/harness.ts";
import { browse, CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { cartApi, indianSku } from "../cart/test-helpers.ts";
import { seedSubscription } from "../subscriptions/testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

const personal = (jar: CookieJar, market: "IN" | "AE" | "US" = "IN") =>
  browse(ctx, jar, { method: "GET", url: "/api/user/v1/personal", market });

describe("GET /api/user/v1/personal", () => {
  it("answers nobody's bits to an anonymous caller, never to be kept by a cache", async () => {
    const res = await call(ctx, { method: "GET", url: "/api/user/v1/personal" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.json().body).toEqual({ signedIn: false, userDto: null, cartCount: 0 });
  });

  it("answers the signed-in shopper's name, Pro badge and cart units in the market", async () => {
    const { jar, user } = await signInByPhone(ctx);
    await browse(ctx, jar, { method: "PUT", url: "/api/user/v3/profile", payload: { firstName: "Meera" } });
    const first = (await personal(jar)).json().body;
    expect(first).toMatchObject({ signedIn: true, cartCount: 0 });
    expect(first.userDto).toMatchObject({ id: user.id, firstName: "Meera", isProUser: false });

    const skuId = await indianSku(ctx, 50_000);
    await cartApi(ctx, jar).add({ skuId, qty: 2 });
    await seedSubscription(ctx.deps.db, { userId: user.id, status: "ACTIVE", tier: "PRO" });
    const second = await personal(jar);
    expect(second.headers["cache-control"]).toBe("private, no-store");
    expect(second.json().body).toMatchObject({ signedIn: true, cartCount: 2, userDto: { isProUser: true } });
    // The cart count is the market's: nothing in the US cart.
    expect((await personal(jar, "US")).json().body.cartCount).toBe(0);
  });

  it("answers 4011 to session cookies that no longer sign anyone in, so the browser renews and asks again", async () => {
    const stale = new CookieJar();
    stale.values.set("access_token", "not-a-token");
    const res = await personal(stale);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe(4011);

    const { jar } = await signInByPhone(ctx);
    const renewable = new CookieJar();
    renewable.values.set("refresh_token", jar.get("refresh_token") ?? "");
    expect((await personal(renewable)).statusCode).toBe(401);
    const renewed = await browse(ctx, renewable, { method: "POST", url: "/api/refresh-token", payload: {} });
    expect(renewed.statusCode).toBe(200);
    expect((await personal(renewable)).json().body.signedIn).toBe(true);
  });
});

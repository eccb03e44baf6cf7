import { beforeAll, describe, expect, it } from "vitest";
import { demoStaffEmail, signInStaff } from "../modules/staff/test-helpers.ts";
import { call, type TestContext, testContext } from "../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../test/sign-in.ts";
import { nulPath } from "./text-input.ts";

let ctx: TestContext;
let staff: CookieJar;
let shopper: CookieJar;
beforeAll(async () => {
  ctx = await testContext();
  staff = (await signInStaff(ctx, demoStaffEmail("ADMIN"))).jar;
  shopper = (await signInByPhone(ctx)).jar;
});

const refusal = (field: string) => ({
  error: {
    code: 4000,
    message: "Invalid request body",
    fields: { [field]: "must not contain a NUL character" },
  },
});

describe("text with a NUL character", () => {
  // Found by the fuzz test: PostgreSQL refuses a NUL in text, and the statement's failure was a 5000.
  it("is 4000 in a path parameter, before the route's code runs", async () => {
    const res = await browse(ctx, staff, { method: "GET", url: "/api/staff/stock/%00abc/history" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal("params.skuId"));
  });

  it("is 4000 in a query string and in a JSON body, and nothing is saved", async () => {
    const query = await call(ctx, { method: "GET", url: "/api/marketing/articles?query=a%00b" });
    expect(query.json()).toEqual(refusal("querystring.query"));

    const before = (await browse(ctx, shopper, { method: "GET", url: "/api/user/v3/getUser" })).json().body;
    const body = await browse(ctx, shopper, {
      method: "PUT",
      url: "/api/user/v3/profile",
      payload: { firstName: "Asha\u0000", lastName: "Rao" },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual(refusal("firstName"));
    const after = (await browse(ctx, shopper, { method: "GET", url: "/api/user/v3/getUser" })).json().body;
    expect(after).toEqual(before);
  });

  it("is found however deep, in keys too, and never in raw bytes", () => {
    expect(nulPath({ a: [{ b: "ok" }, { c: "x\u0000" }] })).toBe("a.1.c");
    expect(nulPath({ "k\u0000": 1 })).toBe("k\u0000");
    expect(nulPath("\u0000")).toBe("");
    expect(nulPath(Buffer.from([0, 1, 2]))).toBeUndefined();
    expect(nulPath({ a: "fine", n: 0, z: null })).toBeUndefined();
  });
});

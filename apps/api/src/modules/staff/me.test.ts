import { permissionsOf, STAFF_ROLES } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { signInByPhone } from "../../test/sign-in.ts";
import { demoStaffEmail, signInStaff, staffCall } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await testContext();
});

describe("GET /api/staff/me", () => {
  it("answers each demo staff account with its role and the permissions it grants", async () => {
    for (const role of STAFF_ROLES) {
      const { jar, userId } = await signInStaff(ctx, demoStaffEmail(role));
      const res = await staffCall(ctx, jar, "GET", "/api/staff/me");
      expect(res.statusCode).toBe(200);
      expect(res.json().body.staff).toEqual({
        id: userId,
        name: expect.any(String),
        email: demoStaffEmail(role),
        roles: [role],
        permissions: permissionsOf([role]),
      });
    }
  });

  it("is 4011 without a session and 4030 for a shopper", async () => {
    const anonymous = await staffCall(ctx, null, "GET", "/api/staff/me");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe(4011);
    const { jar } = await signInByPhone(ctx);
    const shopper = await staffCall(ctx, jar, "GET", "/api/staff/me");
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().error.code).toBe(4030);
  });
});

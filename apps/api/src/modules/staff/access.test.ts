// Every staff route with every role, a shopper and no session, against one table of expectations: the
// permission each route needs. Who may pass follows from the matrix in packages/domain.
import { can, type Permission, STAFF_ROLES } from "@ojas/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { demoStaffEmail, signInStaff, staffCall } from "./test-helpers.ts";

const EXPECTED: Record<string, Permission | "any"> = {
  "GET /api/staff/me": "any",
  "GET /api/staff/dashboard": "any",
  "GET /api/staff/accounts": "staff",
  "POST /api/staff/accounts": "staff",
  "POST /api/staff/accounts/:staffId/roles": "staff",
  "GET /api/staff/audit": "staff",
  "GET /api/staff/orders": "orders",
  "POST /api/staff/orders/:orderId/status": "orders",
  "GET /api/oms/staff/orders": "orders",
  "POST /api/oms/staff/orders/:orderId/status": "orders",
  "GET /api/staff/orders/export.csv": "orders",
  "GET /api/staff/orders/cod-runs": "orders",
  "GET /api/staff/orders/:orderId": "orders",
  "POST /api/staff/orders/:orderId/refunds": "refunds",
  "POST /api/staff/orders/:orderId/qc": "orders",
  "POST /api/staff/orders/:orderId/cod-collected": "orders",
  "GET /api/staff/customers": "customers",
  "GET /api/staff/customers/:userId": "customers",
  "POST /api/staff/customers/:userId/life-bits": "customers",
  "POST /api/staff/customers/:userId/sign-out-everywhere": "customers",
  "GET /api/staff/blood-work/areas": "bloodwork",
  "GET /api/staff/blood-work/slots": "bloodwork",
  "POST /api/staff/blood-work/capacity": "bloodwork",
  "GET /api/staff/blood-work/collections": "bloodwork",
  "GET /api/staff/blood-work/bookings/:bookingId": "bloodwork",
  "POST /api/staff/blood-work/bookings/:bookingId/status": "bloodwork",
  "PUT /api/staff/blood-work/bookings/:bookingId/report": "bloodwork",
  "GET /api/staff/subscriptions": "subscriptions",
  "GET /api/staff/subscriptions/:id": "subscriptions",
  "POST /api/staff/subscriptions/:id/cancel": "subscriptions",
  "POST /api/staff/subscriptions/:id/periods/:n/refund": "subscriptions",
  "POST /api/staff/subscriptions/:id/extend": "subscriptions",
  "GET /api/staff/support/requests": "support",
  "GET /api/staff/support/requests/:id": "support",
  "POST /api/staff/support/requests/:id/take": "support",
  "POST /api/staff/support/requests/:id/status": "support",
  "POST /api/staff/support/requests/:id/notes": "support",
  "GET /api/staff/chat/conversations": "support",
  "GET /api/staff/chat/conversations/:conversationId": "support",
  "POST /api/staff/chat/conversations/:conversationId/replies": "support",
  "GET /api/staff/sessions": "sessions",
  "POST /api/staff/sessions": "sessions",
  "GET /api/staff/sessions/:id": "sessions",
  "PATCH /api/staff/sessions/:id": "sessions",
  "POST /api/staff/sessions/:id/join-url": "sessions",
  "POST /api/staff/sessions/:id/start": "sessions",
  "POST /api/staff/sessions/:id/end": "sessions",
  "GET /api/staff/sessions/:id/registrations": "sessions",
  "GET /api/staff/sessions/:id/registrations.csv": "sessions",
  "GET /api/staff/reviews": "reviews",
  "POST /api/staff/reviews/:id/approve": "reviews",
  "POST /api/staff/reviews/:id/reject": "reviews",
  "GET /api/staff/catalogue/products": "catalogue",
  "POST /api/staff/catalogue/products": "catalogue",
  "GET /api/staff/catalogue/products/:productId": "catalogue",
  "PATCH /api/staff/catalogue/products/:productId": "catalogue",
  "POST /api/staff/catalogue/products/:productId/skus": "catalogue",
  "PUT /api/staff/catalogue/products/:productId/skus/:skuId": "catalogue",
  "PUT /api/staff/catalogue/products/:productId/prices": "catalogue",
  "POST /api/staff/catalogue/products/:productId/publish": "catalogue",
  "POST /api/staff/catalogue/products/:productId/images": "catalogue",
  "GET /api/staff/stock": "stock",
  "GET /api/staff/stock/:skuId/history": "stock",
  "POST /api/staff/stock/:skuId/adjust": "stock",
  "POST /api/staff/stock/:skuId/coming-soon": "stock",
  "GET /api/staff/content": "content",
  "GET /api/staff/content/:kind/:id": "content",
  "POST /api/staff/content": "content",
  "PATCH /api/staff/content/:kind/:id": "content",
  "POST /api/staff/content/:kind/:id/publish": "content",
  "POST /api/staff/content/:kind/:id/unpublish": "content",
  "GET /api/staff/offers/coupons": "offers",
  "GET /api/staff/offers/coupons/:code": "offers",
  "POST /api/staff/offers/coupons": "offers",
  "PUT /api/staff/offers/coupons/:code": "offers",
  "POST /api/staff/offers/coupons/:code/active": "offers",
  "GET /api/staff/offers/referral": "offers",
  "PUT /api/staff/offers/referral": "offers",
  "GET /api/staff/offers/affiliates": "offers",
  "GET /api/staff/offers/affiliates/report": "offers",
  "POST /api/staff/offers/affiliates": "offers",
  "PUT /api/staff/offers/affiliates/:code": "offers",
};

let ctx: TestContext;
const callers: { name: string; jar: CookieJar | null; allowed: (p: Permission | "any") => boolean }[] = [];

beforeAll(async () => {
  ctx = await testContext();
  for (const role of STAFF_ROLES) {
    const { jar } = await signInStaff(ctx, demoStaffEmail(role));
    callers.push({ name: role, jar, allowed: (p) => p === "any" || can([role], p) });
  }
  callers.push({ name: "shopper", jar: (await signInByPhone(ctx)).jar, allowed: () => false });
  callers.push({ name: "no session", jar: null, allowed: () => false });
});

describe("staff routes and permissions", () => {
  it("has an expectation for every registered staff route, and each route declares that permission", () => {
    const registered = Object.fromEntries(
      ctx.app.staffRoutes.map((r) => [`${r.method} ${r.url}`, r.permission]),
    );
    expect(registered).toEqual(EXPECTED);
  });

  it("lets through exactly whom the matrix allows, and refuses everyone else before anything happens", async () => {
    const outcomes: string[] = [];
    const wanted: string[] = [];
    for (const [route, permission] of Object.entries(EXPECTED)) {
      const [method, path] = route.split(" ") as ["GET" | "POST" | "PATCH" | "PUT", string];
      // Path parameters name nothing and mutations carry an empty body: an allowed caller is answered 4000
      // or 4040 (the check ran first and let them through), never a change; a refused one is 4011 or 4030.
      const url = path.replace(/:\w+/g, "none-such");
      for (const caller of callers) {
        const res = await staffCall(ctx, caller.jar, method, url, method === "GET" ? undefined : {});
        const code = res.statusCode >= 400 ? res.json().error.code : res.statusCode;
        const refused = code === 4011 || code === 4030;
        outcomes.push(`${route} as ${caller.name}: ${refused ? `refused ${code}` : "allowed"}`);
        const expected = caller.allowed(permission)
          ? "allowed"
          : caller.jar
            ? "refused 4030"
            : "refused 4011";
        wanted.push(`${route} as ${caller.name}: ${expected}`);
      }
    }
    expect(outcomes).toEqual(wanted);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { browse, type CookieJar, signInByPhone } from "../../test/sign-in.ts";
import { paymentSignature } from "./gateways/signature.ts";
import { sandboxFormToken } from "./sandbox-form-token.ts";
import { latestPayment } from "./service.ts";
import { recordEvents, startFor } from "./testing.ts";

let ctx: TestContext;
let jar: CookieJar;
let userId: string;
const events = recordEvents();
beforeAll(async () => {
  ctx = await testContext();
  events.start(ctx);
  const shopper = await signInByPhone(ctx);
  jar = shopper.jar;
  userId = shopper.user.id;
});
afterEach(() => {
  ctx.clock.offset = 0;
});
afterAll(() => events.stop());

async function pending(options: Parameters<typeof startFor>[2] = {}) {
  const started = await startFor(ctx, userId, options);
  events.watch(started.orderId);
  const path = new URL(started.payment.checkoutUrl!).pathname;
  return { ...started, path };
}

/** The browser opening the hosted page: no X-Client header, just a GET. */
const openPage = (path: string) => ctx.app.inject({ method: "GET", url: path });

const tokenIn = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1];

/** The browser submitting one of the page's forms. */
const submit = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(form).toString(),
  });

describe("GET /api/payment/sandbox/checkout/{gatewayOrderId}", () => {
  it("renders a self-contained, labelled test payment page with the amount", async () => {
    const { path, orderId } = await pending();
    const res = await openPage(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Ojas Pay sandbox");
    expect(html).toContain("Test gateway");
    expect(html).toContain("₹1,299");
    expect(html).toContain(orderId);
    expect(html).toContain(`action="${path}/pay"`);
    expect(html).toContain(`action="${path}/fail"`);
    expect(html).toContain("Cancel and go back");
    expect(html).toContain(
      `href="/order/confirmation?orderId=${orderId}&amp;paymentStatus=failed&amp;reason=cancelled"`,
    );
    expect(html).not.toMatch(/<(script|link|img)\b/);
    expect(html).not.toMatch(/https?:\/\//);
    expect(tokenIn(html)).toMatch(/^\d+\.[0-9a-f]{64}$/);
    // The site's CSP lets this page post its forms to itself.
    expect(res.headers["content-security-policy"]).toContain("form-action 'self'");
    // A browser sends its forms with this page's origin, not "null" (which the cross-site rule refuses).
    expect(res.headers["referrer-policy"]).toBe("same-origin");
  });

  it("shows AED and USD amounts in their market format", async () => {
    const ae = await pending({ market: "AE", amount: 14_900 });
    expect((await openPage(ae.path)).body).toContain("AED 149");
    const us = await pending({ market: "US", amount: 4_999 });
    expect((await openPage(us.path)).body).toContain("$49.99");
  });

  it("answers 404 as a page for an unknown gateway order", async () => {
    const res = await openPage("/api/payment/sandbox/checkout/order_DoesNotExist01");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Payment not found");
  });
});

describe("paying and failing on the sandbox page", () => {
  it("pays end to end: webhook captures, the browser returns with a verifiable signature", async () => {
    const { path, orderId, payment } = await pending();
    const token = tokenIn((await openPage(path)).body)!;
    const res = await submit(`${path}/pay`, { token });
    expect(res.statusCode).toBe(303);
    const location = new URL(res.headers.location as string, ctx.deps.config.siteOrigin);
    expect(location.pathname).toBe("/order/confirmation");
    const q = location.searchParams;
    expect(q.get("orderId")).toBe(orderId);
    expect(q.get("gateway_order_id")).toBe(payment.gatewayOrderId);
    expect(q.get("gateway_payment_id")).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(q.get("signature")).toBe(
      paymentSignature(
        ctx.deps.config.secrets.paymentKey,
        payment.gatewayOrderId,
        q.get("gateway_payment_id")!,
      ),
    );
    // The signed webhook already captured it.
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({
      status: "SUCCESS",
      gatewayPaymentId: q.get("gateway_payment_id"),
    });

    // The confirmation page then verifies what it was given, which changes nothing more.
    const verified = await browse(ctx, jar, {
      method: "POST",
      url: "/api/payment/v1/payment/verify",
      payload: {
        orderId: q.get("orderId"),
        gatewayOrderId: q.get("gateway_order_id"),
        gatewayPaymentId: q.get("gateway_payment_id"),
        signature: q.get("signature"),
      },
    });
    expect(verified.statusCode).toBe(200);
    expect(events.of(orderId)).toMatchObject([{ type: "captured" }]);

    // Pressing Pay again (a double submit) lands on the same result without paying twice.
    const again = await submit(`${path}/pay`, { token });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(res.headers.location);
    expect(events.of(orderId)).toHaveLength(1);
    expect((await openPage(path)).body).toContain("Payment complete");
  });

  it("fails end to end: the order's payment is failed and the browser returns with paymentStatus=failed", async () => {
    const { path, orderId } = await pending({ returnUrl: "/us/order/confirmation?step=payment" });
    const token = tokenIn((await openPage(path)).body)!;
    const res = await submit(`${path}/fail`, { token });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/us/order/confirmation?step=payment&orderId=${orderId}&paymentStatus=failed`,
    );
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "FAILED" });
    expect(events.of(orderId)).toMatchObject([{ type: "failed" }]);

    const unsuccessful = await browse(ctx, jar, {
      method: "POST",
      url: `/api/payment/v2/payment/unsuccessful?orderId=${orderId}`,
    });
    expect(unsuccessful.json().body).toEqual({ orderId, paymentStatus: "FAILED" });
    expect(events.of(orderId)).toHaveLength(1);

    // Pay after a failure is refused: this attempt is over.
    const late = await submit(`${path}/pay`, { token });
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain("Payment ended");
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "FAILED" });
  });

  it("requires the page's token, bound to this gateway order and fresh", async () => {
    const first = await pending();
    const second = await pending();
    const otherToken = tokenIn((await openPage(second.path)).body)!;
    const forged = `${Date.now()}.${"a".repeat(64)}`;
    const stale = sandboxFormToken(ctx.deps.config, first.payment.gatewayOrderId, Date.now() - 31 * 60_000);
    const forms: Record<string, string>[] = [
      {},
      { token: "" },
      { token: otherToken },
      { token: forged },
      { token: stale },
    ];
    for (const form of forms) {
      for (const action of ["pay", "fail"]) {
        const res = await submit(`${first.path}/${action}`, form);
        expect(res.statusCode).toBe(403);
        expect(res.body).toContain("Payment form expired");
      }
    }
    expect(await latestPayment(ctx.deps, first.orderId)).toMatchObject({ status: "CREATED" });
    expect(events.of(first.orderId)).toHaveLength(0);
  });

  it("refuses a form posted from another site even with a token", async () => {
    const { path, orderId } = await pending();
    const token = tokenIn((await openPage(path)).body)!;
    const res = await submit(`${path}/pay`, { token }, { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(4030);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "CREATED" });
  });

  it("accepts the form from the site's own origin", async () => {
    const { path, orderId } = await pending();
    const token = tokenIn((await openPage(path)).body)!;
    const res = await submit(`${path}/pay`, { token }, { origin: ctx.deps.config.siteOrigin });
    expect(res.statusCode).toBe(303);
    expect(await latestPayment(ctx.deps, orderId)).toMatchObject({ status: "SUCCESS" });
  });
});

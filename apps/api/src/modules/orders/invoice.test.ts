import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestContext, testContext } from "../../test/harness.ts";
import { CookieJar } from "../../test/sign-in.ts";
import { guest, indianSku } from "../cart/test-helpers.ts";
import { INVOICE_LINK_TTL_MS } from "./invoice-link.ts";
import { drawnText } from "./pdf-text.ts";
import { insertTestOrder, ordersApi, signInStaff } from "./test-orders.ts";

let ctx: TestContext;
let staff: CookieJar;
beforeAll(async () => {
  ctx = await testContext();
  staff = await signInStaff(ctx);
});
afterEach(() => {
  ctx.clock.offset = 0;
});

/** Follows an invoice link as a browser tab without the session would. */
function download(invoiceUrl: string) {
  const url = new URL(invoiceUrl);
  return ctx.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
}

async function paidOrder() {
  const shopper = await guest(ctx);
  const { orderId, orderNumber } = await insertTestOrder(ctx, {
    userId: shopper.userId,
    state: "PREPAID_PAID",
    items: [
      {
        skuId: await indianSku(ctx, 99_900),
        name: "Magnesium Glycinate 60 capsules",
        basePrice: 99_900,
        price: 89_900,
        qty: 2,
      },
      { skuId: await indianSku(ctx, 49_900), name: "Ojas Ring Charger", basePrice: 49_900, price: 49_900 },
    ],
    couponDiscount: 20_000,
  });
  return { shopper, orderId, orderNumber, api: ordersApi(ctx, shopper.jar) };
}

describe("GET /api/oms/getInvoiceUrlForAOrder/{orderId}", () => {
  it("answers a short-lived link to a real PDF with the shop, the lines, GST and the total paid", async () => {
    const { orderId, orderNumber, api } = await paidOrder();
    const res = await api.invoice(orderId);
    expect(res.statusCode).toBe(200);
    const { invoiceUrl } = res.json().body;
    expect(invoiceUrl).toMatch(
      /^http:\/\/localhost:\d+\/api\/oms\/invoice\/ORD-T-[A-Z0-9-]+\.pdf\?expires=\d+&sig=[0-9a-f]{64}$/,
    );

    const pdf = await download(invoiceUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toMatch(
      new RegExp(`^inline; filename="Ojas-invoice-OJ-IN-${orderNumber}\\.pdf"$`),
    );
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = drawnText(pdf.rawPayload);
    for (const expected of [
      "TAX INVOICE",
      `Invoice no. OJ-IN-${orderNumber}`,
      `Order no. ${orderNumber}`,
      "Ojas Health Pvt. Ltd.",
      "GSTIN: 29AAFCO4821K1Z7",
      "Asha Rao",
      "Magnesium Glycinate 60 capsules",
      "Ojas Ring Charger",
      "Coupon discount",
      "-₹200",
      "Place of supply Karnataka (29)",
      "CGST 9%",
      "SGST 9%",
      "Total paid",
      // 2 x 899 + 499 - 200 coupon
      "₹2,097",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("charges IGST on a delivery outside the seller's state (Karnataka), and names the place of supply", async () => {
    const shopper = await guest(ctx);
    const { orderId } = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PAID",
      items: [{ skuId: await indianSku(ctx, 118_000), basePrice: 118_000, price: 118_000 }],
      address: { city: "New Delhi", state: "Delhi", pincode: "110001" },
    });
    const { invoiceUrl } = (await ordersApi(ctx, shopper.jar).invoice(orderId)).json().body;
    const text = drawnText((await download(invoiceUrl)).rawPayload);
    expect(text).toContain("Place of supply Delhi (07)");
    // The buyer's place and phone as India writes them.
    expect(text).toContain("New Delhi, Delhi 110001");
    expect(text).toMatch(/Phone: \+91 \d{5} \d{5}/);
    // 1,180 including 18%: 1,000 taxable, 180 of IGST.
    expect(text).toContain("IGST 18% ₹180");
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it("expires: the same link is 4040 ten minutes later, and a tampered one at once", async () => {
    const { orderId, api } = await paidOrder();
    const { invoiceUrl } = (await api.invoice(orderId)).json().body;
    const other = await paidOrder();
    const otherPath = new URL(invoiceUrl);
    otherPath.pathname = `/api/oms/invoice/${other.orderId}.pdf`;
    const tampered = await download(otherPath.toString());
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json().error.code).toBe(4040);
    const forged = new URL(invoiceUrl);
    forged.searchParams.set("expires", String(Number(forged.searchParams.get("expires")) + 3_600_000));
    expect((await download(forged.toString())).statusCode).toBe(404);

    ctx.clock.offset = INVOICE_LINK_TTL_MS - 5_000;
    expect((await download(invoiceUrl)).statusCode).toBe(200);
    ctx.clock.offset = INVOICE_LINK_TTL_MS + 1;
    const expired = await download(invoiceUrl);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.code).toBe(4040);
  });

  it("is only for placed orders: not while payment is pending, not once cancelled", async () => {
    const shopper = await guest(ctx);
    const api = ordersApi(ctx, shopper.jar);
    const pending = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "PREPAID_PENDING",
      items: [{ skuId: await indianSku(ctx, 10_000) }],
    });
    const refused = await api.invoice(pending.orderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe(4000);

    const placed = await insertTestOrder(ctx, {
      userId: shopper.userId,
      state: "COD_PLACED",
      items: [{ skuId: await indianSku(ctx, 10_000) }],
    });
    const { invoiceUrl } = (await api.invoice(placed.orderId)).json().body;
    const cod = drawnText((await download(invoiceUrl)).rawPayload);
    expect(cod).toContain("Cash on delivery fee");
    expect(cod).toContain("Total due on delivery");
    await api.cancel({ orderId: placed.orderId, reason: "No longer needed" });
    expect((await api.invoice(placed.orderId)).json().error.code).toBe(4000);
    // A link handed out before the cancellation stops working too.
    expect((await download(invoiceUrl)).statusCode).toBe(404);
  });

  it("is 4040 for another shopper's order; staff may fetch it", async () => {
    const { orderId } = await paidOrder();
    const other = await guest(ctx);
    const res = await ordersApi(ctx, other.jar).invoice(orderId);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe(4040);
    expect((await ordersApi(ctx, new CookieJar()).invoice(orderId)).json().error.code).toBe(4011);
    const byStaff = await ordersApi(ctx, staff).invoice(orderId);
    expect((await download(byStaff.json().body.invoiceUrl)).statusCode).toBe(200);
  });
});

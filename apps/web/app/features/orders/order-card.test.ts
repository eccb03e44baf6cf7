import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { OrderDto } from "../../lib/order-types.ts";
import { OrderCard } from "./OrderCard.tsx";
import { orderTitle } from "./order-labels.ts";

const order: OrderDto = {
  orderId: "OJMI9X2K4F7QWERTYZ",
  orderNumber: "7KQ4M9XR2D",
  market: "IN",
  source: "CART",
  paymentType: "COD",
  status: "ORDER_PLACED",
  paymentStatus: "COD_INITIATED",
  fulfilmentStatus: null,
  returnStatus: null,
  returnType: null,
  refundStatus: null,
  items: [
    {
      entityId: "E1",
      skuId: "RING-SV-8",
      productId: "prd-ring",
      itemType: "RING",
      name: "Ojas Ring",
      imgURL: null,
      qty: 1,
      basePrice: 2_999_900,
      price: 2_499_900,
      bundledSkuIds: [],
      bundledSkuNames: [],
      replacement: null,
      isFreebie: false,
      attributes: {},
      status: null,
    },
  ],
  amounts: {
    totalBasePrice: 2_999_900,
    totalDiscount: 500_000,
    couponDiscount: 0,
    shippingCharges: 0,
    codCharges: 0,
    payableAmount: 2_499_900,
    currency: "INR",
  },
  couponCode: null,
  address: {
    name: "Asha Rao",
    phoneNumber: "+919876501234",
    line1: "12 MG Road",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
    country: "IN",
  },
  gifting: null,
  timeline: [],
  cancellationReason: null,
  returnReason: null,
  refunds: [],
  actions: {
    cancel: true,
    returnOrExchange: false,
    editRing: false,
    retryPayment: false,
    downloadInvoice: true,
  },
  createdAt: Date.UTC(2026, 10, 22, 6, 30),
  updatedAt: Date.UTC(2026, 10, 22, 6, 30),
  deliveredAt: null,
  returnWindowEndsAt: null,
};

describe("order number on the storefront", () => {
  it("the orders list names an order by its short number, and links by its id", () => {
    const html = renderToStaticMarkup(
      createElement(MemoryRouter, { initialEntries: ["/orders"] }, createElement(OrderCard, { order })),
    );
    expect(html).toContain('<span data-testid="order-number">Order 7KQ4M9XR2D</span>');
    expect(html).toContain('href="/orders/OJMI9X2K4F7QWERTYZ"');
    // The long id is only in the link, never shown.
    expect(html.replace(/href="[^"]*"/g, "")).not.toContain("OJMI9X2K4F7QWERTYZ");
  });

  it("titles an order by its number, and a not yet loaded one plainly", () => {
    expect(orderTitle("7KQ4M9XR2D")).toBe("Order 7KQ4M9XR2D");
    expect(orderTitle(undefined)).toBe("Your order");
  });
});

import type { BuyNowProduct, OrderCreated, PaymentType } from "@ojas/domain";
import type { Api } from "../../lib/api.ts";
import type { CartResponse } from "../../lib/state/cart-slice.ts";
import { utmForRequest } from "../../lib/utm.ts";
import type { OrderBody } from "./checkout-form.ts";

// The order create calls (docs/api.md, orders), and the pricing of a buy-now choice.

export const checkoutApi = {
  createCartOrder: (api: Api, body: OrderBody, idempotencyKey: string) =>
    api.post<OrderCreated>("/api/oms/v3/order/create", { ...body, utm: utmForRequest() }, { idempotencyKey }),
  createBuyNowOrder: (
    api: Api,
    product: BuyNowProduct,
    body: OrderBody & { skuId: string; qty: number },
    idempotencyKey: string,
  ) =>
    api.post<OrderCreated>(
      `/api/oms/v1/create${product}Order`,
      { ...body, utm: utmForRequest() },
      { idempotencyKey },
    ),
  /** One product priced as a cart of its own by the cart's pricing (never touches the shopper's cart). */
  priceBuyNow: (
    api: Api,
    item: { skuId: string; qty: number },
    options: { paymentType: PaymentType; couponCode?: string },
  ) =>
    api.post<CartResponse>("/api/catalogue/v2/anonymous-cart-checkout", {
      cartItems: [{ skuId: item.skuId, qty: item.qty }],
      // As the order will take it (checkout-form.ts orderBody): with the automatic offer it qualifies for.
      autoApplyCoupon: true,
      paymentType: options.paymentType,
      couponCode: options.couponCode || undefined,
    }),
};

import type { OrderConfirmation, OrderDto, OrderListResponse } from "@ojas/domain";
import type { Api } from "../../lib/api.ts";

// The order calls after checkout (docs/api.md, orders).

export const ordersApi = {
  list: (api: Api, query: { skuType?: string | null; nextToken?: string | null }) =>
    api.get<OrderListResponse>("/api/oms/order/listOrders", query),
  get: (api: Api, orderId: string) => api.get<{ order: OrderDto }>("/api/oms/getOrder", { orderId }),
  // Reasons and sizes are checked by the API against the domain's lists; the dialogs offer only those.
  cancel: (api: Api, body: { orderId: string; entityId?: string; reason: string; comment?: string }) =>
    api.post<{ order: OrderDto }>("/api/oms/v1/order/cancel", body),
  returnOrExchange: (
    api: Api,
    body: {
      orderId: string;
      entityId: string;
      reason: string;
      type: "RETURN" | "EXCHANGE";
      replacementSkuId?: string;
      comment?: string;
    },
  ) => api.post<{ order: OrderDto }>("/api/oms/order/return", body),
  editRing: (api: Api, body: { orderId: string; entityId: string; size?: string; finish?: string }) =>
    api.post<{ order: OrderDto }>("/api/oms/v1/order/ring/edit", body),
  invoiceUrl: (api: Api, orderId: string) =>
    api.get<{ invoiceUrl: string }>(`/api/oms/getInvoiceUrlForAOrder/${encodeURIComponent(orderId)}`),
  confirmation: (api: Api, orderId: string) =>
    api.get<OrderConfirmation>("/api/payment/v1/payment/cod-success-order-details", { orderId }),
};

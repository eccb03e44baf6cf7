import type { Api } from "../../lib/api.ts";
import type { OrderDto } from "./order-types.ts";

// The order calls of CONTRACT.md section 7 after checkout.

export interface OrderList {
  orders: OrderDto[];
  paginationData: { nextToken: string | null };
}

export interface OrderConfirmation {
  orderId: string;
  status: string;
  paymentStatus: OrderDto["paymentStatus"];
  paymentType: OrderDto["paymentType"];
  payableAmount: number;
  currency: string;
  itemCount: number;
  items: { name: string; qty: number; imgURL: string | null }[];
  address: OrderDto["address"];
  createdAt: number;
}

export const ordersApi = {
  list: (api: Api, query: { skuType?: string | null; nextToken?: string | null }) =>
    api.get<OrderList>("/api/oms/order/listOrders", query),
  get: (api: Api, orderId: string) => api.get<{ order: OrderDto }>("/api/oms/getOrder", { orderId }),
  cancel: (api: Api, body: { orderId: string; entityId?: string; reason: string; comment?: string }) =>
    api.post<{ order: OrderDto }>("/api/oms/v1/order/cancel", body),
  returnOrExchange: (
    api: Api,
    body: {
      orderId: string;
      entityId: string;
      reason: string;
      type: "RETURN" | "EXCHANGE";
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

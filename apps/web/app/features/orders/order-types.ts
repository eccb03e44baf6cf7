// The order shapes of CONTRACT.md section 7 as the storefront reads them.

export type OrderPaymentState = "SUCCESS" | "PENDING" | "FAILED" | "COD_INITIATED";

export interface OrderAmounts {
  totalBasePrice: number;
  totalDiscount: number;
  couponDiscount: number;
  shippingCharges: number;
  codCharges: number;
  payableAmount: number;
  currency: string;
}

export interface OrderItem {
  entityId: string;
  skuId: string;
  name: string;
  imageUrl: string | null;
  qty: number;
  itemType: string;
  unitBasePrice: number;
  unitPrice: number;
  attributes: Record<string, string | number | boolean>;
  status: string | null;
}

export interface OrderSummary {
  orderId: string;
  status: string;
  paymentStatus: OrderPaymentState;
  createdAt: number;
  items: OrderItem[];
  amounts: OrderAmounts;
}

export interface OrderDetail extends OrderSummary {
  address: {
    name: string;
    phoneNumber: string;
    line1: string;
    line2?: string | null;
    landmark?: string | null;
    city: string;
    state: string;
    pincode: string;
    country: string;
  };
  timeline: { status: string; at: number }[];
}

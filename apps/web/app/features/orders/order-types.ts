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
  productId: string;
  itemType: string;
  name: string;
  imgURL: string | null;
  qty: number;
  basePrice: number;
  price: number;
  bundledSkuIds: string[];
  isFreebie: boolean;
  attributes: Record<string, string | number | boolean>;
  status: string | null;
}

export interface OrderAddress {
  name: string;
  phoneNumber: string;
  emailId?: string | null;
  line1: string;
  line2?: string | null;
  landmark?: string | null;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface OrderActions {
  cancel: boolean;
  returnOrExchange: boolean;
  editRing: boolean;
  retryPayment: boolean;
  downloadInvoice: boolean;
}

export interface OrderDto {
  orderId: string;
  market: "IN" | "AE" | "US";
  source: string;
  paymentType: "PREPAID" | "COD";
  status: string;
  paymentStatus: OrderPaymentState;
  fulfilmentStatus: string | null;
  returnStatus: string | null;
  returnType: "RETURN" | "EXCHANGE" | null;
  refundStatus: string | null;
  items: OrderItem[];
  amounts: OrderAmounts;
  couponCode: string | null;
  address: OrderAddress;
  gifting: {
    type: "SELF" | "GIFTING";
    recipient?: { name: string; phoneNumber: string; message?: string | null } | null;
  } | null;
  timeline: { status: string; axis: string; at: number }[];
  cancellationReason: string | null;
  returnReason: string | null;
  actions: OrderActions;
  createdAt: number;
  updatedAt: number;
  deliveredAt: number | null;
  returnWindowEndsAt: number | null;
}

/** A listed order carries everything its detail does. */
export type OrderSummary = OrderDto;
export type OrderDetail = OrderDto;

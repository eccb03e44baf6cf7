import {
  allowedActions,
  type Currency,
  type Market,
  NON_RETURNABLE_ITEM_TYPES,
  nextStaffStatuses,
  type OrderDto,
  type OrderItemDto,
  type OrderPaymentStatus,
  type OrderStatus,
  RETURN_WINDOW_DAYS,
  type StaffOrderDto,
} from "@ojas/domain";
import type { RefundEvent } from "../payments/service.ts";
import { type OrderRow, stateOf } from "./state.ts";
import type { orderItems, orderTimeline } from "./tables.ts";

export type ItemRow = typeof orderItems.$inferSelect;
export type TimelineRow = typeof orderTimeline.$inferSelect;

/** An order with its lines, its timeline (in the order the steps happened) and its gateway refunds. */
export interface OrderRecord {
  row: OrderRow;
  items: ItemRow[];
  timeline: TimelineRow[];
  refunds: RefundEvent["refund"][];
}

const REFUND_SHOWN: Record<string, OrderDto["refunds"][number]["status"]> = {
  PENDING: "PENDING",
  SENDING: "PENDING",
  INITIATED: "INITIATED",
  PROCESSED: "PROCESSED",
  FAILED: "FAILED",
};

const DAY_MS = 86_400_000;

const PAYMENT_SHOWN: Record<OrderPaymentStatus, OrderDto["timeline"][number]["status"]> = {
  PENDING: "PAYMENT_PENDING",
  SUCCESS: "PAYMENT_SUCCESSFUL",
  FAILED: "PAYMENT_UNSUCCESSFUL",
  COD_INITIATED: "COD_INITIATED",
};

const INVOICED: readonly (string | null)[] = [
  "ORDER_PLACED",
  "OMS_ORDER_CREATED",
  "ORDER_CREATE_RESPONSE",
  "COMPLETED",
];

/** An invoice exists for an order that was placed and not cancelled. */
export const hasInvoice = (row: OrderRow) => INVOICED.includes(row.orderStatus);

export const isReturnable = (item: ItemRow) =>
  !(NON_RETURNABLE_ITEM_TYPES as readonly string[]).includes(item.itemType) && item.isFreebie === 0;

/** A ring whose stock is the ring sku itself (not a bundle's parts) can change size or finish. */
export const isEditableRing = (item: ItemRow) => item.itemType === "RING" && item.bundledSkuIds.length === 0;

const CANCEL_STATUSES = new Set(["CANCELLED", "ORDER_CANCELLED"]);
const RETURN_OPENED = new Set(["RETURN_CREATED", "EXCHANGE_CREATED"]);

/** The note of the latest step to one of these statuses: the reason given with it. */
function reasonOf(timeline: TimelineRow[], statuses: Set<string>): string | null {
  for (let i = timeline.length - 1; i >= 0; i--) {
    if (statuses.has(timeline[i].status)) return timeline[i].note;
  }
  return null;
}

function itemDto(item: ItemRow): OrderItemDto {
  return {
    entityId: item.entityId,
    skuId: item.skuId,
    productId: item.productId,
    itemType: item.itemType,
    name: item.name,
    imgURL: item.imageUrl,
    qty: item.qty,
    basePrice: item.unitBasePrice,
    price: item.unitPrice,
    bundledSkuIds: item.bundledSkuIds,
    bundledSkuNames: item.bundledSkuNames,
    isFreebie: item.isFreebie !== 0,
    attributes: item.attributes,
    status: item.status,
    replacement: item.replacement
      ? {
          skuId: item.replacement.skuId,
          name: item.replacement.name,
          qty: item.replacement.qty,
          status: item.replacement.status,
        }
      : null,
  };
}

/** The order as the shopper sees it, with what they may do now. */
export function toOrderDto({ row, items, timeline, refunds }: OrderRecord, now: number): OrderDto {
  const state = stateOf(row);
  const actions = allowedActions(state, { deliveredAt: row.deliveredAt ?? undefined, now });
  return {
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    market: row.market as Market,
    source: row.source,
    paymentType: row.paymentType as OrderDto["paymentType"],
    status: state.shown ?? state.order ?? "CREATED",
    paymentStatus: state.payment ?? "PENDING",
    fulfilmentStatus: state.fulfilment,
    returnStatus: state.returns,
    returnType: state.returnsKind,
    refundStatus: state.refund,
    items: items.map(itemDto),
    amounts: {
      totalBasePrice: row.totalBasePrice,
      totalDiscount: row.totalDiscount,
      couponDiscount: row.couponDiscount + row.lifeBitsDiscount,
      shippingCharges: row.shippingCharges,
      codCharges: row.codCharges,
      payableAmount: row.payableAmount,
      currency: row.currency as Currency,
    },
    couponCode: row.couponCode,
    address: row.address,
    gifting: row.gifting ? { type: row.gifting.type, recipient: row.gifting.recipient ?? null } : null,
    timeline: timeline.map((step) => ({
      status:
        step.axis === "payment"
          ? PAYMENT_SHOWN[step.status as OrderPaymentStatus]
          : (step.status as OrderStatus),
      axis: step.axis,
      at: step.at,
    })),
    refunds: refunds.map((refund) => ({
      amount: refund.amount,
      currency: refund.currency as Currency,
      status: REFUND_SHOWN[refund.status] ?? "PENDING",
      at: refund.createdAt.getTime(),
    })),
    cancellationReason: reasonOf(timeline, CANCEL_STATUSES),
    returnReason: reasonOf(timeline, RETURN_OPENED),
    actions: {
      cancel: actions.cancel,
      returnOrExchange: actions.returnOrExchange && items.some(isReturnable),
      editRing: actions.editRing && items.some(isEditableRing),
      retryPayment: actions.retryPayment,
      downloadInvoice: hasInvoice(row),
    },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    deliveredAt: row.deliveredAt,
    returnWindowEndsAt: row.deliveredAt === null ? null : row.deliveredAt + RETURN_WINDOW_DAYS * DAY_MS,
  };
}

/** The back office's view: the shopper's view plus the owner and the statuses staff may set next. */
export function toStaffOrderDto(record: OrderRecord, now: number): StaffOrderDto {
  return {
    ...toOrderDto(record, now),
    userId: record.row.userId,
    nextStatuses: nextStaffStatuses(stateOf(record.row)),
  };
}

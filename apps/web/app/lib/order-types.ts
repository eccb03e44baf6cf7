import type { OrderDto, OrderItemDto } from "@ojas/domain";

// The order shapes (docs/api.md, orders), as the domain package defines them.

export type {
  OrderActionsDto as OrderActions,
  OrderAmounts,
  OrderConfirmation,
  OrderDto,
} from "@ojas/domain";
export type OrderItem = OrderItemDto;
export type OrderPaymentState = OrderDto["paymentStatus"];
/** A listed order carries everything its detail does. */
export type OrderSummary = OrderDto;
export type OrderDetail = OrderDto;

import { z } from "zod";
import { ORDER_ITEM_TYPES, type OrderItemType, PAYMENT_TYPES } from "../enums.ts";
import { MARKETS } from "../markets.ts";
import { ORDER_STATUSES } from "../order-status.ts";
import { STAFF_STATUSES } from "../orders/staff-moves.ts";
import { ORDER_PAYMENT_STATUSES } from "../orders/status-machine.ts";
import { currencySchema, epochMsSchema, moneySchema } from "./common.ts";

// Orders after checkout (docs/api.md, orders): list, detail, cancel, return or exchange, ring edit,
// invoice link, the confirmation summary, and the back office's status moves.

/** Why a shopper cancels; the storefront shows these and the API accepts only these. */
export const CANCELLATION_REASONS = [
  "Ordered by mistake",
  "Found a better price elsewhere",
  "Delivery is taking too long",
  "Want to change the address",
  "Want to change the payment method",
  "Want to change the size or colour",
  "No longer needed",
  "Other",
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** Why a shopper returns or exchanges an item (the same list for both). */
export const RETURN_REASONS = [
  "Size does not fit",
  "Item arrived damaged",
  "Received a different item",
  "Item does not work as described",
  "Quality is not as expected",
  "Missing parts or accessories",
  "No longer needed",
  "Other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_TYPES = ["RETURN", "EXCHANGE"] as const;
export type ReturnRequestType = (typeof RETURN_TYPES)[number];

/** Item types that are services or memberships: nothing is shipped back, so they are never returned. */
export const NON_RETURNABLE_ITEM_TYPES = [
  "PLAN",
  "BLOOD_WORK",
  "WEBINAR",
] as const satisfies readonly OrderItemType[];

/** Smart-ring sizes: 6 to 13. */
export const RING_SIZES = ["6", "7", "8", "9", "10", "11", "12", "13"] as const;
export type RingSize = (typeof RING_SIZES)[number];

const orderId = z.string().trim().min(1).max(64);
const entityId = z.string().trim().min(1).max(64);
/** Free text the shopper may add to a listed reason ("Other" needs it). */
const comment = z.string().trim().max(500).optional();

export const orderItemDtoSchema = z.object({
  entityId: z.string(),
  skuId: z.string(),
  productId: z.string(),
  /** The order item type. */
  itemType: z.string(),
  name: z.string(),
  imgURL: z.string().nullable(),
  qty: z.int(),
  /** Unit prices at order time (minor units). */
  basePrice: moneySchema,
  price: moneySchema,
  bundledSkuIds: z.array(z.string()),
  /** The names of bundledSkuIds (a bundle's parts, the picks of a build-your-own one), same order. */
  bundledSkuNames: z.array(z.string()),
  isFreebie: z.boolean(),
  /** Ring size and finish, plan length, ...: the choices made when buying. */
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** The item's own return or exchange status, when one was opened for it. */
  status: z.string().nullable(),
  /** The replacement an exchange of this item sends (another size or variant of the same product). */
  replacement: z
    .object({
      skuId: z.string(),
      name: z.string(),
      qty: z.int(),
      /** HELD (stock kept for it), SHIPPED, DELIVERED, or RELEASED (the exchange was cancelled). */
      status: z.enum(["HELD", "SHIPPED", "DELIVERED", "RELEASED"]),
    })
    .nullable(),
});
export type OrderItemDto = z.infer<typeof orderItemDtoSchema>;

export const orderAmountsSchema = z.object({
  totalBasePrice: moneySchema,
  totalDiscount: moneySchema,
  couponDiscount: moneySchema,
  shippingCharges: moneySchema,
  codCharges: moneySchema,
  payableAmount: moneySchema,
  currency: currencySchema,
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export const orderAddressViewSchema = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  emailId: z.string().nullable().optional(),
  line1: z.string(),
  line2: z.string().nullable().optional(),
  landmark: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
});

/** Payment steps are shown with the payment statuses; cash on delivery keeps its own name. */
export const timelineStatusSchema = z.enum([...ORDER_STATUSES, "COD_INITIATED"]);

export const orderTimelineEntrySchema = z.object({
  status: timelineStatusSchema,
  /** order, payment, fulfilment, returns or refund. */
  axis: z.string(),
  at: epochMsSchema,
});

/** One refund of the order's payment as the shopper sees it (PENDING until the gateway answers). */
export const orderRefundSchema = z.object({
  amount: moneySchema,
  currency: currencySchema,
  status: z.enum(["PENDING", "INITIATED", "PROCESSED", "FAILED"]),
  at: epochMsSchema,
});
export type OrderRefundDto = z.infer<typeof orderRefundSchema>;

/** What the shopper may do with the order now (status machine's allowedActions, plus the invoice). */
export const orderActionsSchema = z.object({
  cancel: z.boolean(),
  returnOrExchange: z.boolean(),
  editRing: z.boolean(),
  retryPayment: z.boolean(),
  downloadInvoice: z.boolean(),
});
export type OrderActionsDto = z.infer<typeof orderActionsSchema>;

export const orderDtoSchema = z.object({
  orderId: z.string(),
  /** The short number shown to the shopper and read out to customer care (10 characters). */
  orderNumber: z.string(),
  market: z.enum(MARKETS),
  /** CART, or the buy-now flow's product. */
  source: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  /** The status shown to the shopper (docs/product.md, orders). */
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  /** Where the shipment, the return or exchange, and the refund stand (null until each starts). */
  fulfilmentStatus: z.enum(ORDER_STATUSES).nullable(),
  returnStatus: z.enum(ORDER_STATUSES).nullable(),
  returnType: z.enum(RETURN_TYPES).nullable(),
  refundStatus: z.enum(ORDER_STATUSES).nullable(),
  items: z.array(orderItemDtoSchema),
  amounts: orderAmountsSchema,
  couponCode: z.string().nullable(),
  address: orderAddressViewSchema,
  gifting: z
    .object({
      type: z.enum(["SELF", "GIFTING"]),
      recipient: z
        .object({ name: z.string(), phoneNumber: z.string(), message: z.string().nullable().optional() })
        .nullable()
        .optional(),
    })
    .nullable(),
  timeline: z.array(orderTimelineEntrySchema),
  /** Money sent back through the payment gateway: the order's own refund and any staff refund, oldest first. */
  refunds: z.array(orderRefundSchema),
  /** The reason given when the order was cancelled, or the return or exchange was opened. */
  cancellationReason: z.string().nullable(),
  returnReason: z.string().nullable(),
  actions: orderActionsSchema,
  createdAt: epochMsSchema,
  updatedAt: epochMsSchema,
  deliveredAt: epochMsSchema.nullable(),
  /** The last day a return or exchange may be opened (epoch ms), once delivered. */
  returnWindowEndsAt: epochMsSchema.nullable(),
});
export type OrderDto = z.infer<typeof orderDtoSchema>;

export const ORDER_LIST_PAGE_SIZE = 10;

export const orderListQuerySchema = z.object({
  /** Only orders holding an item of this type. */
  skuType: z.enum(ORDER_ITEM_TYPES).optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ORDER_LIST_PAGE_SIZE),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListResponseSchema = z.object({
  orders: z.array(orderDtoSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderIdQuerySchema = z.object({ orderId });
export const orderIdParamsSchema = z.object({ orderId });

export const orderResponseSchema = z.object({ order: orderDtoSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

const otherNeedsComment = (v: { reason: string; comment?: string }) => v.reason !== "Other" || !!v.comment;
const otherNeedsCommentIssue = { message: "Tell us a little more", path: ["comment"] };

/** Cancels the whole order; entityId, when sent, must be one of its items (the established body shape). */
export const cancelOrderBodySchema = z
  .object({
    orderId,
    entityId: entityId.optional(),
    reason: z.enum(CANCELLATION_REASONS, { error: "Choose a reason from the list" }),
    comment,
  })
  .refine(otherNeedsComment, otherNeedsCommentIssue);
export type CancelOrderBody = z.infer<typeof cancelOrderBodySchema>;

export const returnOrderBodySchema = z
  .object({
    orderId,
    entityId,
    reason: z.enum(RETURN_REASONS, { error: "Choose a reason from the list" }),
    type: z.enum(RETURN_TYPES),
    /** An exchange's replacement: another size or variant of the item's product. */
    replacementSkuId: z.string().trim().min(1).max(80).optional(),
    comment,
  })
  .refine(otherNeedsComment, otherNeedsCommentIssue)
  .refine((v) => v.type !== "EXCHANGE" || !!v.replacementSkuId, {
    message: "Choose the size or variant you want instead",
    path: ["replacementSkuId"],
  });
export type ReturnOrderBody = z.infer<typeof returnOrderBodySchema>;

/** A new size (6 to 13) or finish, or both, for a ring not yet dispatched. */
export const ringEditBodySchema = z
  .object({
    orderId,
    entityId,
    size: z
      .union([z.int(), z.string().trim()])
      .transform((v) => String(v))
      .pipe(z.enum(RING_SIZES, { error: "Ring sizes go from 6 to 13" }))
      .optional(),
    finish: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z][a-z-]{0,39}$/, "Choose a finish such as silver")
      .optional(),
  })
  .refine((v) => v.size !== undefined || v.finish !== undefined, {
    message: "Send a new size or finish",
    path: ["size"],
  });
export type RingEditBody = z.infer<typeof ringEditBodySchema>;

/** The confirmation page's summary (GET /api/payment/v1/payment/cod-success-order-details). */
export const orderConfirmationSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  paymentType: z.enum(PAYMENT_TYPES),
  payableAmount: moneySchema,
  currency: currencySchema,
  itemCount: z.int(),
  items: z.array(z.object({ name: z.string(), qty: z.int(), imgURL: z.string().nullable() })),
  address: orderAddressViewSchema,
  createdAt: epochMsSchema,
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

export const invoiceUrlResponseSchema = z.object({ invoiceUrl: z.string() });

export const invoiceFileParamsSchema = z.object({ file: z.string().regex(/^.{1,64}\.pdf$/) });
export const invoiceFileQuerySchema = z.object({ expires: z.string().max(20), sig: z.string().max(64) });

// Back office

export const staffStatusBodySchema = z.object({
  status: z.enum(STAFF_STATUSES, { error: "Not a status staff can set" }),
  note: z.string().trim().max(500).optional(),
});
export type StaffStatusBody = z.infer<typeof staffStatusBodySchema>;

/** A day as the back office's date fields send it (YYYY-MM-DD, the market's calendar is not applied: UTC). */
const dayField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2025-01-31")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Not a date");

/** Empty form fields arrive as "": the same as leaving the filter out. */
const blankAsMissing = (v: unknown) => (v === "" ? undefined : v);

export const staffOrderListQuerySchema = z
  .object({
    /** Only orders whose shown status is this. */
    status: z.preprocess(blankAsMissing, z.enum(ORDER_STATUSES).optional()),
    /** Only the order with this order number (as a person types it) or order id. */
    q: z.preprocess(blankAsMissing, z.string().trim().min(1).max(64).optional()),
    /** The phone on the delivery address: matched on its last 9 digits (any prefix or spacing). */
    phone: z.preprocess(
      blankAsMissing,
      z
        .string()
        .trim()
        .max(32)
        .refine((v) => v.replace(/\D/g, "").length >= 9, "Enter the whole mobile number")
        .optional(),
    ),
    /** The email on the delivery address, whole (any case). */
    email: z.preprocess(
      blankAsMissing,
      z.string().trim().toLowerCase().email("Enter a whole email").max(200).optional(),
    ),
    market: z.preprocess(blankAsMissing, z.enum(MARKETS).optional()),
    paymentType: z.preprocess(blankAsMissing, z.enum(PAYMENT_TYPES).optional()),
    /** Placed on or after this day, and on or before that one (UTC days). */
    from: z.preprocess(blankAsMissing, dayField.optional()),
    to: z.preprocess(blankAsMissing, dayField.optional()),
    /** Only orders to ship: placed (paid or cash on delivery) and not yet handed to the courier. */
    toShip: z.preprocess(
      blankAsMissing,
      z
        .enum(["true", "false"])
        .transform((v) => v === "true")
        .optional(),
    ),
    nextToken: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: "Must be on or after From", path: ["to"] });
export type StaffOrderListQuery = z.infer<typeof staffOrderListQuerySchema>;

export const staffOrderSchema = orderDtoSchema.extend({
  userId: z.string(),
  /** The statuses staff may move it to now. */
  nextStatuses: z.array(z.enum(STAFF_STATUSES)),
});
export type StaffOrderDto = z.infer<typeof staffOrderSchema>;

export const staffOrderListResponseSchema = z.object({
  orders: z.array(staffOrderSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type StaffOrderListResponse = z.infer<typeof staffOrderListResponseSchema>;
export const staffOrderResponseSchema = z.object({ order: staffOrderSchema });

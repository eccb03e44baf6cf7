import { z } from "zod";
import { currencySchema, epochMsSchema, moneySchema } from "./common.ts";
import { staffOrderSchema } from "./orders.ts";
import { auditEntrySchema } from "./staff.ts";

// The back office's orders bench (docs/api.md, "Back office: orders"): an order's detail with its history,
// payments and refunds; refunds by staff; the warehouse's quality check of a return or exchange; cash on
// delivery collected per courier run.

/** One step of the order's history as staff see it: who or what made it, with its note. */
export const staffTimelineStepSchema = z.object({
  axis: z.string(),
  status: z.string(),
  /** user:{id}, staff:{id}, gateway:{name} or system:{job}. */
  actor: z.string(),
  note: z.string().nullable(),
  at: epochMsSchema,
});

export const staffPaymentSchema = z.object({
  attemptId: z.string(),
  gateway: z.string(),
  amount: moneySchema,
  currency: z.string(),
  status: z.string(),
  gatewayPaymentId: z.string().nullable(),
  createdAt: epochMsSchema,
});

export const staffRefundSchema = z.object({
  refundId: z.string(),
  /** order:{id} the order's own refund, payment:{attempt} a double payment's, staff:... a staff refund. */
  refundKey: z.string(),
  amount: moneySchema,
  currency: z.string(),
  reason: z.string(),
  status: z.string(),
  createdAt: epochMsSchema,
});

export const codCollectionSchema = z.object({
  runId: z.string(),
  courier: z.string(),
  runDate: z.string(),
  amount: moneySchema,
  currency: currencySchema,
  collectedBy: z.string(),
  collectedAt: epochMsSchema,
});
export type CodCollectionDto = z.infer<typeof codCollectionSchema>;

export const staffOrderDetailSchema = z.object({
  order: staffOrderSchema,
  /** Every status step, oldest first. */
  history: z.array(staffTimelineStepSchema),
  payments: z.array(staffPaymentSchema),
  refunds: z.array(staffRefundSchema),
  /** What a staff refund may still send back through the gateway (0 when nothing was paid online). */
  refundable: moneySchema,
  /** Each line's refund when refunded on its own: its price less its share of the order's discounts. */
  lineRefunds: z.array(z.object({ entityId: z.string(), amount: moneySchema })),
  /** Whether a quality check of a returned or exchanged item is due now. */
  qcDue: z.boolean(),
  codCollection: codCollectionSchema.nullable(),
  /** Whether the order can be marked as cash collected now (cash on delivery, delivered, not yet marked). */
  codCollectable: z.boolean(),
  /** A signed link to the invoice PDF, when the order has one. */
  invoiceUrl: z.string().nullable(),
  /** The back office's changes to this order, newest first. */
  audit: z.array(auditEntrySchema),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

const REFUND_REASON = { min: 3, max: 200 } as const;

/**
 * A refund by staff: a line (its share of what was paid), an amount, or with neither everything still
 * refundable. Amounts are minor units; more than is refundable is refused.
 */
export const staffRefundBodySchema = z
  .object({
    amount: z.coerce
      .number({ error: "Enter an amount" })
      .int("Use whole minor units (paise, fils, cents)")
      .min(1, "Enter an amount above 0")
      .optional(),
    entityId: z.string().trim().min(1).max(64).optional(),
    reason: z
      .string()
      .trim()
      .min(REFUND_REASON.min, `Give a reason of at least ${REFUND_REASON.min} characters`)
      .max(REFUND_REASON.max),
  })
  .refine((v) => v.amount === undefined || v.entityId === undefined, {
    message: "Refund a line or an amount, not both",
    path: ["amount"],
  });
export type StaffRefundBody = z.infer<typeof staffRefundBodySchema>;

export const QC_RESULTS = ["PASS", "FAIL"] as const;

/** The warehouse's check of an item that came back: it passes (restocked) or fails (no refund, no swap). */
export const staffQcBodySchema = z.object({
  result: z.enum(QC_RESULTS, { error: "Choose pass or fail" }),
  note: z.string().trim().max(500).optional(),
});
export type StaffQcBody = z.infer<typeof staffQcBodySchema>;

const courierField = z
  .string()
  .trim()
  .min(2, "Name the courier")
  .max(60)
  .regex(/^[\p{L}\p{N} .&'-]+$/u, "Letters, digits, spaces and . & ' - only");
const runDateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2025-01-31")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Not a date");

/** Cash the courier handed over for a delivered COD order, on one run (a courier's day). */
export const codCollectBodySchema = z.object({ courier: courierField, runDate: runDateField });
export type CodCollectBody = z.infer<typeof codCollectBodySchema>;

export const codRunsQuerySchema = z
  .object({ from: runDateField, to: runDateField })
  .refine((v) => v.from <= v.to, { message: "Must be on or after From", path: ["to"] });
export type CodRunsQuery = z.infer<typeof codRunsQuerySchema>;

/** One courier run's cash: orders and amount per currency, summed in SQL. */
export const codRunSchema = z.object({
  runId: z.string(),
  courier: z.string(),
  runDate: z.string(),
  currency: currencySchema,
  orders: z.int(),
  amount: moneySchema,
});
export type CodRun = z.infer<typeof codRunSchema>;
export const codRunsResponseSchema = z.object({ runs: z.array(codRunSchema) });
export type CodRunsResponse = z.infer<typeof codRunsResponseSchema>;

/** The run's id: the courier (lower case, dashes) and the day. */
export const codRunId = (courier: string, runDate: string) =>
  `${courier
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")}:${runDate}`;

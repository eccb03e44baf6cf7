import { z } from "zod";
import { STOCK_ADJUSTMENT_MAX, STOCK_ADJUSTMENT_REASONS, STOCK_NOTE_MAX, STOCK_PAGE_SIZE } from "../stock.ts";
import { epochMsSchema, marketSchema } from "./common.ts";

// The back office's stock screens (docs/api.md, "Back office: stock").

export const stockAdjustmentReasonSchema = z.enum(STOCK_ADJUSTMENT_REASONS);

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

export const stockListQuerySchema = z.object({
  market: marketSchema.default("IN"),
  /** A sku id, or part of the sku's or its product's name. */
  q: z.string().trim().min(1).max(80).optional(),
  /** Only skus at or below the low-stock threshold. */
  low: flag.optional(),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STOCK_PAGE_SIZE),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

/** A sku's stock in one market as the back office sees it. */
export const stockRowSchema = z.object({
  skuId: z.string(),
  skuName: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  market: marketSchema,
  /** Units free to sell. */
  available: z.int(),
  /** Units that orders waiting for their payment hold: they come back if the payment fails. */
  held: z.int(),
  comingSoon: z.boolean(),
  stockStatus: z.enum(["IN_STOCK", "OUT_OF_STOCK", "COMING_SOON"]),
  low: z.boolean(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const stockListResponseSchema = z.object({
  items: z.array(stockRowSchema),
  lowStockThreshold: z.int(),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type StockListResponse = z.infer<typeof stockListResponseSchema>;

export const stockSkuParamsSchema = z.object({ skuId: z.string().trim().min(1).max(80) });

const quantity = z
  .number({ error: "Enter a whole number" })
  .int("Enter a whole number")
  .max(STOCK_ADJUSTMENT_MAX, `At most ${STOCK_ADJUSTMENT_MAX} units`);

/**
 * One adjustment: RECEIVED adds `quantity`, DAMAGED removes it (both at least 1), RECOUNT sets the count
 * on hand (free plus held by unpaid orders) to `quantity` (0 or more).
 */
export const stockAdjustBodySchema = z
  .object({
    market: marketSchema,
    reason: stockAdjustmentReasonSchema,
    quantity: quantity.min(0, "Enter 0 or more"),
    note: z
      .string()
      .trim()
      .max(STOCK_NOTE_MAX, `At most ${STOCK_NOTE_MAX} characters`)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((body, check) => {
    if (body.reason !== "RECOUNT" && body.quantity < 1) {
      check.addIssue({ code: "custom", path: ["quantity"], message: "Enter 1 or more" });
    }
  });
export type StockAdjustBody = z.infer<typeof stockAdjustBodySchema>;

/** Marks the sku coming soon in the market, or not: with no units free, the storefront shows "Coming soon". */
export const stockComingSoonBodySchema = z.object({
  market: marketSchema,
  comingSoon: z.boolean({ error: "Choose coming soon or not" }),
});
export type StockComingSoonBody = z.infer<typeof stockComingSoonBodySchema>;

export const stockComingSoonResponseSchema = z.object({ item: stockRowSchema });
export type StockComingSoonResponse = z.infer<typeof stockComingSoonResponseSchema>;

/** One adjustment as the history shows it. */
export const stockAdjustmentSchema = z.object({
  adjustmentId: z.string(),
  skuId: z.string(),
  market: marketSchema,
  reason: stockAdjustmentReasonSchema,
  quantity: z.int(),
  /** What the adjustment changed the units free to sell by. */
  change: z.int(),
  availableBefore: z.int(),
  availableAfter: z.int(),
  /** Units unpaid orders held when it was made. */
  held: z.int(),
  note: z.string().nullable(),
  staffId: z.string(),
  at: epochMsSchema,
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const stockAdjustResponseSchema = z.object({
  item: stockRowSchema,
  adjustment: stockAdjustmentSchema,
});
export type StockAdjustResponse = z.infer<typeof stockAdjustResponseSchema>;

export const stockHistoryQuerySchema = z.object({
  market: marketSchema.default("IN"),
  nextToken: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(STOCK_PAGE_SIZE),
});
export type StockHistoryQuery = z.infer<typeof stockHistoryQuerySchema>;

export const stockHistoryResponseSchema = z.object({
  item: stockRowSchema,
  adjustments: z.array(stockAdjustmentSchema),
  paginationData: z.object({ nextToken: z.string().nullable() }),
});
export type StockHistoryResponse = z.infer<typeof stockHistoryResponseSchema>;

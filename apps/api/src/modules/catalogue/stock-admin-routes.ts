import {
  bodyOf,
  stockAdjustBodySchema,
  stockAdjustResponseSchema,
  stockComingSoonBodySchema,
  stockComingSoonResponseSchema,
  stockHistoryQuerySchema,
  stockHistoryResponseSchema,
  stockListQuerySchema,
  stockListResponseSchema,
  stockSkuParamsSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import {
  adjustStock,
  type HoldingOrders,
  setStockComingSoon,
  stockHistory,
  stockList,
} from "./stock-admin.ts";

const config = { permission: "stock" } as const;
const tags = ["staff"];

/** The back office's stock for staff with `stock` (docs/api.md, "Back office: stock"). */
export const stockAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps; holding: HoldingOrders }> = async (
  app,
  { deps, holding },
) => {
  app.get(
    "/api/staff/stock",
    {
      config,
      schema: { tags, querystring: stockListQuerySchema, response: { 200: bodyOf(stockListResponseSchema) } },
    },
    async (request) => ({ body: await stockList(deps, holding, request.query) }),
  );

  app.get(
    "/api/staff/stock/:skuId/history",
    {
      config,
      schema: {
        tags,
        params: stockSkuParamsSchema,
        querystring: stockHistoryQuerySchema,
        response: { 200: bodyOf(stockHistoryResponseSchema) },
      },
    },
    async (request) => ({
      body: await stockHistory(deps, holding, request.params.skuId, request.query),
    }),
  );

  app.post(
    "/api/staff/stock/:skuId/adjust",
    {
      config,
      schema: {
        tags,
        params: stockSkuParamsSchema,
        body: stockAdjustBodySchema,
        response: { 200: bodyOf(stockAdjustResponseSchema) },
      },
    },
    async (request) => ({
      body: await adjustStock(
        deps,
        holding,
        request.staff!,
        request.params.skuId,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/staff/stock/:skuId/coming-soon",
    {
      config,
      schema: {
        tags,
        params: stockSkuParamsSchema,
        body: stockComingSoonBodySchema,
        response: { 200: bodyOf(stockComingSoonResponseSchema) },
      },
    },
    async (request) => ({
      body: await setStockComingSoon(
        deps,
        holding,
        request.staff!,
        request.params.skuId,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );
};

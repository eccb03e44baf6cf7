import {
  bodyOf,
  staffCancelSubscriptionBodySchema,
  staffExtendSubscriptionBodySchema,
  staffRefundPeriodBodySchema,
  staffSubscriptionDetailSchema,
  staffSubscriptionListQuerySchema,
  staffSubscriptionListResponseSchema,
  subscriptionIdParamsSchema,
  subscriptionPeriodParamsSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { optionalIdempotencyKey } from "../../http/idempotency-key.ts";
import {
  listStaffSubscriptions,
  staffCancel,
  staffExtend,
  staffRefundPeriod,
  staffSubscriptionDetail,
} from "./staff.ts";

const tags = ["staff"];
const config = { permission: "subscriptions" } as const;

/** The back office's subscriptions (docs/api.md, "Managing subscriptions"): staff with `subscriptions`. */
export const subscriptionStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/subscriptions",
    {
      config,
      schema: {
        tags,
        querystring: staffSubscriptionListQuerySchema,
        response: { 200: bodyOf(staffSubscriptionListResponseSchema) },
      },
    },
    async (request) => ({ body: await listStaffSubscriptions(deps, request.query) }),
  );

  app.get(
    "/api/staff/subscriptions/:id",
    {
      config,
      schema: {
        tags,
        params: subscriptionIdParamsSchema,
        response: { 200: bodyOf(staffSubscriptionDetailSchema) },
      },
    },
    async (request) => ({ body: await staffSubscriptionDetail(deps, deps.db, request.params.id) }),
  );

  app.post(
    "/api/staff/subscriptions/:id/cancel",
    {
      config,
      schema: {
        tags,
        params: subscriptionIdParamsSchema,
        body: staffCancelSubscriptionBodySchema,
        response: { 200: bodyOf(staffSubscriptionDetailSchema) },
      },
    },
    async (request) => ({
      body: await staffCancel(
        deps,
        request.staff!,
        request.params.id,
        request.body,
        optionalIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/staff/subscriptions/:id/periods/:n/refund",
    {
      config,
      schema: {
        tags,
        params: subscriptionPeriodParamsSchema,
        body: staffRefundPeriodBodySchema,
        response: { 200: bodyOf(staffSubscriptionDetailSchema) },
      },
    },
    async (request) => ({
      body: await staffRefundPeriod(
        deps,
        request.staff!,
        request.params.id,
        request.params.n,
        request.body,
        optionalIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/staff/subscriptions/:id/extend",
    {
      config,
      schema: {
        tags,
        params: subscriptionIdParamsSchema,
        body: staffExtendSubscriptionBodySchema,
        response: { 200: bodyOf(staffSubscriptionDetailSchema) },
      },
    },
    async (request) => ({
      body: await staffExtend(
        deps,
        request.staff!,
        request.params.id,
        request.body,
        optionalIdempotencyKey(request),
      ),
    }),
  );
};

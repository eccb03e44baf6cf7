import {
  bodyOf,
  cancelSubscriptionBodySchema,
  changePlanBodySchema,
  mySubscriptionsSchema,
  paymentMethodUpdateSchema,
  subscriptionIdParamsSchema,
  subscriptionPeriodParamsSchema,
  subscriptionResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { optionalIdempotencyKey } from "../../http/idempotency-key.ts";
import { cancelSubscription, mySubscriptions, resumeSubscription } from "./changes.ts";
import { periodInvoicePdf } from "./invoice.ts";
import { changePlan, updatePaymentMethod } from "./plan-change.ts";

const tags = ["subscriptions"];

/** The signed-in shopper's own subscriptions and their changes (docs/api.md, "Managing subscriptions"). */
export const subscriptionAccountRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/subscription/v1/mine",
    { schema: { tags, response: { 200: bodyOf(mySubscriptionsSchema) } } },
    async (request) => ({
      body: { subscriptions: await mySubscriptions(deps, requireUser(request).userId) },
    }),
  );

  app.post(
    "/api/subscription/v1/:id/cancel",
    {
      schema: {
        tags,
        params: subscriptionIdParamsSchema,
        body: cancelSubscriptionBodySchema,
        response: { 200: bodyOf(subscriptionResponseSchema) },
      },
    },
    async (request) => ({
      body: await cancelSubscription(
        deps,
        requireUser(request).userId,
        request.params.id,
        request.body,
        optionalIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/subscription/v1/:id/resume",
    {
      schema: {
        tags,
        params: subscriptionIdParamsSchema,
        response: { 200: bodyOf(subscriptionResponseSchema) },
      },
    },
    async (request) => ({
      body: await resumeSubscription(
        deps,
        requireUser(request).userId,
        request.params.id,
        optionalIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/subscription/v1/:id/change-plan",
    {
      schema: {
        tags,
        params: subscriptionIdParamsSchema,
        body: changePlanBodySchema,
        response: { 200: bodyOf(subscriptionResponseSchema) },
      },
    },
    async (request) => ({
      body: await changePlan(
        deps,
        requireUser(request).userId,
        request.params.id,
        request.body.planId,
        optionalIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/subscription/v1/:id/update-payment-method",
    {
      schema: {
        tags,
        params: subscriptionIdParamsSchema,
        response: { 200: bodyOf(paymentMethodUpdateSchema) },
      },
    },
    async (request) => ({
      body: await updatePaymentMethod(deps, requireUser(request).userId, request.params.id),
    }),
  );

  app.get(
    "/api/subscription/v1/:id/periods/:n/invoice",
    { schema: { tags, params: subscriptionPeriodParamsSchema } },
    async (request, reply) => {
      const { id, n } = request.params;
      const { pdf, filename } = await periodInvoicePdf(deps, requireUser(request).userId, id, n);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};

import {
  bodyOf,
  createSubscriptionBodySchema,
  createSubscriptionResponseSchema,
  subscriptionIdSchema,
  subscriptionSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { requireSession, requireUser } from "../../http/auth.ts";
import { markSubscriptionActive, markSubscriptionCancelled, ownSubscriptionView } from "./checkout-status.ts";
import { identityContact } from "./contact.ts";
import { createSubscription } from "./create.ts";

const tags = ["subscriptions"];
const provider = z.enum(["sandbox", "razorpay"]);
const subscriptionQuery = z.object({ subscriptionId: subscriptionIdSchema });

/** Buying a plan and the checkout's return (docs/api.md, "Subscriptions"). Signed-in shoppers only. */
export const subscriptionCreateRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    "/api/subscription/v1/:provider/create",
    {
      schema: {
        tags,
        params: z.object({ provider }),
        body: createSubscriptionBodySchema,
        response: { 200: bodyOf(createSubscriptionResponseSchema) },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      const body = await createSubscription(deps, {
        userId,
        market: request.market,
        provider: request.params.provider,
        planId: request.body.planId,
        couponCode: request.body.couponCode,
        returnUrl: request.body.returnUrl,
        customer: await identityContact(deps, userId),
      });
      return { body };
    },
  );

  app.get(
    "/api/subscription/v1/:provider/:subscriptionId/getSubscription",
    {
      schema: {
        tags,
        params: z.object({ provider, subscriptionId: subscriptionIdSchema }),
        response: { 200: bodyOf(subscriptionSchema) },
      },
    },
    async (request) => ({
      body: await ownSubscriptionView(deps, requireSession(request).userId, request.params.subscriptionId),
    }),
  );

  app.get(
    "/api/subscription/v1/markSubscriptionActive",
    { schema: { tags, querystring: subscriptionQuery, response: { 200: bodyOf(subscriptionSchema) } } },
    async (request) => ({
      body: await markSubscriptionActive(deps, requireSession(request).userId, request.query.subscriptionId),
    }),
  );

  app.get(
    "/api/subscription/v1/markSubscriptionCancelled",
    { schema: { tags, querystring: subscriptionQuery, response: { 200: bodyOf(subscriptionSchema) } } },
    async (request) => ({
      body: await markSubscriptionCancelled(
        deps,
        requireSession(request).userId,
        request.query.subscriptionId,
      ),
    }),
  );
};

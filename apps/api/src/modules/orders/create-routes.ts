import {
  BUY_NOW_PRODUCTS,
  bodyOf,
  buyNowBodySchema,
  orderCreateBodySchema,
  orderCreatedSchema,
  retryPaymentBodySchema,
} from "@ojas/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireSession } from "../../http/auth.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { createBuyNow } from "./buy-now.ts";
import { createFromCart } from "./create.ts";
import { retryPayment } from "./create-place.ts";

const tags = ["orders"];
const created = { 201: bodyOf(orderCreatedSchema) };

const callerOf = (request: FastifyRequest) => {
  const user = requireSession(request);
  return { userId: user.userId, isGuestUser: user.isGuestUser };
};

/** Order creation (docs/api.md, orders): the cart, buy-now flows and a new payment for a failed order. */
export const orderCreateRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    "/api/oms/v3/order/create",
    { schema: { tags, body: orderCreateBodySchema, response: created } },
    async (request, reply) => {
      const caller = callerOf(request);
      const answer = await createFromCart(
        deps,
        request.market,
        caller,
        request.body,
        requiredIdempotencyKey(request),
      );
      return reply.code(answer.statusCode as 201).send({ body: answer.response });
    },
  );

  for (const version of ["v1", "v2"]) {
    for (const product of BUY_NOW_PRODUCTS) {
      app.post(
        `/api/oms/${version}/create${product}Order`,
        { schema: { tags, body: buyNowBodySchema, response: created } },
        async (request, reply) => {
          const caller = callerOf(request);
          const key = requiredIdempotencyKey(request);
          const answer = await createBuyNow(deps, request.market, caller, product, request.body, key);
          return reply.code(answer.statusCode as 201).send({ body: answer.response });
        },
      );
    }
  }

  app.post(
    "/api/oms/v1/order/retry-payment",
    { schema: { tags, body: retryPaymentBodySchema, response: { 200: bodyOf(orderCreatedSchema) } } },
    async (request) => {
      const { userId } = callerOf(request);
      return { body: await retryPayment(deps, userId, request.body.orderId, request.body.returnUrl) };
    },
  );
};

import {
  bodyOf,
  orderCreatedSchema,
  ringWebinarOrderBodySchema,
  webinarSeatPriceBodySchema,
  webinarSeatPriceSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireSession } from "../../http/auth.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { priceSeat } from "./purchase.ts";
import { createRingWebinarOrder } from "./purchase-order.ts";

/** A paid webinar's seat (docs/api.md, webinars): its price with a webinar coupon, and its order. */
export const webinarPurchaseRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    "/api/pricing/v1/coupons/webinar",
    {
      schema: {
        tags: ["webinars", "pricing"],
        body: webinarSeatPriceBodySchema,
        response: { 200: bodyOf(webinarSeatPriceSchema) },
      },
    },
    async (request) => ({
      body: await priceSeat(deps, request.market, request.body, request.user?.userId ?? null),
    }),
  );

  for (const version of ["v1", "v2"]) {
    app.post(
      `/api/oms/${version}/createRingWebinarOrder`,
      {
        schema: {
          tags: ["orders", "webinars"],
          body: ringWebinarOrderBodySchema,
          response: { 201: bodyOf(orderCreatedSchema) },
        },
      },
      async (request, reply) => {
        const { userId } = requireSession(request);
        const key = requiredIdempotencyKey(request);
        const answer = await createRingWebinarOrder(deps, request.market, { userId }, request.body, key);
        return reply.code(answer.statusCode as 201).send({ body: answer.response });
      },
    );
  }
};

import {
  bodyOf,
  paymentUnsuccessfulBodySchema,
  paymentUnsuccessfulQuerySchema,
  paymentUnsuccessfulResultSchema,
  paymentVerifiedSchema,
  paymentVerifyBodySchema,
  paymentWebhookAcceptedSchema,
  paymentWebhookParamsSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireSession } from "../../http/auth.ts";
import { sandboxRoutes } from "./sandbox-routes.ts";
import { markUnsuccessfulForUser, receiveWebhook, verifyForUser } from "./service.ts";

const tags = ["payments"];

export const paymentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    "/api/payment/v1/payment/verify",
    { schema: { tags, body: paymentVerifyBodySchema, response: { 200: bodyOf(paymentVerifiedSchema) } } },
    async (request) => {
      const user = requireSession(request);
      return { body: await verifyForUser(deps, user.userId, request.body) };
    },
  );

  app.post(
    "/api/payment/v2/payment/unsuccessful",
    {
      schema: {
        tags,
        querystring: paymentUnsuccessfulQuerySchema,
        body: paymentUnsuccessfulBodySchema,
        response: { 200: bodyOf(paymentUnsuccessfulResultSchema) },
      },
    },
    async (request) => {
      const user = requireSession(request);
      const result = await markUnsuccessfulForUser(
        deps,
        user.userId,
        request.query.orderId,
        request.body?.reason,
      );
      return { body: result };
    },
  );

  // The HMAC covers the exact bytes sent, so this route alone takes its JSON body unparsed.
  await app.register(async (raw) => {
    raw.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    raw.withTypeProvider<ZodTypeProvider>().post(
      "/api/payment/v1/webhooks/:provider",
      {
        schema: {
          tags,
          params: paymentWebhookParamsSchema,
          response: { 200: bodyOf(paymentWebhookAcceptedSchema) },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const body = await receiveWebhook(deps, {
          provider: request.params.provider,
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: header("x-razorpay-signature"),
          eventId: header("x-razorpay-event-id"),
        });
        return { body };
      },
    );
  });

  await app.register(sandboxRoutes, { deps });
};

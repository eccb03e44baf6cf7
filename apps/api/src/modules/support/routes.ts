import {
  b2bCallbackRequestBodySchema,
  bodyOf,
  callbackRequestBodySchema,
  ntpTimeResponseSchema,
  supportRequestCreatedSchema,
  trialRequestBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { ntpTime, requestB2bCallback, requestCallback, requestTrial } from "./service.ts";

const created = { 201: bodyOf(supportRequestCreatedSchema) };

export const supportRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    "/api/marketing/v1/requestCallBack",
    { schema: { tags: ["support"], body: callbackRequestBodySchema, response: created } },
    async (request, reply) => {
      const body = await requestCallback(deps, request.market, request.body);
      return reply.code(201).send({ body });
    },
  );

  app.post(
    "/api/marketing/b2b/v1/request-callback",
    { schema: { tags: ["support"], body: b2bCallbackRequestBodySchema, response: created } },
    async (request, reply) => {
      const body = await requestB2bCallback(deps, request.market, request.body);
      return reply.code(201).send({ body });
    },
  );

  app.post(
    "/api/marketing/v1/request-trial",
    { schema: { tags: ["support"], body: trialRequestBodySchema, response: created } },
    async (request, reply) => {
      const body = await requestTrial(deps, request.market, request.body);
      return reply.code(201).send({ body });
    },
  );

  app.get(
    "/api/marketing-api/get-ntp-time",
    { schema: { tags: ["support"], response: { 200: bodyOf(ntpTimeResponseSchema) } } },
    async () => ({ body: ntpTime(deps) }),
  );
};

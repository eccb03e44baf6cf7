import {
  b2bCallbackRequestBodySchema,
  bodyOf,
  callbackRequestBodySchema,
  chatConversationSchema,
  chatMessageBodySchema,
  chatMessagesSchema,
  chatParamsSchema,
  engagementBatchAcceptedSchema,
  engagementBatchSchema,
  ntpTimeResponseSchema,
  supportRequestCreatedSchema,
  trialRequestBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { chatReplyRoutes } from "./chat-routes.ts";
import { supportInboxRoutes } from "./inbox-routes.ts";
import {
  chatMessages,
  ntpTime,
  recordEngagement,
  requestB2bCallback,
  requestCallback,
  requestTrial,
  sendChatMessage,
} from "./service.ts";

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

  // The storefront's engagement sink (apps/web/app/lib/analytics.ts): batches sent by beacon.
  app.post(
    "/api/marketing/v1/events",
    {
      schema: {
        tags: ["support"],
        body: engagementBatchSchema,
        response: { 202: bodyOf(engagementBatchAcceptedSchema) },
      },
    },
    async (request, reply) => {
      const body = await recordEngagement(deps, request.body);
      return reply.code(202).send({ body });
    },
  );

  app.post(
    "/api/marketing/v1/chat/messages",
    {
      schema: {
        tags: ["support"],
        body: chatMessageBodySchema,
        response: { 201: bodyOf(chatConversationSchema) },
      },
    },
    async (request, reply) => {
      const body = await sendChatMessage(deps, request.market, request.body, request.user);
      return reply.code(201).send({ body });
    },
  );

  app.get(
    "/api/marketing/v1/chat/:conversationId",
    {
      schema: {
        tags: ["support"],
        params: chatParamsSchema,
        response: { 200: bodyOf(chatMessagesSchema) },
      },
    },
    async (request) => ({
      body: { messages: await chatMessages(deps, request.params.conversationId, request.user) },
    }),
  );

  await app.register(supportInboxRoutes, { deps });
  await app.register(chatReplyRoutes, { deps });
};

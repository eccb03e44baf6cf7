import {
  bodyOf,
  chatConversationsQuerySchema,
  chatConversationsResponseSchema,
  chatReplyAnswerSchema,
  chatReplyBodySchema,
  staffChatDetailSchema,
  staffChatParamsSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { conversationDetail, listConversations, replyToConversation } from "./chat-replies.ts";

const tags = ["staff"];
const config = { permission: "support" } as const;

/** The back office's chat replies (docs/api.md, "Back office: chat"): staff with `support`. */
export const chatReplyRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/chat/conversations",
    {
      config,
      schema: {
        tags,
        querystring: chatConversationsQuerySchema,
        response: { 200: bodyOf(chatConversationsResponseSchema) },
      },
    },
    async (request) => ({ body: await listConversations(deps, request.query) }),
  );

  app.get(
    "/api/staff/chat/conversations/:conversationId",
    {
      config,
      schema: { tags, params: staffChatParamsSchema, response: { 200: bodyOf(staffChatDetailSchema) } },
    },
    async (request) => ({ body: await conversationDetail(deps, deps.db, request.params.conversationId) }),
  );

  app.post(
    "/api/staff/chat/conversations/:conversationId/replies",
    {
      config,
      schema: {
        tags,
        params: staffChatParamsSchema,
        body: chatReplyBodySchema,
        response: { 200: bodyOf(chatReplyAnswerSchema) },
      },
    },
    async (request) => ({
      body: await replyToConversation(
        deps,
        request.staff!,
        request.params.conversationId,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );
};

import {
  bodyOf,
  contentFieldsSchema,
  contentItemResponseSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentParamsSchema,
  contentPublishBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import {
  createContent,
  getContent,
  listContent,
  publishContent,
  unpublishContent,
  updateContent,
} from "./staff-content.ts";

const config = { permission: "content" } as const;
const item = { 200: bodyOf(contentItemResponseSchema) };

/** The back office's content for staff with `content` (docs/api.md, "Back office: content"). */
export const staffContentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/content",
    {
      config,
      schema: {
        tags: ["staff"],
        querystring: contentListQuerySchema,
        response: { 200: bodyOf(contentListResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { body: await listContent(deps, request.query) };
    },
  );

  app.get(
    "/api/staff/content/:kind/:id",
    { config, schema: { tags: ["staff"], params: contentParamsSchema, response: item } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { body: await getContent(deps, request.params.kind, request.params.id) };
    },
  );

  app.post(
    "/api/staff/content",
    {
      config,
      schema: {
        tags: ["staff"],
        body: contentFieldsSchema,
        response: { 201: bodyOf(contentItemResponseSchema) },
      },
    },
    async (request, reply) => {
      const answer = await createContent(deps, request.staff!, request.body, requiredIdempotencyKey(request));
      // 201 for the new item, and for a repeat of its Idempotency-Key.
      reply.code(201);
      return { body: answer.response };
    },
  );

  app.patch(
    "/api/staff/content/:kind/:id",
    {
      config,
      schema: { tags: ["staff"], params: contentParamsSchema, body: contentFieldsSchema, response: item },
    },
    async (request) => {
      const { kind, id } = request.params;
      const key = requiredIdempotencyKey(request);
      return { body: (await updateContent(deps, request.staff!, kind, id, request.body, key)).response };
    },
  );

  app.post(
    "/api/staff/content/:kind/:id/publish",
    {
      config,
      schema: {
        tags: ["staff"],
        params: contentParamsSchema,
        body: contentPublishBodySchema,
        response: item,
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const key = requiredIdempotencyKey(request);
      return { body: (await publishContent(deps, request.staff!, kind, id, request.body, key)).response };
    },
  );

  app.post(
    "/api/staff/content/:kind/:id/unpublish",
    { config, schema: { tags: ["staff"], params: contentParamsSchema, response: item } },
    async (request) => {
      const { kind, id } = request.params;
      const key = requiredIdempotencyKey(request);
      return { body: (await unpublishContent(deps, request.staff!, kind, id, key)).response };
    },
  );
};

import {
  bodyOf,
  supportInboxQuerySchema,
  supportInboxResponseSchema,
  supportNoteBodySchema,
  supportRequestDetailSchema,
  supportRequestIdParamsSchema,
  supportStatusBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { addRequestNote, inboxDetail, listInbox, setRequestStatus, takeRequest } from "./inbox.ts";

const tags = ["staff"];
const config = { permission: "support" } as const;
const detail = { 200: bodyOf(supportRequestDetailSchema) };

/** The back office's support inbox (docs/api.md, "Support inbox"): staff with `support`. */
export const supportInboxRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/support/requests",
    {
      config,
      schema: {
        tags,
        querystring: supportInboxQuerySchema,
        response: { 200: bodyOf(supportInboxResponseSchema) },
      },
    },
    async (request) => ({ body: await listInbox(deps, request.staff!, request.query) }),
  );

  app.get(
    "/api/staff/support/requests/:id",
    { config, schema: { tags, params: supportRequestIdParamsSchema, response: detail } },
    async (request) => ({ body: await inboxDetail(deps.db, request.params.id) }),
  );

  app.post(
    "/api/staff/support/requests/:id/take",
    { config, schema: { tags, params: supportRequestIdParamsSchema, response: detail } },
    async (request) => ({
      body: await takeRequest(deps, request.staff!, request.params.id, requiredIdempotencyKey(request)),
    }),
  );

  app.post(
    "/api/staff/support/requests/:id/status",
    {
      config,
      schema: { tags, params: supportRequestIdParamsSchema, body: supportStatusBodySchema, response: detail },
    },
    async (request) => ({
      body: await setRequestStatus(
        deps,
        request.staff!,
        request.params.id,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/staff/support/requests/:id/notes",
    {
      config,
      schema: { tags, params: supportRequestIdParamsSchema, body: supportNoteBodySchema, response: detail },
    },
    async (request) => ({
      body: await addRequestNote(
        deps,
        request.staff!,
        request.params.id,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );
};

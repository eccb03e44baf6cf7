import {
  bodyOf,
  staffJoinUrlBodySchema,
  staffRegistrationListQuerySchema,
  staffRegistrationListResponseSchema,
  staffSessionCreateBodySchema,
  staffSessionDetailSchema,
  staffSessionListQuerySchema,
  staffSessionListResponseSchema,
  staffSessionParamsSchema,
  staffSessionUpdateBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import {
  createStaffSession,
  endStaffSession,
  listRegistrations,
  listStaffSessions,
  registrationsCsv,
  setJoinUrl,
  staffSessionDetail,
  startStaffSession,
  updateStaffSession,
} from "./staff-sessions.ts";

const tags = ["staff"];
const config = { permission: "sessions" } as const;
const detail = { 200: bodyOf(staffSessionDetailSchema) };
const params = staffSessionParamsSchema;

/** The back office's sessions and webinars (docs/api.md, "Managing sessions"): staff with `sessions`. */
export const staffSessionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/sessions",
    {
      config,
      schema: {
        tags,
        querystring: staffSessionListQuerySchema,
        response: { 200: bodyOf(staffSessionListResponseSchema) },
      },
    },
    async (request) => ({ body: await listStaffSessions(deps, request.query) }),
  );

  app.post(
    "/api/staff/sessions",
    {
      config,
      schema: {
        tags,
        body: staffSessionCreateBodySchema,
        response: { 201: bodyOf(staffSessionDetailSchema) },
      },
    },
    async (request, reply) => {
      const key = requiredIdempotencyKey(request);
      const body = await createStaffSession(deps, request.staff!, request.body, key);
      return reply.code(201).send({ body });
    },
  );

  app.get(
    "/api/staff/sessions/:id",
    { config, schema: { tags, params, response: detail } },
    async (request) => ({ body: await staffSessionDetail(deps, deps.db, request.params.id) }),
  );

  app.patch(
    "/api/staff/sessions/:id",
    { config, schema: { tags, params, body: staffSessionUpdateBodySchema, response: detail } },
    async (request) => ({
      body: await updateStaffSession(
        deps,
        request.staff!,
        request.params.id,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/staff/sessions/:id/join-url",
    { config, schema: { tags, params, body: staffJoinUrlBodySchema, response: detail } },
    async (request) => ({
      body: await setJoinUrl(
        deps,
        request.staff!,
        request.params.id,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/staff/sessions/:id/start",
    { config, schema: { tags, params, response: detail } },
    async (request) => ({
      body: await startStaffSession(deps, request.staff!, request.params.id, requiredIdempotencyKey(request)),
    }),
  );

  app.post(
    "/api/staff/sessions/:id/end",
    { config, schema: { tags, params, response: detail } },
    async (request) => ({
      body: await endStaffSession(deps, request.staff!, request.params.id, requiredIdempotencyKey(request)),
    }),
  );

  app.get(
    "/api/staff/sessions/:id/registrations",
    {
      config,
      schema: {
        tags,
        params,
        querystring: staffRegistrationListQuerySchema,
        response: { 200: bodyOf(staffRegistrationListResponseSchema) },
      },
    },
    async (request) => ({ body: await listRegistrations(deps, request.params.id, request.query) }),
  );

  app.get(
    "/api/staff/sessions/:id/registrations.csv",
    { config, schema: { tags, params } },
    async (request, reply) => {
      const csv = await registrationsCsv(deps, request.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="registrations-${request.params.id}.csv"`)
        .header("cache-control", "private, no-store")
        .send(csv);
    },
  );
};

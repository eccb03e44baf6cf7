import {
  auditListResponseSchema,
  auditQuerySchema,
  bodyOf,
  createStaffBodySchema,
  staffIdParamsSchema,
  staffListQuerySchema,
  staffListResponseSchema,
  staffMeResponseSchema,
  staffResponseSchema,
  staffRolesBodySchema,
} from "@ojas/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { changeRoles, createStaff, listAudit, listStaff, type StaffCaller, staffMe } from "./service.ts";

const tags = ["back office"];

/** Set by the permission check every staff route passes first (plugins/staff-access.ts). */
const staffOf = (request: FastifyRequest): StaffCaller => request.staff!;

/** Who the member of staff is, staff management and the audit log. Each route names its permission. */
export const staffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/me",
    { config: { permission: "any" }, schema: { tags, response: { 200: bodyOf(staffMeResponseSchema) } } },
    async (request) => ({ body: { staff: await staffMe(deps, staffOf(request)) } }),
  );

  app.get(
    "/api/staff/accounts",
    {
      config: { permission: "staff" },
      schema: { tags, querystring: staffListQuerySchema, response: { 200: bodyOf(staffListResponseSchema) } },
    },
    async (request) => ({ body: await listStaff(deps, request.query) }),
  );

  app.post(
    "/api/staff/accounts",
    {
      config: { permission: "staff" },
      schema: { tags, body: createStaffBodySchema, response: { 201: bodyOf(staffResponseSchema) } },
    },
    async (request, reply) => {
      const answer = await createStaff(deps, staffOf(request), requiredIdempotencyKey(request), request.body);
      return reply.code(201).send({ body: answer.response });
    },
  );

  app.post(
    "/api/staff/accounts/:staffId/roles",
    {
      config: { permission: "staff" },
      schema: {
        tags,
        params: staffIdParamsSchema,
        body: staffRolesBodySchema,
        response: { 200: bodyOf(staffResponseSchema) },
      },
    },
    async (request) => {
      const key = requiredIdempotencyKey(request);
      const answer = await changeRoles(deps, staffOf(request), request.params.staffId, key, request.body);
      return { body: answer.response };
    },
  );

  app.get(
    "/api/staff/audit",
    {
      config: { permission: "staff" },
      schema: { tags, querystring: auditQuerySchema, response: { 200: bodyOf(auditListResponseSchema) } },
    },
    async (request) => ({ body: await listAudit(deps, request.query) }),
  );
};

import { bodyOf, dashboardQuerySchema, dashboardResponseSchema } from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { dashboard } from "./service.ts";

const tags = ["back office"];

/** The back office's home page figures: every member of staff may see them. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/dashboard",
    {
      config: { permission: "any" },
      schema: { tags, querystring: dashboardQuerySchema, response: { 200: bodyOf(dashboardResponseSchema) } },
    },
    // Set by the permission check every staff route passes first (plugins/staff-access.ts).
    async (request) => ({ body: await dashboard(deps, request.staff!, request.query) }),
  );
};

import { bodyOf, sessionParamsSchema, sessionResponseSchema } from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { getSession } from "./service.ts";

export const webinarRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/trainer/v1/sessions/:sessionId",
    {
      schema: {
        tags: ["webinars"],
        params: sessionParamsSchema,
        response: { 200: bodyOf(sessionResponseSchema) },
      },
    },
    async (request) => ({ body: await getSession(deps, request.params.sessionId) }),
  );
};

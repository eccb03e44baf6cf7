import {
  bodyOf,
  sessionParamsSchema,
  sessionResponseSchema,
  webinarJoinParamsSchema,
  webinarRegistrationBodySchema,
  webinarRegistrationCreatedSchema,
  webinarsQuerySchema,
  webinarsResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { registerForWebinar } from "./register.ts";
import { roomRoutes } from "./room-routes.ts";
import { getSession, joinWebinar, listWebinars } from "./service.ts";
import { staffSessionRoutes } from "./staff-sessions-routes.ts";

const callerOf = (user: { userId: string } | null) => (user ? { userId: user.userId } : null);

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

  app.get(
    "/api/subscription/v1/webinars",
    {
      schema: {
        tags: ["webinars"],
        querystring: webinarsQuerySchema,
        response: { 200: bodyOf(webinarsResponseSchema) },
      },
    },
    async (request) => ({
      body: await listWebinars(deps, request.market, callerOf(request.user), request.query.topic),
    }),
  );

  app.post(
    "/api/subscription/v1/webinar-registration",
    {
      schema: {
        tags: ["webinars"],
        body: webinarRegistrationBodySchema,
        response: { 201: bodyOf(webinarRegistrationCreatedSchema) },
      },
    },
    async (request, reply) => {
      const body = await registerForWebinar(deps, request.market, request.body, callerOf(request.user));
      return reply.code(201).send({ body });
    },
  );

  // The join link of the notices: the session page inside the session window; outside it 4000, or for a
  // browser following the link, the session page that says it has not started or has ended.
  app.get(
    "/api/subscription/v1/webinar-registration/:registrationId/join",
    { schema: { tags: ["webinars"], params: webinarJoinParamsSchema } },
    async (request, reply) => {
      const page = (request.headers.accept ?? "").includes("text/html");
      return reply.redirect(await joinWebinar(deps, request.params.registrationId, { page }), 302);
    },
  );

  await app.register(roomRoutes, { deps });
  await app.register(staffSessionRoutes, { deps });
};

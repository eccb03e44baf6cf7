import {
  bodyOf,
  roomMessageBodySchema,
  roomMessageCreatedSchema,
  roomResponseSchema,
  sessionParamsSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { getRoom, heartbeat, postMessage } from "./room.ts";

const tags = ["webinars"];
const room = { 200: bodyOf(roomResponseSchema) };

/** The live room of a session (docs/api.md, "Live room"): for the people allowed in, 4040 for anyone else. */
export const roomRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/trainer/v1/sessions/:sessionId/room",
    { schema: { tags, params: sessionParamsSchema, response: room } },
    async (request) => ({ body: await getRoom(deps, request.params.sessionId, request.user) }),
  );

  app.post(
    "/api/trainer/v1/sessions/:sessionId/room/presence",
    { schema: { tags, params: sessionParamsSchema, response: room } },
    async (request) => ({ body: await heartbeat(deps, request.params.sessionId, request.user) }),
  );

  app.post(
    "/api/trainer/v1/sessions/:sessionId/room/messages",
    {
      schema: {
        tags,
        params: sessionParamsSchema,
        body: roomMessageBodySchema,
        response: { 201: bodyOf(roomMessageCreatedSchema) },
      },
    },
    async (request, reply) => {
      const body = await postMessage(deps, request.params.sessionId, request.user, request.body);
      return reply.code(201).send({ body });
    },
  );
};

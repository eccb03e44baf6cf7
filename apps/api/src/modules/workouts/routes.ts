import {
  bodyOf,
  workoutHistoryQuerySchema,
  workoutHistoryResponseSchema,
  workoutIdParamsSchema,
  workoutListQuerySchema,
  workoutListResponseSchema,
  workoutResponseSchema,
  workoutResultBodySchema,
  workoutResultSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { optionalIdempotencyKey } from "../../http/idempotency-key.ts";
import { getWorkout, listWorkouts, recordResult, workoutHistory } from "./service.ts";

const tags = ["workouts"];

/** FitBot's workouts (public) and the signed-in shopper's results (docs/api.md, "Workouts"). */
export const workoutRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/fitness/v1/workouts",
    {
      schema: {
        tags,
        querystring: workoutListQuerySchema,
        response: { 200: bodyOf(workoutListResponseSchema) },
      },
    },
    async (request) => ({ body: { workouts: await listWorkouts(deps, request.query.category) } }),
  );

  app.get(
    "/api/fitness/v1/workouts/:id",
    {
      schema: { tags, params: workoutIdParamsSchema, response: { 200: bodyOf(workoutResponseSchema) } },
    },
    async (request) => ({ body: { workout: await getWorkout(deps, request.params.id) } }),
  );

  app.post(
    "/api/fitness/v1/workouts/:id/results",
    {
      schema: {
        tags,
        params: workoutIdParamsSchema,
        body: workoutResultBodySchema,
        response: { 201: bodyOf(workoutResultSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const body = await recordResult(
        deps,
        userId,
        request.params.id,
        request.body,
        optionalIdempotencyKey(request),
      );
      return reply.code(201).send({ body });
    },
  );

  app.get(
    "/api/fitness/v1/workout-results",
    {
      schema: {
        tags,
        querystring: workoutHistoryQuerySchema,
        response: { 200: bodyOf(workoutHistoryResponseSchema) },
      },
    },
    async (request) => ({
      body: await workoutHistory(deps, requireUser(request).userId, request.query),
    }),
  );
};

import {
  bodyOf,
  myReviewsQuerySchema,
  myReviewsResponseSchema,
  rejectReviewBodySchema,
  reviewDecisionResponseSchema,
  reviewIdParamsSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { approveReview, myReviews, rejectReview, reviewQueue } from "./review-moderation.ts";

const config = { permission: "reviews" } as const;
const decision = { 200: bodyOf(reviewDecisionResponseSchema) };

/**
 * Review moderation for staff with `reviews` (docs/api.md, "Review moderation"), and the signed-in
 * shopper's own reviews with where each stands.
 */
export const reviewModerationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/reviews",
    {
      config,
      schema: {
        tags: ["staff"],
        querystring: reviewQueueQuerySchema,
        response: { 200: bodyOf(reviewQueueResponseSchema) },
      },
    },
    async (request) => ({ body: await reviewQueue(deps, request.query) }),
  );

  app.post(
    "/api/staff/reviews/:id/approve",
    { config, schema: { tags: ["staff"], params: reviewIdParamsSchema, response: decision } },
    async (request) => ({
      body: await approveReview(deps, request.staff!, request.params.id, requiredIdempotencyKey(request)),
    }),
  );

  app.post(
    "/api/staff/reviews/:id/reject",
    {
      config,
      schema: {
        tags: ["staff"],
        params: reviewIdParamsSchema,
        body: rejectReviewBodySchema,
        response: decision,
      },
    },
    async (request) => ({
      body: await rejectReview(
        deps,
        request.staff!,
        request.params.id,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );

  app.get(
    "/api/catalogue/v1/my-reviews",
    {
      schema: {
        tags: ["catalogue"],
        querystring: myReviewsQuerySchema,
        response: { 200: bodyOf(myReviewsResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header("cache-control", "private, no-store");
      return { body: await myReviews(deps, user.userId, request.query) };
    },
  );
};

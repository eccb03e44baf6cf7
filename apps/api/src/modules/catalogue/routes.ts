import {
  approvedReviewsBodySchema,
  approvedReviewsResponseSchema,
  byobQuerySchema,
  byobResponseSchema,
  createReviewBodySchema,
  createReviewResponseSchema,
  productListQuerySchema,
  productListResponseSchema,
  recommendedSkusBodySchema,
  reviewEligibilityQuerySchema,
  reviewEligibilitySchema,
  skuDetailsQuerySchema,
  skuDetailsResponseSchema,
  skuIdsQuerySchema,
  skusResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { sendJsonBody } from "../../http/http-cache.ts";
import { hasBoughtProduct, ordersHoldingStock } from "../orders/service.ts";
import { catalogueCache } from "./cache.ts";
import { catalogueAdminRoutes } from "./catalogue-admin-routes.ts";
import { reviewModerationRoutes } from "./review-moderation-routes.ts";
import * as catalogue from "./service.ts";
import { stockAdminRoutes } from "./stock-admin-routes.ts";

const body = <T extends z.ZodType>(schema: T) => z.object({ body: schema });
const tags = ["catalogue"];

/** The same for every shopper of a market: ETag, 304 and public caching (docs/decisions/0044). */
const config = { publicRead: true };

export const catalogueRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const hasBought = (userId: string, productId: string) => hasBoughtProduct(deps, userId, productId);
  const cache = catalogueCache(deps);
  await app.register(reviewModerationRoutes, { deps });
  await app.register(catalogueAdminRoutes, { deps });
  await app.register(stockAdminRoutes, { deps, holding: ordersHoldingStock });

  app.get(
    "/api/catalogue/v1/products",
    {
      config,
      schema: {
        tags,
        querystring: productListQuerySchema,
        response: { 200: body(productListResponseSchema) },
      },
    },
    async (request, reply) =>
      sendJsonBody(
        reply,
        await cache.body(`products:${request.market}:${JSON.stringify(request.query)}`, async () => ({
          body: await catalogue.listProducts(deps, request.market, request.query),
        })),
      ),
  );

  app.get(
    "/api/catalogue/v2/skuDetails",
    {
      config,
      schema: { tags, querystring: skuDetailsQuerySchema, response: { 200: body(skuDetailsResponseSchema) } },
    },
    async (request, reply) =>
      sendJsonBody(
        reply,
        await cache.body(`details:${request.market}:${JSON.stringify(request.query)}`, async () => ({
          body: await catalogue.skuDetails(deps, request.market, request.query),
        })),
      ),
  );

  app.get(
    "/api/catalogue/v1/skuDetails",
    { config, schema: { tags, querystring: skuIdsQuerySchema, response: { 200: body(skusResponseSchema) } } },
    async (request) => ({
      body: { skus: await catalogue.skusByIds(deps, request.market, request.query.skuIds) },
    }),
  );

  app.post(
    "/api/catalogue/v1/recommended-skus",
    { schema: { tags, body: recommendedSkusBodySchema, response: { 200: body(skusResponseSchema) } } },
    async (request) => ({
      body: { skus: await catalogue.recommendedSkus(deps, request.market, request.body.skuIds) },
    }),
  );

  app.get(
    "/api/catalogue/v1/byob",
    { config, schema: { tags, querystring: byobQuerySchema, response: { 200: body(byobResponseSchema) } } },
    async (request) => ({ body: await catalogue.byob(deps, request.market, request.query.bundleSkuId) }),
  );

  app.post(
    "/api/catalogue/v1/getApprovedReviews",
    {
      schema: {
        tags,
        body: approvedReviewsBodySchema,
        response: { 200: body(approvedReviewsResponseSchema) },
      },
    },
    async (request) => ({ body: await catalogue.approvedReviews(deps, request.body) }),
  );

  app.get(
    "/api/catalogue/v1/review-eligibility",
    {
      schema: {
        tags,
        querystring: reviewEligibilityQuerySchema,
        response: { 200: body(reviewEligibilitySchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const user = request.user && !request.user.isGuestUser ? request.user : undefined;
      return { body: await catalogue.reviewEligibility(deps, hasBought, user?.userId, request.query.skuId) };
    },
  );

  app.post(
    "/api/catalogue/v1/createReview",
    { schema: { tags, body: createReviewBodySchema, response: { 201: body(createReviewResponseSchema) } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.code(201);
      return { body: await catalogue.createReview(deps, hasBought, user, request.body) };
    },
  );
};

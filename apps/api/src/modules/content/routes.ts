import {
  articleListQuerySchema,
  articleListResponseSchema,
  articleResponseSchema,
  bodyOf,
  goalLandingQuerySchema,
  goalLandingResponseSchema,
  goalsLandingResponseSchema,
  influencerVideosResponseSchema,
  landingParamsSchema,
  landingResponseSchema,
  recipeListQuerySchema,
  recipeListResponseSchema,
  recipeResponseSchema,
  slugParamsSchema,
  splashResponseSchema,
  subCategoryPageResponseSchema,
  subCategoryParamsSchema,
  testimonialListQuerySchema,
  testimonialListResponseSchema,
  trainerListQuerySchema,
  trainerListResponseSchema,
  transformationStoriesQuerySchema,
  transformationStoriesResponseSchema,
  videoLibraryQuerySchema,
  videoLibraryResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import * as content from "./service.ts";
import { staffContentRoutes } from "./staff-routes.ts";

/** The same for every shopper of a market: ETag, 304 and public caching (docs/decisions/0044). */
const config = { publicRead: true };

/** Content and dynamic pages (docs/api.md, content), public and read-only; the back office's content beside. */
export const contentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(staffContentRoutes, { deps });

  app.get(
    "/api/marketing/articles",
    {
      config,
      schema: {
        tags: ["content"],
        querystring: articleListQuerySchema,
        response: { 200: bodyOf(articleListResponseSchema) },
      },
    },
    async (request) => ({ body: await content.listArticles(deps, request.query) }),
  );

  app.get(
    "/api/marketing/articles/:slug",
    {
      config,
      schema: {
        tags: ["content"],
        params: slugParamsSchema,
        response: { 200: bodyOf(articleResponseSchema) },
      },
    },
    async (request) => ({ body: await content.getArticle(deps, request.params.slug) }),
  );

  app.get(
    "/api/fitness/recipes",
    {
      config,
      schema: {
        tags: ["content"],
        querystring: recipeListQuerySchema,
        response: { 200: bodyOf(recipeListResponseSchema) },
      },
    },
    async (request) => ({ body: await content.listRecipes(deps, request.query) }),
  );

  app.get(
    "/api/fitness/recipes/:slug",
    {
      config,
      schema: {
        tags: ["content"],
        params: slugParamsSchema,
        response: { 200: bodyOf(recipeResponseSchema) },
      },
    },
    async (request) => ({ body: await content.getRecipe(deps, request.params.slug) }),
  );

  app.get(
    "/api/fitness/videoLibrary",
    {
      config,
      schema: {
        tags: ["content"],
        querystring: videoLibraryQuerySchema,
        response: { 200: bodyOf(videoLibraryResponseSchema) },
      },
    },
    async (request) => ({ body: await content.videoLibrary(deps, request.query) }),
  );

  app.get(
    "/api/fitness/v1/subcategory/:subCategory",
    {
      config,
      schema: {
        tags: ["content"],
        params: subCategoryParamsSchema,
        response: { 200: bodyOf(subCategoryPageResponseSchema) },
      },
    },
    async (request) => ({
      body: await content.subCategoryPage(deps, request.market, request.params.subCategory),
    }),
  );

  app.get(
    "/api/trainer/trainers",
    {
      config,
      schema: {
        tags: ["content"],
        querystring: trainerListQuerySchema,
        response: { 200: bodyOf(trainerListResponseSchema) },
      },
    },
    async (request) => ({ body: await content.listTrainers(deps, request.query) }),
  );

  app.get(
    "/api/marketing/testimonials",
    {
      config,
      schema: {
        tags: ["content"],
        querystring: testimonialListQuerySchema,
        response: { 200: bodyOf(testimonialListResponseSchema) },
      },
    },
    async (request) => ({ body: await content.listTestimonials(deps, request.query) }),
  );

  app.get(
    "/api/marketing/transformation-stories",
    {
      config,
      schema: {
        tags: ["content"],
        querystring: transformationStoriesQuerySchema,
        response: { 200: bodyOf(transformationStoriesResponseSchema) },
      },
    },
    async (request) => ({ body: await content.transformationStories(deps, request.query) }),
  );

  app.get(
    "/api/marketing/influencer/v1/videos",
    { config, schema: { tags: ["content"], response: { 200: bodyOf(influencerVideosResponseSchema) } } },
    async () => ({ body: await content.influencerVideos(deps) }),
  );

  app.get(
    "/api/dynamic-pages/v1/landing/:pageKey",
    {
      config,
      schema: {
        tags: ["dynamic-pages"],
        params: landingParamsSchema,
        response: { 200: bodyOf(landingResponseSchema) },
      },
    },
    async (request) => ({ body: await content.landing(deps, request.market, request.params.pageKey) }),
  );

  app.get(
    "/api/dynamic-pages/goalpage/v1/goals/landing",
    { config, schema: { tags: ["dynamic-pages"], response: { 200: bodyOf(goalsLandingResponseSchema) } } },
    async (request) => ({ body: await content.goalsLanding(deps, request.market) }),
  );

  app.get(
    "/api/dynamic-pages/v2/goals/landing",
    {
      config,
      schema: {
        tags: ["dynamic-pages"],
        querystring: goalLandingQuerySchema,
        response: { 200: bodyOf(goalLandingResponseSchema) },
      },
    },
    async (request) => ({ body: await content.goalLanding(deps, request.market, request.query) }),
  );

  app.get(
    "/api/dynamic-pages/splash/v1",
    { config, schema: { tags: ["dynamic-pages"], response: { 200: bodyOf(splashResponseSchema) } } },
    async (request) => ({ body: await content.splash(deps, request.market) }),
  );
};

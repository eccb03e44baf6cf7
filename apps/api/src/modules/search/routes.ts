import {
  advancedSearchResponseSchema,
  bodyOf,
  catalogueSearchResponseSchema,
  searchBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { advancedSearch, catalogueSearch } from "./service.ts";

export const searchRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    "/api/search/v3/advancedSearch",
    {
      schema: {
        tags: ["search"],
        body: searchBodySchema,
        response: { 200: bodyOf(advancedSearchResponseSchema) },
      },
    },
    async (request) => ({ body: await advancedSearch(deps, request.market, request.body.searchValue) }),
  );

  app.post(
    "/api/search/v2/catalogueSearch",
    {
      schema: {
        tags: ["search"],
        body: searchBodySchema,
        response: { 200: bodyOf(catalogueSearchResponseSchema) },
      },
    },
    async (request) => ({ body: await catalogueSearch(deps, request.market, request.body.searchValue) }),
  );
};

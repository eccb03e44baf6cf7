import {
  bodyOf,
  myReferralCodeResponseSchema,
  refereeConfigQuerySchema,
  refereeConfigResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { placedOrdersWithReferral } from "../orders/service.ts";
import { referralAdminRoutes } from "./admin-routes.ts";
import { myReferralCode, refereeConfig } from "./service.ts";

const tags = ["referral"];

export const referralRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(referralAdminRoutes, { deps });

  app.get(
    "/api/referral/v1/referee-config",
    {
      schema: {
        tags,
        querystring: refereeConfigQuerySchema,
        response: { 200: bodyOf(refereeConfigResponseSchema) },
      },
    },
    async (request) => ({
      body: await refereeConfig(deps, request.market, request.query.referralCode),
    }),
  );

  app.get(
    "/api/referral/v1/my-code",
    { schema: { tags, response: { 200: bodyOf(myReferralCodeResponseSchema) } } },
    async (request) => ({
      body: await myReferralCode(
        deps,
        (code, owner) => placedOrdersWithReferral(deps, code, owner),
        request.market,
        requireUser(request).userId,
      ),
    }),
  );
};

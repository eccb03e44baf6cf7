import { bodyOf, subscriptionListSchema } from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireSession } from "../../http/auth.ts";
import { subscriptionAccountRoutes } from "./account-routes.ts";
import { subscriptionCreateRoutes } from "./create-routes.ts";
import { currentActiveSubscriptions } from "./service.ts";
import { subscriptionStaffRoutes } from "./staff-routes.ts";

const tags = ["subscriptions"];

/** The subscription calls (docs/api.md, "Subscriptions"). */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(subscriptionCreateRoutes, { deps });
  app.get(
    "/api/subscription/v1/getCurrentActive",
    { schema: { tags, response: { 200: bodyOf(subscriptionListSchema) } } },
    async (request) => ({
      body: { subscriptions: await currentActiveSubscriptions(deps, requireSession(request).userId) },
    }),
  );
  await app.register(subscriptionAccountRoutes, { deps });
  await app.register(subscriptionStaffRoutes, { deps });
};

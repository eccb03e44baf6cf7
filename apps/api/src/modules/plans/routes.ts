import {
  bodyOf,
  monthPlansBodySchema,
  monthPlansPath,
  monthPlansResponseSchema,
  PLAN_KINDS,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { runningPlanIds } from "../subscriptions/service.ts";
import { monthPlans } from "./service.ts";

/** The month plans of each kind. Public; a session only changes canBuy. */
export const planRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  for (const kind of PLAN_KINDS) {
    app.post(
      monthPlansPath(kind),
      {
        schema: {
          tags: ["plans"],
          body: monthPlansBodySchema,
          response: { 200: bodyOf(monthPlansResponseSchema) },
        },
      },
      async (request) => {
        const userId = request.user?.userId;
        const running = userId ? await runningPlanIds(deps, userId) : new Set<string>();
        return { body: { plans: await monthPlans(deps, request.market, kind, request.body, running) } };
      },
    );
  }
};

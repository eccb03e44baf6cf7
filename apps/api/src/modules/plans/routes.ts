import {
  bodyOf,
  monthPlansBodySchema,
  monthPlansPath,
  monthPlansResponseSchema,
  PLAN_KINDS,
  proPlanResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/app-error.ts";
import { bestPlanOffers } from "../pricing/service.ts";
import { runningPlanIds } from "../subscriptions/service.ts";
import { monthPlans } from "./service.ts";

/** The month plans of each kind. Public; a session only changes canBuy. */
export const planRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // The Pro membership on offer: the fitness and nutrition Stay Fit PRO plan (12 months where sold, as the
  // ring + Pro pack), priced in the market; canBuy false when the caller already has it running.
  app.get(
    "/api/subscription/v2/pro-plan",
    { schema: { tags: ["plans"], response: { 200: bodyOf(proPlanResponseSchema) } } },
    async (request) => {
      const userId = request.user?.userId;
      const running = userId ? await runningPlanIds(deps, userId) : new Set<string>();
      const plans = await monthPlans(
        deps,
        request.market,
        "FITNESSXNUTRITION",
        { healthGoals: ["STAY_FIT"] },
        running,
      );
      const pro = plans.filter((p) => p.tier === "PRO");
      const plan = pro.find((p) => p.months === 12) ?? pro[0];
      if (!plan) throw notFound("No Pro plan is sold in this market");
      return { body: { plan } };
    },
  );

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
        const plans = await monthPlans(deps, request.market, kind, request.body, running);
        const { couponCode, webinarCoupons = [], cxCoupons = [] } = request.body;
        const codes = [...(couponCode ? [couponCode] : []), ...webinarCoupons, ...cxCoupons];
        const offers = await bestPlanOffers(deps, {
          codes,
          userId: userId ?? null,
          market: request.market,
          plans,
        });
        return {
          body: {
            plans: plans.map((plan) => {
              const offer = offers.get(plan.planId);
              if (!offer) return plan;
              const { code, ...price } = offer;
              return { ...plan, offer: { couponCode: code, ...price } };
            }),
          },
        };
      },
    );
  }
};

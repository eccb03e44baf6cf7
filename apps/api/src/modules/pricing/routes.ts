import {
  applyCouponBodySchema,
  applyPlanOfferCodesBodySchema,
  applyPlanOfferCodesResponseSchema,
  bodyOf,
  cartSchema,
  couponSummaryListSchema,
  couponsListBodySchema,
  couponsListResponseSchema,
  lifeBitsCouponsResponseSchema,
  offerCodeValidityQuerySchema,
  offerCodeValidityResponseSchema,
  planCouponsBodySchema,
  planCouponsResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { applyCoupon, cartForCoupons, checkOfferCode } from "../cart/service.ts";
import { couponAdminRoutes } from "./coupon-admin-routes.ts";
import { applyPlanOfferCodes, lifeBitsCoupons, listPlanCoupons, newUserCoupons } from "./service.ts";

const tags = ["pricing"];

export const pricingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(couponAdminRoutes, { deps });

  app.get(
    "/api/pricing/v1/new-user-coupons",
    { schema: { tags, response: { 200: bodyOf(couponSummaryListSchema) } } },
    async (request) => ({ body: await newUserCoupons(deps, request.market) }),
  );

  app.post(
    "/api/pricing/v3/get-coupons-list",
    { schema: { tags, body: couponsListBodySchema, response: { 200: bodyOf(couponsListResponseSchema) } } },
    async (request) => {
      const { cartItems, autoApplyCoupon } = request.body;
      const cart = await cartForCoupons(deps, request.market, request.user, cartItems, { autoApplyCoupon });
      return { body: { coupons: cart.applicableCoupons, lifeBitsCoupons: cart.applicableLifeBitsCoupons } };
    },
  );

  app.post(
    "/api/pricing/v1/applyCoupon/cart",
    { schema: { tags, body: applyCouponBodySchema, response: { 200: bodyOf(cartSchema) } } },
    async (request) => {
      const { cartItems, ...options } = request.body;
      return { body: await applyCoupon(deps, request.market, request.user, cartItems, options) };
    },
  );

  app.get(
    "/api/pricing/v1/check-offer-code-validity",
    {
      schema: {
        tags,
        querystring: offerCodeValidityQuerySchema,
        response: { 200: bodyOf(offerCodeValidityResponseSchema) },
      },
    },
    async (request) => ({ body: await checkOfferCode(deps, request.market, request.user, request.query) }),
  );

  app.get(
    "/api/gamification/lifebits/v1/coupons",
    { schema: { tags, response: { 200: bodyOf(lifeBitsCouponsResponseSchema) } } },
    async (request) => ({
      body: await lifeBitsCoupons(deps, request.market, request.user?.userId ?? null),
    }),
  );

  // Plan coupons: the coupons on coaching plans live with the other coupons (docs/api.md, plan coupons).
  app.post(
    "/api/pricing/v1/coupons/plan",
    { schema: { tags, body: planCouponsBodySchema, response: { 200: bodyOf(planCouponsResponseSchema) } } },
    async (request) => ({
      body: await listPlanCoupons(deps, {
        planId: request.body?.planId,
        userId: request.user?.userId ?? null,
        market: request.market,
      }),
    }),
  );
  app.post(
    "/api/pricing/v1/apply-offer-codes/plan",
    {
      schema: {
        tags,
        body: applyPlanOfferCodesBodySchema,
        response: { 200: bodyOf(applyPlanOfferCodesResponseSchema) },
      },
    },
    async (request) => {
      const { planId, offerCodes, couponCode } = request.body;
      const codes = [...(offerCodes ?? []), ...(couponCode ? [couponCode] : [])];
      return {
        body: await applyPlanOfferCodes(deps, {
          planId,
          codes,
          userId: request.user?.userId ?? null,
          market: request.market,
        }),
      };
    },
  );
};

import {
  bodyOf,
  couponActiveBodySchema,
  couponCodeParamsSchema,
  staffCouponBodySchema,
  staffCouponDetailSchema,
  staffCouponListQuerySchema,
  staffCouponListResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { couponDetail, createCoupon, editCoupon, listCoupons, setCouponActive } from "./coupon-admin.ts";

const tags = ["staff"];
const config = { permission: "offers" } as const;
const detail = bodyOf(staffCouponDetailSchema);

/** The back office's coupons (docs/api.md, "Back office: offers"): staff with `offers`. */
export const couponAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/offers/coupons",
    {
      config,
      schema: {
        tags,
        querystring: staffCouponListQuerySchema,
        response: { 200: bodyOf(staffCouponListResponseSchema) },
      },
    },
    async (request) => ({ body: await listCoupons(deps, request.query) }),
  );

  app.get(
    "/api/staff/offers/coupons/:code",
    { config, schema: { tags, params: couponCodeParamsSchema, response: { 200: detail } } },
    async (request) => ({ body: await couponDetail(deps.db, request.params.code) }),
  );

  app.post(
    "/api/staff/offers/coupons",
    { config, schema: { tags, body: staffCouponBodySchema, response: { 200: detail, 201: detail } } },
    async (request, reply) => {
      const answer = await createCoupon(deps, request.staff!, request.body, requiredIdempotencyKey(request));
      return reply.code(answer.statusCode === 200 ? 200 : 201).send({ body: answer.response });
    },
  );

  app.put(
    "/api/staff/offers/coupons/:code",
    {
      config,
      schema: {
        tags,
        params: couponCodeParamsSchema,
        body: staffCouponBodySchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      const answer = await editCoupon(
        deps,
        request.staff!,
        request.params.code,
        request.body,
        requiredIdempotencyKey(request),
      );
      return { body: answer.response };
    },
  );

  app.post(
    "/api/staff/offers/coupons/:code/active",
    {
      config,
      schema: {
        tags,
        params: couponCodeParamsSchema,
        body: couponActiveBodySchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      const answer = await setCouponActive(
        deps,
        request.staff!,
        request.params.code,
        request.body,
        requiredIdempotencyKey(request),
      );
      return { body: answer.response };
    },
  );
};

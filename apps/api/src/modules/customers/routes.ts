import {
  bodyOf,
  customerParamsSchema,
  customerProfileSchema,
  customerSearchQuerySchema,
  customerSearchResponseSchema,
  lifeBitsAdjustedSchema,
  lifeBitsAdjustmentBodySchema,
  signedOutEverywhereSchema,
  signOutEverywhereBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { adjustCustomerLifeBits, customerProfile, searchCustomers, signOutEverywhere } from "./service.ts";

const tags = ["staff"];
const config = { permission: "customers" } as const;

/** The back office's customers (docs/api.md, "Back office: customers"): staff with `customers`. */
export const customerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/customers",
    {
      config,
      schema: {
        tags,
        querystring: customerSearchQuerySchema,
        response: { 200: bodyOf(customerSearchResponseSchema) },
      },
    },
    async (request) => ({ body: await searchCustomers(deps, request.query) }),
  );

  app.get(
    "/api/staff/customers/:userId",
    {
      config,
      schema: { tags, params: customerParamsSchema, response: { 200: bodyOf(customerProfileSchema) } },
    },
    async (request) => ({ body: await customerProfile(deps, request.params.userId) }),
  );

  app.post(
    "/api/staff/customers/:userId/life-bits",
    {
      config,
      schema: {
        tags,
        params: customerParamsSchema,
        body: lifeBitsAdjustmentBodySchema,
        response: { 200: bodyOf(lifeBitsAdjustedSchema) },
      },
    },
    async (request) => ({
      body: await adjustCustomerLifeBits(
        deps,
        request.staff!,
        request.params.userId,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/staff/customers/:userId/sign-out-everywhere",
    {
      config,
      schema: {
        tags,
        params: customerParamsSchema,
        body: signOutEverywhereBodySchema,
        response: { 200: bodyOf(signedOutEverywhereSchema) },
      },
    },
    async (request) => ({
      body: await signOutEverywhere(
        deps,
        request.staff!,
        request.params.userId,
        requiredIdempotencyKey(request),
      ),
    }),
  );
};

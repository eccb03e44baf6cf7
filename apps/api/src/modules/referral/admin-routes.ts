import {
  affiliateBodySchema,
  affiliateCodeParamsSchema,
  affiliateEditBodySchema,
  affiliateListQuerySchema,
  affiliateListResponseSchema,
  affiliateReportQuerySchema,
  affiliateReportResponseSchema,
  affiliateSchema,
  bodyOf,
  referralSettingsBodySchema,
  referralSettingsSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../deps.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { affiliateSales } from "../orders/service.ts";
import {
  affiliateReport,
  createAffiliate,
  editAffiliate,
  listAffiliates,
  referralSettings,
  saveReferralSettings,
} from "./admin.ts";

const tags = ["staff"];
const config = { permission: "offers" } as const;
const oneAffiliate = bodyOf(z.object({ affiliate: affiliateSchema }));

/** The back office's referral programme and affiliates (docs/api.md, "Back office: offers"). */
export const referralAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/staff/offers/referral",
    { config, schema: { tags, response: { 200: bodyOf(referralSettingsSchema) } } },
    async () => ({ body: await referralSettings(deps) }),
  );

  app.put(
    "/api/staff/offers/referral",
    {
      config,
      schema: { tags, body: referralSettingsBodySchema, response: { 200: bodyOf(referralSettingsSchema) } },
    },
    async (request) => ({
      body: await saveReferralSettings(deps, request.staff!, request.body, requiredIdempotencyKey(request)),
    }),
  );

  app.get(
    "/api/staff/offers/affiliates",
    {
      config,
      schema: {
        tags,
        querystring: affiliateListQuerySchema,
        response: { 200: bodyOf(affiliateListResponseSchema) },
      },
    },
    async (request) => ({ body: await listAffiliates(deps, request.query) }),
  );

  app.get(
    "/api/staff/offers/affiliates/report",
    {
      config,
      schema: {
        tags,
        querystring: affiliateReportQuerySchema,
        response: { 200: bodyOf(affiliateReportResponseSchema) },
      },
    },
    async (request) => ({
      body: await affiliateReport(deps, (range) => affiliateSales(deps, range), request.query),
    }),
  );

  app.post(
    "/api/staff/offers/affiliates",
    {
      config,
      schema: { tags, body: affiliateBodySchema, response: { 200: oneAffiliate, 201: oneAffiliate } },
    },
    async (request, reply) => {
      const answer = await createAffiliate(
        deps,
        request.staff!,
        request.body,
        requiredIdempotencyKey(request),
      );
      return reply.code(answer.statusCode === 200 ? 200 : 201).send({ body: answer.response });
    },
  );

  app.put(
    "/api/staff/offers/affiliates/:code",
    {
      config,
      schema: {
        tags,
        params: affiliateCodeParamsSchema,
        body: affiliateEditBodySchema,
        response: { 200: oneAffiliate },
      },
    },
    async (request) => {
      const answer = await editAffiliate(
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

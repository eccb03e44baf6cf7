import {
  bodyOf,
  CATALOGUE_IMAGE_MAX_BYTES,
  catalogueAdminProductSchema,
  catalogueImageFileParamsSchema,
  catalogueListQuerySchema,
  catalogueListResponseSchema,
  cataloguePricesBodySchema,
  catalogueProductParamsSchema,
  cataloguePublishBodySchema,
  catalogueSkuBodySchema,
  catalogueSkuParamsSchema,
  createCatalogueProductBodySchema,
  updateCatalogueProductBodySchema,
} from "@ojas/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import type { Answer } from "../staff/service.ts";
import {
  createProduct,
  createSku,
  listCatalogue,
  publishProduct,
  setPrices,
  staffProduct,
  updateProduct,
  updateSku,
  uploadImage,
} from "./catalogue-admin.ts";
import { IMMUTABLE_CACHE, storedImage } from "./catalogue-images.ts";

const tags = ["staff"];
const config = { permission: "catalogue" } as const;
const params = catalogueProductParamsSchema;
const oneProduct = { 200: bodyOf(catalogueAdminProductSchema), 201: bodyOf(catalogueAdminProductSchema) };

const answered = <T>(reply: FastifyReply, answer: Answer<T>) => {
  reply.code(answer.statusCode);
  return { body: answer.response };
};

/**
 * The back office's catalogue for staff with `catalogue` (docs/api.md, "Back office: catalogue"), and the
 * product images it stores, served to everyone.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // An image is sent as the file itself (Content-Type image/...); a bigger body is refused before it is
  // read, and processImage checks the size again and that sharp reads a picture in it.
  app.addContentTypeParser(
    /^image\/[\w.+-]+$/,
    { parseAs: "buffer", bodyLimit: CATALOGUE_IMAGE_MAX_BYTES + 1 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/api/staff/catalogue/products",
    {
      config,
      schema: {
        tags,
        querystring: catalogueListQuerySchema,
        response: { 200: bodyOf(catalogueListResponseSchema) },
      },
    },
    async (request) => ({ body: await listCatalogue(deps, request.query) }),
  );

  app.post(
    "/api/staff/catalogue/products",
    { config, schema: { tags, body: createCatalogueProductBodySchema, response: oneProduct } },
    async (request, reply) =>
      answered(
        reply,
        await createProduct(deps, request.staff!, request.body, requiredIdempotencyKey(request)),
      ),
  );

  app.get(
    "/api/staff/catalogue/products/:productId",
    { config, schema: { tags, params, response: { 200: bodyOf(catalogueAdminProductSchema) } } },
    async (request) => ({ body: await staffProduct(deps, request.params.productId) }),
  );

  app.patch(
    "/api/staff/catalogue/products/:productId",
    { config, schema: { tags, params, body: updateCatalogueProductBodySchema, response: oneProduct } },
    async (request, reply) =>
      answered(
        reply,
        await updateProduct(
          deps,
          request.staff!,
          request.params.productId,
          request.body,
          requiredIdempotencyKey(request),
        ),
      ),
  );

  app.post(
    "/api/staff/catalogue/products/:productId/skus",
    { config, schema: { tags, params, body: catalogueSkuBodySchema, response: oneProduct } },
    async (request, reply) =>
      answered(
        reply,
        await createSku(
          deps,
          request.staff!,
          request.params.productId,
          request.body,
          requiredIdempotencyKey(request),
        ),
      ),
  );

  app.put(
    "/api/staff/catalogue/products/:productId/skus/:skuId",
    {
      config,
      schema: { tags, params: catalogueSkuParamsSchema, body: catalogueSkuBodySchema, response: oneProduct },
    },
    async (request, reply) =>
      answered(
        reply,
        await updateSku(
          deps,
          request.staff!,
          request.params.productId,
          request.params.skuId,
          request.body,
          requiredIdempotencyKey(request),
        ),
      ),
  );

  app.put(
    "/api/staff/catalogue/products/:productId/prices",
    { config, schema: { tags, params, body: cataloguePricesBodySchema, response: oneProduct } },
    async (request, reply) =>
      answered(
        reply,
        await setPrices(
          deps,
          request.staff!,
          request.params.productId,
          request.body,
          requiredIdempotencyKey(request),
        ),
      ),
  );

  app.post(
    "/api/staff/catalogue/products/:productId/publish",
    { config, schema: { tags, params, body: cataloguePublishBodySchema, response: oneProduct } },
    async (request, reply) =>
      answered(
        reply,
        await publishProduct(
          deps,
          request.staff!,
          request.params.productId,
          request.body,
          requiredIdempotencyKey(request),
        ),
      ),
  );

  app.post(
    "/api/staff/catalogue/products/:productId/images",
    { config, bodyLimit: CATALOGUE_IMAGE_MAX_BYTES + 1, schema: { tags, params, response: oneProduct } },
    async (request, reply) => {
      const key = requiredIdempotencyKey(request);
      if (!Buffer.isBuffer(request.body)) {
        throw invalid({
          image: "Send the picture itself, with its Content-Type (image/jpeg, image/png ...)",
        });
      }
      return answered(
        reply,
        await uploadImage(deps, request.staff!, request.params.productId, request.body, key),
      );
    },
  );

  // Stored images never change under their URL (the id is the upload's fingerprint): cached for a year.
  app.get(
    "/images/catalogue/:file",
    { schema: { hide: true, params: catalogueImageFileParamsSchema } },
    async (request, reply) => {
      const webp = await storedImage(deps.db, request.params.file);
      if (!webp) throw notFound("No such image");
      return reply.type("image/webp").header("cache-control", IMMUTABLE_CACHE).send(webp);
    },
  );
};

import {
  bodyOf,
  countriesResponseSchema,
  pincodeParamsSchema,
  pincodeResponseSchema,
  sameDayShipmentResponseSchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { checkPincode, listCountries, sameDayShipment } from "./service.ts";

export const locationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/location/v1/pincode/:code",
    {
      schema: {
        tags: ["location"],
        params: pincodeParamsSchema,
        response: { 200: bodyOf(pincodeResponseSchema) },
      },
    },
    async (request) => ({ body: await checkPincode(deps, request.market, request.params.code) }),
  );

  app.get(
    "/api/location/v1/countries",
    { schema: { tags: ["location"], response: { 200: bodyOf(countriesResponseSchema) } } },
    async () => ({ body: { countries: listCountries() } }),
  );

  app.get(
    "/api/logistics/v1/same-day-shipment",
    { schema: { tags: ["location"], response: { 200: bodyOf(sameDayShipmentResponseSchema) } } },
    async (request) => ({ body: sameDayShipment(deps, request.market) }),
  );
};

import {
  BLOOD_WORK_REPORT_MAX_BYTES,
  bloodWorkBookingParamsSchema,
  bodyOf,
  staffBloodWorkAreasSchema,
  staffBloodWorkBookingResponseSchema,
  staffBloodWorkCapacityBodySchema,
  staffBloodWorkCapacityResponseSchema,
  staffBloodWorkCollectionsQuerySchema,
  staffBloodWorkCollectionsSchema,
  staffBloodWorkMoveBodySchema,
  staffBloodWorkSlotsQuerySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { invalid } from "../../http/app-error.ts";
import { optionalIdempotencyKey } from "../../http/idempotency-key.ts";
import {
  areaSlots,
  collections,
  listAreas,
  moveBooking,
  setCapacity,
  staffBooking,
  uploadReport,
} from "./staff.ts";

const tags = ["staff"];
const config = { permission: "bloodwork" } as const;
const params = bloodWorkBookingParamsSchema;
const oneBooking = { 200: bodyOf(staffBloodWorkBookingResponseSchema) };

/** The back office's blood work (docs/api.md, "Staff: blood work"): staff with `bloodwork`. */
export const bloodWorkStaffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // The report is sent as the PDF itself (Content-Type application/pdf); a bigger body is refused before
  // it is read. The size is checked again, with the PDF's signature, by uploadReport.
  app.addContentTypeParser(
    "application/pdf",
    { parseAs: "buffer", bodyLimit: BLOOD_WORK_REPORT_MAX_BYTES + 1 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/api/staff/blood-work/areas",
    { config, schema: { tags, response: { 200: bodyOf(staffBloodWorkAreasSchema) } } },
    async () => ({ body: await listAreas(deps) }),
  );

  app.get(
    "/api/staff/blood-work/slots",
    {
      config,
      schema: {
        tags,
        querystring: staffBloodWorkSlotsQuerySchema,
        response: { 200: bodyOf(staffBloodWorkCapacityResponseSchema) },
      },
    },
    async (request) => {
      const { market, city, from, days } = request.query;
      return { body: await areaSlots(deps, market, city, from, days) };
    },
  );

  app.post(
    "/api/staff/blood-work/capacity",
    {
      config,
      schema: {
        tags,
        body: staffBloodWorkCapacityBodySchema,
        response: { 200: bodyOf(staffBloodWorkCapacityResponseSchema) },
      },
    },
    async (request) => ({
      body: await setCapacity(deps, request.staff!, request.body, optionalIdempotencyKey(request)),
    }),
  );

  app.get(
    "/api/staff/blood-work/collections",
    {
      config,
      schema: {
        tags,
        querystring: staffBloodWorkCollectionsQuerySchema,
        response: { 200: bodyOf(staffBloodWorkCollectionsSchema) },
      },
    },
    async (request) => ({ body: await collections(deps, request.query) }),
  );

  app.get(
    "/api/staff/blood-work/bookings/:bookingId",
    { config, schema: { tags, params, response: oneBooking } },
    async (request) => ({ body: { booking: await staffBooking(deps, deps.db, request.params.bookingId) } }),
  );

  app.post(
    "/api/staff/blood-work/bookings/:bookingId/status",
    { config, schema: { tags, params, body: staffBloodWorkMoveBodySchema, response: oneBooking } },
    async (request) => ({
      body: {
        booking: await moveBooking(
          deps,
          request.staff!,
          request.params.bookingId,
          request.body,
          optionalIdempotencyKey(request),
        ),
      },
    }),
  );

  app.put(
    "/api/staff/blood-work/bookings/:bookingId/report",
    { config, bodyLimit: BLOOD_WORK_REPORT_MAX_BYTES + 1, schema: { tags, params, response: oneBooking } },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw invalid({ report: "Send the report as application/pdf" });
      return {
        body: { booking: await uploadReport(deps, request.staff!, request.params.bookingId, request.body) },
      };
    },
  );
};

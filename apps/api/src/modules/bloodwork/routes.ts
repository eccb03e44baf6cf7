import {
  bloodWorkBookingListSchema,
  bloodWorkBookingParamsSchema,
  bloodWorkBookingResponseSchema,
  bloodWorkCancelBodySchema,
  bloodWorkHoldSchema,
  bloodWorkOrderCreatedSchema,
  bloodWorkPackagesResponseSchema,
  bloodWorkRescheduleBodySchema,
  bloodWorkSlotParamsSchema,
  bloodWorkSlotsQuerySchema,
  bloodWorkSlotsResponseSchema,
  bodyOf,
  createBloodWorkOrderBodySchema,
} from "@ojas/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireUser } from "../../http/auth.ts";
import { requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import {
  cancelMine,
  createBloodWorkOrder,
  holdSlot,
  listPackages,
  listSlots,
  myBooking,
  myBookings,
  myReport,
  reschedule,
} from "./service.ts";
import { bloodWorkStaffRoutes } from "./staff-routes.ts";

const tags = ["blood-work"];
const params = bloodWorkBookingParamsSchema;
const oneBooking = { 200: bodyOf(bloodWorkBookingResponseSchema) };

/** Blood work (docs/api.md, "Blood work"): packages and slots for everyone, bookings for the signed-in. */
export const bloodWorkRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/blood-work/v1/packages",
    { schema: { tags, response: { 200: bodyOf(bloodWorkPackagesResponseSchema) } } },
    async (request) => ({ body: { packages: await listPackages(deps, request.market) } }),
  );

  app.get(
    "/api/blood-work/v1/slots",
    {
      schema: {
        tags,
        querystring: bloodWorkSlotsQuerySchema,
        response: { 200: bodyOf(bloodWorkSlotsResponseSchema) },
      },
    },
    async (request) => ({
      body: await listSlots(deps, request.market, request.query.pincode, request.query.date),
    }),
  );

  app.post(
    "/api/blood-work/v1/slots/:slotId/hold",
    { schema: { tags, params: bloodWorkSlotParamsSchema, response: { 201: bodyOf(bloodWorkHoldSchema) } } },
    async (request, reply) => {
      const { userId } = requireUser(request);
      return reply.code(201).send({ body: await holdSlot(deps, userId, request.params.slotId) });
    },
  );

  app.post(
    "/api/oms/v1/createBloodWorkOrder",
    {
      schema: {
        tags,
        body: createBloodWorkOrderBodySchema,
        response: { 201: bodyOf(bloodWorkOrderCreatedSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      const key = requiredIdempotencyKey(request);
      const answer = await createBloodWorkOrder(deps, request.market, userId, request.body, key);
      return reply.code(201).send({ body: answer.response });
    },
  );

  app.get(
    "/api/blood-work/v1/bookings",
    { schema: { tags, response: { 200: bodyOf(bloodWorkBookingListSchema) } } },
    async (request) => ({ body: { bookings: await myBookings(deps, requireUser(request).userId) } }),
  );

  app.get(
    "/api/blood-work/v1/bookings/:bookingId",
    { schema: { tags, params, response: oneBooking } },
    async (request) => ({
      body: { booking: await myBooking(deps, requireUser(request).userId, request.params.bookingId) },
    }),
  );

  app.post(
    "/api/blood-work/v1/bookings/:bookingId/reschedule",
    { schema: { tags, params, body: bloodWorkRescheduleBodySchema, response: oneBooking } },
    async (request) => {
      const { userId } = requireUser(request);
      const booking = await reschedule(deps, userId, request.params.bookingId, request.body.slotId);
      return { body: { booking } };
    },
  );

  app.post(
    "/api/blood-work/v1/bookings/:bookingId/cancel",
    { schema: { tags, params, body: bloodWorkCancelBodySchema, response: oneBooking } },
    async (request) => {
      const { userId } = requireUser(request);
      const booking = await cancelMine(deps, userId, request.params.bookingId, request.body.reason);
      return { body: { booking } };
    },
  );

  app.get(
    "/api/blood-work/v1/bookings/:bookingId/report",
    { schema: { tags, params } },
    async (request, reply) => {
      const pdf = await myReport(deps, requireUser(request).userId, request.params.bookingId);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="blood-report-${request.params.bookingId}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  await app.register(bloodWorkStaffRoutes, { deps });
};

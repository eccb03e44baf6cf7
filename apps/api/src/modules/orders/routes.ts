import type { Permission } from "@ojas/domain";
import {
  bodyOf,
  cancelOrderBodySchema,
  codCollectBodySchema,
  codRunsQuerySchema,
  codRunsResponseSchema,
  invoiceFileParamsSchema,
  invoiceFileQuerySchema,
  invoiceUrlResponseSchema,
  orderConfirmationSchema,
  orderIdParamsSchema,
  orderIdQuerySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  returnOrderBodySchema,
  ringEditBodySchema,
  staffOrderDetailSchema,
  staffOrderListQuerySchema,
  staffOrderListResponseSchema,
  staffOrderResponseSchema,
  staffQcBodySchema,
  staffRefundBodySchema,
  staffStatusBodySchema,
} from "@ojas/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../deps.ts";
import { requireSession } from "../../http/auth.ts";
import { optionalIdempotencyKey, requiredIdempotencyKey } from "../../http/idempotency-key.ts";
import { staffMayActOnOrders } from "../staff/service.ts";
import type { Caller } from "./access.ts";
import { cancelOrder } from "./cancel.ts";
import { invoiceLink, invoicePdf } from "./invoice.ts";
import { confirmationSummary, getOrder, listOrders, listStaffOrders } from "./queries.ts";
import { openReturn } from "./returns.ts";
import { editRing } from "./ring-edit.ts";
import { moveByStaff } from "./staff.ts";
import { codRuns, collectCod, qcByStaff, refundByStaff, staffOrderDetail } from "./staff-desk.ts";
import { ordersCsv } from "./staff-export.ts";

const tags = ["orders"];
const staffTags = ["back office"];

/**
 * The signed-in or guest shopper making the call, or 4011. Staff act for any shopper here only while they
 * hold the orders permission (docs/architecture.md, "Staff access").
 */
async function callerOf(deps: Deps, request: FastifyRequest): Promise<Caller> {
  const user = requireSession(request);
  return { userId: user.userId, isStaff: user.isStaff && (await staffMayActOnOrders(deps, user.userId)) };
}

/** The member of staff on a staff route, whose permission check has passed (plugins/staff-access.ts). */
function staffCallerOf(request: FastifyRequest): Caller & { permissions: Permission[] } {
  const staff = request.staff!;
  return { userId: staff.userId, isStaff: true, permissions: staff.permissions };
}

// The back office's order paths; the older /api/oms/staff/... paths stay as aliases of the same routes.
const STAFF_ORDER_PATHS = ["/api/staff/orders", "/api/oms/staff/orders"] as const;

// What happens to an order after checkout: reading it, cancelling, returning, changing a ring, the invoice,
// and the back office's status moves. Creating orders lives in create-routes.ts.
export const orderRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    "/api/oms/order/listOrders",
    {
      schema: { tags, querystring: orderListQuerySchema, response: { 200: bodyOf(orderListResponseSchema) } },
    },
    async (request) => ({ body: await listOrders(deps, await callerOf(deps, request), request.query) }),
  );

  app.get(
    "/api/oms/getOrder",
    { schema: { tags, querystring: orderIdQuerySchema, response: { 200: bodyOf(orderResponseSchema) } } },
    async (request) => ({
      body: { order: await getOrder(deps, await callerOf(deps, request), request.query.orderId) },
    }),
  );

  app.post(
    "/api/oms/v1/order/cancel",
    { schema: { tags, body: cancelOrderBodySchema, response: { 200: bodyOf(orderResponseSchema) } } },
    async (request) => ({
      body: { order: await cancelOrder(deps, await callerOf(deps, request), request.body) },
    }),
  );

  app.post(
    "/api/oms/order/return",
    { schema: { tags, body: returnOrderBodySchema, response: { 200: bodyOf(orderResponseSchema) } } },
    async (request) => ({
      body: { order: await openReturn(deps, await callerOf(deps, request), request.body) },
    }),
  );

  app.post(
    "/api/oms/v1/order/ring/edit",
    { schema: { tags, body: ringEditBodySchema, response: { 200: bodyOf(orderResponseSchema) } } },
    async (request) => ({
      body: { order: await editRing(deps, await callerOf(deps, request), request.body) },
    }),
  );

  app.get(
    "/api/oms/getInvoiceUrlForAOrder/:orderId",
    { schema: { tags, params: orderIdParamsSchema, response: { 200: bodyOf(invoiceUrlResponseSchema) } } },
    async (request) => ({
      body: await invoiceLink(deps, await callerOf(deps, request), request.params.orderId),
    }),
  );

  // What an invoice link points at: the link's signature is the permission, not a session.
  app.get(
    "/api/oms/invoice/:file",
    { schema: { tags, params: invoiceFileParamsSchema, querystring: invoiceFileQuerySchema } },
    async (request, reply) => {
      const orderId = request.params.file.replace(/\.pdf$/, "");
      const { pdf, filename } = await invoicePdf(deps, orderId, request.query);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  // The back office: each path declares its permission; a shopper is 4030.
  for (const base of STAFF_ORDER_PATHS) {
    app.get(
      base,
      {
        config: { permission: "orders" },
        schema: {
          tags: staffTags,
          querystring: staffOrderListQuerySchema,
          response: { 200: bodyOf(staffOrderListResponseSchema) },
        },
      },
      async (request) => ({ body: await listStaffOrders(deps, staffCallerOf(request), request.query) }),
    );

    app.post(
      `${base}/:orderId/status`,
      {
        config: { permission: "orders" },
        schema: {
          tags: staffTags,
          params: orderIdParamsSchema,
          body: staffStatusBodySchema,
          response: { 200: bodyOf(staffOrderResponseSchema) },
        },
      },
      async (request) => ({
        body: {
          order: await moveByStaff(
            deps,
            staffCallerOf(request),
            request.params.orderId,
            request.body,
            optionalIdempotencyKey(request),
          ),
        },
      }),
    );
  }

  // The orders bench (docs/api.md, "Back office: orders"): export, detail, refunds, quality check, COD.
  const detail = { 200: bodyOf(staffOrderDetailSchema) };
  const orders = { permission: "orders" } as const;

  app.get(
    "/api/staff/orders/export.csv",
    { config: orders, schema: { tags: staffTags, querystring: staffOrderListQuerySchema } },
    async (request, reply) => {
      const day = new Date(deps.now()).toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="orders-${day}.csv"`)
        .header("cache-control", "private, no-store")
        .send(ordersCsv(deps.db, request.query));
    },
  );

  app.get(
    "/api/staff/orders/cod-runs",
    {
      config: orders,
      schema: {
        tags: staffTags,
        querystring: codRunsQuerySchema,
        response: { 200: bodyOf(codRunsResponseSchema) },
      },
    },
    async (request) => ({ body: await codRuns(deps, request.query) }),
  );

  app.get(
    "/api/staff/orders/:orderId",
    { config: orders, schema: { tags: staffTags, params: orderIdParamsSchema, response: detail } },
    async (request) => ({
      body: await staffOrderDetail(deps, staffCallerOf(request), request.params.orderId),
    }),
  );

  app.post(
    "/api/staff/orders/:orderId/refunds",
    {
      config: { permission: "refunds" },
      schema: { tags: staffTags, params: orderIdParamsSchema, body: staffRefundBodySchema, response: detail },
    },
    async (request) => ({
      body: await refundByStaff(
        deps,
        staffCallerOf(request),
        request.params.orderId,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/staff/orders/:orderId/qc",
    {
      config: orders,
      schema: { tags: staffTags, params: orderIdParamsSchema, body: staffQcBodySchema, response: detail },
    },
    async (request) => ({
      body: await qcByStaff(
        deps,
        staffCallerOf(request),
        request.params.orderId,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );

  app.post(
    "/api/staff/orders/:orderId/cod-collected",
    {
      config: orders,
      schema: { tags: staffTags, params: orderIdParamsSchema, body: codCollectBodySchema, response: detail },
    },
    async (request) => ({
      body: await collectCod(
        deps,
        staffCallerOf(request),
        request.params.orderId,
        request.body,
        requiredIdempotencyKey(request),
      ),
    }),
  );

  app.get(
    "/api/payment/v1/payment/cod-success-order-details",
    {
      schema: {
        tags: ["payments"],
        querystring: orderIdQuerySchema,
        response: { 200: bodyOf(orderConfirmationSchema) },
      },
    },
    async (request) => ({
      body: await confirmationSummary(deps, await callerOf(deps, request), request.query.orderId),
    }),
  );
};

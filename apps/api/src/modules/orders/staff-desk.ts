// The back office's order bench (docs/api.md, "Back office: orders"; docs/product.md, "Orders in the back
// office"): an order's detail with its whole history, payments and refunds; refunds by staff (a line, an
// amount or what is left); the warehouse's quality check of a return or exchange; cash on delivery marked
// collected on a courier run, and the runs' sums. Each change locks the order, writes its audit row in the
// same transaction and is answered once per Idempotency-Key.
import { createHash } from "node:crypto";
import {
  type CodCollectBody,
  type CodRunsQuery,
  type CodRunsResponse,
  type Currency,
  codRunId,
  formatMoney,
  type StaffOrderDetail,
  type StaffQcBody,
  type StaffRefundBody,
} from "@ojas/domain";
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import {
  claimRefund,
  lockOrderPayments,
  paymentAttemptsOf,
  refundableOf,
  refundByKey,
} from "../payments/service.ts";
import { auditOf, once, recordAudit } from "../staff/service.ts";
import type { Caller } from "./access.ts";
import { hasInvoice, toStaffOrderDto } from "./dto.ts";
import { invoiceLink } from "./invoice.ts";
import { findOrder } from "./queries.ts";
import { returnRefundAmount, sendOrderRefunds } from "./refunds.ts";
import { findItem } from "./returns.ts";
import { moveLocked } from "./staff.ts";
import { lockOrder, type OrderRow } from "./state.ts";
import { orderCodCollections } from "./tables.ts";

const NO_ORDER = "No such order";

/** A staff change's caller: the member of staff, with their permissions. */
type StaffActor = Caller & { permissions: NonNullable<Caller["permissions"]> };

/** Whether the warehouse's quality check of a returned or exchanged item is what comes next. */
const qcDue = (row: OrderRow) => row.returnsStatus === "ITEM_ACCEPTED_IN_WAREHOUSE";

/** Cash on delivery that was handed over (delivered, so collected by the courier) and not yet reconciled. */
const codCollectable = (row: OrderRow) =>
  row.paymentType === "COD" && row.paymentStatus === "SUCCESS" && row.fulfilmentStatus === "DELIVERED";

async function collectionOf(db: Db, orderId: string) {
  const [row] = await db.select().from(orderCodCollections).where(eq(orderCodCollections.orderId, orderId));
  return row;
}

/** GET /api/staff/orders/{orderId}: the order as staff work on it; `deps.db` may be a change's transaction. */
export async function staffOrderDetail(
  deps: Deps,
  caller: Caller,
  orderId: string,
): Promise<StaffOrderDetail> {
  const record = await findOrder(deps.db, orderId);
  if (!record) throw notFound(NO_ORDER);
  const { row, items, timeline, refunds } = record;
  const [payments, refundable, collection, audit] = await Promise.all([
    paymentAttemptsOf(deps, orderId),
    refundableOf(deps.db, orderId),
    collectionOf(deps.db, orderId),
    auditOf(deps.db, "order", orderId),
  ]);
  return {
    order: toStaffOrderDto(record, deps.now()),
    history: timeline.map((step) => ({
      axis: step.axis,
      status: step.status,
      actor: step.actor,
      note: step.note,
      at: step.at,
    })),
    payments: payments.map((p) => ({
      attemptId: p.attemptId,
      gateway: p.gateway,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      gatewayPaymentId: p.gatewayPaymentId,
      createdAt: p.createdAt,
    })),
    refunds: refunds.map((r) => ({
      refundId: r.refundId,
      refundKey: r.refundKey,
      amount: r.amount,
      currency: r.currency,
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt.getTime(),
    })),
    refundable,
    lineRefunds: items
      .filter((item) => item.isFreebie === 0)
      .map((item) => ({ entityId: item.entityId, amount: returnRefundAmount(row, items, item.entityId) })),
    qcDue: qcDue(row),
    codCollection: collection
      ? {
          runId: collection.runId,
          courier: collection.courier,
          runDate: collection.runDate,
          amount: collection.amount,
          currency: collection.currency as Currency,
          collectedBy: collection.collectedBy,
          collectedAt: collection.collectedAt,
        }
      : null,
    codCollectable: codCollectable(row) && !collection,
    invoiceUrl: hasInvoice(row) ? (await invoiceLink(deps, caller, orderId)).invoiceUrl : null,
    audit,
  };
}

/** A staff refund's key at payments: one per Idempotency-Key, so a repeat never claims a second refund. */
const staffRefundKey = (orderId: string, idempotencyKey: string) =>
  `staff:${orderId}:${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 32)}`;

/**
 * POST /api/staff/orders/{orderId}/refunds (permission `refunds`): sends back part or all of what was paid
 * online, through the payment's gateway. A line refunds its share of what was paid (returnRefundAmount);
 * an amount is refunded as it is; neither refunds everything still refundable. More than is refundable,
 * or an order with nothing paid online, is 4000 and nothing changes. The refund is claimed in the order's
 * locked transaction with the audit row, and sent after the commit. The order's refund axis stays the
 * system's (cancellations, returns, parcels back to origin): a staff refund shows in the order's refunds.
 */
export async function refundByStaff(
  deps: Deps,
  caller: StaffActor,
  orderId: string,
  body: StaffRefundBody,
  idempotencyKey: string,
): Promise<StaffOrderDetail> {
  const mutation = { staffId: caller.userId, route: `order.refund ${orderId}`, key: idempotencyKey, body };
  const refundKey = staffRefundKey(orderId, idempotencyKey);
  const answer = await once(deps, mutation, async (tx) => {
    await lockOrderPayments(tx, orderId);
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(NO_ORDER);
    const txDeps = { ...deps, db: tx };
    // A racing request with this key claimed it meanwhile: its answer is stored as this one commits fails.
    if (await refundByKey(tx, refundKey)) {
      return { statusCode: 200, response: await staffOrderDetail(txDeps, caller, orderId) };
    }
    const refundable = await refundableOf(tx, orderId);
    if (row.paymentType !== "PREPAID" || refundable === 0) {
      const why =
        row.paymentType === "PREPAID"
          ? "Nothing paid online is left to refund"
          : "Cash on delivery is paid back by hand: move the order's refund status instead";
      throw invalid({ amount: why }, why);
    }
    let amount = body.amount ?? refundable;
    if (body.entityId !== undefined) {
      const { items } = (await findOrder(tx, orderId))!;
      await findItem(tx, orderId, body.entityId);
      amount = returnRefundAmount(row, items, body.entityId);
    }
    if (amount > refundable) {
      const most = `At most ${formatMoney(refundable, row.currency as Currency)} can be refunded`;
      throw invalid({ amount: most }, most);
    }
    if (amount <= 0) throw invalid({ entityId: "This line has nothing to refund" });
    const at = deps.now();
    const claimed = await claimRefund(tx, { orderId, key: refundKey, reason: body.reason, amount, at });
    await recordAudit(tx, caller.userId, at, {
      action: "order.refund",
      entity: "order",
      entityId: orderId,
      before: { refundable },
      after: {
        refundable: refundable - amount,
        amount,
        entityId: body.entityId ?? null,
        reason: body.reason,
        refundId: claimed?.refundId ?? null,
      },
    });
    return { statusCode: 200, response: await staffOrderDetail(txDeps, caller, orderId) };
  });
  await sendOrderRefunds(deps, orderId);
  return answer.response;
}

/**
 * POST /api/staff/orders/{orderId}/qc: the warehouse's check of the item that came back. A pass accepts it
 * (a return goes on to its refund, an exchange ships its replacement; the item is restocked), a fail is
 * QC_FAILED (an exchange's held replacement goes back on sale). Only after ITEM_ACCEPTED_IN_WAREHOUSE.
 */
export async function qcByStaff(
  deps: Deps,
  caller: StaffActor,
  orderId: string,
  body: StaffQcBody,
  idempotencyKey: string,
): Promise<StaffOrderDetail> {
  const mutation = { staffId: caller.userId, route: `order.qc ${orderId}`, key: idempotencyKey, body };
  const answer = await once(deps, mutation, async (tx) => {
    // Attempts before the order, as a payment capture takes them; moveLocked takes the same locks again.
    await lockOrderPayments(tx, orderId);
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(NO_ORDER);
    if (!qcDue(row)) {
      throw invalid({ result: "No returned item is waiting for its quality check" });
    }
    const status =
      body.result === "FAIL"
        ? "QC_FAILED"
        : row.returnsKind === "EXCHANGE"
          ? "EXCHANGE_ACCEPTED_IN_WAREHOUSE"
          : "RETURN_ACCEPTED_IN_WAREHOUSE";
    const note = body.note ?? (body.result === "PASS" ? "Quality check passed" : "Quality check failed");
    await moveLocked(deps, tx, caller, orderId, { status, note }, "order.qc");
    return { statusCode: 200, response: await staffOrderDetail({ ...deps, db: tx }, caller, orderId) };
  });
  await sendOrderRefunds(deps, orderId);
  return answer.response;
}

/**
 * POST /api/staff/orders/{orderId}/cod-collected: the courier handed over a delivered COD order's cash on
 * this run (courier and day). Once per order; an order not paid in cash, or not delivered, is 4000.
 */
export async function collectCod(
  deps: Deps,
  caller: StaffActor,
  orderId: string,
  body: CodCollectBody,
  idempotencyKey: string,
): Promise<StaffOrderDetail> {
  const mutation = { staffId: caller.userId, route: `order.cod ${orderId}`, key: idempotencyKey, body };
  const answer = await once(deps, mutation, async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound(NO_ORDER);
    if (row.paymentType !== "COD") throw invalid({ orderId: "This order was paid online" });
    if (!codCollectable(row)) {
      throw invalid({ orderId: "Cash is collected once the order is delivered" });
    }
    const earlier = await collectionOf(tx, orderId);
    if (earlier) throw invalid({ orderId: `Already marked collected on run ${earlier.runId}` });
    const at = deps.now();
    const collection = {
      orderId,
      runId: codRunId(body.courier, body.runDate),
      courier: body.courier,
      runDate: body.runDate,
      amount: row.payableAmount,
      currency: row.currency,
      collectedBy: caller.userId,
      collectedAt: at,
    };
    await tx.insert(orderCodCollections).values(collection);
    await recordAudit(tx, caller.userId, at, {
      action: "order.cod_collected",
      entity: "order",
      entityId: orderId,
      before: null,
      after: {
        runId: collection.runId,
        courier: body.courier,
        runDate: body.runDate,
        amount: row.payableAmount,
      },
    });
    return { statusCode: 200, response: await staffOrderDetail({ ...deps, db: tx }, caller, orderId) };
  });
  return answer.response;
}

/** GET /api/staff/orders/cod-runs: each courier run between two days, newest first, summed in SQL. */
export async function codRuns(deps: Deps, query: CodRunsQuery): Promise<CodRunsResponse> {
  const c = orderCodCollections;
  const rows = await deps.db
    .select({
      runId: c.runId,
      courier: sql<string>`min(${c.courier})`,
      runDate: c.runDate,
      currency: c.currency,
      orders: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${c.amount})::int`,
    })
    .from(c)
    .where(and(gte(c.runDate, query.from), lte(c.runDate, query.to)))
    .groupBy(c.runDate, c.runId, c.currency)
    .orderBy(desc(c.runDate), asc(c.runId), asc(c.currency));
  return { runs: rows.map((r) => ({ ...r, currency: r.currency as Currency })) };
}

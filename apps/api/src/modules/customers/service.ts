// The back office's customers (docs/api.md, "Back office: customers"; docs/product.md, "Customers"): find
// a shopper by phone, email or name, see their profile (addresses, orders, subscriptions, blood-work
// bookings, life bits and the staff changes made to them), adjust their life bits and sign them out
// everywhere. This module has no tables: it reads and changes the shopper's things through the modules
// that own them, and each change writes its staff audit row in the same transaction, once per
// Idempotency-Key.
import type {
  CustomerProfile,
  CustomerSearchQuery,
  CustomerSearchResponse,
  LifeBitsAdjustmentBody,
} from "@ojas/domain";
import { CUSTOMER_PROFILE_ORDERS } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { myBookings } from "../bloodwork/service.ts";
import * as identity from "../identity/service.ts";
import { ordersOfCustomer } from "../orders/service.ts";
import { auditOf, once, recordAudit, type StaffCaller } from "../staff/service.ts";
import { subscriptionsOfCustomer } from "../subscriptions/service.ts";
import { adjustLifeBits, lifeBitsAccount, listAddresses } from "../users/service.ts";

export const CUSTOMER_AUDIT_ENTITY = "customer";
const NOT_FOUND = "No such customer";

const isCursor = (v: unknown): v is { c: number; i: string } =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as { c: unknown }).c) &&
  typeof (v as { i: unknown }).i === "string" &&
  (v as { i: string }).i.length <= 100;

const summary = (c: identity.CustomerAccount) => ({
  userId: c.userId,
  firstName: c.firstName,
  lastName: c.lastName,
  phoneNumber: c.phoneNumber,
  email: c.email,
  createdAt: c.createdAt,
});

/** GET /api/staff/customers: shoppers matching `q`, newest first, paged by (createdAt, userId). */
export async function searchCustomers(
  deps: Deps,
  query: CustomerSearchQuery,
): Promise<CustomerSearchResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const rows = await identity.searchCustomers(deps.db, query.q, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextToken =
    rows.length > query.limit && last ? encodePageToken({ c: last.createdAt, i: last.userId }) : null;
  return { customers: page.map(summary), paginationData: { nextToken } };
}

async function customerOr404(db: Db, userId: string): Promise<identity.CustomerAccount> {
  const customer = await identity.findCustomer(db, userId);
  if (!customer) throw notFound(NOT_FOUND);
  return customer;
}

/** GET /api/staff/customers/{userId}: everything the back office shows of one shopper; 4040 when unknown. */
export async function customerProfile(deps: Deps, userId: string): Promise<CustomerProfile> {
  const customer = await customerOr404(deps.db, userId);
  const [liveSessions, addresses, orders, subscriptions, bloodWorkBookings, lifeBits, audit] =
    await Promise.all([
      identity.liveSessionCount(deps.db, userId, new Date(deps.now())),
      listAddresses(deps, userId),
      ordersOfCustomer(deps, userId, CUSTOMER_PROFILE_ORDERS),
      subscriptionsOfCustomer(deps, userId),
      myBookings(deps, userId),
      lifeBitsAccount(deps, userId),
      auditOf(deps.db, CUSTOMER_AUDIT_ENTITY, userId),
    ]);
  return {
    customer: {
      ...summary(customer),
      healthGoal: customer.healthGoal,
      firstPurchaseCompleted: customer.firstPurchaseCompleted,
      liveSessions,
    },
    addresses: addresses.addresses,
    orders: orders.orders,
    moreOrders: orders.more,
    subscriptions,
    bloodWorkBookings,
    lifeBits,
    audit,
  };
}

/**
 * POST /api/staff/customers/{userId}/life-bits: adds (positive) or takes (negative) life bits with the
 * reason the shopper sees in their history; never below zero (4000, nothing written).
 */
export async function adjustCustomerLifeBits(
  deps: Deps,
  staff: StaffCaller,
  userId: string,
  body: LifeBitsAdjustmentBody,
  idempotencyKey: string,
) {
  const answer = await once(
    deps,
    { staffId: staff.userId, route: `customer.life_bits ${userId}`, key: idempotencyKey, body },
    async (tx) => {
      await customerOr404(tx, userId);
      const at = deps.now();
      const txDeps: Deps = { ...deps, db: tx };
      const { before, after } = await adjustLifeBits(txDeps, userId, {
        delta: body.amount,
        reason: body.reason,
      });
      await recordAudit(tx, staff.userId, at, {
        action: `${CUSTOMER_AUDIT_ENTITY}.life_bits`,
        entity: CUSTOMER_AUDIT_ENTITY,
        entityId: userId,
        before: { lifeBits: before },
        after: { lifeBits: after, amount: body.amount, reason: body.reason },
      });
      return { statusCode: 200, response: { lifeBits: await lifeBitsAccount(txDeps, userId) } };
    },
  );
  return answer.response;
}

/**
 * POST /api/staff/customers/{userId}/sign-out-everywhere: ends every sign-in of the shopper (their
 * refresh tokens stop working, and their next call with an access token answers 4011).
 */
export async function signOutEverywhere(
  deps: Deps,
  staff: StaffCaller,
  userId: string,
  idempotencyKey: string,
) {
  const answer = await once(
    deps,
    { staffId: staff.userId, route: `customer.sign_out ${userId}`, key: idempotencyKey, body: {} },
    async (tx) => {
      await customerOr404(tx, userId);
      const at = deps.now();
      const sessionsEnded = await identity.revokeAllSessions(
        tx,
        userId,
        "signed out everywhere by staff",
        new Date(at),
      );
      await recordAudit(tx, staff.userId, at, {
        action: `${CUSTOMER_AUDIT_ENTITY}.sign_out_everywhere`,
        entity: CUSTOMER_AUDIT_ENTITY,
        entityId: userId,
        before: { liveSessions: sessionsEnded },
        after: { liveSessions: 0 },
      });
      return { statusCode: 200, response: { sessionsEnded } };
    },
  );
  // Once committed: this instance stops trusting the sessions it had seen live.
  identity.forgetSessionsOf(deps, userId);
  return answer.response;
}

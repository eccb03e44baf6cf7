import { randomUUID } from "node:crypto";
import {
  MARKET_INFO,
  type Market,
  type PaymentAttemptStatus,
  type PaymentGatewayName,
  type PaymentStart,
  ROUTES,
  withMarketPrefix,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import type { PaymentAttempt, PaymentEvent, PaymentPurpose, SavedPaymentMethod } from "./events.ts";
import type { GatewayEvent } from "./gateways/gateway.ts";
import { gatewayFor, isGatewayName } from "./gateways/select.ts";
import * as repo from "./repository.ts";

type AttemptStart = Pick<
  repo.AttemptRow,
  | "orderId"
  | "purpose"
  | "saveMethod"
  | "userId"
  | "market"
  | "gateway"
  | "gatewayOrderId"
  | "amount"
  | "currency"
  | "returnUrl"
>;

/** A just-opened attempt under its gateway order: nothing paid, no method chosen yet. */
function newAttemptRow(now: Date, start: AttemptStart): repo.AttemptRow {
  return {
    ...start,
    attemptId: `pa_${randomUUID()}`,
    paymentMethodToken: null,
    paymentMethodType: null,
    paymentMethodLabel: null,
    gatewayPaymentId: null,
    status: "CREATED",
    failureReason: null,
    createdAt: now,
    updatedAt: now,
  };
}

export type {
  PaymentAttempt,
  PaymentEvent,
  PaymentPurpose,
  RefundEvent,
  SavedPaymentMethod,
} from "./events.ts";
export {
  claimRefund,
  isRefundOpen,
  orderRefundKey,
  paymentRefundKey,
  refundableOf,
  refundByKey,
  refundsOfOrder,
  refundsOfOrders,
  sendDueRefunds,
} from "./refunds.ts";

/** An open attempt blocks a new one for this long; after it, the attempt counts as abandoned. */
export const PAYMENT_WINDOW_MS = 15 * 60_000;

/** Tells the flow given in deps (workflows/payment-settled.ts), inside the status change's transaction. */
function settled(deps: Deps, tx: Db, event: PaymentEvent): Promise<void> {
  return deps.flows.paymentSettled(deps, tx, event);
}

function toAttempt(row: repo.AttemptRow): PaymentAttempt {
  const { paymentMethodToken, paymentMethodType, paymentMethodLabel, ...rest } = row;
  return {
    ...rest,
    purpose: row.purpose as PaymentPurpose,
    paymentMethod:
      paymentMethodToken && paymentMethodType && paymentMethodLabel
        ? { token: paymentMethodToken, type: paymentMethodType as "CARD" | "UPI", label: paymentMethodLabel }
        : null,
    market: row.market as Market,
    gateway: row.gateway as PaymentGatewayName,
    status: row.status as PaymentAttemptStatus,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

function inTransaction<T>(deps: Deps, work: (tx: Db) => Promise<T>): Promise<T> {
  return deps.db.transaction((txn) => work(txn as unknown as Db));
}

const isOpen = (deps: Deps, row: repo.AttemptRow) =>
  row.status === "CREATED" && deps.now() - row.createdAt.getTime() < PAYMENT_WINDOW_MS;

/** Where the hosted page returns the shopper: a path of this site or a URL on SITE_ORIGIN, nothing else. */
export function safeReturnUrl(deps: Deps, market: Market, orderId: string, returnUrl?: string): string {
  if (returnUrl === undefined) {
    return `${withMarketPrefix(market, ROUTES.ORDER_CONFIRMATION)}?orderId=${encodeURIComponent(orderId)}`;
  }
  const origin = new URL(deps.config.siteOrigin).origin;
  const relative = returnUrl.startsWith("/");
  let url: URL | undefined;
  try {
    url = new URL(returnUrl, origin);
  } catch {
    url = undefined;
  }
  // Resolving first catches "//evil.example" and "/\t/evil.example", which browsers treat as other hosts.
  const unsafe = [...returnUrl].some((c) => c === "\\" || c.charCodeAt(0) < 0x20);
  if (!url || url.origin !== origin || unsafe) {
    throw invalid({ returnUrl: "Must be a path of this site or a URL on its own origin" });
  }
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

export interface StartPaymentInput {
  orderId: string;
  userId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  market: Market;
  /** The order's reference on the gateway's dashboard (at most 40 characters). */
  receipt: string;
  /** Where the hosted payment page sends the shopper afterwards; default the order confirmation page. */
  returnUrl?: string;
  notes?: Record<string, string>;
  /** What is paid (default ORDER); PAYMENT_METHOD may be 0 (a method saved, nothing charged). */
  purpose?: PaymentPurpose;
  /** The gateway page saves the method for later charges (subscriptions). */
  saveMethod?: boolean;
  /** Who pays, for a gateway that keeps customers to save methods. */
  customer?: { name?: string; email?: string; contact?: string };
  /**
   * The caller created the order just now, for `userId`, and this is its first payment: no attempt of
   * another user, no paid one and no stale one can exist, so the attempt is written in one statement that
   * writes nothing (4009) when a twin request opened one meanwhile (decision 0043).
   */
  firstAttempt?: boolean;
}

/**
 * Opens a payment for an order on its market's gateway. A second start while an attempt of the order is
 * open (CREATED, under 15 minutes old) is 4009; an older open attempt is closed as ABANDONED and replaced
 * (no flow runs: the order's payment goes on through the new attempt). A paid order cannot start again.
 */
export async function startPayment(deps: Deps, input: StartPaymentInput): Promise<PaymentStart> {
  const currency = MARKET_INFO[input.market].currency;
  const purpose = input.purpose ?? "ORDER";
  const least = purpose === "PAYMENT_METHOD" ? 0 : 1;
  if (!Number.isSafeInteger(input.amount) || input.amount < least) {
    throw invalid({ amount: "Must be a positive whole number of minor units" });
  }
  if (input.currency !== currency) throw invalid({ currency: `Must be ${currency} in this market` });
  if (input.receipt.length < 1 || input.receipt.length > 40) {
    throw invalid({ receipt: "Must be 1 to 40 characters" });
  }
  const returnUrl = safeReturnUrl(deps, input.market, input.orderId, input.returnUrl);

  const refuseIfBusy = (rows: repo.AttemptRow[]) => {
    if (rows.some((r) => r.userId !== input.userId)) throw notFound("No such order");
    if (rows.some((r) => r.status === "SUCCESS")) throw invalid({ orderId: "This order is already paid" });
    if (rows.some((r) => isOpen(deps, r))) throw new AppError(4009);
  };
  // A cheap check first, so a double click does not create a gateway order; the locked check decides.
  if (!input.firstAttempt) refuseIfBusy(await repo.listAttempts(deps.db, input.orderId));

  const gateway = gatewayFor(deps, deps.config.payments.gateways[input.market]);
  // loadConfig refuses to start when a market is on Razorpay without its keys, so this is a bug.
  if (!gateway) throw new Error(`No payment gateway configured for ${input.market}`);
  const order = await gateway.createOrder({
    amount: input.amount,
    currency,
    receipt: input.receipt,
    notes: { ...input.notes, orderId: input.orderId },
    ...(input.saveMethod ? { saveMethod: true, customer: input.customer } : {}),
  });

  const attempt = (now: Date) =>
    newAttemptRow(now, {
      orderId: input.orderId,
      purpose,
      saveMethod: input.saveMethod ?? false,
      userId: input.userId,
      market: input.market,
      gateway: gateway.name,
      gatewayOrderId: order.gatewayOrderId,
      amount: input.amount,
      currency,
      returnUrl,
    });
  if (input.firstAttempt) {
    if (!(await repo.insertAttemptIfNone(deps.db, attempt(new Date(deps.now()))))) throw new AppError(4009);
  } else {
    try {
      await inTransaction(deps, async (tx) => {
        const rows = await repo.lockOrderAttempts(tx, input.orderId);
        refuseIfBusy(rows);
        const now = new Date(deps.now());
        for (const stale of rows.filter((r) => r.status === "CREATED")) {
          await repo.updateAttempt(tx, stale.attemptId, {
            status: "ABANDONED",
            failureReason: "The 15-minute payment window passed; a new attempt was started",
            updatedAt: now,
          });
        }
        await repo.insertAttempt(tx, attempt(now));
      });
    } catch (error) {
      // Two first starts at once: the partial unique index lets one open attempt through.
      if (isUniqueViolation(error)) throw new AppError(4009);
      throw error;
    }
  }

  return {
    gateway: gateway.name,
    gatewayOrderId: order.gatewayOrderId,
    amount: input.amount,
    currency,
    keyId: order.keyId,
    checkoutUrl: order.checkoutUrl ?? null,
  };
}

export interface CaptureInput {
  orderId: string;
  gatewayOrderId: string;
  gatewayPaymentId: string;
  signature: string;
}

export interface CaptureResult {
  orderId: string;
  attempt: PaymentAttempt;
  /** True when it had been captured before (verify twice, or webhook then verify): nothing changed. */
  alreadyCaptured: boolean;
}

const signatureFailed = () => new AppError(4014);

/**
 * The shopper's checkout result: the signature must match the gateway order id stored for this order
 * (4014 otherwise, and nothing changes). Captures once; later calls answer the same result.
 */
export async function capturePayment(deps: Deps, input: CaptureInput): Promise<CaptureResult> {
  const found = await repo.findAttemptByGatewayOrderId(deps.db, input.gatewayOrderId);
  if (!found || found.orderId !== input.orderId) throw signatureFailed();
  const gateway = gatewayFor(deps, found.gateway as PaymentGatewayName);
  if (!gateway) throw new Error(`Gateway ${found.gateway} of attempt ${found.attemptId} is not configured`);
  const proof = {
    gatewayOrderId: found.gatewayOrderId,
    gatewayPaymentId: input.gatewayPaymentId,
    signature: input.signature,
  };
  if (!gateway.verifySignature(proof)) throw signatureFailed();
  return inTransaction(deps, (tx) => captureLocked(deps, tx, found, input.gatewayPaymentId));
}

async function captureLocked(
  deps: Deps,
  tx: Db,
  target: repo.AttemptRow,
  gatewayPaymentId: string,
  savedMethod?: SavedPaymentMethod,
): Promise<CaptureResult> {
  // One statement locks the order's attempts, captures this one and abandons the others still open.
  const result = await repo.captureAttempt(tx, target, gatewayPaymentId, new Date(deps.now()), savedMethod);
  if (!result) throw new Error(`Payment attempt ${target.attemptId} vanished`);
  const view = toAttempt(result.row);
  if (result.previousStatus === "SUCCESS") {
    return { orderId: view.orderId, attempt: view, alreadyCaptured: true };
  }
  await settled(deps, tx, {
    type: "captured",
    orderId: view.orderId,
    attempt: view,
    previousStatus: result.previousStatus as PaymentAttemptStatus,
    orderAlreadyPaid: result.orderAlreadyPaid,
  });
  return { orderId: view.orderId, attempt: view, alreadyCaptured: false };
}

export interface FailInput {
  orderId: string;
  reason: string;
  /** FAILED when the gateway declined; ABANDONED when the shopper left or the window passed. */
  outcome?: "FAILED" | "ABANDONED";
}

export interface FailResult {
  orderId: string;
  /** The order's payment afterwards: SUCCESS when it had been captured (then nothing changes). */
  status: PaymentAttemptStatus;
  changed: boolean;
}

/** Ends the order's open attempt as failed or abandoned, once; a captured order is left as it is. */
export async function failPayment(deps: Deps, input: FailInput): Promise<FailResult> {
  return inTransaction(deps, async (tx) => {
    const rows = await repo.lockOrderAttempts(tx, input.orderId);
    if (rows.length === 0) throw notFound("No payment for this order");
    return failLocked(deps, tx, rows, rows[0], input.reason, input.outcome ?? "FAILED");
  });
}

async function failLocked(
  deps: Deps,
  tx: Db,
  rows: repo.AttemptRow[],
  target: repo.AttemptRow,
  reason: string,
  outcome: "FAILED" | "ABANDONED",
): Promise<FailResult> {
  const orderId = target.orderId;
  if (rows.some((r) => r.status === "SUCCESS")) return { orderId, status: "SUCCESS", changed: false };
  if (target.status !== "CREATED") {
    return { orderId, status: target.status as PaymentAttemptStatus, changed: false };
  }
  const updated = await repo.updateAttempt(tx, target.attemptId, {
    status: outcome,
    failureReason: reason.slice(0, 200),
    updatedAt: new Date(deps.now()),
  });
  const view = toAttempt(updated);
  await settled(deps, tx, {
    type: "failed",
    orderId,
    attempt: view,
    previousStatus: "CREATED",
    orderAlreadyPaid: false,
  });
  return { orderId, status: outcome, changed: true };
}

/**
 * Closes open attempts older than the payment window as ABANDONED, each in its own transaction with the
 * payment-settled flow (which releases the order's stock). Any instance may run it at any time: an attempt
 * two runs pick at once is re-checked under its order's lock, so it is closed, and its flow runs, once.
 * Answers how many this run closed.
 */
export async function abandonExpiredPayments(deps: Deps, { limit = 100 } = {}): Promise<number> {
  const cutoff = new Date(deps.now() - PAYMENT_WINDOW_MS);
  let closed = 0;
  for (const candidate of await repo.expiredOpenAttempts(deps.db, cutoff, limit)) {
    const changed = await inTransaction(deps, async (tx) => {
      const rows = await repo.lockOrderAttempts(tx, candidate.orderId);
      const target = rows.find((r) => r.attemptId === candidate.attemptId);
      if (target?.status !== "CREATED" || target.createdAt >= cutoff) return false;
      const result = await failLocked(
        deps,
        tx,
        rows,
        target,
        "The 15-minute payment window passed",
        "ABANDONED",
      );
      return result.changed;
    });
    if (changed) closed += 1;
  }
  return closed;
}

/** The order's newest payment attempt, if any (for order pages and confirmation summaries). */
export async function latestPayment(deps: Deps, orderId: string): Promise<PaymentAttempt | undefined> {
  const row = await repo.latestAttempt(deps.db, orderId);
  return row ? toAttempt(row) : undefined;
}

/** The order's attempts must be the caller's; anyone else learns nothing (4040). */
async function requireOwnPayment(deps: Deps, orderId: string, userId: string): Promise<void> {
  const rows = await repo.listAttempts(deps.db, orderId);
  if (rows.length === 0 || rows.some((r) => r.userId !== userId)) throw notFound("No such order");
}

/** POST /payment/verify for the signed-in or guest shopper who started the payment. */
export async function verifyForUser(deps: Deps, userId: string, input: CaptureInput) {
  await requireOwnPayment(deps, input.orderId, userId);
  const { attempt } = await capturePayment(deps, input);
  return {
    orderId: attempt.orderId,
    paymentStatus: "SUCCESS" as const,
    gatewayOrderId: attempt.gatewayOrderId,
    gatewayPaymentId: attempt.gatewayPaymentId!,
  };
}

/** POST /payment/unsuccessful: the shopper left or the checkout reported a failure. */
export async function markUnsuccessfulForUser(deps: Deps, userId: string, orderId: string, reason?: string) {
  await requireOwnPayment(deps, orderId, userId);
  const result = await failPayment(deps, {
    orderId,
    reason: reason ?? "The shopper left the payment page",
    outcome: "ABANDONED",
  });
  return { orderId, paymentStatus: result.status === "SUCCESS" ? ("SUCCESS" as const) : ("FAILED" as const) };
}

export interface WebhookDelivery {
  provider: string;
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

/**
 * A gateway's webhook: the signature over the raw body is checked before anything is parsed (4014, nothing
 * stored); each event is stored once by its id in the same transaction as its effect, so a replay is a no-op.
 */
export async function receiveWebhook(deps: Deps, delivery: WebhookDelivery) {
  const gateway = isGatewayName(delivery.provider) ? gatewayFor(deps, delivery.provider) : undefined;
  if (!gateway) throw notFound("No such payment provider");
  if (!gateway.verifyWebhook(delivery.rawBody, delivery.signature)) throw signatureFailed();
  const events = gateway.parseWebhook(delivery.rawBody, delivery.eventId);
  const payload = JSON.parse(delivery.rawBody.toString("utf8")) as unknown;
  let duplicate = false;
  for (const event of events) {
    const applied = await inTransaction(deps, async (tx) => {
      const fresh = await repo.insertWebhookEvent(tx, {
        gateway: gateway.name,
        eventId: event.eventId,
        type: event.type,
        payload,
        receivedAt: new Date(deps.now()),
      });
      if (fresh) await applyEvent(deps, tx, gateway.name, event);
      return fresh;
    });
    duplicate ||= !applied;
  }
  return { received: true as const, duplicate };
}

async function applyEvent(deps: Deps, tx: Db, gateway: PaymentGatewayName, event: GatewayEvent) {
  if (event.kind === "ignored") return;
  const target = await repo.findAttemptByGatewayOrderId(tx, event.gatewayOrderId);
  // Events of orders this shop did not create (another app on the same account) are kept, not acted on.
  if (!target || target.gateway !== gateway) return;
  if (event.kind === "captured") {
    await captureLocked(deps, tx, target, event.gatewayPaymentId, event.paymentMethod);
    return;
  }
  const rows = await repo.lockOrderAttempts(tx, target.orderId);
  const locked = rows.find((r) => r.attemptId === target.attemptId)!;
  await failLocked(deps, tx, rows, locked, event.reason, "FAILED");
}

/** The sandbox page's view of an attempt, by gateway order id (sandbox attempts only). */
export async function sandboxAttempt(
  deps: Deps,
  gatewayOrderId: string,
): Promise<PaymentAttempt | undefined> {
  const row = await repo.findAttemptByGatewayOrderId(deps.db, gatewayOrderId);
  return row && row.gateway === "sandbox" ? toAttempt(row) : undefined;
}

/**
 * A guest who signs in to an existing account keeps the payments of its orders, so an order placed as a
 * guest can still be paid or refunded from the account (the guest-merge flow, in its transaction).
 */
export async function moveGuestPayments(deps: Deps, guestUserId: string, userId: string): Promise<void> {
  await repo.moveAttemptsOfUser(deps.db, guestUserId, userId);
}

/** Locks the order's attempts: the first lock of every change to an order (attempts, then the order). */
export async function lockOrderPayments(tx: Db, orderId: string): Promise<void> {
  await repo.lockOrderAttempts(tx, orderId);
}

/**
 * Closes the order's open attempts as ABANDONED in the caller's transaction, which holds their lock and is
 * cancelling the order itself (so no flow runs: the order is moved by its caller).
 */
export async function abandonOpenPayments(
  tx: Db,
  orderId: string,
  reason: string,
  at: number,
): Promise<void> {
  for (const attempt of await repo.lockOrderAttempts(tx, orderId)) {
    if (attempt.status !== "CREATED") continue;
    await repo.updateAttempt(tx, attempt.attemptId, {
      status: "ABANDONED",
      failureReason: reason,
      updatedAt: new Date(at),
    });
  }
}

/** The first of the order's attempts that captured a payment, if any (for its invoice). */
export async function capturedPayment(deps: Deps, orderId: string): Promise<PaymentAttempt | undefined> {
  const paid = (await repo.listAttempts(deps.db, orderId)).find((a) => a.status === "SUCCESS");
  return paid ? toAttempt(paid) : undefined;
}

export interface SavedMethodChargeInput {
  /** What is paid (a subscription period's charge key, an upgrade's key): one paid attempt at most. */
  orderId: string;
  userId: string;
  market: Market;
  /** Minor units, more than 0. */
  amount: number;
  currency: string;
  gateway: PaymentGatewayName;
  /** The saved method's token (SavedPaymentMethod.token). */
  token: string;
  /** The reference on the gateway's dashboard (at most 40 characters). */
  receipt: string;
  purpose?: Exclude<PaymentPurpose, "PAYMENT_METHOD">;
  notes?: Record<string, string>;
  customer?: { email?: string; contact?: string };
  /**
   * The caller has just written what is paid (a period row it inserted), so no attempt of `orderId` can
   * exist yet: the attempt is written without reading the key's attempts first. Only a shortcut: the
   * write still writes nothing when one is paid or open, and then they are read as usual.
   */
  firstTry?: boolean;
}

export interface SavedMethodChargeResult {
  attempt: PaymentAttempt;
  outcome: "captured" | "failed";
}

/**
 * Charges a saved method without the shopper (a renewal, an upgrade), at most once per `orderId`:
 * 1. a paid attempt of the orderId answers at once, without a charge;
 * 2. otherwise the attempt is written (CREATED, with its gateway order) before the gateway is called; an
 *    open attempt left by a try that died is reused, so it is re-sent with the same gateway order, which
 *    the gateway charges once (its answer to a repeat is the first charge);
 * 3. the answer settles the attempt exactly as a webhook would (captureLocked or failLocked, with the
 *    payment-settled flow in that transaction), so whichever of the two comes second changes nothing.
 * A gateway that cannot be reached throws, and the open attempt waits for the next try.
 */
export async function chargeSavedMethod(
  deps: Deps,
  input: SavedMethodChargeInput,
): Promise<SavedMethodChargeResult> {
  const currency = MARKET_INFO[input.market].currency;
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw invalid({ amount: "Must be a positive whole number of minor units" });
  }
  if (input.currency !== currency) throw invalid({ currency: `Must be ${currency} in this market` });
  const gateway = gatewayFor(deps, input.gateway);
  if (!gateway) throw new Error(`Gateway ${input.gateway} is not configured`);

  let open: repo.AttemptRow | undefined;
  if (!input.firstTry) {
    const rows = await repo.listAttempts(deps.db, input.orderId);
    const paid = rows.find((r) => r.status === "SUCCESS");
    if (paid) return { attempt: toAttempt(paid), outcome: "captured" };
    open = rows.find((r) => r.status === "CREATED");
  }
  if (!open) {
    const order = await gateway.createOrder({
      amount: input.amount,
      currency,
      receipt: input.receipt.slice(0, 40),
      notes: { ...input.notes, orderId: input.orderId },
    });
    const now = new Date(deps.now());
    // The attempt, with the gateway order the charge is sent under (its idempotency key), is written
    // before the charge; nothing is written when the key already has a paid or open attempt (another
    // caller's, or one left by a try that died), and that attempt decides.
    open = await repo.insertAttemptIfNone(
      deps.db,
      newAttemptRow(now, {
        orderId: input.orderId,
        purpose: input.purpose ?? "SUBSCRIPTION",
        saveMethod: false,
        userId: input.userId,
        market: input.market,
        gateway: gateway.name,
        gatewayOrderId: order.gatewayOrderId,
        amount: input.amount,
        currency,
        returnUrl: "/",
      }),
    );
    if (!open) {
      const rows = await repo.listAttempts(deps.db, input.orderId);
      const paid = rows.find((r) => r.status === "SUCCESS");
      if (paid) return { attempt: toAttempt(paid), outcome: "captured" };
      open = rows.find((r) => r.status === "CREATED");
      if (!open) throw new Error(`The payment of ${input.orderId} changed while it was opened; try again`);
    }
  }

  const answer = await gateway.chargeSavedMethod({
    gatewayOrderId: open.gatewayOrderId,
    token: input.token,
    amount: open.amount,
    currency,
    notes: { ...input.notes, orderId: input.orderId },
    customer: input.customer,
  });
  const target = open;
  return inTransaction(deps, async (tx) => {
    if (answer.outcome === "captured") {
      const { attempt } = await captureLocked(deps, tx, target, answer.gatewayPaymentId);
      return { attempt, outcome: attempt.status === "SUCCESS" ? "captured" : "failed" };
    }
    const locked = await repo.lockOrderAttempts(tx, target.orderId);
    const current = locked.find((r) => r.attemptId === target.attemptId)!;
    await failLocked(deps, tx, locked, current, answer.reason ?? "The charge was declined", "FAILED");
    const after = (await repo.lockOrderAttempts(tx, target.orderId)).find(
      (r) => r.attemptId === target.attemptId,
    )!;
    return { attempt: toAttempt(after), outcome: after.status === "SUCCESS" ? "captured" : "failed" };
  });
}

/** Every attempt at paying `orderId` (an order, or a subscription's period key), oldest first. */
export async function paymentAttemptsOf(deps: Pick<Deps, "db">, orderId: string): Promise<PaymentAttempt[]> {
  return (await repo.listAttempts(deps.db, orderId)).map(toAttempt);
}

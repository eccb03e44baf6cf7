import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { preparedRows } from "../../../db/prepared.ts";
import type { SavedPaymentMethod } from "../events.ts";
import { sandboxCharges, sandboxPaymentMethods } from "../tables.ts";
import type { SavedMethodCharge, SavedMethodChargeRequest } from "./gateway.ts";

/**
 * The test instruments the sandbox page offers when a payment saves its method: one that later charges
 * succeed on, one whose later charges are declined (to try failing renewals), and UPI autopay.
 */
export const SANDBOX_INSTRUMENTS = {
  "card-renews": {
    type: "CARD",
    label: "Visa •••• 4242",
    behaviour: "APPROVE",
    name: "Test card 4242 (renews)",
  },
  "card-declines": {
    type: "CARD",
    label: "Mastercard •••• 0341",
    behaviour: "DECLINE",
    name: "Test card 0341 (later charges declined)",
  },
  "upi-autopay": {
    type: "UPI",
    label: "UPI autopay, shopper@ojaspay",
    behaviour: "APPROVE",
    name: "UPI autopay",
  },
} as const;
export type SandboxInstrument = keyof typeof SANDBOX_INSTRUMENTS;

export const isSandboxInstrument = (value: unknown): value is SandboxInstrument =>
  typeof value === "string" && Object.hasOwn(SANDBOX_INSTRUMENTS, value);

/** Saves a method on the sandbox's side (what a card mandate or UPI autopay is at a real gateway). */
export async function saveSandboxMethod(
  db: Db,
  instrument: SandboxInstrument,
  token: string,
  at: Date,
): Promise<SavedPaymentMethod> {
  const { type, label, behaviour } = SANDBOX_INSTRUMENTS[instrument];
  await db.insert(sandboxPaymentMethods).values({ token, type, label, behaviour, createdAt: at });
  return { token, type, label };
}

const chargeStatement = preparedRows<{
  gatewayPaymentId: string;
  outcome: string;
  failureReason: string | null;
}>(
  sql`
    with method as (
      select coalesce((select behaviour from ${sandboxPaymentMethods} where token = ${sql.placeholder("token")}::text), 'UNKNOWN') as behaviour
    ), added as (
      insert into ${sandboxCharges} (gateway_payment_id, key, token, gateway_order_id, amount, currency, outcome, failure_reason, created_at)
      select ${sql.placeholder("paymentId")}::text, ${sql.placeholder("gatewayOrderId")}::text, ${sql.placeholder("token")}::text,
        ${sql.placeholder("gatewayOrderId")}::text, ${sql.placeholder("amount")}::integer, ${sql.placeholder("currency")}::text,
        case when behaviour = 'APPROVE' then 'captured' else 'failed' end,
        case behaviour when 'APPROVE' then null when 'DECLINE' then 'Card declined by the issuer (sandbox test card)'
          else 'No such saved payment method' end,
        ${sql.placeholder("at")}::timestamptz
      from method
      on conflict (key) do nothing
      returning gateway_payment_id, outcome, failure_reason
    )
    select * from added
    union all
    select gateway_payment_id, outcome, failure_reason from ${sandboxCharges}
    where key = ${sql.placeholder("gatewayOrderId")}::text and not exists (select 1 from added)
  `,
  [
    { path: ["gatewayPaymentId"], field: sql`gateway_payment_id` },
    { path: ["outcome"], field: sql`outcome` },
    { path: ["failureReason"], field: sql`failure_reason` },
  ],
  "sandbox_charge_saved_method",
);

/**
 * Charges a saved sandbox method for a gateway order, in one statement (prepared): a method that declines (or an
 * unknown token) gives a failed charge; a second call for the same gateway order inserts nothing and
 * answers the first charge, so the money is taken at most once per order.
 */
export async function sandboxChargeSavedMethod(
  db: Db,
  request: SavedMethodChargeRequest,
  newPaymentId: () => string,
  at: Date,
): Promise<SavedMethodCharge> {
  const [row] = await chargeStatement(db).execute({
    paymentId: newPaymentId(),
    token: request.token,
    gatewayOrderId: request.gatewayOrderId,
    amount: request.amount,
    currency: request.currency,
    at: at.toISOString(),
  });
  if (!row) throw new Error(`The sandbox lost the charge of ${request.gatewayOrderId}`);
  return {
    outcome: row.outcome === "captured" ? "captured" : "failed",
    gatewayPaymentId: row.gatewayPaymentId,
    ...(row.failureReason ? { reason: row.failureReason } : {}),
  };
}

export async function sandboxMethod(db: Db, token: string) {
  const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.token, token));
  return row;
}

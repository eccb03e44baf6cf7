// A paid period's invoice (docs/product.md, "Subscriptions"): the same document as an order's, from the
// market's seller, with the plan as its one line and the tax the price includes. Numbered in a series per
// market and financial year when first asked for.
import { type Currency, type Market, TAX_RULES } from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { notFound } from "../../http/app-error.ts";
import { getUser } from "../identity/service.ts";
import { type InvoiceInput, renderInvoicePdf, SELLERS } from "../orders/service.ts";
import { planNames } from "../plans/service.ts";
import { hasOwnInvoice, inTransaction, ownSubscription } from "./changes.ts";
import * as q from "./changes-queries.ts";
import * as repo from "./repository.ts";

/** The financial year an invoice falls in: India's runs April to March, the others' the calendar year. */
function financialYear(market: Market, at: number): number {
  const date = new Date(at);
  const year = date.getUTCFullYear();
  return market === "IN" && date.getUTCMonth() < 3 ? year - 1 : year;
}

async function invoiceNumberOf(
  tx: Db,
  market: Market,
  subscriptionId: string,
  number: number,
  paidAt: number,
) {
  const period = await q.findPeriod(tx, subscriptionId, number);
  if (period?.invoiceNumber) return period.invoiceNumber;
  const prefix = `OJS-${market}-${financialYear(market, paidAt)}-`;
  const sequence = await q.nextInvoiceSequence(tx, prefix);
  const invoiceNumber = `${prefix}${String(sequence).padStart(6, "0")}`;
  await repo.updatePeriod(tx, { subscriptionId, number }, { invoiceNumber });
  return invoiceNumber;
}

/** GET /api/subscription/v1/{id}/periods/{n}/invoice: the owner's PDF of a paid (or refunded) period. */
export async function periodInvoicePdf(
  deps: Deps,
  userId: string,
  subscriptionId: string,
  number: number,
): Promise<{ pdf: Buffer; filename: string }> {
  const row = await ownSubscription(deps.db, userId, subscriptionId);
  const period = await q.findPeriod(deps.db, subscriptionId, number);
  if (!period || !hasOwnInvoice(period) || !period.paidAt) throw notFound("No invoice for this period");
  const market = row.market as Market;
  const paidAt = period.paidAt.getTime();
  const invoiceNumber = await inTransaction(deps, (tx) =>
    invoiceNumberOf(tx, market, subscriptionId, number, paidAt),
  );
  const [names, user] = await Promise.all([planNames(deps, [period.planId]), getUser(deps, userId)]);
  const seller = SELLERS[market];
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const input: InvoiceInput = {
    invoiceNumber,
    orderNumber: `${subscriptionId} / ${number}`,
    issuedAt: paidAt,
    market,
    currency: row.currency as Currency,
    seller,
    // A service with no delivery address: supplied where the seller is (intra-state in India).
    buyer: {
      name: [user.firstName, user.lastName].filter(Boolean).join(" ") || "Ojas member",
      addressLines: [user.email ?? user.phoneNumber ?? ""].filter(Boolean),
      phone: user.phoneNumber ?? "",
      state: seller.state ?? "",
    },
    lines: [
      {
        name: `${names.get(period.planId) ?? period.planId}, period ${number} (${day(period.start)} to ${day(period.end)})`,
        skuId: period.planId,
        qty: 1,
        unitPrice: period.amount,
        discount: 0,
        taxRatePercent: TAX_RULES[market].ratePercent,
      },
    ],
    shipping: 0,
    codCharges: 0,
    couponDiscount: 0,
    totals: { payable: period.amount },
    payment: {
      method: "PREPAID",
      ...(period.gatewayPaymentId ? { reference: period.gatewayPaymentId } : {}),
    },
  };
  return { pdf: await renderInvoicePdf(input), filename: `Ojas-invoice-${invoiceNumber}.pdf` };
}

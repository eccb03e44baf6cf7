import { addressPlace, type Currency, formatPhone, type Market, TAX_RULES } from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { invalid, notFound } from "../../http/app-error.ts";
import { capturedPayment } from "../payments/service.ts";
import type { Caller } from "./access.ts";
import { hasInvoice, type OrderRecord } from "./dto.ts";
import { signInvoiceLink, verifyInvoiceLink } from "./invoice-link.ts";
import { type InvoiceInput, renderInvoicePdf } from "./invoice-pdf.ts";
import { findOrder, visibleOrder } from "./queries.ts";
import { SELLERS } from "./seller.ts";

/** GET /getInvoiceUrlForAOrder/{orderId}: a short-lived link to the invoice of a placed order. */
export async function invoiceLink(
  deps: Deps,
  caller: Caller,
  orderId: string,
): Promise<{ invoiceUrl: string }> {
  const { row } = await visibleOrder(deps, caller, orderId);
  if (!hasInvoice(row)) {
    const why = "The invoice is ready once the order is placed, and is not issued for cancelled orders";
    throw invalid({ orderId: why }, why);
  }
  return { invoiceUrl: `${deps.config.siteOrigin}${signInvoiceLink(deps, row.orderId, row.userId)}` };
}

/** The invoice's number: one per order, its order number with the market, read out to customer care. */
export const invoiceNumberOf = (market: string, orderNumber: string) => `OJ-${market}-${orderNumber}`;

/** The order as an invoice: the lines at their listed prices less catalogue discounts, the rest order-level. */
export async function invoiceInputOf(
  deps: Deps,
  { row, items, timeline }: OrderRecord,
): Promise<InvoiceInput> {
  const market = row.market as Market;
  const rate = TAX_RULES[market].ratePercent;
  const lines = items.map((item) => {
    const unitPrice = Math.max(item.unitBasePrice, item.unitPrice);
    return {
      name: item.bundledSkuNames.length ? `${item.name}: ${item.bundledSkuNames.join(", ")}` : item.name,
      skuId: item.skuId,
      qty: item.qty,
      unitPrice,
      discount: item.qty * (unitPrice - item.unitPrice),
      taxRatePercent: rate,
    };
  });
  const charged = lines.reduce((sum, l) => sum + l.qty * l.unitPrice - l.discount, 0);
  // Cart offers, coupons and life bits apply to the whole order: whatever separates the lines (with
  // charges) from what the order charged. summariseInvoice refuses an invoice that does not add up.
  const orderDiscount = charged + row.shippingCharges + row.codCharges - row.payableAmount;
  const placedAt = timeline.find((s) => s.status === "ORDER_PLACED")?.at ?? row.createdAt;
  const paid = await capturedPayment(deps, row.orderId);
  const address = row.address;
  return {
    invoiceNumber: invoiceNumberOf(row.market, row.orderNumber),
    orderNumber: row.orderNumber,
    issuedAt: placedAt,
    market,
    currency: row.currency as Currency,
    seller: SELLERS[market],
    buyer: {
      name: address.name,
      addressLines: [
        [address.line1, address.line2].filter(Boolean).join(", "),
        ...(address.landmark ? [address.landmark] : []),
        // A digital order (a webinar seat) names no city: its one line says what it is.
        ...(address.city ? [addressPlace(address)] : []),
      ],
      phone: formatPhone(address.phoneNumber),
      state: address.state,
    },
    lines,
    shipping: row.shippingCharges,
    codCharges: row.codCharges,
    couponDiscount: Math.max(0, orderDiscount),
    totals: { payable: row.payableAmount },
    payment: {
      method: row.paymentType === "COD" ? "COD" : "PREPAID",
      ...(paid?.gatewayPaymentId ? { reference: paid.gatewayPaymentId } : {}),
    },
  };
}

/**
 * The PDF behind a signed link. The link is the permission (it opens in a new tab or a download manager
 * without the session), so a wrong, tampered or expired one is 4040 like a missing order.
 */
export async function invoicePdf(
  deps: Deps,
  orderId: string,
  link: { expires: unknown; sig: unknown },
): Promise<{ pdf: Buffer; filename: string }> {
  const record = await findOrder(deps.db, orderId);
  const genuine =
    record !== undefined && verifyInvoiceLink(deps, { orderId, userId: record.row.userId, ...link });
  if (!genuine || !hasInvoice(record.row)) {
    throw notFound("This invoice link is not valid or has expired. Please download the invoice again.");
  }
  const input = await invoiceInputOf(deps, record);
  return { pdf: await renderInvoicePdf(input), filename: `Ojas-invoice-${input.invoiceNumber}.pdf` };
}

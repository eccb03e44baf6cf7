import {
  type Currency,
  countryForMarket,
  formatMoney,
  MARKET_INFO,
  type Market,
  splitProportionally,
  TAX_RULES,
  taxBreakdown,
} from "@ojas/domain";
import PDFDocument from "pdfkit";
import { asIgst, indianState, isInterState } from "./invoice-gst.ts";
import { InvoiceText, registerInvoiceFonts } from "./invoice-text.ts";

export interface InvoiceLine {
  name: string;
  skuId: string;
  qty: number;
  /** Listed unit price, tax included where the market's prices are (minor units). */
  unitPrice: number;
  /** Discount on the whole line (minor units). */
  discount: number;
  taxRatePercent: number;
}

export interface InvoiceInput {
  invoiceNumber: string;
  /** The order's number as the shopper knows it (not the internal order id). */
  orderNumber: string;
  /** Epoch ms; shown as a date in the market's time zone. */
  issuedAt: number;
  market: Market;
  currency: Currency;
  /** state: where the seller is registered (India's GST tells intra- from inter-state sales by it). */
  seller: { name: string; addressLines: string[]; taxId: string; state?: string };
  /** state: the delivery address's, the place of supply. */
  buyer: { name: string; addressLines: string[]; phone: string; state: string };
  lines: InvoiceLine[];
  shipping: number;
  codCharges: number;
  couponDiscount: number;
  /** What the order charged; the invoice must add up to it. */
  totals: { payable: number };
  payment?: { method: "PREPAID" | "COD"; reference?: string };
}

/** Whether an Indian invoice is for an inter-state sale (IGST); never outside India. */
export function interState(input: Pick<InvoiceInput, "market" | "seller" | "buyer">): boolean {
  if (input.market !== "IN") return false;
  if (!input.seller.state) throw new Error("An Indian invoice needs the seller's state");
  return isInterState(input.seller.state, input.buyer.state);
}

export interface InvoiceSummary {
  itemsTotal: number;
  discount: number;
  couponDiscount: number;
  shipping: number;
  codCharges: number;
  payable: number;
  lineAmounts: number[];
  tax: ReturnType<typeof taxBreakdown>;
}

/**
 * The invoice's arithmetic: line amounts, the order-level coupon spread over the lines, and the tax in
 * what was paid (charges taxed at the market's standard rate). Throws when it does not add up to what
 * the order charged: an invoice that disagrees with the payment must never be issued.
 */
export function summariseInvoice(input: InvoiceInput): InvoiceSummary {
  if (input.lines.length === 0) throw new Error("An invoice needs at least one line");
  const money = [input.shipping, input.codCharges, input.couponDiscount, input.totals.payable];
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.qty) || line.qty < 1) throw new Error(`Bad quantity for ${line.skuId}`);
    money.push(line.unitPrice, line.discount);
    if (line.discount > line.qty * line.unitPrice)
      throw new Error(`Discount above the line for ${line.skuId}`);
  }
  if (money.some((m) => !Number.isSafeInteger(m) || m < 0))
    throw new Error("Amounts must be whole minor units");

  const lineAmounts = input.lines.map((l) => l.qty * l.unitPrice - l.discount);
  const itemsTotal = input.lines.reduce((sum, l) => sum + l.qty * l.unitPrice, 0);
  const discount = input.lines.reduce((sum, l) => sum + l.discount, 0);
  const payable = itemsTotal - discount - input.couponDiscount + input.shipping + input.codCharges;
  if (payable !== input.totals.payable) {
    throw new Error(
      `Invoice ${input.invoiceNumber} adds up to ${payable}, the order charged ${input.totals.payable}`,
    );
  }
  const couponShares = splitProportionally(input.couponDiscount, lineAmounts);
  const standardRate = TAX_RULES[input.market].ratePercent;
  const breakdown = taxBreakdown(input.market, [
    ...input.lines.map((l, i) => ({
      amount: lineAmounts[i] - couponShares[i],
      ratePercent: l.taxRatePercent,
    })),
    { amount: input.shipping + input.codCharges, ratePercent: standardRate },
  ]);
  const tax = interState(input) ? { ...breakdown, groups: asIgst(breakdown.groups) } : breakdown;
  return {
    itemsTotal,
    discount,
    couponDiscount: input.couponDiscount,
    shipping: input.shipping,
    codCharges: input.codCharges,
    payable,
    lineAmounts,
    tax,
  };
}

const COLOURS = { ink: "#14161A", muted: "#5F6368", border: "#E6E1D8", accent: "#1F6F5C", paper: "#FAF7F2" };
const MARGIN = 48;
/** Room the brand takes at the top left; the document's identity fills the rest of the header. */
const BRAND_WIDTH = 170;

/** The invoice as a PDF (A4), with the shop's details, line items, taxes and totals. */
export function renderInvoicePdf(invoice: InvoiceInput): Promise<Buffer> {
  const summary = summariseInvoice(invoice);
  const rule = TAX_RULES[invoice.market];
  const market = MARKET_INFO[invoice.market];
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const date = new Intl.DateTimeFormat(market.locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: market.timeZone,
  }).format(invoice.issuedAt);

  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${rule.invoiceTitle} ${invoice.invoiceNumber}`,
      Author: invoice.seller.name,
      Subject: `Order ${invoice.orderNumber}`,
    },
  });
  registerInvoiceFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const t = new InvoiceText(doc);
  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  const right = left + width;
  const bottom = doc.page.height - MARGIN - 40;
  const rule_ = (y: number, colour = COLOURS.border) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(colour).stroke();

  // Header: brand on the left, the document's identity on the right. Every value is measured and wrapped
  // in its own box, and the next row starts below the taller of label and value.
  t.set("bold", 26, COLOURS.accent);
  let brandEnd = t.draw("Ojas", left, MARGIN - 6);
  t.set("regular", 10, COLOURS.muted);
  brandEnd = t.draw("Health, measured.", left, brandEnd);
  const metaLeft = left + BRAND_WIDTH;
  const metaWidth = right - metaLeft;
  t.set("bold", 18, COLOURS.ink);
  let y = t.draw(rule.invoiceTitle.toUpperCase(), metaLeft, MARGIN - 4, { width: metaWidth, align: "right" });
  const place = invoice.market === "IN" ? indianState(invoice.buyer.state) : undefined;
  const meta: [string, string][] = [
    ["Invoice no.", invoice.invoiceNumber],
    ["Invoice date", date],
    ["Order no.", invoice.orderNumber],
    ...(invoice.market === "IN"
      ? [
          ["Place of supply", place ? `${place.name} (${place.code})` : invoice.buyer.state] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  t.set("regular", 9, COLOURS.muted);
  const labelWidth = Math.max(...meta.map(([label]) => t.widthOf(label)));
  t.set("bold", 9, COLOURS.ink);
  const valueWidth = Math.min(
    Math.ceil(Math.max(...meta.map(([, value]) => t.widthOf(value)))) + 1,
    metaWidth - labelWidth - 12,
  );
  const valueLeft = right - valueWidth;
  const labelLeft = valueLeft - 12 - labelWidth;
  y += 2;
  for (const [label, value] of meta) {
    t.set("regular", 9, COLOURS.muted);
    const labelEnd = t.draw(label, labelLeft, y, { width: labelWidth, align: "right" });
    t.set("bold", 9, COLOURS.ink);
    const valueEnd = t.draw(value, valueLeft, y, { width: valueWidth, align: "right" });
    y = Math.max(labelEnd, valueEnd) + 1;
  }
  y = Math.max(y, brandEnd) + 12;
  rule_(y, COLOURS.accent);
  y += 16;

  // Parties.
  const column = (width - 24) / 2;
  const party = (x: number, heading: string, name: string, lines: string[]) => {
    t.set("bold", 8, COLOURS.muted, 0.6);
    let py = t.draw(heading.toUpperCase(), x, y, { width: column }) + 1;
    t.set("bold", 10.5, COLOURS.ink);
    py = t.draw(name, x, py, { width: column }) + 1;
    t.set("regular", 9.5, COLOURS.ink);
    for (const line of lines) py = t.draw(line, x, py, { width: column });
    return py;
  };
  const sellerEnd = party(left, "Sold by", invoice.seller.name, [
    ...invoice.seller.addressLines,
    `${rule.taxIdLabel}: ${invoice.seller.taxId}`,
  ]);
  const buyerEnd = party(left + column + 24, "Billed and shipped to", invoice.buyer.name, [
    ...invoice.buyer.addressLines,
    `Phone: ${invoice.buyer.phone}`,
  ]);
  y = Math.max(sellerEnd, buyerEnd) + 18;

  // Line items.
  const cols = [
    { label: "#", width: 16, align: "left" as const },
    { label: "Item", width: 0, align: "left" as const },
    { label: "Qty", width: 24, align: "right" as const },
    { label: "Unit price", width: 72, align: "right" as const },
    { label: "Discount", width: 68, align: "right" as const },
    { label: rule.inclusive ? rule.name : "Tax", width: 34, align: "right" as const },
    { label: "Amount", width: 78, align: "right" as const },
  ];
  const gap = 6;
  cols[1].width = width - cols.reduce((sum, c) => sum + c.width, 0) - gap * (cols.length - 1);
  const xs: number[] = [];
  cols.reduce((x, c) => {
    xs.push(x);
    return x + c.width + gap;
  }, left);

  const tableHeader = () => {
    t.set("bold", 8.5, COLOURS.muted);
    const labelsHeight = Math.max(...cols.map((c) => t.heightOf(c.label, c.width)));
    doc.rect(left, y, width, labelsHeight + 10).fill(COLOURS.paper);
    cols.forEach((c, i) => {
      t.draw(c.label, xs[i], y + 5, { width: c.width, align: c.align });
    });
    y += labelsHeight + 16;
  };
  tableHeader();

  invoice.lines.forEach((line, i) => {
    const cells = [
      String(i + 1),
      "",
      String(line.qty),
      money(line.unitPrice),
      line.discount > 0 ? `-${money(line.discount)}` : "-",
      rule.inclusive ? `${line.taxRatePercent}%` : "-",
      money(summary.lineAmounts[i]),
    ];
    t.set("bold", 9.5, COLOURS.ink);
    const nameHeight = t.heightOf(line.name, cols[1].width);
    t.set("regular", 8, COLOURS.muted);
    const skuHeight = t.heightOf(`SKU ${line.skuId}`, cols[1].width);
    t.set("regular", 9.5, COLOURS.ink);
    const cellsHeight = Math.max(...cells.map((cell, c) => (c === 1 ? 0 : t.heightOf(cell, cols[c].width))));
    const rowHeight = Math.max(nameHeight + skuHeight, cellsHeight);
    if (y + rowHeight > bottom) {
      doc.addPage();
      t.set("regular", 9, COLOURS.muted);
      y = t.draw(`${rule.invoiceTitle} ${invoice.invoiceNumber}, continued`, left, MARGIN, { width }) + 8;
      tableHeader();
    }
    t.set("bold", 9.5, COLOURS.ink);
    const nameEnd = t.draw(line.name, xs[1], y, { width: cols[1].width });
    t.set("regular", 8, COLOURS.muted);
    t.draw(`SKU ${line.skuId}`, xs[1], nameEnd, { width: cols[1].width });
    t.set("regular", 9.5, COLOURS.ink);
    cells.forEach((cell, c) => {
      if (c !== 1) t.draw(cell, xs[c], y, { width: cols[c].width, align: cols[c].align });
    });
    y += rowHeight + 6;
    rule_(y);
    y += 6;
  });

  // Totals on the right, tax on the left.
  const totalsRows: [string, string][] = [
    ["Items total", money(summary.itemsTotal)],
    ...(summary.discount > 0 ? [["Discount", `-${money(summary.discount)}`] as [string, string]] : []),
    ...(summary.couponDiscount > 0
      ? [["Coupon discount", `-${money(summary.couponDiscount)}`] as [string, string]]
      : []),
    ["Shipping", summary.shipping > 0 ? money(summary.shipping) : "Free"],
    ...(summary.codCharges > 0
      ? [["Cash on delivery fee", money(summary.codCharges)] as [string, string]]
      : []),
  ];
  const taxLines: [string, string][] = rule.inclusive
    ? summary.tax.groups.flatMap((g) => [
        [`Taxable value at ${g.ratePercent}%`, money(g.taxable)] as [string, string],
        ...g.components.map((c) => [`${c.label} ${c.ratePercent}%`, money(c.amount)] as [string, string]),
      ])
    : [[rule.name, money(0)]];
  const blockHeight = Math.max(totalsRows.length * 16 + 44, taxLines.length * 16 + 60);
  if (y + 10 + blockHeight > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 4;
  const totalsX = right - 260;
  const pair = (
    label: string,
    value: string,
    x: number,
    py: number,
    labelWidth: number,
    valueWidth: number,
  ) =>
    Math.max(
      t.draw(label, x, py, { width: labelWidth }),
      t.draw(value, x + labelWidth + 8, py, { width: valueWidth, align: "right" }),
    );
  let ty = y;
  for (const [label, value] of totalsRows) {
    t.set("regular", 9.5, COLOURS.ink);
    ty = pair(label, value, totalsX, ty, 144, 108) + 2;
  }
  doc.moveTo(totalsX, ty).lineTo(right, ty).lineWidth(0.75).strokeColor(COLOURS.ink).stroke();
  ty += 6;
  t.set("bold", 12, COLOURS.ink);
  const totalLabel = invoice.payment?.method === "COD" ? "Total due on delivery" : "Total paid";
  ty = pair(totalLabel, money(summary.payable), totalsX, ty, 144, 108) + 4;

  let xy = y;
  const taxWidth = totalsX - left - 24;
  t.set("bold", 8, COLOURS.muted, 0.6);
  const heading = rule.inclusive ? `${rule.name} included in the total` : "Tax";
  xy = t.draw(heading.toUpperCase(), left, xy, { width: taxWidth }) + 2;
  for (const [label, value] of taxLines) {
    t.set("regular", 9, COLOURS.ink);
    xy = pair(label, value, left, xy, taxWidth - 98, 90);
  }
  if (rule.inclusive) {
    t.set("bold", 9, COLOURS.ink);
    xy = pair(`Total ${rule.name}`, money(summary.tax.totalTax), left, xy, taxWidth - 98, 90);
  }
  if (rule.note) {
    t.set("regular", 9, COLOURS.muted);
    xy = t.draw(rule.note, left, xy, { width: taxWidth }) + 2;
  }
  y = Math.max(ty, xy) + 16;

  if (invoice.payment) {
    t.set("regular", 9, COLOURS.muted);
    const method = invoice.payment.method === "COD" ? "Cash on delivery" : "Paid online";
    const reference = invoice.payment.reference ? `, reference ${invoice.payment.reference}` : "";
    t.draw(`Payment: ${method}${reference}`, left, y, { width });
  }

  // Footer on every page.
  const care = countryForMarket(invoice.market);
  const pages = doc.bufferedPageRange();
  const footer = `This is a computer-generated invoice and needs no signature. Questions: ${care.careEmail}, ${care.carePhone}.`;
  for (let p = pages.start; p < pages.start + pages.count; p++) {
    doc.switchToPage(p);
    const fy = doc.page.height - MARGIN - 30;
    rule_(fy - 6);
    t.set("regular", 8, COLOURS.muted);
    t.draw(footer, left, fy, { width: width - 80 });
    t.draw(`Page ${p - pages.start + 1} of ${pages.count}`, right - 70, fy, { width: 70, align: "right" });
  }
  doc.end();
  return done;
}

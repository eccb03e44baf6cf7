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
  orderId: string;
  /** Epoch ms; shown as a date in the market's time zone. */
  issuedAt: number;
  market: Market;
  currency: Currency;
  seller: { name: string; addressLines: string[]; taxId: string };
  buyer: { name: string; addressLines: string[]; phone: string };
  lines: InvoiceLine[];
  shipping: number;
  codCharges: number;
  couponDiscount: number;
  /** What the order charged; the invoice must add up to it. */
  totals: { payable: number };
  payment?: { method: "PREPAID" | "COD"; reference?: string };
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
  const tax = taxBreakdown(input.market, [
    ...input.lines.map((l, i) => ({
      amount: lineAmounts[i] - couponShares[i],
      ratePercent: l.taxRatePercent,
    })),
    { amount: input.shipping + input.codCharges, ratePercent: standardRate },
  ]);
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

// The built-in PDF fonts (no font files to ship) cover Windows-1252 only: ₹ is written "Rs." and other
// scripts fall back to their closest Latin letters, or "?".
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
function printable(text: string): string {
  let out = "";
  for (const ch of text.replace(/₹\s?/g, "Rs. ")) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
    out += /^[\x20-\x7e]+$/.test(base) ? base : "?";
  }
  return out;
}

const COLOURS = { ink: "#14161A", muted: "#5F6368", border: "#E6E1D8", accent: "#1F6F5C", paper: "#FAF7F2" };
const FONT = "Helvetica";
const BOLD = "Helvetica-Bold";
const MARGIN = 48;

/** The invoice as a PDF (A4), with the shop's details, line items, taxes and totals. */
export function renderInvoicePdf(invoice: InvoiceInput): Promise<Buffer> {
  const summary = summariseInvoice(invoice);
  const rule = TAX_RULES[invoice.market];
  const market = MARKET_INFO[invoice.market];
  const money = (minor: number) => printable(formatMoney(minor, invoice.currency));
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
      Subject: `Order ${invoice.orderId}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = MARGIN;
  const width = doc.page.width - MARGIN * 2;
  const right = left + width;
  const bottom = doc.page.height - MARGIN - 40;
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(printable(value), x, y, { lineBreak: options.width !== undefined, ...options });
  const rule_ = (y: number, colour = COLOURS.border) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(colour).stroke();

  // Header: brand on the left, the document's identity on the right.
  doc.font(BOLD).fontSize(26).fillColor(COLOURS.accent);
  text("Ojas", left, MARGIN);
  doc.font(FONT).fontSize(10).fillColor(COLOURS.muted);
  text("Health, measured.", left, MARGIN + 32);
  doc.font(BOLD).fontSize(18).fillColor(COLOURS.ink);
  text(rule.invoiceTitle.toUpperCase(), left, MARGIN, { width, align: "right" });
  const meta: [string, string][] = [
    ["Invoice no.", invoice.invoiceNumber],
    ["Invoice date", date],
    ["Order", invoice.orderId],
  ];
  let y = MARGIN + 26;
  for (const [label, value] of meta) {
    doc.font(FONT).fontSize(9).fillColor(COLOURS.muted);
    text(label, right - 250, y, { width: 110, align: "right" });
    doc.font(BOLD).fillColor(COLOURS.ink);
    text(value, right - 132, y, { width: 132, align: "right" });
    y += 13;
  }
  y = Math.max(y, MARGIN + 56) + 14;
  rule_(y, COLOURS.accent);
  y += 16;

  // Parties.
  const column = (width - 24) / 2;
  const party = (x: number, heading: string, name: string, lines: string[]) => {
    let py = y;
    doc.font(BOLD).fontSize(8).fillColor(COLOURS.muted);
    text(heading.toUpperCase(), x, py, { width: column, characterSpacing: 0.6 });
    py += 13;
    doc.font(BOLD).fontSize(10.5).fillColor(COLOURS.ink);
    text(name, x, py, { width: column });
    py = doc.y + 2;
    doc.font(FONT).fontSize(9.5).fillColor(COLOURS.ink);
    for (const line of lines) {
      text(line, x, py, { width: column });
      py = doc.y + 1;
    }
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
    { key: "index", label: "#", width: 14, align: "left" as const },
    { key: "item", label: "Item", width: 0, align: "left" as const },
    { key: "qty", label: "Qty", width: 26, align: "right" as const },
    { key: "unit", label: "Unit price", width: 66, align: "right" as const },
    { key: "discount", label: "Discount", width: 62, align: "right" as const },
    { key: "tax", label: rule.inclusive ? rule.name : "Tax", width: 34, align: "right" as const },
    { key: "amount", label: "Amount", width: 72, align: "right" as const },
  ];
  const gap = 7;
  cols[1].width = width - cols.reduce((sum, c) => sum + c.width, 0) - gap * (cols.length - 1);
  const xs: number[] = [];
  cols.reduce((x, c) => {
    xs.push(x);
    return x + c.width + gap;
  }, left);

  const tableHeader = () => {
    doc.rect(left, y, width, 22).fill(COLOURS.paper);
    doc.font(BOLD).fontSize(8.5).fillColor(COLOURS.muted);
    cols.forEach((c, i) => {
      text(c.label, xs[i], y + 7, { width: c.width, align: c.align });
    });
    y += 28;
  };
  tableHeader();

  invoice.lines.forEach((line, i) => {
    doc.font(BOLD).fontSize(9.5);
    const nameHeight = doc.heightOfString(printable(line.name), { width: cols[1].width });
    const rowHeight = nameHeight + 16;
    if (y + rowHeight > bottom) {
      doc.addPage();
      doc.font(FONT).fontSize(9).fillColor(COLOURS.muted);
      text(`${rule.invoiceTitle} ${invoice.invoiceNumber}, continued`, left, MARGIN);
      y = MARGIN + 20;
      tableHeader();
    }
    doc.font(BOLD).fontSize(9.5).fillColor(COLOURS.ink);
    text(line.name, xs[1], y, { width: cols[1].width });
    doc.font(FONT).fontSize(8).fillColor(COLOURS.muted);
    text(`SKU ${line.skuId}`, xs[1], y + nameHeight + 2, { width: cols[1].width });
    doc.font(FONT).fontSize(9.5).fillColor(COLOURS.ink);
    const cells = [
      String(i + 1),
      "",
      String(line.qty),
      money(line.unitPrice),
      line.discount > 0 ? `-${money(line.discount)}` : "-",
      rule.inclusive ? `${line.taxRatePercent}%` : "-",
      money(summary.lineAmounts[i]),
    ];
    cells.forEach((cell, c) => {
      if (c !== 1) text(cell, xs[c], y, { width: cols[c].width, align: cols[c].align });
    });
    y += rowHeight + 6;
    rule_(y - 6);
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
  const blockHeight = Math.max(totalsRows.length * 16 + 40, taxLines.length * 14 + 44);
  if (y + 10 + blockHeight > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  y += 10;
  const totalsX = right - 230;
  let ty = y;
  for (const [label, value] of totalsRows) {
    doc.font(FONT).fontSize(9.5).fillColor(COLOURS.ink);
    text(label, totalsX, ty, { width: 130 });
    text(value, totalsX + 130, ty, { width: 100, align: "right" });
    ty += 16;
  }
  doc.moveTo(totalsX, ty).lineTo(right, ty).lineWidth(0.75).strokeColor(COLOURS.ink).stroke();
  ty += 8;
  doc.font(BOLD).fontSize(12).fillColor(COLOURS.ink);
  text(invoice.payment?.method === "COD" ? "Total due on delivery" : "Total paid", totalsX, ty, {
    width: 130,
  });
  text(money(summary.payable), totalsX + 110, ty, { width: 120, align: "right" });
  ty += 20;

  let xy = y;
  doc.font(BOLD).fontSize(8).fillColor(COLOURS.muted);
  text(rule.inclusive ? `${rule.name} INCLUDED IN THE TOTAL` : "TAX", left, xy, {
    width: 220,
    characterSpacing: 0.6,
  });
  xy += 14;
  for (const [label, value] of taxLines) {
    doc.font(FONT).fontSize(9).fillColor(COLOURS.ink);
    text(label, left, xy, { width: 140 });
    text(value, left + 140, xy, { width: 80, align: "right" });
    xy += 14;
  }
  if (rule.inclusive) {
    doc.font(BOLD).fontSize(9);
    text(`Total ${rule.name}`, left, xy, { width: 140 });
    text(money(summary.tax.totalTax), left + 140, xy, { width: 80, align: "right" });
    xy += 14;
  }
  if (rule.note) {
    doc.font(FONT).fontSize(9).fillColor(COLOURS.muted);
    text(rule.note, left, xy, { width: 220 });
    xy = doc.y + 2;
  }
  y = Math.max(ty, xy) + 16;

  if (invoice.payment) {
    doc.font(FONT).fontSize(9).fillColor(COLOURS.muted);
    const method = invoice.payment.method === "COD" ? "Cash on delivery" : "Paid online";
    const reference = invoice.payment.reference ? `, reference ${invoice.payment.reference}` : "";
    text(`Payment: ${method}${reference}`, left, y, { width });
  }

  // Footer on every page.
  const care = countryForMarket(invoice.market);
  const pages = doc.bufferedPageRange();
  for (let p = pages.start; p < pages.start + pages.count; p++) {
    doc.switchToPage(p);
    const fy = doc.page.height - MARGIN - 22;
    doc
      .moveTo(left, fy - 8)
      .lineTo(right, fy - 8)
      .lineWidth(0.75)
      .strokeColor(COLOURS.border)
      .stroke();
    doc.font(FONT).fontSize(8).fillColor(COLOURS.muted);
    text(
      `This is a computer-generated invoice and needs no signature. Questions: ${care.careEmail}, ${care.carePhone}.`,
      left,
      fy,
      { width: width - 70, lineBreak: false },
    );
    text(`Page ${p - pages.start + 1} of ${pages.count}`, right - 70, fy, { width: 70, align: "right" });
  }
  doc.end();
  return done;
}

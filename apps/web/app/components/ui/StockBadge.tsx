import { STOCK_STATUS_LABELS, type StockStatus } from "@ojas/domain";

/** 'Sold out' or 'Coming soon'; nothing for stock on hand, which needs no badge. */
export function StockBadge({ status, className = "" }: { status: StockStatus; className?: string }) {
  if (status === "IN_STOCK") return null;
  const tone = status === "OUT_OF_STOCK" ? "bg-ink text-bg" : "bg-accent-soft text-accent";
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${tone} ${className}`}>
      {STOCK_STATUS_LABELS[status]}
    </span>
  );
}

import type { PriceRow } from "../../lib/cart/amounts.ts";

/** The named rows of priceRows, the amount to pay last: the cart page and the checkout summary show the same. */
export function PriceBreakdown({
  rows,
  className,
  testId,
  totalTestId,
}: {
  rows: PriceRow[];
  className: string;
  testId: string;
  totalTestId: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map((row) =>
        row.key === "total" ? (
          <div
            key={row.key}
            className="flex justify-between gap-4 border-t border-line pt-3 text-base font-semibold"
          >
            <dt className="text-ink">{row.label}</dt>
            <dd className="text-ink tabular" data-testid={totalTestId}>
              {row.value}
            </dd>
          </div>
        ) : (
          <div key={row.key} className="flex justify-between gap-4">
            <dt className="text-muted">{row.label}</dt>
            <dd className={`tabular ${row.tone === "success" ? "text-success" : "text-ink"}`}>{row.value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

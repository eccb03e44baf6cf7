import { formatMoney, percentOff } from "@ojas/domain";

export interface PriceProps {
  /** Selling price, minor units. */
  amount: number;
  /** Base (list) price, minor units; struck through when above the selling price. */
  basePrice?: number;
  currency: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}

const SIZES = { sm: "text-base", md: "text-xl", lg: "text-title" } as const;

/** Selling price, struck base price and percent off, in tabular figures through formatMoney. */
export function Price({ amount, basePrice, currency, size = "md", className = "" }: PriceProps) {
  const off = basePrice === undefined ? 0 : percentOff(basePrice, amount);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 tabular ${className}`}>
      <span className={`font-semibold text-ink ${SIZES[size]}`}>
        <span className="sr-only">Price </span>
        {formatMoney(amount, currency)}
      </span>
      {off > 0 && basePrice !== undefined ? (
        <>
          <s className="text-sm text-muted">
            <span className="sr-only">was </span>
            {formatMoney(basePrice, currency)}
          </s>
          <span className="rounded-full bg-offer-bg px-2 py-0.5 text-xs font-semibold text-offer">
            {off}% off
          </span>
        </>
      ) : null}
    </p>
  );
}

import { Link } from "react-router";
import { useLastOrderedAt } from "../../lib/auth/bought.ts";
import { useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";

/**
 * "You bought this on 12 Nov 2026. See your orders", for a shopper who bought the product. It arrives after
 * the page (the personal call: docs/decisions/0042), so it is one short line placed below the buy buttons,
 * where it moves nothing the shopper is looking at.
 */
export function BoughtNote({ productId, className = "" }: { productId: string; className?: string }) {
  const lastOrderedAt = useLastOrderedAt(productId);
  const href = useMarketPath();
  const format = useMarketFormat();
  if (lastOrderedAt === undefined) return null;
  return (
    <p className={`text-sm text-muted ${className}`} data-testid="bought-note">
      You bought this on{" "}
      <time dateTime={new Date(lastOrderedAt).toISOString()}>{format.date(lastOrderedAt)}</time>.{" "}
      <Link to={href("/orders")} className="font-semibold text-accent underline-offset-4 hover:underline">
        See your orders
      </Link>
    </p>
  );
}

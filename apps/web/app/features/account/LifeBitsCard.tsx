import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { useAppSelector } from "../../lib/store.ts";

const HISTORY_SHOWN = 8;

/** The life bits balance and its latest movements (GET /api/gamification/lifebits/v1/account). */
export function LifeBitsCard() {
  const lifeBits = useAppSelector((state) => state.user.userLifeBits);
  const format = useMarketFormat();
  const history = [...lifeBits.history].sort((a, b) => b.at - a.at).slice(0, HISTORY_SHOWN);
  return (
    <section
      aria-labelledby="life-bits-title"
      className="rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="life-bits-title" className="text-sm font-semibold uppercase tracking-widest text-accent">
        Life bits
      </h2>
      {lifeBits.isFetched ? (
        <>
          <p className="mt-2 flex items-baseline gap-2">
            <span className="text-display font-semibold tabular text-ink" data-testid="life-bits-total">
              {format.count(lifeBits.total)}
            </span>
            <span className="text-muted">to spend on coupons</span>
          </p>
          {history.length > 0 ? (
            <ul className="mt-5 divide-y divide-line border-t border-line">
              {history.map((entry) => (
                <li
                  key={`${entry.at}-${entry.reason}`}
                  className="flex items-center justify-between gap-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="line-clamp-2 text-sm font-medium text-ink">{entry.reason}</p>
                    <p className="text-xs text-muted">
                      {format.date(entry.at)}
                      {entry.orderId ? ` · Order ${entry.orderId}` : ""}
                    </p>
                  </div>
                  <span
                    className={`shrink-0 text-sm font-semibold tabular ${entry.delta >= 0 ? "text-success" : "text-muted"}`}
                  >
                    {entry.delta >= 0 ? "+" : "−"}
                    {format.count(Math.abs(entry.delta))}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-muted">
              Earn life bits with every order and spend them on coupons at checkout.
            </p>
          )}
        </>
      ) : (
        <div className="mt-3 flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
    </section>
  );
}

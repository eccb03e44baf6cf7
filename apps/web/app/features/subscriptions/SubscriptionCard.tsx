import type { SubscriptionWithPeriods } from "@ojas/domain";
import { Button } from "../../components/ui/Button.tsx";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import {
  actionsFor,
  nextChargeText,
  PERIOD_STATUS_TEXT,
  paymentMethodText,
  statusText,
  tierText,
} from "./subscription-labels.ts";

interface Props {
  subscription: SubscriptionWithPeriods;
  busy: boolean;
  onCancel: () => void;
  onResume: () => void;
  onChangePlan: () => void;
  onUpdatePaymentMethod: () => void;
}

const STATUS_TONE: Record<SubscriptionWithPeriods["status"], string> = {
  PENDING: "bg-line text-ink",
  ACTIVE: "bg-accent-soft text-accent",
  PAST_DUE: "bg-error/10 text-error",
  CANCELLED: "bg-line text-muted",
  LAPSED: "bg-line text-muted",
};

/** One subscription: plan, status in words, current period, next charge, method, periods and actions. */
export function SubscriptionCard({
  subscription: sub,
  busy,
  onCancel,
  onResume,
  onChangePlan,
  onUpdatePaymentMethod,
}: Props) {
  const format = useMarketFormat();
  const next = nextChargeText(sub, format);
  const actions = actionsFor(sub);
  return (
    <article
      className="rounded-card border border-line bg-surface p-5 sm:p-6"
      aria-labelledby={`${sub.subscriptionId}-name`}
      data-testid="subscription"
      data-subscription-id={sub.subscriptionId}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`${sub.subscriptionId}-name`} className="text-lg font-semibold text-ink">
          {sub.planName}
        </h2>
        <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-surface">
          {tierText(sub.tier)}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[sub.status]}`}>
          {sub.status === "PAST_DUE"
            ? "Payment failed"
            : statusText({ ...sub, cancelAtPeriodEnd: false }, format)}
        </span>
      </header>
      <p className="mt-2 text-ink" data-testid="subscription-status">
        {statusText(sub, format)}
      </p>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {sub.currentPeriod && (
          <div>
            <dt className="text-muted">Current period</dt>
            <dd className="text-ink">
              {format.date(sub.currentPeriod.start)} – {format.date(sub.currentPeriod.end)} (period{" "}
              {sub.currentPeriod.number})
            </dd>
          </div>
        )}
        <div>
          <dt className="text-muted">Next charge</dt>
          <dd className="text-ink">
            {next ??
              (sub.cancelAtPeriodEnd && sub.currentPeriod
                ? `None — cancels on ${format.date(sub.currentPeriod.end)}`
                : "None")}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Payment method</dt>
          <dd className="text-ink">{paymentMethodText(sub)}</dd>
        </div>
        <div>
          <dt className="text-muted">Subscription</dt>
          <dd className="text-ink">{sub.subscriptionId}</dd>
        </div>
      </dl>
      {actions.length > 0 && (
        <div className="mt-5 flex flex-wrap gap-3">
          {actions.includes("resume") && (
            <Button onClick={onResume} pending={busy}>
              Resume
            </Button>
          )}
          {actions.includes("change-plan") && (
            <Button variant="secondary" onClick={onChangePlan} disabled={busy}>
              Change plan
            </Button>
          )}
          {actions.includes("update-payment-method") && (
            <Button variant="secondary" onClick={onUpdatePaymentMethod} disabled={busy}>
              Update payment method
            </Button>
          )}
          {actions.includes("cancel") && (
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          )}
        </div>
      )}
      {sub.periods.length > 0 && (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">Payments of {sub.planName}</caption>
            <thead className="text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Month
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Period
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Amount
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Status
                </th>
                <th scope="col" className="py-2 font-medium">
                  Invoice
                </th>
              </tr>
            </thead>
            <tbody>
              {sub.periods.map((period) => (
                <tr key={period.number} className="border-t border-line">
                  <td className="py-2 pr-3">{period.number}</td>
                  <td className="py-2 pr-3">
                    {format.date(period.start)} – {format.date(period.end)}
                  </td>
                  <td className="py-2 pr-3">{format.money(period.amount, sub.currency)}</td>
                  <td className="py-2 pr-3">{PERIOD_STATUS_TEXT[period.status]}</td>
                  <td className="py-2">
                    {period.invoiceUrl ? (
                      <a className="text-accent underline-offset-4 hover:underline" href={period.invoiceUrl}>
                        PDF<span className="sr-only"> invoice for month {period.number}</span>
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

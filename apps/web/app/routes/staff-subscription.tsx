import { formatMoney } from "@ojas/domain";
import {
  type ActionFunctionArgs,
  data,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
} from "react-router";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { forbidden, signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { StaffActionDialog } from "../features/staff/StaffActionDialog.tsx";
import { SUBSCRIPTION_STATUS_NAMES } from "../features/staff/subscription-status-names.ts";
import {
  type AuditEntry,
  MAX_EXTEND_DAYS,
  refundable,
  type StaffSubscriptionDetail,
  type StaffSubscriptionDetailAnswer,
  staffActionsFor,
  staffFormErrors,
  toMinor,
  toStaffDetail,
} from "../features/staff/subscription-types.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// One subscription in the back office (docs/api.md, "Subscriptions"): its periods, charges, events and audit
// rows, and staff's actions (cancel, refund a period, extend), each behind a confirm dialog with a reason.

export const meta: MetaFunction = () => staffMeta("Subscription");

export const headers = staffHeaders;

interface View {
  detail: StaffSubscriptionDetail | null;
  /** Null when this member of staff may not read the audit log (it needs the staff permission). */
  audit: AuditEntry[] | null;
  failed: string | null;
  changeKey: string;
}

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<View> {
  const id = String(params.subscriptionId ?? "");
  const api = apiFor(request, context);
  let detail: StaffSubscriptionDetail;
  try {
    detail = toStaffDetail(
      await api.get<StaffSubscriptionDetailAnswer>(`/api/staff/subscriptions/${encodeURIComponent(id)}`),
    );
  } catch (error) {
    signedOutOr(error);
    if (error instanceof ApiError && error.status === 403) forbidden(error.message);
    const failed = error instanceof ApiError ? error.message : "The subscription could not be loaded.";
    return { detail: null, audit: null, failed, changeKey: "" };
  }
  const audit = await api
    .get<{ entries: AuditEntry[] }>("/api/staff/audit", { entity: "subscription", entityId: id, limit: 50 })
    .then((answer) => answer.entries)
    .catch(() => null);
  return { detail, audit, failed: null, changeKey: newChangeKey() };
}

interface Result {
  intent: string;
  ok: boolean;
  message: string;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = String(params.subscriptionId ?? "");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const reason = String(form.get("reason") ?? "").trim();
  const days = String(form.get("days") ?? "");
  const amount = String(form.get("amount") ?? "").trim();
  const period = String(form.get("period") ?? "");
  const currency = String(form.get("currency") ?? "INR");
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.${intent}.${period}`;
  const kind = intent === "extend" ? "extend" : intent.startsWith("refund") ? "refund" : "cancel";
  const invalid = staffFormErrors(kind, { reason, days, amount });
  if (invalid) return data<Result>({ intent, ok: false, message: invalid }, { status: 400 });
  const base = `/api/staff/subscriptions/${encodeURIComponent(id)}`;
  const api = apiFor(request, context);
  try {
    if (kind === "extend") {
      await api.post(`${base}/extend`, { days: Number(days), reason }, { idempotencyKey: key });
      return data<Result>({ intent, ok: true, message: `Extended by ${days} days.` });
    }
    if (kind === "refund") {
      await api.post(
        `${base}/periods/${encodeURIComponent(period)}/refund`,
        { reason, ...(amount ? { amount: toMinor(amount, currency) } : {}) },
        { idempotencyKey: key },
      );
      return data<Result>({ intent, ok: true, message: `Month ${period} refunded.` });
    }
    const atPeriodEnd = form.get("when") !== "now";
    const refund = form.get("refund") === "on";
    await api.post(
      `${base}/cancel`,
      { atPeriodEnd, reason, ...(atPeriodEnd ? {} : { refund }) },
      { idempotencyKey: key },
    );
    return data<Result>({
      intent,
      ok: true,
      message: atPeriodEnd ? "Cancels at the end of the period." : "Cancelled.",
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`${url.pathname}${url.search}`);
    }
    if (error instanceof ApiError && error.status < 500) {
      return data<Result>({ intent, ok: false, message: error.message }, { status: error.status });
    }
    throw error;
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);
const day = (ms: number) => formatFor("IN").date(ms);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-3 overflow-x-auto">{children}</div>
    </section>
  );
}

const th = "py-2 pr-3 font-medium";
const td = "py-2 pr-3 align-top";

export default function StaffSubscription() {
  const { detail, audit, failed, changeKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (!detail) {
    return (
      <div>
        <PageHeader title="Subscription">Back to the list to find another.</PageHeader>
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
        <Link to="/staff/subscriptions" className="mt-4 inline-block text-accent">
          All subscriptions
        </Link>
      </div>
    );
  }
  const { subscription: sub, periods, charges, events } = detail;
  const actions = staffActionsFor(sub);
  return (
    <div>
      <Link to="/staff/subscriptions" className="text-sm text-accent">
        ← All subscriptions
      </Link>
      <PageHeader title={sub.planName}>
        <span className="font-mono">{sub.subscriptionId}</span>
        {sub.userId ? ` · shopper ${sub.userId}` : ""}
      </PageHeader>
      <dl className="mt-6 grid gap-3 rounded-card border border-line bg-surface p-5 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Status</dt>
          <dd className="font-semibold text-ink" data-testid="status">
            {SUBSCRIPTION_STATUS_NAMES[sub.status]}
            {sub.cancelAtPeriodEnd ? " (cancels at period end)" : ""}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Current period</dt>
          <dd className="text-ink" data-testid="period-end">
            {sub.currentPeriod
              ? `${day(sub.currentPeriod.start)} – ${day(sub.currentPeriod.end)} (period ${sub.currentPeriod.number})`
              : "Not started"}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Next charge</dt>
          <dd className="text-ink">
            {sub.nextChargeAt !== null && sub.nextChargeAmount !== null
              ? `${formatMoney(sub.nextChargeAmount, sub.currency)} on ${day(sub.nextChargeAt)}`
              : "None"}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Tier · kind</dt>
          <dd className="text-ink">
            {sub.tier} · {sub.kind}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Payment method</dt>
          <dd className="text-ink">
            {sub.paymentMethod ? `${sub.paymentMethod.type} ${sub.paymentMethod.label}` : "None"}
          </dd>
        </div>
        {sub.graceEndsAt !== null ? (
          <div>
            <dt className="text-muted">Grace ends</dt>
            <dd className="text-ink">{day(sub.graceEndsAt)}</dd>
          </div>
        ) : null}
      </dl>
      {result?.ok ? (
        <p role="status" className="mt-4 text-sm text-accent">
          {result.message}
        </p>
      ) : null}
      {actions.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {actions.includes("extend") ? (
            <StaffActionDialog
              label="Extend"
              title="Extend this subscription"
              intent="extend"
              changeKey={changeKey}
              result={result}
              confirmLabel="Extend"
            >
              <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
                Days
                <input
                  name="days"
                  type="number"
                  min={1}
                  max={MAX_EXTEND_DAYS}
                  required
                  defaultValue={7}
                  className="min-h-11 w-32 rounded-xl border border-line bg-surface px-4 text-ink"
                />
              </label>
            </StaffActionDialog>
          ) : null}
          {actions.includes("cancel") ? (
            <StaffActionDialog
              label="Cancel"
              title="Cancel this subscription"
              intent="cancel"
              changeKey={changeKey}
              result={result}
              confirmLabel="Cancel subscription"
            >
              <fieldset className="flex flex-col gap-2 text-sm text-ink">
                <legend className="mb-1 font-medium">When</legend>
                <label className="flex gap-2">
                  <input type="radio" name="when" value="end" defaultChecked /> At the end of the period
                </label>
                <label className="flex gap-2">
                  <input type="radio" name="when" value="now" /> Now
                </label>
                <label className="flex gap-2">
                  <input type="checkbox" name="refund" /> Refund the unused part (when cancelling now)
                </label>
              </fieldset>
            </StaffActionDialog>
          ) : null}
        </div>
      ) : null}

      <Section title="Periods">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead className="text-muted">
            <tr>
              <th className={th}>Month</th>
              <th className={th}>Period</th>
              <th className={th}>Amount</th>
              <th className={th}>Status</th>
              <th className={th}>Refund</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((period) => (
              <tr key={period.number} className="border-t border-line">
                <td className={td}>{period.number}</td>
                <td className={td}>
                  {day(period.start)} – {day(period.end)}
                </td>
                <td className={td}>{formatMoney(period.amount, sub.currency)}</td>
                <td className={td}>{period.status}</td>
                <td className={td}>
                  {refundable(period) ? (
                    <StaffActionDialog
                      label="Refund"
                      title={`Refund month ${period.number}`}
                      intent={`refund-${period.number}`}
                      values={{ period: String(period.number), currency: sub.currency }}
                      changeKey={changeKey}
                      result={result}
                      confirmLabel="Refund"
                    >
                      <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
                        Amount in {sub.currency}{" "}
                        <span className="font-normal text-muted">
                          (empty for the whole {formatMoney(period.amount, sub.currency)})
                        </span>
                        <input
                          name="amount"
                          inputMode="decimal"
                          className="min-h-11 w-40 rounded-xl border border-line bg-surface px-4 text-ink"
                        />
                      </label>
                    </StaffActionDialog>
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {periods.length === 0 ? <p className="text-sm text-muted">No period yet.</p> : null}
      </Section>

      <Section title="Charges">
        {charges.length === 0 ? (
          <p className="text-sm text-muted">No charge yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-ink">
            {charges.map((charge, index) => (
              <li key={charge.attemptId ?? index}>
                {when(charge.createdAt ?? charge.at ?? 0)} ·{" "}
                {formatMoney(charge.amount, charge.currency ?? sub.currency)} · {charge.status}
                {charge.purpose ? ` · ${charge.purpose}` : ""}
                {charge.orderId ? <span className="font-mono text-muted"> · {charge.orderId}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Events">
        {events.length === 0 ? (
          <p className="text-sm text-muted">No event yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-ink">
            {events.map((event) => (
              <li key={`${event.at}-${event.event ?? event.type}-${event.toStatus ?? ""}`}>
                {when(event.at)} · {event.event ?? event.type}
                {event.fromStatus || event.toStatus
                  ? ` · ${event.fromStatus ?? "—"} → ${event.toStatus ?? "—"}`
                  : ""}
                {event.actor ? <span className="text-muted"> · {event.actor}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Audit log">
        {audit === null ? (
          <p className="text-sm text-muted">The audit log needs the Staff permission.</p>
        ) : audit.length === 0 ? (
          <p className="text-sm text-muted">No staff action yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-ink" data-testid="audit">
            {audit.map((entry) => (
              <li key={entry.id}>
                {when(entry.at)} · {entry.action} · <span className="text-muted">{entry.staffId}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

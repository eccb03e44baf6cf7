import {
  BLOOD_WORK_STATUS_LABELS,
  type CustomerProfile,
  formatPhone,
  LIFE_BITS_ADJUSTMENT_MAX,
  LIFE_BITS_REASON_MAX_LENGTH,
  orderStatusLabel,
} from "@ojas/domain";
import { type ReactNode, useId } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { customerName, lifeBitsFormBody } from "../features/staff/customers.ts";
import { SUBSCRIPTION_STATUS_NAMES } from "../features/staff/subscription-status-names.ts";
import { useStaff } from "../features/staff/use-staff.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// One shopper in the back office (docs/product.md, "Customers"): their details, addresses, orders,
// subscriptions, blood-work bookings and life bits; staff adjust the life bits with a reason and sign the
// shopper out everywhere here. Every change is in the audit log at the bottom.

export const meta: MetaFunction = () => staffMeta("Customer");

export const headers = staffHeaders;

interface View {
  profile: CustomerProfile | null;
  failed: string | null;
  /** A fresh key per load: a form sent twice repeats its Idempotency-Key, so the API answers it once. */
  changeKey: string;
}

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<View> {
  const id = String(params.userId ?? "");
  try {
    const profile = await apiFor(request, context).get<CustomerProfile>(
      `/api/staff/customers/${encodeURIComponent(id)}`,
    );
    return { profile, failed: null, changeKey: newChangeKey() };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The customer could not be loaded.";
    return { profile: null, failed, changeKey: "" };
  }
}

type Intent = "lifeBits" | "signOut";

interface Result {
  intent: Intent;
  ok: boolean;
  message: string;
  fields?: Partial<Record<"amount" | "reason", string>>;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = String(params.userId ?? "");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.${intent}`;
  const base = `/api/staff/customers/${encodeURIComponent(id)}`;
  const api = apiFor(request, context);
  const answer = (result: Omit<Result, "intent">, status?: number) =>
    data<Result>({ intent, ...result }, status ? { status } : undefined);
  try {
    if (intent === "lifeBits") {
      const { body, errors } = lifeBitsFormBody(form);
      if (!body) return answer({ ok: false, message: "Check the highlighted fields.", fields: errors }, 400);
      const done = await api.post<{ lifeBits: { total: number } }>(`${base}/life-bits`, body, {
        idempotencyKey: `${key}.${body.amount}`,
      });
      const verb = body.amount > 0 ? `Added ${body.amount}` : `Took ${-body.amount}`;
      return answer({ ok: true, message: `${verb} life bits. The balance is ${done.lifeBits.total}.` });
    }
    if (intent === "signOut") {
      const done = await api.post<{ sessionsEnded: number }>(
        `${base}/sign-out-everywhere`,
        {},
        {
          idempotencyKey: key,
        },
      );
      return answer({
        ok: true,
        message:
          done.sessionsEnded === 0
            ? "The shopper was not signed in anywhere."
            : `Signed out of ${done.sessionsEnded} ${done.sessionsEnded === 1 ? "sign-in" : "sign-ins"}.`,
      });
    }
    return answer({ ok: false, message: "Unknown action." }, 400);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`${url.pathname}${url.search}`);
    }
    if (error instanceof ApiError && error.status < 500) {
      return answer(
        { ok: false, message: error.message, fields: error.fields as Result["fields"] },
        error.status,
      );
    }
    throw error;
  }
}

const fmt = formatFor("IN");
const input =
  "min-h-11 w-full rounded-xl border border-line bg-surface px-4 py-2 text-ink aria-[invalid=true]:border-error";

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className="mt-8" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const card = "rounded-card border border-line bg-surface p-4";

function LifeBitsForm({ changeKey, result }: { changeKey: string; result: Result | undefined }) {
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "lifeBits";
  const mine = result?.intent === "lifeBits" ? result : undefined;
  const fields = mine && !mine.ok ? (mine.fields ?? {}) : {};
  return (
    <Form
      method="post"
      key={`life-bits-${changeKey}`}
      noValidate
      className={`${card} flex max-w-xl flex-col gap-3`}
      aria-label="Adjust life bits"
    >
      <input type="hidden" name="intent" value="lifeBits" />
      <input type="hidden" name="changeKey" value={changeKey} />
      <fieldset className="flex flex-wrap gap-4 text-sm text-ink">
        <legend className="mb-1.5 font-medium">Adjustment</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="direction" value="add" defaultChecked className="size-5" /> Add
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="direction" value="take" className="size-5" /> Take away
        </label>
      </fieldset>
      <div>
        <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-ink">
          Life bits
        </label>
        <input
          id={`${id}-amount`}
          name="amount"
          type="number"
          inputMode="numeric"
          min={1}
          max={LIFE_BITS_ADJUSTMENT_MAX}
          step={1}
          required
          aria-invalid={fields.amount ? true : undefined}
          aria-describedby={fields.amount ? `${id}-amount-error` : undefined}
          className={`${input} mt-1.5 sm:w-48`}
        />
        {fields.amount ? (
          <p id={`${id}-amount-error`} className="mt-1.5 text-sm text-error">
            {fields.amount}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-ink">
          Reason <span className="font-normal text-muted">(the shopper sees it in their history)</span>
        </label>
        <input
          id={`${id}-reason`}
          name="reason"
          type="text"
          required
          maxLength={LIFE_BITS_REASON_MAX_LENGTH}
          aria-invalid={fields.reason ? true : undefined}
          aria-describedby={fields.reason ? `${id}-reason-error` : undefined}
          className={`${input} mt-1.5`}
        />
        {fields.reason ? (
          <p id={`${id}-reason-error`} className="mt-1.5 text-sm text-error">
            {fields.reason}
          </p>
        ) : null}
      </div>
      {mine && !mine.ok ? (
        <p role="alert" className="text-sm text-error">
          {mine.message}
        </p>
      ) : null}
      <Button type="submit" pending={sending} pendingLabel="Saving" className="self-start">
        Save adjustment
      </Button>
    </Form>
  );
}

export default function StaffCustomer() {
  const { profile, failed, changeKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const staff = useStaff();
  const navigation = useNavigation();
  const signingOut = navigation.state !== "idle" && navigation.formData?.get("intent") === "signOut";
  if (!profile) {
    return (
      <div>
        <Link to="/staff/customers" className="text-sm text-accent">
          ← Customers
        </Link>
        <PageHeader title="Customer" />
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
      </div>
    );
  }
  const { customer } = profile;
  return (
    <div>
      <Link to="/staff/customers" className="text-sm text-accent">
        ← Customers
      </Link>
      <PageHeader title={customerName(customer)}>Shopper since {fmt.date(customer.createdAt)}</PageHeader>
      <dl className="mt-6 grid gap-4 rounded-card border border-line bg-surface p-5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-muted">Phone</dt>
          <dd className="mt-1 text-ink tabular">
            {customer.phoneNumber ? formatPhone(customer.phoneNumber) : "Not given"}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Email</dt>
          <dd className="mt-1 text-ink [overflow-wrap:anywhere]">{customer.email ?? "Not given"}</dd>
        </div>
        <div>
          <dt className="text-muted">Life bits</dt>
          <dd className="mt-1 text-ink tabular" data-testid="life-bits-total">
            {fmt.count(profile.lifeBits.total)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Signed in on</dt>
          <dd className="mt-1 text-ink" data-testid="live-sessions">
            {customer.liveSessions === 0
              ? "No device"
              : `${customer.liveSessions} ${customer.liveSessions === 1 ? "device" : "devices"}`}
          </dd>
        </div>
        <div>
          <dt className="text-muted">First purchase</dt>
          <dd className="mt-1 text-ink">{customer.firstPurchaseCompleted ? "Made" : "Not yet"}</dd>
        </div>
      </dl>

      <p role="status" className="mt-4 min-h-5 text-sm text-accent" data-testid="customer-result">
        {result?.ok ? result.message : ""}
      </p>

      <Section title="Life bits" testId="life-bits">
        <LifeBitsForm changeKey={changeKey} result={result} />
        {profile.lifeBits.history.length === 0 ? (
          <p className="mt-4 text-sm text-muted">No life bits yet.</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-1 text-sm text-ink">
            {profile.lifeBits.history.slice(0, 20).map((entry) => (
              <li
                key={`${entry.at}.${entry.delta}.${entry.orderId ?? ""}.${entry.reason}`}
                className="[overflow-wrap:anywhere]"
              >
                <span className="tabular">{fmt.dayDateTime(entry.at)}</span> ·{" "}
                <span className="font-semibold tabular">
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                </span>{" "}
                · {entry.reason}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Sign-ins">
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="signOut" />
          <input type="hidden" name="changeKey" value={changeKey} />
          <p className="text-sm text-muted">
            Ends every sign-in of this shopper at once, on every device: they sign in again on their next
            visit.
          </p>
          {result?.intent === "signOut" && !result.ok ? (
            <p role="alert" className="text-sm text-error">
              {result.message}
            </p>
          ) : null}
          <Button type="submit" variant="secondary" pending={signingOut} className="self-start">
            Sign out everywhere
          </Button>
        </Form>
      </Section>

      <Section title="Addresses">
        {profile.addresses.length === 0 ? (
          <p className="text-sm text-muted">No saved address.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {profile.addresses.map((a) => (
              <li key={a.timestamp} className={`${card} text-sm text-ink [overflow-wrap:anywhere]`}>
                <p className="font-semibold">
                  {a.name} · {a.type}
                  {a.defaultAddress ? " · Default" : ""}
                </p>
                <p>
                  {[a.line1, a.line2, a.landmark, a.city, a.state, a.pincode, a.country]
                    .filter(Boolean)
                    .join(", ")}
                </p>
                <p className="tabular text-muted">{formatPhone(a.phoneNumber)}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Orders">
        {profile.orders.length === 0 ? (
          <p className="text-sm text-muted">No orders.</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="customer-orders">
            {profile.orders.map((o) => (
              <li key={o.orderId} className={`${card} flex flex-wrap justify-between gap-2 text-sm`}>
                <span className="font-semibold text-ink">{o.orderNumber}</span>
                <span className="text-ink">{orderStatusLabel(o.status)}</span>
                <span className="tabular text-ink">
                  {fmt.money(o.amounts.payableAmount, o.amounts.currency)}
                </span>
                <span className="tabular text-muted">{fmt.date(o.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
        {profile.moreOrders ? (
          <p className="mt-2 text-sm text-muted">Older orders are in the orders screen.</p>
        ) : null}
      </Section>

      <Section title="Subscriptions">
        {profile.subscriptions.length === 0 ? (
          <p className="text-sm text-muted">No subscriptions.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {profile.subscriptions.map((s) => (
              <li key={s.subscriptionId} className={`${card} flex flex-wrap justify-between gap-2 text-sm`}>
                <Link
                  to={`/staff/subscriptions/${encodeURIComponent(s.subscriptionId)}`}
                  className="font-semibold text-accent underline"
                >
                  {s.planName}
                </Link>
                <span className="text-ink">{SUBSCRIPTION_STATUS_NAMES[s.status]}</span>
                <span className="tabular text-muted">{fmt.date(s.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Blood-work bookings">
        {profile.bloodWorkBookings.length === 0 ? (
          <p className="text-sm text-muted">No bookings.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {profile.bloodWorkBookings.map((b) => (
              <li key={b.bookingId} className={`${card} flex flex-wrap justify-between gap-2 text-sm`}>
                <span className="font-semibold text-ink">{b.packageName}</span>
                <span className="text-ink">{BLOOD_WORK_STATUS_LABELS[b.status]}</span>
                <span className="tabular text-muted">{fmt.dayDateTime(b.slot.start)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Audit log">
        {profile.audit.length === 0 ? (
          <p className="text-sm text-muted">No staff action yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-ink" data-testid="audit">
            {profile.audit.map((entry) => (
              <li key={entry.id} className="[overflow-wrap:anywhere]">
                <span className="tabular">{fmt.dayDateTime(entry.at)}</span> · {entry.action} ·{" "}
                <span className="text-muted">{entry.staffId === staff?.id ? "you" : entry.staffId}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

import {
  addressPlace,
  type Currency,
  codCollectBodySchema,
  formatMoney,
  formatPhone,
  orderStatusLabel,
  type StaffOrderDetail,
  type StaffStatus,
  staffQcBodySchema,
  staffRefundBodySchema,
} from "@ojas/domain";
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
import { Button, buttonClasses } from "../components/ui/Button.tsx";
import { Field, SelectField } from "../components/ui/Field.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { forbidden, signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey, statusChangeKey } from "../features/staff/change-key.ts";
import { minorUnitsOf } from "../features/staff/order-desk.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// One order on the back office's bench (docs/product.md, "Orders in the back office"): its lines, the whole
// history with who made each step, payments and refunds, the invoice; and what staff do with it: move it
// (cancel included), refund a line, an amount or the rest, pass or fail a returned item's quality check,
// mark cash on delivery collected on a courier run. Forms work without JavaScript; each change carries an
// Idempotency-Key made from the key rendered with the page, so a double submit is answered once.

export const meta: MetaFunction = () => staffMeta("Order");
export const headers = staffHeaders;

interface View {
  detail: StaffOrderDetail | null;
  changeKey: string;
  missing: boolean;
}

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<View> {
  try {
    const detail = await apiFor(request, context).get<StaffOrderDetail>(
      `/api/staff/orders/${encodeURIComponent(params.orderId ?? "")}`,
    );
    return { detail, changeKey: newChangeKey(), missing: false };
  } catch (error) {
    signedOutOr(error);
    if (error instanceof ApiError && error.status === 403) forbidden(error.message);
    if (error instanceof ApiError && error.status === 404)
      return { detail: null, changeKey: "", missing: true };
    throw error;
  }
}

type Intent = "move" | "refund" | "qc" | "cod";
interface ActionResult {
  intent: Intent;
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
}

const fieldErrors = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((i) => [String(i.path[0] ?? "form"), i.message]));

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const orderId = params.orderId ?? "";
  const intent = String(form.get("intent") ?? "") as Intent;
  const changeKey = String(form.get("changeKey") ?? "") || newChangeKey();
  const base = `/api/staff/orders/${encodeURIComponent(orderId)}`;
  const api = apiFor(request, context);
  const fail = (message: string, fields?: Record<string, string>, status = 400) =>
    data<ActionResult>({ intent, ok: false, message, fields }, { status });
  try {
    if (intent === "move") {
      const status = String(form.get("status") ?? "");
      const note = String(form.get("note") ?? "").trim();
      await api.post(
        `${base}/status`,
        { status, ...(note ? { note } : {}) },
        { idempotencyKey: statusChangeKey(changeKey, orderId, status) },
      );
      return data<ActionResult>({
        intent,
        ok: true,
        message: `Moved to ${orderStatusLabel(status as StaffStatus)}`,
      });
    }
    if (intent === "refund") {
      const currency = String(form.get("currency") ?? "INR") as Currency;
      const scope = String(form.get("scope") ?? "amount");
      const amountText = String(form.get("amount") ?? "");
      const amount = scope === "amount" ? minorUnitsOf(amountText) : undefined;
      if (scope === "amount" && amount === undefined) {
        return fail("Check the amount", { amount: "Enter an amount such as 250.00" });
      }
      const body = {
        ...(scope === "amount" ? { amount } : {}),
        ...(scope.startsWith("line:") ? { entityId: scope.slice(5) } : {}),
        reason: String(form.get("reason") ?? ""),
      };
      const parsed = staffRefundBodySchema.safeParse(body);
      if (!parsed.success) return fail("Check the refund", fieldErrors(parsed.error.issues));
      const done = await api.post<StaffOrderDetail>(`${base}/refunds`, parsed.data, {
        idempotencyKey: `${changeKey}.refund`,
      });
      const sent = done.refunds.at(-1);
      return data<ActionResult>({
        intent,
        ok: true,
        message: sent ? `Refund of ${formatMoney(sent.amount, currency)} sent` : "Refund sent",
      });
    }
    if (intent === "qc") {
      const parsed = staffQcBodySchema.safeParse({
        result: form.get("result") ?? undefined,
        note: String(form.get("note") ?? "").trim() || undefined,
      });
      if (!parsed.success) return fail("Check the quality check", fieldErrors(parsed.error.issues));
      await api.post(`${base}/qc`, parsed.data, { idempotencyKey: `${changeKey}.qc` });
      return data<ActionResult>({ intent, ok: true, message: "Quality check recorded" });
    }
    if (intent === "cod") {
      const parsed = codCollectBodySchema.safeParse({
        courier: String(form.get("courier") ?? ""),
        runDate: String(form.get("runDate") ?? ""),
      });
      if (!parsed.success) return fail("Check the courier run", fieldErrors(parsed.error.issues));
      await api.post(`${base}/cod-collected`, parsed.data, { idempotencyKey: `${changeKey}.cod` });
      return data<ActionResult>({ intent, ok: true, message: "Cash marked collected" });
    }
    return fail("Unknown action");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`${url.pathname}${url.search}`);
    }
    if (error instanceof ApiError && error.status === 403) {
      return fail(error.message, undefined, 403);
    }
    if (error instanceof ApiError && error.status < 500) {
      return fail(error.message, error.fields, error.status);
    }
    throw error;
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);

function Result({ result, intent }: { result: ActionResult | undefined; intent: Intent }) {
  if (!result || result.intent !== intent) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`text-sm ${result.ok ? "text-accent" : "text-error"}`}
    >
      {result.message}
    </p>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-5">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </section>
  );
}

export default function StaffOrder() {
  const { detail, changeKey, missing } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (missing || !detail) {
    return (
      <div>
        <PageHeader title="Order not found">There is no order with that id.</PageHeader>
        <Link className={buttonClasses("secondary", "md", "mt-6")} to="/staff/orders">
          Back to orders
        </Link>
      </div>
    );
  }
  const { order } = detail;
  const currency = order.amounts.currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const err = (intent: Intent, field: string) =>
    result && result.intent === intent && !result.ok ? (result.fields?.[field] ?? null) : null;
  const cancels: StaffStatus[] = order.nextStatuses.filter(
    (s) => s === "CANCELLED" || s === "ORDER_CANCELLED",
  );
  const moves = order.nextStatuses.filter((s) => !cancels.includes(s));

  return (
    <div className="min-w-0">
      <Link to="/staff/orders" className="text-sm text-accent underline">
        ← Orders
      </Link>
      <PageHeader title={`Order ${order.orderNumber}`}>
        {order.orderId} · {when(order.createdAt)} · {order.market}
      </PageHeader>
      <p className="mt-2">
        <span
          data-testid="status"
          className="inline-block rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent"
        >
          {orderStatusLabel(order.status)}
        </span>
      </p>

      <div className="mt-6 grid min-w-0 gap-4 lg:grid-cols-2">
        <Section title="Customer and lines" id="lines">
          <p className="text-sm text-ink [overflow-wrap:anywhere]">
            {order.address.name} · {formatPhone(order.address.phoneNumber)}
            {order.address.emailId ? ` · ${order.address.emailId}` : ""}
            <br />
            {order.address.line1}, {addressPlace(order.address)}
          </p>
          <ul className="text-sm text-ink">
            {order.items.map((item) => (
              <li key={item.entityId}>
                {item.name} × {item.qty} · {money(item.price * item.qty)}
                {item.status ? <span className="text-muted"> ({orderStatusLabel(item.status)})</span> : null}
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink">
            Paid {money(order.amounts.payableAmount)} ·{" "}
            {order.paymentType === "COD" ? "Cash on delivery" : "Prepaid"}
          </p>
          {detail.invoiceUrl ? (
            <a
              className="text-sm text-accent underline"
              href={detail.invoiceUrl}
              target="_blank"
              rel="noreferrer"
            >
              Download invoice (PDF)
            </a>
          ) : null}
        </Section>

        <Section title="Move" id="move">
          {order.nextStatuses.length === 0 ? <p className="text-sm text-muted">Nothing left to do.</p> : null}
          {order.nextStatuses.length > 0 ? (
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="changeKey" value={changeKey} />
              <Field
                id="move-note"
                name="note"
                label="Note (optional, kept in the history)"
                maxLength={500}
              />
              <fieldset className="flex flex-wrap gap-2">
                <legend className="sr-only">Move this order to</legend>
                {moves.map((status) => (
                  <Button
                    key={status}
                    type="submit"
                    name="status"
                    value={status}
                    variant="secondary"
                    disabled={busy}
                  >
                    {orderStatusLabel(status)}
                  </Button>
                ))}
                {cancels.map((status) => (
                  <Button
                    key={status}
                    type="submit"
                    name="status"
                    value={status}
                    variant="secondary"
                    disabled={busy}
                  >
                    Cancel order
                  </Button>
                ))}
              </fieldset>
            </Form>
          ) : null}
          <Result result={result} intent="move" />
        </Section>

        <Section title="Refund" id="refund">
          <p className="text-sm text-ink">
            Refundable now: <strong data-testid="refundable">{money(detail.refundable)}</strong>
          </p>
          {detail.refundable > 0 ? (
            <Form method="post" className="flex flex-col gap-3" noValidate>
              <input type="hidden" name="intent" value="refund" />
              <input type="hidden" name="changeKey" value={changeKey} />
              <input type="hidden" name="currency" value={currency} />
              <SelectField id="refund-scope" name="scope" label="What to refund" defaultValue="amount">
                <option value="amount">An amount</option>
                {detail.lineRefunds.map((line) => {
                  const item = order.items.find((i) => i.entityId === line.entityId);
                  return (
                    <option key={line.entityId} value={`line:${line.entityId}`}>
                      {item?.name ?? line.entityId} ({money(line.amount)})
                    </option>
                  );
                })}
                <option value="rest">Everything refundable ({money(detail.refundable)})</option>
              </SelectField>
              <Field
                id="refund-amount"
                name="amount"
                label={`Amount in ${currency} (for "An amount")`}
                inputMode="decimal"
                autoComplete="off"
                error={err("refund", "amount")}
              />
              <Field
                id="refund-reason"
                name="reason"
                label="Reason"
                maxLength={200}
                error={err("refund", "reason")}
              />
              {err("refund", "entityId") ? (
                <p className="text-sm text-error">{err("refund", "entityId")}</p>
              ) : null}
              <Button type="submit" disabled={busy}>
                Refund
              </Button>
            </Form>
          ) : (
            <p className="text-sm text-muted">Nothing paid online is left to refund.</p>
          )}
          <Result result={result} intent="refund" />
          {detail.refunds.length > 0 ? (
            <ul className="text-sm text-ink" aria-label="Refunds">
              {detail.refunds.map((r) => (
                <li key={r.refundId}>
                  {formatMoney(r.amount, r.currency as Currency)} · {r.status} · {r.reason} ·{" "}
                  {when(r.createdAt)}
                </li>
              ))}
            </ul>
          ) : null}
        </Section>

        {detail.qcDue ? (
          <Section title="Quality check" id="qc">
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="qc" />
              <input type="hidden" name="changeKey" value={changeKey} />
              <fieldset
                className="flex gap-4"
                aria-describedby={err("qc", "result") ? "qc-error" : undefined}
              >
                <legend className="text-sm font-medium text-ink">Returned item</legend>
                <label className="flex min-h-11 items-center gap-2 text-ink">
                  <input type="radio" name="result" value="PASS" /> Passes
                </label>
                <label className="flex min-h-11 items-center gap-2 text-ink">
                  <input type="radio" name="result" value="FAIL" /> Fails
                </label>
              </fieldset>
              {err("qc", "result") ? (
                <p id="qc-error" className="text-sm text-error">
                  {err("qc", "result")}
                </p>
              ) : null}
              <Field id="qc-note" name="note" label="Note (optional)" maxLength={500} />
              <Button type="submit" disabled={busy}>
                Record check
              </Button>
            </Form>
            <Result result={result} intent="qc" />
          </Section>
        ) : null}

        {detail.codCollectable || detail.codCollection ? (
          <Section title="Cash on delivery" id="cod">
            {detail.codCollection ? (
              <p className="text-sm text-ink">
                Collected {money(detail.codCollection.amount)} on run {detail.codCollection.runId}
              </p>
            ) : (
              <Form method="post" className="flex flex-col gap-3" noValidate>
                <input type="hidden" name="intent" value="cod" />
                <input type="hidden" name="changeKey" value={changeKey} />
                <Field id="cod-courier" name="courier" label="Courier" error={err("cod", "courier")} />
                <Field
                  id="cod-date"
                  name="runDate"
                  type="date"
                  label="Run date"
                  defaultValue={new Date().toISOString().slice(0, 10)}
                  error={err("cod", "runDate")}
                />
                {err("cod", "orderId") ? <p className="text-sm text-error">{err("cod", "orderId")}</p> : null}
                <Button type="submit" disabled={busy}>
                  Mark cash collected
                </Button>
              </Form>
            )}
            <Result result={result} intent="cod" />
          </Section>
        ) : null}

        <Section title="History" id="history">
          <ol className="flex flex-col gap-2 text-sm" data-testid="history">
            {detail.history.map((step) => (
              <li key={`${step.at}-${step.axis}-${step.status}`} className="[overflow-wrap:anywhere]">
                <span className="text-muted">{when(step.at)}</span> · {step.axis}:{" "}
                <strong>{orderStatusLabel(step.status as StaffStatus)}</strong> · {step.actor}
                {step.note ? <> · {step.note}</> : null}
              </li>
            ))}
          </ol>
          {detail.audit.length > 0 ? (
            <>
              <h3 className="text-base font-semibold text-ink">Staff changes</h3>
              <ul className="flex flex-col gap-1 text-sm">
                {detail.audit.map((a) => (
                  <li key={a.id}>
                    {when(a.at)} · {a.action} · {a.staffId}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Section>

        {detail.payments.length > 0 ? (
          <Section title="Payments" id="payments">
            <ul className="text-sm text-ink">
              {detail.payments.map((p) => (
                <li key={p.attemptId} className="[overflow-wrap:anywhere]">
                  {formatMoney(p.amount, p.currency as Currency)} · {p.gateway} · {p.status} ·{" "}
                  {when(p.createdAt)}
                </li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </div>
  );
}

import {
  BLOOD_WORK_REPORT_MAX_BYTES,
  BLOOD_WORK_STATUS_LABELS,
  BLOOD_WORK_TRANSITIONS,
  type BloodWorkStatus,
  formatMoney,
  formatPhone,
  type StaffBloodWorkBooking,
} from "@ojas/domain";
import { useState } from "react";
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
  useRevalidator,
} from "react-router";
import { Button, buttonClasses } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { forbidden, signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { failureText } from "../lib/auth/login-form.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's blood work (docs/api.md, "Staff: blood work"): the day's collections with their status
// moves and report uploads, and the capacity of an area's slots for a week at once.

export const meta: MetaFunction = () => staffMeta("Blood work");
export const headers = staffHeaders;

type Market = "IN" | "AE" | "US";
interface Area {
  market: string;
  city: string;
  payAtCollection: boolean;
  defaultCapacity: number;
}
interface View {
  market: Market;
  date: string;
  areas: Area[];
  bookings: StaffBloodWorkBooking[];
  nextToken: string | null;
  changeKey: string;
  failed: string | null;
}

const todayIn = (market: Market) => {
  const zone = { IN: "Asia/Kolkata", AE: "Asia/Dubai", US: "America/New_York" }[market];
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(Date.now());
};

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const url = new URL(request.url);
  const market = (
    ["IN", "AE", "US"].includes(url.searchParams.get("market") ?? "") ? url.searchParams.get("market") : "IN"
  ) as Market;
  const date = url.searchParams.get("date") || todayIn(market);
  const nextToken = url.searchParams.get("nextToken") || undefined;
  const api = apiFor(request, context);
  try {
    const [areas, list] = await Promise.all([
      api.get<{ areas: Area[] }>("/api/staff/blood-work/areas"),
      api.get<{ bookings: StaffBloodWorkBooking[]; nextToken: string | null }>(
        "/api/staff/blood-work/collections",
        { market, date, nextToken },
      ),
    ]);
    return { market, date, areas: areas.areas, ...list, changeKey: newChangeKey(), failed: null };
  } catch (error) {
    signedOutOr(error);
    return {
      market,
      date,
      areas: [],
      bookings: [],
      nextToken: null,
      changeKey: newChangeKey(),
      failed: failureText(error),
    };
  }
}

interface Result {
  ok: boolean;
  message: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const key = String(form.get("changeKey") ?? "") || newChangeKey();
  const api = apiFor(request, context);
  try {
    if (intent === "capacity") {
      const body = {
        market: String(form.get("market")),
        city: String(form.get("city")),
        from: String(form.get("from")),
        days: Number(form.get("days") || 7),
        capacity: Number(form.get("capacity")),
      };
      const { slots } = await api.post<{ slots: unknown[] }>("/api/staff/blood-work/capacity", body, {
        idempotencyKey: `${key}.capacity.${body.city}.${body.from}.${body.days}.${body.capacity}`,
      });
      return data<Result>({
        ok: true,
        message: `${body.city}: ${slots.length} slots now take ${body.capacity}.`,
      });
    }
    const bookingId = String(form.get("bookingId"));
    const status = String(form.get("status"));
    await api.post(
      `/api/staff/blood-work/bookings/${encodeURIComponent(bookingId)}/status`,
      { status },
      { idempotencyKey: `${key}.${bookingId}.${status}` },
    );
    return data<Result>({
      ok: true,
      message: `${bookingId}: ${BLOOD_WORK_STATUS_LABELS[status as BloodWorkStatus]}`,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`${url.pathname}${url.search}`);
    }
    if (error instanceof ApiError && error.status === 403) forbidden(error.message);
    if (error instanceof ApiError && error.status < 500) {
      return data<Result>({ ok: false, message: failureText(error) }, { status: error.status });
    }
    throw error;
  }
}

/** Uploads the report PDF straight to the API (the body is the file itself). */
function ReportUpload({ bookingId }: { bookingId: string }) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== "application/pdf") return setMessage("Choose a PDF file");
    if (file.size > BLOOD_WORK_REPORT_MAX_BYTES) return setMessage("The report must be at most 5 MB");
    setMessage("Uploading…");
    const response = await fetch(`/api/staff/blood-work/bookings/${encodeURIComponent(bookingId)}/report`, {
      method: "PUT",
      credentials: "include",
      headers: { "Content-Type": "application/pdf", "X-Client": "WEB" },
      body: file,
    });
    if (response.ok) {
      setMessage("Report uploaded");
      revalidator.revalidate();
    } else {
      const body = (await response.json().catch(() => null)) as {
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      setMessage(Object.values(body?.error?.fields ?? {})[0] ?? body?.error?.message ?? "The upload failed");
    }
  };
  const id = `report-${bookingId}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Report (PDF, up to 5 MB)
      </label>
      <input id={id} type="file" accept="application/pdf" onChange={(e) => upload(e.target.files?.[0])} />
      {message ? (
        <p className="text-sm text-muted" role="status">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export default function StaffBloodWork() {
  const { market, date, areas, bookings, nextToken, changeKey, failed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const format = formatFor(market);
  const marketAreas = areas.filter((a) => a.market === market);
  return (
    <div>
      <PageHeader title="Blood work">
        The day's home collections, their status and reports; slot capacity by area.
      </PageHeader>
      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="bw-market" className="block text-sm font-medium text-ink">
            Market
          </label>
          <select
            id="bw-market"
            name="market"
            defaultValue={market}
            className="mt-1.5 min-h-11 rounded-xl border border-line bg-surface px-4 text-ink"
          >
            <option value="IN">India</option>
            <option value="AE">UAE</option>
            <option value="US">US</option>
          </select>
        </div>
        <div>
          <label htmlFor="bw-date" className="block text-sm font-medium text-ink">
            Day
          </label>
          <input
            id="bw-date"
            name="date"
            type="date"
            defaultValue={date}
            className="mt-1.5 min-h-11 rounded-xl border border-line bg-surface px-4 text-ink"
          />
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {result ? (
        <p
          role="status"
          className={`mt-6 ${result.ok ? "text-ink" : "text-error"}`}
          data-testid="bw-staff-result"
        >
          {result.message}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
      ) : null}

      <h2 className="mt-8 text-lg font-semibold text-ink">Collections on {date}</h2>
      <ul className="mt-4 flex flex-col gap-3">
        {!failed && bookings.length === 0 ? (
          <li className="text-muted">No collections on this day.</li>
        ) : null}
        {bookings.map((b) => (
          <li
            key={b.bookingId}
            data-testid="bw-collection"
            className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="block font-semibold text-ink">
                  {format.clock(b.slot.start)} · {b.city} · {b.packageName}
                </span>
                <span className="block text-sm text-muted">
                  {b.userInfo.name} ({b.userInfo.age}, {b.userInfo.gender.toLowerCase()}) ·{" "}
                  {formatPhone(b.userInfo.phoneNumber)} · {b.address.line1}, {b.address.pincode} ·{" "}
                  {formatMoney(b.amount, b.currency)} {b.paymentType === "COD" ? "to collect" : "paid"}
                </span>
                <span className="block font-mono text-xs text-muted">{b.bookingId}</span>
              </span>
              <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
                {BLOOD_WORK_STATUS_LABELS[b.status]}
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              {BLOOD_WORK_TRANSITIONS[b.status]
                .filter((s) => s !== "REPORT_READY")
                .map((s) => (
                  <Form method="post" key={s}>
                    <input type="hidden" name="bookingId" value={b.bookingId} />
                    <input type="hidden" name="status" value={s} />
                    <input type="hidden" name="changeKey" value={changeKey} />
                    <Button type="submit" variant={s === "CANCELLED" ? "link" : "secondary"}>
                      {s === "CANCELLED" ? "Cancel (full refund)" : BLOOD_WORK_STATUS_LABELS[s]}
                    </Button>
                  </Form>
                ))}
            </div>
            {b.status === "SAMPLE_COLLECTED" || b.status === "REPORT_READY" ? (
              <ReportUpload bookingId={b.bookingId} />
            ) : null}
          </li>
        ))}
      </ul>
      {nextToken ? (
        <Link
          className={buttonClasses("secondary", "md", "mt-6")}
          to={`?${new URLSearchParams({ market, date, nextToken })}`}
        >
          More collections
        </Link>
      ) : null}

      <h2 className="mt-10 text-lg font-semibold text-ink">Slot capacity</h2>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="capacity" />
        <input type="hidden" name="market" value={market} />
        <input type="hidden" name="changeKey" value={changeKey} />
        <div>
          <label htmlFor="bw-city" className="block text-sm font-medium text-ink">
            Area
          </label>
          <select
            id="bw-city"
            name="city"
            className="mt-1.5 min-h-11 rounded-xl border border-line bg-surface px-4 text-ink"
          >
            {marketAreas.map((a) => (
              <option key={a.city} value={a.city}>
                {a.city}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="bw-from" className="block text-sm font-medium text-ink">
            From
          </label>
          <input
            id="bw-from"
            name="from"
            type="date"
            defaultValue={date}
            required
            className="mt-1.5 min-h-11 rounded-xl border border-line bg-surface px-4 text-ink"
          />
        </div>
        <div>
          <label htmlFor="bw-days" className="block text-sm font-medium text-ink">
            Days
          </label>
          <input
            id="bw-days"
            name="days"
            type="number"
            min={1}
            max={14}
            defaultValue={7}
            className="mt-1.5 min-h-11 w-24 rounded-xl border border-line bg-surface px-4 text-ink"
          />
        </div>
        <div>
          <label htmlFor="bw-capacity" className="block text-sm font-medium text-ink">
            Places per slot
          </label>
          <input
            id="bw-capacity"
            name="capacity"
            type="number"
            min={0}
            max={50}
            defaultValue={4}
            required
            className="mt-1.5 min-h-11 w-24 rounded-xl border border-line bg-surface px-4 text-ink"
          />
        </div>
        <Button type="submit">Set capacity</Button>
      </Form>
    </div>
  );
}

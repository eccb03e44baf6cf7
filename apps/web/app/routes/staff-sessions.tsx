import type { StaffSession, StaffSessionDetail, StaffSessionListResponse } from "@ojas/domain";
import { useEffect, useId, useState } from "react";
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
import { DEFAULT_TZ_OFFSET, sessionCreateBody } from "../features/staff/session-form.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's sessions (docs/product.md, "Live room"): coach sessions and webinars not yet over,
// soonest first, and the form that schedules a new one.

export const meta: MetaFunction = () => staffMeta("Sessions");

export const headers = staffHeaders;

interface View {
  sessions: StaffSession[];
  nextToken: string | null;
  failed: string | null;
  changeKey: string;
  all: boolean;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const all = params.get("when") === "all";
  try {
    const answer = await apiFor(request, context).get<StaffSessionListResponse>("/api/staff/sessions", {
      when: all ? "all" : "current",
      limit: 100,
      nextToken: params.get("nextToken"),
    });
    return {
      sessions: answer.sessions,
      nextToken: answer.paginationData.nextToken,
      failed: null,
      changeKey: newChangeKey(),
      all,
    };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The sessions could not be loaded.";
    return { sessions: [], nextToken: null, failed, changeKey: "", all };
  }
}

interface Result {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const { body, errors } = sessionCreateBody(form);
  if (!body)
    return data<Result>({ ok: false, message: "Please fix the marked fields.", errors }, { status: 400 });
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.create`;
  try {
    const created = await apiFor(request, context).post<StaffSessionDetail>("/api/staff/sessions", body, {
      idempotencyKey: key,
    });
    throw redirect(`/staff/sessions/${encodeURIComponent(created.session.sessionId)}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 401) throw redirect("/staff/sessions");
    if (error instanceof ApiError && error.status < 500) {
      return data<Result>(
        { ok: false, message: error.message, errors: error.fields ?? {} },
        { status: error.status },
      );
    }
    throw error;
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);
const input = "mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink";
const STATE_NAMES = { upcoming: "Upcoming", ongoing: "On now", completed: "Over" } as const;

function Field({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  errors: Record<string, string>;
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const id = `session-${name}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CreateForm({ changeKey }: { changeKey: string }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errors = result?.errors ?? {};
  const [kind, setKind] = useState("COACH");
  const [tzOffset, setTzOffset] = useState(String(DEFAULT_TZ_OFFSET));
  // The browser says its own zone, so the time typed is read as the person meant it.
  useEffect(() => setTzOffset(String(new Date().getTimezoneOffset())), []);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10 rounded-card border border-line bg-surface p-5">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Schedule a session
      </h2>
      <Form
        method="post"
        className="mt-4 grid gap-4 sm:grid-cols-2"
        noValidate
        aria-label="Schedule a session"
      >
        <input type="hidden" name="changeKey" value={changeKey} />
        <input type="hidden" name="tzOffset" value={tzOffset} />
        <Field name="kind" label="Kind" errors={errors}>
          {(p) => (
            <select
              {...p}
              name="kind"
              value={kind}
              onChange={(e) => setKind(e.target.value)}
              className={input}
            >
              <option value="COACH">Coach session (one subscriber)</option>
              <option value="WEBINAR">Webinar (listed on a market)</option>
            </select>
          )}
        </Field>
        <Field name="title" label="Title" errors={errors}>
          {(p) => <input {...p} name="title" required maxLength={120} className={input} />}
        </Field>
        <Field name="startTime" label="Starts at" errors={errors} hint="Your own time zone.">
          {(p) => <input {...p} name="start" type="datetime-local" required className={input} />}
        </Field>
        <Field name="minutes" label="Length in minutes" errors={errors}>
          {(p) => (
            <input
              {...p}
              name="minutes"
              type="number"
              min={15}
              max={480}
              defaultValue={45}
              className={input}
            />
          )}
        </Field>
        {kind === "COACH" ? (
          <Field name="subscriber" label="Subscriber's phone or email" errors={errors}>
            {(p) => <input {...p} name="subscriber" autoComplete="off" className={input} />}
          </Field>
        ) : (
          <>
            <Field name="market" label="Market" errors={errors}>
              {(p) => (
                <select {...p} name="market" defaultValue="IN" className={input}>
                  <option value="IN">India</option>
                  <option value="AE">United Arab Emirates</option>
                  <option value="US">United States</option>
                </select>
              )}
            </Field>
            <Field
              name="price"
              label="Price (empty for a free webinar)"
              errors={errors}
              hint="In the market's currency, such as 499."
            >
              {(p) => <input {...p} name="price" inputMode="decimal" className={input} />}
            </Field>
            <Field name="description" label="Description" errors={errors}>
              {(p) => (
                <textarea {...p} name="description" maxLength={500} rows={2} className={`${input} py-2`} />
              )}
            </Field>
          </>
        )}
        <Field
          name="hostName"
          label="Host shown to shoppers (optional)"
          errors={errors}
          hint="The coach's name when empty."
        >
          {(p) => <input {...p} name="hostName" maxLength={80} className={input} />}
        </Field>
        <Field
          name="joinUrl"
          label="Meeting link (optional)"
          errors={errors}
          hint="An https link, such as https://meet.example.com/abc."
        >
          {(p) => <input {...p} name="joinUrl" type="url" className={input} />}
        </Field>
        <Field
          name="afterUrl"
          label="Page after the session (optional)"
          errors={errors}
          hint="A path such as /plans/lite (the default)."
        >
          {(p) => <input {...p} name="afterUrl" className={input} />}
        </Field>
        <div className="sm:col-span-2">
          {result && !result.ok ? (
            <p role="alert" className="mb-3 text-sm text-error">
              {result.message}
            </p>
          ) : null}
          <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
            {sending ? "Scheduling…" : "Schedule"}
          </Button>
        </div>
      </Form>
    </section>
  );
}

function SessionRow({ session }: { session: StaffSession }) {
  return (
    <li data-testid="staff-session" data-session-id={session.sessionId}>
      <Link
        to={`/staff/sessions/${encodeURIComponent(session.sessionId)}`}
        className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 hover:border-ink/40 sm:flex-row sm:items-start sm:justify-between"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{session.title}</span>
          <span className="block text-sm text-muted">
            {session.kind === "COACH"
              ? `Coach session${session.subscriberName ? ` with ${session.subscriberName}` : ""}`
              : `Webinar · ${session.market}${session.price !== null ? " · paid" : " · free"} · ${session.registrations} registered`}
          </span>
          <span className="block text-xs text-muted">Coach: {session.coachName ?? "not set"}</span>
        </span>
        <span className="shrink-0 text-sm sm:text-right">
          <span className="inline-block rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent">
            {session.endedAt ? "Ended" : session.started ? "Live" : STATE_NAMES[session.state]}
          </span>
          <span className="mt-1 block text-muted tabular">{when(session.startTime)}</span>
        </span>
      </Link>
    </li>
  );
}

export default function StaffSessions() {
  const view = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title="Sessions">Coach sessions and webinars, soonest first.</PageHeader>
      <p className="mt-4 text-sm">
        {view.all ? (
          <Link to="/staff/sessions" className="text-accent underline">
            Only those not over yet
          </Link>
        ) : (
          <Link to="/staff/sessions?when=all" className="text-accent underline">
            Include past sessions
          </Link>
        )}
      </p>
      {view.failed ? (
        <p role="alert" className="mt-4 text-error">
          {view.failed}
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label="Sessions">
          {view.sessions.length === 0 ? <li className="text-muted">No sessions scheduled.</li> : null}
          {view.sessions.map((session) => (
            <SessionRow key={session.sessionId} session={session} />
          ))}
        </ul>
      )}
      {view.nextToken ? (
        <Link
          to={`/staff/sessions?${view.all ? "when=all&" : ""}nextToken=${encodeURIComponent(view.nextToken)}`}
          className="mt-4 inline-block text-accent underline"
        >
          Later sessions
        </Link>
      ) : null}
      {view.failed ? null : <CreateForm changeKey={view.changeKey} />}
    </div>
  );
}

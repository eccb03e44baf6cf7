import type { SupportRequestDetail } from "@ojas/domain";
import {
  canTakeSupportRequest,
  SUPPORT_NOTE_MAX_LENGTH,
  SUPPORT_REQUEST_KIND_NAMES,
  SUPPORT_REQUEST_STATUS_NAMES,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TRANSITIONS,
  type SupportRequestKind,
  type SupportRequestStatus,
} from "@ojas/domain/support";
import { useId } from "react";
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
import { requestSummary, SUPPORT_STATUS_BADGE } from "../features/staff/support-inbox.ts";
import { useStaff } from "../features/staff/use-staff.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// One shopper's request in the back office's support inbox (docs/product.md, "Support inbox"): who asked
// and what for, its status and owner, staff's notes and the audit rows; staff take it, move its status and
// add notes here.

export const meta: MetaFunction = () => staffMeta("Support request");

export const headers = staffHeaders;

interface View {
  detail: SupportRequestDetail | null;
  failed: string | null;
  /** A fresh key per load: a form sent twice repeats its Idempotency-Key, so the API answers it once. */
  changeKey: string;
}

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<View> {
  const id = String(params.requestId ?? "");
  try {
    const detail = await apiFor(request, context).get<SupportRequestDetail>(
      `/api/staff/support/requests/${encodeURIComponent(id)}`,
    );
    return { detail, failed: null, changeKey: newChangeKey() };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The request could not be loaded.";
    return { detail: null, failed, changeKey: "" };
  }
}

type Intent = "take" | "status" | "note";

interface Result {
  intent: Intent;
  ok: boolean;
  message: string;
}

const isStatus = (value: string): value is SupportRequestStatus =>
  (SUPPORT_REQUEST_STATUSES as readonly string[]).includes(value);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = String(params.requestId ?? "");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  const status = String(form.get("status") ?? "");
  const note = String(form.get("note") ?? "").trim();
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.${intent}.${status}`;
  const base = `/api/staff/support/requests/${encodeURIComponent(id)}`;
  const api = apiFor(request, context);
  const answer = (ok: boolean, message: string, init?: number) =>
    data<Result>({ intent, ok, message }, init ? { status: init } : undefined);
  try {
    if (intent === "take") {
      await api.post(`${base}/take`, {}, { idempotencyKey: key });
      return answer(true, "The request is yours now. The shopper has been told someone is on it.");
    }
    if (intent === "status") {
      if (!isStatus(status)) return answer(false, "Choose the new status.", 400);
      await api.post(`${base}/status`, { status, ...(note ? { note } : {}) }, { idempotencyKey: key });
      return answer(true, `Status changed to ${SUPPORT_REQUEST_STATUS_NAMES[status]}.`);
    }
    if (intent === "note") {
      if (!note) return answer(false, "Write the note first.", 400);
      await api.post(`${base}/notes`, { text: note }, { idempotencyKey: key });
      return answer(true, "Note added.");
    }
    return answer(false, "Unknown action.", 400);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`${url.pathname}${url.search}`);
    }
    if (error instanceof ApiError && error.status < 500) return answer(false, error.message, error.status);
    throw error;
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);
const input = "w-full rounded-xl border border-line bg-surface px-4 py-2 text-ink";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Failure({ result, intent }: { result: Result | undefined; intent: Intent }) {
  return result && !result.ok && result.intent === intent ? (
    <p role="alert" className="text-sm text-error">
      {result.message}
    </p>
  ) : null;
}

export default function StaffSupportRequest() {
  const { detail, failed, changeKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const staff = useStaff();
  const navigation = useNavigation();
  const sending = (intent: Intent) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  if (!detail) {
    return (
      <div>
        <Link to="/staff/support" className="text-sm text-accent">
          ← Support inbox
        </Link>
        <PageHeader title="Support request" />
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
      </div>
    );
  }
  const { request, notes, audit } = detail;
  const mine = request.ownerId !== null && request.ownerId === staff?.id;
  const takeable = canTakeSupportRequest(request.status) && !(request.status === "IN_PROGRESS" && mine);
  const moves = SUPPORT_REQUEST_TRANSITIONS[request.status];
  const owner =
    request.ownerId === null ? "Nobody yet" : mine ? "You" : (request.ownerName ?? request.ownerId);
  const campaign = request.utm && typeof request.utm.source === "string" ? request.utm.source : null;
  return (
    <div>
      <Link to="/staff/support" className="text-sm text-accent">
        ← Support inbox
      </Link>
      <PageHeader title={request.name}>
        {SUPPORT_REQUEST_KIND_NAMES[request.kind as SupportRequestKind] ?? request.kind} ·{" "}
        <span className="font-mono [overflow-wrap:anywhere]">{request.requestId}</span>
      </PageHeader>
      <dl className="mt-6 grid gap-4 rounded-card border border-line bg-surface p-5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-muted">Status</dt>
          <dd className="mt-1">
            <span
              data-testid="support-status"
              className={`inline-block rounded-full px-3 py-1 font-semibold ${SUPPORT_STATUS_BADGE[request.status]}`}
            >
              {SUPPORT_REQUEST_STATUS_NAMES[request.status]}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Owner</dt>
          <dd className="mt-1 text-ink" data-testid="support-owner">
            {owner}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Asked</dt>
          <dd className="mt-1 text-ink tabular">
            {when(request.createdAt)} · {request.market}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Phone</dt>
          <dd className="mt-1">
            <a href={`tel:${request.phoneNumber}`} className="text-accent underline tabular">
              {request.phoneNumber}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted">Email</dt>
          <dd className="mt-1 [overflow-wrap:anywhere]">
            {request.email ? (
              <a href={`mailto:${request.email}`} className="text-accent underline">
                {request.email}
              </a>
            ) : (
              <span className="text-ink">Not given</span>
            )}
          </dd>
        </div>
        <div className="sm:col-span-2 lg:col-span-1">
          <dt className="text-muted">About</dt>
          <dd className="mt-1 text-ink [overflow-wrap:anywhere]">{requestSummary(request)}</dd>
        </div>
        {campaign ? (
          <div>
            <dt className="text-muted">Campaign</dt>
            <dd className="mt-1 text-ink">{campaign}</dd>
          </div>
        ) : null}
      </dl>

      <p role="status" className="mt-4 min-h-5 text-sm text-accent">
        {result?.ok ? result.message : ""}
      </p>

      <Section title="Work on it">
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          {takeable ? (
            <Form method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="take" />
              <input type="hidden" name="changeKey" value={changeKey} />
              <Button type="submit" pending={sending("take")}>
                {request.ownerId === null ? "Take it" : "Take it over"}
              </Button>
              <Failure result={result} intent="take" />
            </Form>
          ) : null}
          {moves.length > 0 ? (
            <Form
              method="post"
              key={`status-${changeKey}`}
              className="flex w-full max-w-md flex-col gap-3 rounded-card border border-line bg-surface p-4"
            >
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="changeKey" value={changeKey} />
              <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
                New status
                <select name="status" required defaultValue={moves[0]} className={`${input} min-h-11`}>
                  {moves.map((status) => (
                    <option key={status} value={status}>
                      {SUPPORT_REQUEST_STATUS_NAMES[status]}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
                <span>
                  Note <span className="font-normal text-muted">(optional)</span>
                </span>
                <textarea name="note" rows={2} maxLength={SUPPORT_NOTE_MAX_LENGTH} className={input} />
              </label>
              <Failure result={result} intent="status" />
              <Button type="submit" variant="secondary" pending={sending("status")} className="self-start">
                Change status
              </Button>
            </Form>
          ) : null}
        </div>
      </Section>

      <Section title="Notes">
        {notes.length === 0 ? (
          <p className="text-sm text-muted">No notes yet.</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="support-notes">
            {notes.map((note) => (
              <li key={note.noteId} className="rounded-card border border-line bg-surface p-4">
                <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{note.text}</p>
                <p className="mt-2 text-xs text-muted">
                  {note.staffId === staff?.id ? "You" : (note.staffName ?? note.staffId)} ·{" "}
                  <span className="tabular">{when(note.at)}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
        <Form method="post" key={`note-${changeKey}`} className="mt-4 flex max-w-xl flex-col gap-3">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="changeKey" value={changeKey} />
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            New note
            <textarea name="note" rows={3} required maxLength={SUPPORT_NOTE_MAX_LENGTH} className={input} />
          </label>
          <Failure result={result} intent="note" />
          <Button type="submit" variant="secondary" pending={sending("note")} className="self-start">
            Add note
          </Button>
        </Form>
      </Section>

      <Section title="Audit log">
        {audit.length === 0 ? (
          <p className="text-sm text-muted">No staff action yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-ink" data-testid="audit">
            {audit.map((entry) => (
              <li key={entry.id} className="[overflow-wrap:anywhere]">
                <span className="tabular">{when(entry.at)}</span> · {entry.action} ·{" "}
                <span className="text-muted">{entry.staffId === staff?.id ? "you" : entry.staffId}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

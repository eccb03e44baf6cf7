import type { StaffRegistrationListResponse, StaffSessionDetail } from "@ojas/domain";
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
import { Button, ButtonLink } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// One session in the back office (docs/product.md, "Live room"): set the meeting link, start and end it,
// open its room, and a webinar's registrations with their CSV download.

export const meta: MetaFunction = () => staffMeta("Session");

export const headers = staffHeaders;

interface View {
  detail: StaffSessionDetail | null;
  registrations: StaffRegistrationListResponse | null;
  failed: string | null;
  changeKey: string;
}

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<View> {
  const id = encodeURIComponent(String(params.sessionId ?? ""));
  const api = apiFor(request, context);
  try {
    const detail = await api.get<StaffSessionDetail>(`/api/staff/sessions/${id}`);
    const registrations =
      detail.session.kind === "WEBINAR"
        ? await api.get<StaffRegistrationListResponse>(`/api/staff/sessions/${id}/registrations`, {
            limit: 200,
          })
        : null;
    return { detail, registrations, failed: null, changeKey: newChangeKey() };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The session could not be loaded.";
    return { detail: null, registrations: null, failed, changeKey: "" };
  }
}

type Intent = "start" | "end" | "joinUrl";

interface Result {
  intent: Intent;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = encodeURIComponent(String(params.sessionId ?? ""));
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.${intent}`;
  const api = apiFor(request, context);
  const answer = (ok: boolean, message: string, status?: number, errors: Record<string, string> = {}) =>
    data<Result>({ intent, ok, message, errors }, status ? { status } : undefined);
  try {
    if (intent === "start" || intent === "end") {
      await api.post(`/api/staff/sessions/${id}/${intent}`, {}, { idempotencyKey: key });
      return answer(true, intent === "start" ? "The session has started." : "The session has ended.");
    }
    if (intent === "joinUrl") {
      const joinUrl = String(form.get("joinUrl") ?? "").trim();
      if (!joinUrl.startsWith("https://")) {
        return answer(false, "Please fix the meeting link.", 400, {
          joinUrl: "An https link to the meeting",
        });
      }
      await api.post(
        `/api/staff/sessions/${id}/join-url`,
        { joinUrl },
        { idempotencyKey: `${key}.${joinUrl}` },
      );
      return answer(true, "The meeting link is saved.");
    }
    return answer(false, "Unknown action.", 400);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`${url.pathname}${url.search}`);
    }
    if (error instanceof ApiError && error.status < 500) {
      return answer(false, error.message, error.status, error.fields ?? {});
    }
    throw error;
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);

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

export default function StaffSession() {
  const { detail, registrations, failed, changeKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = (intent: Intent) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  if (!detail) {
    return (
      <div>
        <PageHeader title="Session" />
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
        <Link to="/staff/sessions" className="mt-4 inline-block text-accent underline">
          All sessions
        </Link>
      </div>
    );
  }
  const s = detail.session;
  const id = encodeURIComponent(s.sessionId);
  const joinUrlError = result?.intent === "joinUrl" ? result.errors.joinUrl : undefined;
  return (
    <div>
      <p className="text-sm">
        <Link to="/staff/sessions" className="text-accent underline">
          All sessions
        </Link>
      </p>
      <PageHeader title={s.title}>
        {s.kind === "COACH" ? "Coach session" : `Webinar in ${s.market}`} · {when(s.startTime)} to{" "}
        {formatFor("IN").time(s.endTime)}
      </PageHeader>
      <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted">Status</dt>
        <dd className="text-ink" data-testid="session-status">
          {s.endedAt ? "Ended" : s.started ? "Live" : s.state === "upcoming" ? "Upcoming" : "Not started"}
        </dd>
        <dt className="text-muted">Coach</dt>
        <dd className="text-ink">{s.coachName ?? "Not set"}</dd>
        <dt className="text-muted">Host shown</dt>
        <dd className="text-ink">{s.hostName}</dd>
        {s.kind === "COACH" ? (
          <>
            <dt className="text-muted">Subscriber</dt>
            <dd className="text-ink">{s.subscriberName ?? s.subscriberId ?? "—"}</dd>
          </>
        ) : (
          <>
            <dt className="text-muted">Price</dt>
            <dd className="text-ink">
              {s.price !== null && s.currency ? formatFor(s.market as "IN").money(s.price) : "Free"}
            </dd>
          </>
        )}
        <dt className="text-muted">After the session</dt>
        <dd className="text-ink">{s.afterUrl ?? "/plans/lite"}</dd>
      </dl>

      <Section title="Meeting link">
        <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <input type="hidden" name="changeKey" value={changeKey} />
          <input type="hidden" name="intent" value="joinUrl" />
          <div className="grow">
            <label htmlFor="join-url" className="block text-sm font-medium text-ink">
              Join URL (https)
            </label>
            <input
              id="join-url"
              name="joinUrl"
              type="url"
              defaultValue={s.joinUrl ?? ""}
              aria-invalid={joinUrlError ? true : undefined}
              aria-describedby={joinUrlError ? "join-url-error" : undefined}
              className="mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink"
            />
            {joinUrlError ? (
              <p id="join-url-error" className="mt-1 text-sm text-error">
                {joinUrlError}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="secondary" disabled={sending("joinUrl") || Boolean(s.endedAt)}>
            Save link
          </Button>
        </Form>
      </Section>

      <Section title="The session">
        <div className="flex flex-wrap items-center gap-3">
          {s.endedAt ? null : s.started ? (
            <Form method="post">
              <input type="hidden" name="changeKey" value={changeKey} />
              <Button type="submit" name="intent" value="end" variant="secondary" disabled={sending("end")}>
                End session
              </Button>
            </Form>
          ) : (
            <Form method="post">
              <input type="hidden" name="changeKey" value={changeKey} />
              <Button type="submit" name="intent" value="start" disabled={sending("start")}>
                Start session
              </Button>
            </Form>
          )}
          <ButtonLink to={`/session/${id}/live`} variant="secondary">
            Open the room
          </ButtonLink>
        </div>
        <p
          role="status"
          className={`mt-3 min-h-5 text-sm ${result && !result.ok ? "text-error" : "text-muted"}`}
        >
          {result && result.intent !== "joinUrl" ? result.message : ""}
          {result?.intent === "joinUrl" ? result.message : ""}
        </p>
      </Section>

      {registrations ? (
        <Section title={`Registrations (${s.registrations})`}>
          <a
            href={`/api/staff/sessions/${id}/registrations.csv`}
            download
            className="inline-block text-accent underline"
          >
            Download as CSV
          </a>
          {registrations.registrations.length === 0 ? (
            <p className="mt-3 text-muted">Nobody has registered yet.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Registrations, in the order made</caption>
                <thead>
                  <tr className="border-b border-line text-muted">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Name
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Phone
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Email
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Registered
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {registrations.registrations.map((r) => (
                    <tr key={r.registrationId} className="border-b border-line">
                      <td className="py-2 pr-4 text-ink">{r.name}</td>
                      <td className="py-2 pr-4 tabular">{r.phoneNumber}</td>
                      <td className="py-2 pr-4">{r.email ?? "—"}</td>
                      <td className="py-2 tabular">{when(r.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
      ) : null}

      <Section title="Changes">
        <ol className="flex flex-col gap-1 text-sm">
          {detail.audit.map((entry) => (
            <li key={entry.id} className="text-muted">
              <span className="tabular">{when(entry.at)}</span> · {entry.action.replace("session.", "")}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

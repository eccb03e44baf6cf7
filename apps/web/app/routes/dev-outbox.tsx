import type { OutboxMessage } from "@ojas/domain";
import { Form, type LoaderFunctionArgs, type MetaFunction, useLoaderData, useNavigation } from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { Field } from "../components/ui/Field.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { notFound, pageError } from "../lib/route-errors.ts";

// The dev outbox (docs/api.md, identity): the messages a development server would have sent, for one phone or email. The
// page exists only where the API's outbox does (DEV_OUTBOX=1); elsewhere it is the 404 page.

interface OutboxView {
  to: string;
  messages: OutboxMessage[] | null;
  error: string | null;
}

export const meta: MetaFunction = () => [
  { title: "Dev outbox | Ojas" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs): Promise<OutboxView> {
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  const api = apiFor(request, context);
  try {
    // Without `to` the endpoint answers 400 when it exists and 404 when the outbox is off.
    const { messages } = await api.get<{ messages: OutboxMessage[] }>("/api/dev/outbox", { to });
    return { to, messages, error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    if (error instanceof ApiError && error.status === 400) {
      const field = error.fields ? Object.values(error.fields)[0] : undefined;
      return { to, messages: null, error: to ? (field ?? error.message) : null };
    }
    pageError(error);
  }
}

function sentAt(ms: number): string {
  return new Date(ms).toISOString().replace("T", " ").slice(0, 19);
}

export default function DevOutbox() {
  const { to, messages, error } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Development" title="Outbox">
        Every one-time code, email and text this server would have sent, newest first.
      </PageHeader>
      <Form method="get" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          id="outbox-to"
          name="to"
          label="Phone number (E.164) or email"
          defaultValue={to}
          placeholder="+919876543210"
          error={error}
          wrapperClassName="flex-1"
        />
        <Button type="submit" pending={navigation.state === "loading"}>
          Show messages
        </Button>
      </Form>

      {messages ? (
        messages.length === 0 ? (
          <p className="mt-8 text-muted">Nothing has been sent to {to} yet.</p>
        ) : (
          <ol className="mt-8 flex flex-col gap-4" aria-label={`Messages to ${to}`}>
            {messages.map((message) => (
              <li
                key={`${message.sentAt}-${message.text}`}
                className="rounded-card border border-line bg-surface p-5"
                data-testid="outbox-message"
              >
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <span className="rounded-full bg-line/60 px-2.5 py-0.5 text-xs font-semibold uppercase text-ink">
                    {message.channel}
                  </span>
                  <span>{message.to}</span>
                  <time className="ml-auto tabular" dateTime={new Date(message.sentAt).toISOString()}>
                    {sentAt(message.sentAt)} UTC
                  </time>
                </div>
                {message.otp ? (
                  <p
                    className="mt-3 font-mono text-2xl font-semibold tracking-[0.3em] text-ink"
                    data-testid="outbox-otp"
                  >
                    {message.otp}
                  </p>
                ) : null}
                <p className="mt-2 whitespace-pre-wrap text-sm text-ink">{message.text}</p>
              </li>
            ))}
          </ol>
        )
      ) : null}
    </div>
  );
}

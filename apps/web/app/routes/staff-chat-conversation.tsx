import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatReplyAnswer,
  type ChatReplyNotice,
  chatReplyBodySchema,
  type StaffChatDetail,
} from "@ojas/domain";
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
  useRevalidator,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { REPLY_NOTICE_TEXT } from "../features/staff/chat.ts";
import { useStaff } from "../features/staff/use-staff.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// One support chat conversation in the back office (docs/product.md, "Chat"): the messages, oldest first,
// and the reply form. The page reads the conversation again every few seconds while it is shown, so a
// shopper's new message appears; each reply is in the audit log.

export const meta: MetaFunction = () => staffMeta("Chat conversation");

export const headers = staffHeaders;

const REFRESH_MS = 10_000;

interface View {
  detail: StaffChatDetail | null;
  failed: string | null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<View> {
  const id = String(params.conversationId ?? "");
  try {
    const detail = await apiFor(request, context).get<StaffChatDetail>(
      `/api/staff/chat/conversations/${encodeURIComponent(id)}`,
    );
    return { detail, failed: null };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The conversation could not be loaded.";
    return { detail: null, failed };
  }
}

interface Result {
  ok: boolean;
  message: string;
  notice?: ChatReplyNotice;
  /** The key the reply was sent with: the form takes a new one once it succeeded. */
  changeKey: string;
  fieldError?: string;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const id = String(params.conversationId ?? "");
  const form = await request.formData();
  const changeKey = String(form.get("changeKey") ?? "") || newChangeKey();
  const parsed = chatReplyBodySchema.safeParse({ text: String(form.get("text") ?? "") });
  if (!parsed.success) {
    const fieldError = parsed.error.issues[0]?.message ?? "Write the reply";
    return data<Result>({ ok: false, message: fieldError, fieldError, changeKey }, { status: 400 });
  }
  try {
    const answer = await apiFor(request, context).post<ChatReplyAnswer>(
      `/api/staff/chat/conversations/${encodeURIComponent(id)}/replies`,
      parsed.data,
      { idempotencyKey: changeKey },
    );
    return data<Result>({
      ok: true,
      message: REPLY_NOTICE_TEXT[answer.notice],
      notice: answer.notice,
      changeKey,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`${url.pathname}${url.search}`);
    }
    if (error instanceof ApiError && error.status < 500) {
      return data<Result>(
        { ok: false, message: error.message, fieldError: error.fields?.text, changeKey },
        { status: error.status },
      );
    }
    throw error;
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);

/** Reads the conversation again every REFRESH_MS while the tab is shown and nothing else is loading. */
function useRefresh() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" || revalidator.state !== "idle";
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && !busy) void revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [busy, revalidator]);
}

export default function StaffChatConversation() {
  const { detail, failed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const staff = useStaff();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const textId = useId();
  // One key per intended reply: sending the form again (a retry) repeats it; a reply that went through
  // brings a new one (and an empty form).
  const [changeKey, setChangeKey] = useState(newChangeKey);
  useEffect(() => {
    if (result?.ok && result.changeKey === changeKey) setChangeKey(newChangeKey());
  }, [result, changeKey]);
  useRefresh();
  if (!detail) {
    return (
      <div>
        <Link to="/staff/chat" className="text-sm text-accent">
          ← Chat
        </Link>
        <PageHeader title="Conversation" />
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
      </div>
    );
  }
  const { conversation, messages, audit } = detail;
  const fieldError = result && !result.ok ? result.fieldError : undefined;
  return (
    <div>
      <Link to="/staff/chat" className="text-sm text-accent">
        ← Chat
      </Link>
      <PageHeader title={conversation.email ?? "Shopper without an email"}>
        Started {when(conversation.startedAt)} · {conversation.market} ·{" "}
        <span data-testid="chat-presence">
          {detail.shopperPresent ? "Has the chat open now" : "Not on the site now"}
        </span>
      </PageHeader>
      {conversation.email ? null : (
        <p className="mt-4 text-sm text-muted">
          No email is known for this conversation: while the shopper is away, a reply waits here until they
          next open the chat in the same browser.
        </p>
      )}
      <ol className="mt-6 flex flex-col gap-3" aria-label="Messages" data-testid="staff-chat-messages">
        {messages.map((message) => {
          const shopper = message.author === "SHOPPER";
          const who = shopper
            ? "Shopper"
            : message.staffId === null
              ? "Automatic answer"
              : message.staffId === staff?.id
                ? "You"
                : (message.staffName ?? "Ojas care");
          return (
            <li key={message.messageId} className={`flex flex-col ${shopper ? "items-start" : "items-end"}`}>
              <p
                className={`max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-2.5 text-sm [overflow-wrap:anywhere] ${
                  shopper ? "bg-surface text-ink border border-line" : "bg-accent-soft text-ink"
                }`}
              >
                {message.text}
              </p>
              <span className="mt-1 text-xs text-muted tabular">
                {who} · {when(message.sentAt)}
              </span>
            </li>
          );
        })}
      </ol>

      <p role="status" className="mt-4 min-h-5 text-sm text-accent" data-testid="chat-reply-result">
        {result?.ok ? result.message : ""}
      </p>

      <Form method="post" key={changeKey} noValidate className="mt-2 flex max-w-2xl flex-col gap-3">
        <input type="hidden" name="changeKey" value={changeKey} />
        <label htmlFor={textId} className="text-sm font-medium text-ink">
          Your reply
        </label>
        <textarea
          id={textId}
          name="text"
          rows={3}
          required
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${textId}-error` : undefined}
          className="w-full rounded-xl border border-line bg-surface px-4 py-2 text-ink aria-[invalid=true]:border-error"
        />
        {fieldError ? (
          <p id={`${textId}-error`} className="text-sm text-error">
            {fieldError}
          </p>
        ) : null}
        {result && !result.ok && !fieldError ? (
          <p role="alert" className="text-sm text-error">
            {result.message}
          </p>
        ) : null}
        <Button type="submit" pending={sending} pendingLabel="Sending" className="self-start">
          Send reply
        </Button>
      </Form>

      <section className="mt-10" aria-labelledby={`${textId}-audit`}>
        <h2 id={`${textId}-audit`} className="text-lg font-semibold text-ink">
          Audit log
        </h2>
        {audit.length === 0 ? (
          <p className="mt-3 text-sm text-muted">No staff reply yet.</p>
        ) : (
          <ul className="mt-3 flex flex-col gap-1 text-sm text-ink" data-testid="audit">
            {audit.map((entry) => (
              <li key={entry.id} className="[overflow-wrap:anywhere]">
                <span className="tabular">{when(entry.at)}</span> · {entry.action} ·{" "}
                <span className="text-muted">{entry.staffId === staff?.id ? "you" : entry.staffId}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

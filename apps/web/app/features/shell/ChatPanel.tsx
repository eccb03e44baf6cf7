import {
  CHAT_CONVERSATION_STORAGE_KEY,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_POLL_INTERVAL_MS,
  type ChatConversation,
  type ChatMessage,
  countryForMarket,
  isValidEmail,
} from "@ojas/domain";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { CloseIcon } from "../../components/ui/icons.tsx";
import { ApiError, createApi } from "../../lib/api.ts";
import { useMarket, useMarketPath } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";

// The support chat panel: its own chunk, loaded 10 s after the page or when the chat button is pressed.
// While it is open (and the tab visible) it reads the conversation every CHAT_POLL_INTERVAL_MS, so a staff
// reply shows without reloading; those reads also tell the shop the shopper is here, so no email is sent
// for a reply they see (docs/decisions/0036-chat-replies.md). The conversation's id stays in this browser,
// so a reply written while they were away is there on their next visit.

/** The same messages (a poll that brought nothing new keeps the list, and its scroll, as it is). */
const sameMessages = (a: ChatMessage[], b: ChatMessage[]) =>
  a.length === b.length && a.every((m, i) => m.messageId === b[i]?.messageId);

function storedConversation(): string | null {
  try {
    return localStorage.getItem(CHAT_CONVERSATION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeConversation(conversationId: string | null): void {
  try {
    if (conversationId) localStorage.setItem(CHAT_CONVERSATION_STORAGE_KEY, conversationId);
    else localStorage.removeItem(CHAT_CONVERSATION_STORAGE_KEY);
  } catch {
    // Storage blocked: the conversation lasts as long as the page.
  }
}

const linkClass = "font-medium text-accent underline-offset-4 hover:underline";

export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const market = useMarket();
  const href = useMarketPath();
  const country = countryForMarket(market);
  const titleId = useId();
  const inputId = useId();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState("");
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailId = useId();
  const [historyLoaded, setHistoryLoaded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const format = useMarketFormat(market);

  // The earlier conversation of this browser, read when the panel is first opened.
  useEffect(() => {
    if (!open || historyLoaded) return;
    setHistoryLoaded(true);
    const id = storedConversation();
    if (!id) return;
    setConversationId(id);
    createApi({ market })
      .get<{ messages: ChatMessage[] }>(`/api/marketing/v1/chat/${encodeURIComponent(id)}`)
      .then((body) => setMessages(body.messages))
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.isNotFound) {
          storeConversation(null);
          setConversationId(null);
        }
      });
  }, [open, historyLoaded, market]);

  // New messages (a staff reply) while the panel is open: read the conversation every few seconds.
  useEffect(() => {
    if (!open || !conversationId) return;
    let stopped = false;
    const read = () => {
      if (document.visibilityState !== "visible") return;
      createApi({ market })
        .get<{ messages: ChatMessage[] }>(`/api/marketing/v1/chat/${encodeURIComponent(conversationId)}`)
        .then((body) => {
          if (!stopped) setMessages((shown) => (sameMessages(shown, body.messages) ? shown : body.messages));
        })
        .catch(() => {
          // A failed read is tried again at the next interval.
        });
    };
    const timer = window.setInterval(read, CHAT_POLL_INTERVAL_MS);
    document.addEventListener("visibilitychange", read);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", read);
    };
  }, [open, conversationId, market]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the message count changes
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages.length]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = text.trim();
    if (!message) {
      setError("Write a message first.");
      return;
    }
    const asked = conversationId ? undefined : email.trim() || undefined;
    // The plain check the server's schema runs too: zod stays out of the pages' shared scripts.
    if (asked !== undefined && !isValidEmail(asked)) {
      setEmailError("Enter a valid email");
      return;
    }
    setPending(true);
    setError(null);
    setEmailError(null);
    try {
      const body = await createApi({ market }).post<ChatConversation>("/api/marketing/v1/chat/messages", {
        conversationId: conversationId ?? undefined,
        text: message,
        ...(asked ? { email: asked } : {}),
      });
      setConversationId(body.conversationId);
      storeConversation(body.conversationId);
      setMessages(body.messages);
      setText("");
      void import("../../lib/analytics.ts").then((analytics) => analytics.track("chat_message_sent"));
    } catch (e) {
      if (e instanceof ApiError && e.isNotFound) {
        // The conversation is gone: the next message starts a new one.
        storeConversation(null);
        setConversationId(null);
      }
      if (e instanceof ApiError && e.fields?.email) setEmailError(e.fields.email);
      else
        setError(
          e instanceof ApiError ? (e.fields?.text ?? e.message) : "Something went wrong. Please try again.",
        );
    } finally {
      setPending(false);
    }
  }

  return (
    <section
      hidden={!open}
      aria-labelledby={titleId}
      data-testid="chat-panel"
      className="flex max-h-[min(36rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col rounded-card border border-line bg-surface shadow-raised"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line p-5 pb-4">
        <div>
          <h2 id={titleId} className="text-base font-semibold text-ink">
            Talk to Ojas care
          </h2>
          <p className="mt-1 text-sm text-muted">We reply {country.careHours}.</p>
          <p className="mt-1 text-sm text-muted">
            Urgent?{" "}
            <a className={linkClass} href={`tel:${country.carePhoneE164}`}>
              Call {country.carePhone}
            </a>{" "}
            or email{" "}
            <a className={linkClass} href={`mailto:${country.careEmail}`}>
              {country.careEmail}
            </a>
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="-m-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-line/50"
          aria-label="Close support chat"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        {messages.length === 0 ? (
          <p className="text-sm text-muted">
            Questions about an order, a device or a plan? Write to us here and a care specialist will answer
            in this chat.
          </p>
        ) : (
          <ol ref={listRef} aria-live="polite" className="flex flex-col gap-3" data-testid="chat-messages">
            {messages.map((message) => {
              const mine = message.author === "SHOPPER";
              return (
                <li key={message.messageId} className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
                  <p
                    className={`max-w-[85%] whitespace-pre-wrap rounded-2xl px-4 py-2.5 text-sm ${
                      mine
                        ? "rounded-br-md bg-accent text-on-accent"
                        : "rounded-bl-md bg-accent-soft text-ink"
                    }`}
                  >
                    <span className="sr-only">{mine ? "You: " : "Ojas care: "}</span>
                    {message.text}
                  </p>
                  <span className="mt-1 text-xs text-muted tabular">
                    {mine ? "You" : "Ojas care"} · {format.clock(message.sentAt)}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </div>

      <form onSubmit={send} className="border-t border-line p-4" noValidate>
        <label htmlFor={inputId} className="sr-only">
          Your message
        </label>
        <textarea
          id={inputId}
          name="text"
          rows={2}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          placeholder="Write your message"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="block w-full resize-none rounded-xl border border-line bg-bg px-3 py-2 text-sm text-ink placeholder:text-muted focus:border-accent focus:outline-none aria-[invalid=true]:border-error"
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-sm text-error">
            {error}
          </p>
        ) : null}
        {conversationId ? null : (
          <div className="mt-3">
            <label htmlFor={emailId} className="block text-sm text-ink">
              Email <span className="text-muted">(optional: we tell you there when we reply)</span>
            </label>
            <input
              id={emailId}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${emailId}-error` : undefined}
              className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-bg px-3 text-sm text-ink focus:border-accent focus:outline-none aria-[invalid=true]:border-error"
            />
            {emailError ? (
              <p id={`${emailId}-error`} role="alert" className="mt-1.5 text-sm text-error">
                {emailError}
              </p>
            ) : null}
          </div>
        )}
        <div className="mt-3 flex items-center justify-between gap-3">
          <Link className={`text-sm ${linkClass}`} to={href("/contact-us")}>
            Request a call back
          </Link>
          <Button type="submit" pending={pending} pendingLabel="Sending" className="shrink-0">
            Send
          </Button>
        </div>
      </form>
    </section>
  );
}

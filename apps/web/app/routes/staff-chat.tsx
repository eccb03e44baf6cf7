import type { ChatConversationsResponse, StaffChatConversation } from "@ojas/domain";
import {
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { chatSearch, preview } from "../features/staff/chat.ts";
import { ListFailed } from "../features/staff/ListFailed.tsx";
import { LoadMore, usePagedList } from "../features/staff/paged-list.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's chat (docs/product.md, "Chat"): shoppers' support chat conversations, newest activity
// first, all or only those waiting for a reply; "Load more" adds the next page below.

export const meta: MetaFunction = () => staffMeta("Chat");

export const headers = staffHeaders;

interface View {
  unanswered: boolean;
  conversations: StaffChatConversation[];
  nextToken: string | null;
  failed: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const unanswered = params.get("unanswered") === "1";
  try {
    const answer = await apiFor(request, context).get<ChatConversationsResponse>(
      "/api/staff/chat/conversations",
      { unanswered: unanswered ? "true" : undefined, nextToken: params.get("nextToken") ?? undefined },
    );
    return {
      unanswered,
      conversations: answer.conversations,
      nextToken: answer.paginationData.nextToken,
      failed: null,
    };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The conversations could not be loaded.";
    return { unanswered, conversations: [], nextToken: null, failed };
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);

function ConversationRow({ conversation }: { conversation: StaffChatConversation }) {
  return (
    <li data-testid="chat-conversation" data-conversation-id={conversation.conversationId}>
      <Link
        to={`/staff/chat/${encodeURIComponent(conversation.conversationId)}`}
        className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 hover:border-ink/40 sm:flex-row sm:items-start sm:justify-between"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-ink [overflow-wrap:anywhere]">
            {conversation.email ?? "No email given"}
          </span>
          <span className="block text-sm text-ink/90 [overflow-wrap:anywhere]">
            {conversation.lastAuthor === "SHOPPER" ? "Shopper: " : "Ojas care: "}
            {preview(conversation.lastText)}
          </span>
          <span className="block text-xs text-muted">{conversation.market}</span>
        </span>
        <span className="shrink-0 text-sm sm:text-right">
          {conversation.awaitingReply ? (
            <span className="inline-block rounded-full bg-accent-soft px-3 py-1 font-semibold text-ink">
              Waiting for a reply
            </span>
          ) : (
            <span className="inline-block rounded-full px-3 py-1 text-muted">Answered</span>
          )}
          <span className="mt-1 block text-muted tabular">{when(conversation.lastMessageAt)}</span>
        </span>
      </Link>
    </li>
  );
}

function ConversationList({ first }: { first: View }) {
  const list = usePagedList(
    first,
    (page: View) => page.conversations,
    (row) => row.conversationId,
  );
  const conversations = list.items;
  return (
    <>
      <ul className="mt-6 flex flex-col gap-3" aria-label="Conversations">
        {conversations.length === 0 ? (
          <li className="text-muted">
            {first.unanswered ? "Every conversation has a reply." : "No conversations yet."}
          </li>
        ) : null}
        {conversations.map((conversation) => (
          <ConversationRow key={conversation.conversationId} conversation={conversation} />
        ))}
      </ul>
      <LoadMore list={list} path="/staff/chat" search={(token) => chatSearch(first.unanswered, token)} />
    </>
  );
}

export default function StaffChat() {
  const view = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/staff/chat";
  return (
    <div>
      <PageHeader title="Chat">
        Shoppers' chat conversations, the latest activity first. Open one to reply.
      </PageHeader>
      <Form
        method="get"
        key={location.search}
        className="mt-8 flex flex-wrap items-end gap-3"
        aria-label="Filter conversations"
      >
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            name="unanswered"
            value="1"
            defaultChecked={view.unanswered}
            className="size-5"
          />
          Only waiting for a reply
        </label>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {loading ? "Loading conversations…" : ""}
      </p>
      {view.failed ? (
        <ListFailed message={view.failed} />
      ) : (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <ConversationList key={location.key} first={view} />
        </div>
      )}
    </div>
  );
}

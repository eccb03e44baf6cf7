import type { SupportRequest } from "@ojas/domain";
import {
  SUPPORT_REQUEST_KINDS,
  SUPPORT_REQUEST_STATUSES,
  type SupportRequestKind,
  type SupportRequestStatus,
} from "@ojas/domain/support";

// The back office's support inbox (docs/product.md, "Support inbox"): the list's filters as the page's
// query string carries them, and what a request's row says about what the shopper asked.

export interface InboxFilters {
  kind: SupportRequestKind | null;
  status: SupportRequestStatus | null;
  /** Only the requests the signed-in member of staff has. */
  mine: boolean;
  q: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((v) => v === value) ?? null;

/** The filters of the page's URL; anything unknown is dropped rather than sent to the API. */
export function filtersOf(params: URLSearchParams): InboxFilters {
  return {
    kind: oneOf(SUPPORT_REQUEST_KINDS, params.get("kind")),
    status: oneOf(SUPPORT_REQUEST_STATUSES, params.get("status")),
    mine: params.get("mine") === "1",
    q: params.get("q")?.trim().slice(0, 80) || null,
  };
}

/** The API's query for the filters (and a page token). */
export function inboxQuery(filters: InboxFilters, nextToken?: string | null) {
  return {
    kind: filters.kind ?? undefined,
    status: filters.status ?? undefined,
    owner: filters.mine ? "me" : undefined,
    q: filters.q ?? undefined,
    nextToken: nextToken ?? undefined,
  };
}

/** The page's own query string for the filters (and a page token), for links. */
export function inboxSearch(filters: InboxFilters, nextToken?: string | null): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set("kind", filters.kind);
  if (filters.status) params.set("status", filters.status);
  if (filters.mine) params.set("mine", "1");
  if (filters.q) params.set("q", filters.q);
  if (nextToken) params.set("nextToken", nextToken);
  const search = params.toString();
  return search ? `?${search}` : "";
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

const TIME_NAMES: Record<string, string> = { MORNING: "morning", AFTERNOON: "afternoon", EVENING: "evening" };

/** One line about what the shopper asked: the topic (a plan lead names its plan), company, goal, time. */
export function requestSummary(request: Pick<SupportRequest, "kind" | "details">): string {
  const d = request.details;
  const parts: string[] = [];
  if (request.kind === "B2B_CALLBACK") {
    const company = text(d.companyName);
    const team = text(d.teamSize);
    if (company) parts.push(team ? `${company} (${team} people)` : company);
    const message = text(d.message);
    if (message) parts.push(message);
  } else if (request.kind === "TRIAL") {
    const goal = text(d.goal);
    parts.push(goal ? `Goal: ${goal.toLowerCase().replaceAll("_", " ")}` : "Free trial");
  } else {
    parts.push(text(d.topic) ?? "General call back");
  }
  const time = text(d.preferredTime);
  if (time) parts.push(`call in the ${TIME_NAMES[time] ?? time.toLowerCase()}`);
  return parts.join(" · ");
}

/** A status's badge colours (the inbox list and a request's page). */
export const SUPPORT_STATUS_BADGE: Readonly<Record<SupportRequestStatus, string>> = {
  NEW: "bg-accent text-on-accent",
  IN_PROGRESS: "bg-accent-soft text-accent",
  DONE: "border border-line bg-bg text-ink",
  CLOSED: "border border-line bg-bg text-muted",
};

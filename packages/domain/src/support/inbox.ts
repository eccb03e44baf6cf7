// The back office's support inbox (docs/product.md, "Support inbox"): what a shopper's request is, where it
// stands and which moves staff may make. Plain data and functions only: the storefront's browser code
// imports this, so it must stay free of zod and the like.

/** What the shopper asked for: a call back, a call back about a plan (a plan lead), a B2B call back, a trial. */
export const SUPPORT_REQUEST_KINDS = ["CALLBACK", "PLAN_LEAD", "B2B_CALLBACK", "TRIAL"] as const;
export type SupportRequestKind = (typeof SUPPORT_REQUEST_KINDS)[number];

export const SUPPORT_REQUEST_STATUSES = ["NEW", "IN_PROGRESS", "DONE", "CLOSED"] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/**
 * Where each status may go. NEW is waiting for someone; IN_PROGRESS has an owner working on it; DONE means
 * the shopper was helped; CLOSED means nothing more will be done (spam, unreachable, a duplicate).
 * DONE and CLOSED may be reopened, which puts the request back in progress.
 */
export const SUPPORT_REQUEST_TRANSITIONS: Readonly<
  Record<SupportRequestStatus, readonly SupportRequestStatus[]>
> = {
  NEW: ["IN_PROGRESS", "CLOSED"],
  IN_PROGRESS: ["DONE", "CLOSED", "NEW"],
  DONE: ["IN_PROGRESS"],
  CLOSED: ["IN_PROGRESS"],
};

export function canMoveSupportRequest(from: SupportRequestStatus, to: SupportRequestStatus): boolean {
  return SUPPORT_REQUEST_TRANSITIONS[from]?.includes(to) ?? false;
}

/** Taking a request (making it yours and in progress) is open while nobody has finished it. */
export function canTakeSupportRequest(status: SupportRequestStatus): boolean {
  return status === "NEW" || status === "IN_PROGRESS";
}

export const SUPPORT_REQUEST_STATUS_NAMES: Readonly<Record<SupportRequestStatus, string>> = {
  NEW: "New",
  IN_PROGRESS: "In progress",
  DONE: "Done",
  CLOSED: "Closed",
};

export const SUPPORT_REQUEST_KIND_NAMES: Readonly<Record<SupportRequestKind, string>> = {
  CALLBACK: "Call back",
  PLAN_LEAD: "Plan lead",
  B2B_CALLBACK: "Business call back",
  TRIAL: "Trial",
};

/** A note's length bounds (after trimming). */
export const SUPPORT_NOTE_MAX_LENGTH = 2000;

export const SUPPORT_INBOX_PAGE_SIZE = 25;

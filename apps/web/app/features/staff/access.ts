import { data } from "react-router";
import { ApiError } from "../../lib/api.ts";
import { type PageErrorData, pageError } from "../../lib/route-errors.ts";

// How a back office page answers the API's refusals (docs/architecture.md, "Back office shell"): no
// session (4011, also after the 12-hour staff session or a role taken away) is the sign-in prompt; not
// allowed (4030) is the 403 page, with HTTP status 403.

export const STAFF_CACHE_CONTROL = "private, no-store";

export const staffHeaders = () => ({ "Cache-Control": STAFF_CACHE_CONTROL });

export const staffMeta = (title: string) => [
  { title: `${title} | Ojas back office` },
  { name: "robots", content: "noindex" },
];

export function forbidden(message = "This area is for Ojas staff."): never {
  throw data<PageErrorData>({ message, code: 4030 }, { status: 403 });
}

/** Whether a failed staff call means "sign in" (answers true); a refusal or anything else is thrown. */
export function signedOutOr(error: unknown): true {
  if (error instanceof ApiError && error.status === 401) return true;
  if (error instanceof ApiError && error.status === 403) forbidden(error.message);
  pageError(error);
}

import { data } from "react-router";
import { ApiError } from "./api.ts";

export interface PageErrorData {
  message: string;
  code?: number | string;
}

/** A page that does not exist: the route's error boundary renders the 404 page with HTTP status 404. */
export function notFound(message = "Not found"): never {
  throw data<PageErrorData>({ message, code: 4040 }, { status: 404 });
}

/**
 * Turns a failed API call into the page's response: an unknown thing is a 404 page, anything else the
 * error page (shell kept, retry offered) with the API's status and shown text.
 */
export function pageError(error: unknown): never {
  if (error instanceof ApiError) {
    if (error.status === 404) notFound(error.message);
    const status = error.status >= 400 && error.status <= 599 ? error.status : 502;
    throw data<PageErrorData>({ message: error.message, code: error.code }, { status });
  }
  throw error;
}

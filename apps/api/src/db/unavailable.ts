// Whether an error means "the database cannot be reached right now" rather than a fault of the request or
// the code: such requests answer 503 with code 5000 and a Retry-After (docs/operations.md, "Faults").

/** postgres.js's own codes for a connection that could not be made or was lost. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01-57P03 (the server shut
 * down or is starting), 57014 (a statement ran past statement_timeout), 53300 (too many connections).
 */
function unavailableSqlState(code: string): boolean {
  return code.startsWith("08") || ["57P01", "57P02", "57P03", "57014", "53300"].includes(code);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; look a few levels down.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || unavailableSqlState(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

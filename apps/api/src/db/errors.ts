/** What PostgreSQL says of a failed statement, through both drivers (postgres.js and PGlite name it apart). */
export interface DatabaseFailure {
  /** SQLSTATE, say 23514 for a check violation. */
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/** The database's error inside `error` (drizzle wraps it as the cause), or undefined when there is none. */
export function databaseFailure(error: unknown): DatabaseFailure | undefined {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    const fields = e as Record<string, unknown>;
    if (typeof fields.code !== "string" || typeof fields.severity !== "string") continue;
    const text = (a: unknown, b: unknown) =>
      typeof a === "string" ? a : typeof b === "string" ? b : undefined;
    return {
      code: fields.code,
      table: text(fields.table_name, fields.table),
      column: text(fields.column_name, fields.column),
      constraint: text(fields.constraint_name, fields.constraint),
    };
  }
  return undefined;
}

/** A unique-index violation (SQLSTATE 23505), from either driver, however deeply wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseFailure(error)?.code === "23505";
}

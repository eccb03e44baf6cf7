// "Load more" on the back office's paged lists: the first page from the loader, then each further page
// appended below it, without repeating a row that is already shown (a revalidated first page may now hold
// a row that a later page brought).

/** The rows shown: the first page, then the further pages' rows not already in it, in their order. */
export function withMore<T>(first: readonly T[], more: readonly T[], key: (row: T) => string): T[] {
  const seen = new Set(first.map(key));
  const rows = [...first];
  for (const row of more) {
    const k = key(row);
    if (seen.has(k)) continue;
    seen.add(k);
    rows.push(row);
  }
  return rows;
}

/** The page's own query string with a page token added, for the "Load more" link. */
export function searchWithToken(params: Record<string, string>, nextToken: string): string {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ""));
  search.set("nextToken", nextToken);
  return `?${search.toString()}`;
}

import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { buttonClasses } from "../../components/ui/Button.tsx";

// The back office's lists (docs/architecture.md, "Back office shell"): the loader gives the first page,
// "Load more" fetches the next one through the same loader (a real link without JavaScript) and appends it
// below, skipping rows already shown (a row can move between pages while staff work the list).

/** What a list screen's loader answers besides its rows. */
export interface ListPage {
  nextToken: string | null;
  failed: string | null;
}

export interface PagedList<T> {
  items: T[];
  nextToken: string | null;
  loadingMore: boolean;
  /** Why the last "Load more" failed, while it is the latest answer. */
  moreFailed: string | null;
  load: (href: string) => void;
}

export function usePagedList<P extends ListPage, T>(
  first: P,
  itemsOf: (page: P) => T[],
  keyOf: (item: T) => string,
): PagedList<T> {
  const [items, setItems] = useState(() => itemsOf(first));
  const [nextToken, setNextToken] = useState(first.nextToken);
  const fetcher = useFetcher<P>();
  const appended = useRef<P | undefined>(undefined);
  const shape = useRef({ itemsOf, keyOf });
  shape.current = { itemsOf, keyOf };
  useEffect(() => {
    // A loader's answer arrives as it was returned: plain data, the same shape as P.
    const page = fetcher.data as P | undefined;
    if (!page || fetcher.state !== "idle" || appended.current === page) return;
    appended.current = page;
    if (page.failed) return;
    const { itemsOf: rowsOf, keyOf: idOf } = shape.current;
    setItems((shown) => {
      const seen = new Set(shown.map(idOf));
      return [...shown, ...rowsOf(page).filter((item) => !seen.has(idOf(item)))];
    });
    setNextToken(page.nextToken);
  }, [fetcher.data, fetcher.state]);
  const loadingMore = fetcher.state !== "idle";
  return {
    items,
    nextToken,
    loadingMore,
    moreFailed: (!loadingMore && fetcher.data?.failed) || null,
    load: (href) => {
      if (!loadingMore) fetcher.load(href);
    },
  };
}

/**
 * The failure of the last "Load more" and the button itself: `path` is the screen's own path, `search` the
 * query string (with its leading "?") of the next page.
 */
export function LoadMore<T>({
  list,
  path,
  search,
}: {
  list: PagedList<T>;
  path: string;
  search: (nextToken: string) => string;
}) {
  const { nextToken, loadingMore, moreFailed } = list;
  return (
    <>
      {moreFailed ? (
        <p role="alert" className="mt-4 text-error">
          {moreFailed}
        </p>
      ) : null}
      {nextToken ? (
        <Link
          className={buttonClasses("secondary", "md", "mt-6")}
          to={search(nextToken)}
          aria-busy={loadingMore || undefined}
          onClick={(event) => {
            event.preventDefault();
            list.load(`${path}${search(nextToken)}`);
          }}
        >
          {loadingMore ? "Loading…" : "Load more"}
        </Link>
      ) : null}
    </>
  );
}

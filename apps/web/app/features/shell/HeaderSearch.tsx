import { SEARCH_VALUE_MAX_LENGTH } from "@ojas/domain";
import { type Ref, useEffect, useRef } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { CloseIcon, SearchIcon } from "../../components/ui/icons.tsx";
import { useCloseOnEscape } from "../../lib/close-on-escape.ts";
import { useMarketPath } from "../../lib/market.ts";

const LABEL = "Search products, articles and plans";

/** A GET form to the market's /search page: works before the page's scripts load, like any link. */
function SearchForm({
  id,
  className,
  inputRef,
}: {
  id: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const href = useMarketPath();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const current = pathname.endsWith("/search") ? (params.get("q") ?? "") : "";
  return (
    <Form method="get" action={href("/search")} role="search" aria-label="Site" className={className}>
      <label htmlFor={id} className="sr-only">
        {LABEL}
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted"
        />
        <input
          key={current}
          id={id}
          name="q"
          type="search"
          required
          defaultValue={current}
          maxLength={SEARCH_VALUE_MAX_LENGTH}
          placeholder="Search"
          ref={inputRef}
          enterKeyHint="search"
          className="min-h-11 w-full rounded-full border border-line bg-surface pl-10 pr-3 text-base text-ink placeholder:text-muted"
        />
      </div>
    </Form>
  );
}

/**
 * The header's search: a box on wide screens; on narrower ones a button that opens the box under the
 * header (the header says whether it is open: it and the phone's menu take turns). Without scripts the
 * button is a link to the search page.
 */
export function HeaderSearch({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const href = useMarketPath();
  const toggle = useRef<HTMLAnchorElement>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  useCloseOnEscape(open, () => onOpenChange(false), toggle);

  return (
    <>
      <SearchForm id={"header-search-wide"} className="hidden w-44 xl:block 2xl:w-56" />
      <Link
        ref={toggle}
        to={href("/search")}
        role="button"
        aria-expanded={open}
        aria-controls="header-search-panel"
        aria-label={open ? "Close search" : "Search"}
        onClick={(event) => {
          event.preventDefault();
          onOpenChange(!open);
        }}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-line/50 xl:hidden"
      >
        {open ? <CloseIcon /> : <SearchIcon />}
      </Link>
      <div
        id="header-search-panel"
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-line bg-bg px-4 py-3 shadow-sm sm:px-6 xl:hidden"
      >
        {open ? (
          <SearchForm id={"header-search-narrow"} inputRef={field} className="mx-auto max-w-xl" />
        ) : null}
      </div>
    </>
  );
}

import { errorMessage } from "@ojas/domain";
import { useRevalidator } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button.tsx";
import { useMarketPath } from "../../lib/market.ts";

/** A failed page inside the shell: the catalogue's text and a retry that reloads the page's data. */
export function ErrorPage({ message, status }: { message?: string; status?: number }) {
  const revalidator = useRevalidator();
  const href = useMarketPath();
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center"
      data-testid="error-page"
    >
      {status ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-error">Error {status}</p>
      ) : null}
      <h1 className="mt-3 text-title font-semibold text-ink">This page didn't load</h1>
      <p className="mt-4 text-muted" role="alert">
        {message || errorMessage(5000)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button
          onClick={() => revalidator.revalidate()}
          pending={revalidator.state === "loading"}
          pendingLabel="Trying again"
        >
          Try again
        </Button>
        <ButtonLink to={href("/")} variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}

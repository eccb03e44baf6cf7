import { useEffect, useSyncExternalStore } from "react";
import { CloseIcon } from "./icons.tsx";
import { currentSnackbar, dismissSnackbar, subscribeSnackbar } from "./snackbar.ts";

const VISIBLE_MS = 5000;

/** The page's one snackbar: a polite live region, so screen readers announce each message. */
export function Snackbar() {
  const message = useSyncExternalStore(subscribeSnackbar, currentSnackbar, () => null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => dismissSnackbar(message.id), VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4"
    >
      {message ? (
        <div
          key={message.id}
          data-testid="snackbar"
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-2xl px-4 py-3 text-sm font-medium shadow-raised ${
            message.tone === "error" ? "bg-error text-white" : "bg-ink text-bg"
          }`}
        >
          <span>{message.text}</span>
          <button
            type="button"
            onClick={() => dismissSnackbar(message.id)}
            className="-mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
            aria-label="Dismiss"
          >
            <CloseIcon width={18} height={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

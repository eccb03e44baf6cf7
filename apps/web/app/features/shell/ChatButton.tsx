import { CHAT_WIDGET_DELAY_MS, countryForMarket } from "@ojas/domain";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChatIcon, CloseIcon } from "../../components/ui/icons.tsx";
import { showsChatButton, useMarket, useMarketPath } from "../../lib/market.ts";

/**
 * The support chat's floating button, only on SPEC.md's paths. The panel loads 10 s after the page, or at
 * once when the button is pressed.
 */
export function ChatButton() {
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const visible = showsChatButton(pathname);

  useEffect(() => {
    if (!visible || loaded) return;
    const timer = window.setTimeout(() => setLoaded(true), CHAT_WIDGET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [visible, loaded]);

  if (!visible) return null;
  return (
    <div className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6">
      {loaded ? <ChatPanel open={open} onClose={() => setOpen(false)} /> : null}
      <button
        type="button"
        data-testid="chat-button"
        data-widget-loaded={loaded ? "true" : "false"}
        aria-expanded={open}
        aria-label={open ? "Close support chat" : "Chat with Ojas care"}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        className="inline-flex size-14 items-center justify-center rounded-full bg-accent text-on-accent shadow-raised hover:bg-accent-strong"
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}

function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const market = useMarket();
  const href = useMarketPath();
  const country = countryForMarket(market);
  const titleId = useId();
  return (
    <section
      hidden={!open}
      aria-labelledby={titleId}
      data-testid="chat-panel"
      className="w-[min(22rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-5 shadow-raised"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-base font-semibold text-ink">
          Talk to Ojas care
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-m-2 inline-flex size-9 items-center justify-center rounded-full text-muted hover:bg-line/50"
          aria-label="Close support chat"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <p className="mt-2 text-sm text-muted">
        Questions about an order, a device or a plan? Our care team answers {country.careHours}.
      </p>
      <ul className="mt-4 space-y-2 text-sm">
        <li>
          <a
            className="font-medium text-accent underline-offset-4 hover:underline"
            href={`tel:${country.carePhoneE164}`}
          >
            Call {country.carePhone}
          </a>
        </li>
        <li>
          <a
            className="font-medium text-accent underline-offset-4 hover:underline"
            href={`mailto:${country.careEmail}`}
          >
            Email {country.careEmail}
          </a>
        </li>
        <li>
          <Link
            className="font-medium text-accent underline-offset-4 hover:underline"
            to={href("/contact-us")}
          >
            Request a call back
          </Link>
        </li>
      </ul>
    </section>
  );
}

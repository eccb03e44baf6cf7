import { CHAT_WIDGET_DELAY_MS } from "@ojas/domain";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ChatIcon, CloseIcon } from "../../components/ui/icons.tsx";
import { showsChatButton } from "../../lib/market.ts";

// The panel is its own chunk: nothing of it is fetched before the widget loads.
const ChatPanel = lazy(() => import("./ChatPanel.tsx"));

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
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
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

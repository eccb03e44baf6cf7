import { CHAT_WIDGET_DELAY_MS } from "@ojas/domain";
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ChatIcon, CloseIcon } from "../../components/ui/icons.tsx";
import { showsChatButton } from "../../lib/market.ts";
import { type Box, bubbleStepsAside, FIELD_SELECTOR } from "./chat-placement.ts";

// The panel is its own chunk: nothing of it is fetched before the widget loads.
const ChatPanel = lazy(() => import("./ChatPanel.tsx"));

const PHONE = "(max-width: 639px)";
const TYPING = "input, select, textarea";

function boxOf(rect: DOMRect): Box {
  return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
}

/**
 * Whether the bubble should slide off the screen's edge: where it rests (its place in the fixed corner,
 * whatever it is doing now) it would cover a form field or label, or a field on a phone has focus. Checked
 * once a frame at most, on scroll, resize, focus and layout changes.
 */
function useStepAside(
  corner: RefObject<HTMLDivElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  visible: boolean,
  inUse: boolean,
): boolean {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    if (!visible) return;
    let frame = 0;
    const phone = window.matchMedia(PHONE);
    const check = () => {
      frame = 0;
      const wrapper = corner.current;
      const bubble = button.current;
      if (!wrapper || !bubble) return;
      // offsetTop/Left ignore the slide's transform: this is where the bubble rests.
      const origin = wrapper.getBoundingClientRect();
      const left = origin.left + bubble.offsetLeft;
      const top = origin.top + bubble.offsetTop;
      const home = { left, top, right: left + bubble.offsetWidth, bottom: top + bubble.offsetHeight };
      const fields: Box[] = [];
      for (const field of document.querySelectorAll(FIELD_SELECTOR)) {
        if (wrapper.contains(field)) continue;
        const rect = field.getBoundingClientRect();
        if (rect.width > 0 && rect.height > 0) fields.push(boxOf(rect));
      }
      const focused = document.activeElement;
      const fieldFocusedOnPhone =
        phone.matches && !!focused && focused.matches(TYPING) && !wrapper.contains(focused);
      setAside(bubbleStepsAside({ bubble: home, fields, fieldFocusedOnPhone, inUse }));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    window.addEventListener("scroll", schedule, { passive: true, capture: true });
    window.addEventListener("resize", schedule);
    document.addEventListener("focusin", schedule);
    document.addEventListener("focusout", schedule);
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      layout.disconnect();
      window.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
      document.removeEventListener("focusin", schedule);
      document.removeEventListener("focusout", schedule);
    };
  }, [visible, inUse, corner, button]);
  return visible && aside;
}

/**
 * The support chat's floating button, only on the paths of docs/product.md. The panel loads 10 s after the page, or at
 * once when the button is pressed. It slides aside rather than cover a form field (it stays in the tab
 * order and comes back when focused).
 */
export function ChatButton() {
  const { pathname } = useLocation();
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const visible = showsChatButton(pathname);
  const [focused, setFocused] = useState(false);
  const corner = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const aside = useStepAside(corner, button, visible, open || focused);

  useEffect(() => {
    if (!visible || loaded) return;
    const timer = window.setTimeout(() => setLoaded(true), CHAT_WIDGET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [visible, loaded]);

  if (!visible) return null;
  return (
    <div
      ref={corner}
      className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6"
    >
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        data-testid="chat-button"
        ref={button}
        data-widget-loaded={loaded ? "true" : "false"}
        data-aside={aside ? "true" : "false"}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        aria-expanded={open}
        aria-label={open ? "Close support chat" : "Chat with Ojas care"}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        className={`inline-flex size-14 items-center justify-center rounded-full bg-accent text-on-accent shadow-raised hover:bg-accent-strong motion-safe:transition-transform motion-safe:duration-200 ${
          aside ? "pointer-events-none translate-x-[calc(100%+2rem)]" : ""
        }`}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
      </button>
    </div>
  );
}

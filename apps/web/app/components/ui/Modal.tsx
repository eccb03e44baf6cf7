import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from "react";
import { CloseIcon } from "./icons.tsx";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Id of the visible title that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
}

/**
 * The one modal: a native modal <dialog>, so the page behind is inert; focus stays inside
 * (Tab wraps), Escape and the backdrop close it, and focus returns where it was. A bottom sheet on
 * phones, a centred card from 640 px.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  children,
  closeLabel = "Close",
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  // A layout effect: the dialog opens and takes the focus before the browser paints the render that opened
  // it, so no frame shows it closed and no keystroke lands behind it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const before = document.activeElement as HTMLElement | null;
      dialog.showModal();
      // The field to type in first, rather than the close button.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
      return () => {
        if (dialog.open) dialog.close();
        before?.focus?.();
      };
    }
  }, [open]);

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-0 mt-auto max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-surface p-0 text-ink shadow-raised backdrop:bg-ink/55 sm:m-auto sm:max-w-md sm:rounded-3xl"
    >
      <div className="relative px-5 pb-7 pt-6 sm:px-8 sm:pb-8 sm:pt-8">
        <button
          type="button"
          onClick={onClose}
          className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-line/50 hover:text-ink"
          aria-label={closeLabel}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </dialog>
  );
}

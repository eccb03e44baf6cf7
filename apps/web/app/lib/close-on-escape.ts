import { type RefObject, useEffect } from "react";

/**
 * While a panel is open, Escape closes it and puts the focus back on the control that opened it (`opener`),
 * so a keyboard user lands where they were.
 */
export function useCloseOnEscape(
  open: boolean,
  close: () => void,
  opener: RefObject<HTMLElement | null>,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: close is a state setter's call, the same each render
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      opener.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
}

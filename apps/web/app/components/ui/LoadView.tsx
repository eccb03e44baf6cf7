import type { ReactNode } from "react";
import type { Load } from "../../lib/use-api-load.ts";
import { Skeleton } from "./Skeleton.tsx";

/**
 * What a read shows while it runs (placeholders, announced as busy) and when it fails (the reason, as an
 * alert); once answered, what `children` makes of the value.
 */
export function LoadView<T>({
  load,
  what,
  rows = 2,
  children,
}: {
  load: Load<T>;
  /** For screen readers: "Loading your bookings". */
  what: string;
  /** How many placeholder rows stand in for it. */
  rows?: number;
  /** Left out where the caller renders the answer itself. */
  children?: (value: T) => ReactNode;
}) {
  if (load.kind === "loading") {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">Loading {what}</span>
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (load.kind === "failed") {
    return (
      <p role="alert" className="text-error">
        {load.text}
      </p>
    );
  }
  return <>{children?.(load.value)}</>;
}

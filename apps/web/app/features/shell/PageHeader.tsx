import type { ReactNode } from "react";

/** The title block of a page without a hero: its one h1 and a short intro. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      {eyebrow ? (
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-title font-semibold text-ink sm:text-display">{title}</h1>
      {children ? <div className="mt-3 text-lg text-muted">{children}</div> : null}
    </header>
  );
}

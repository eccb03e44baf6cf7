import type { ReactNode } from "react";
import { ButtonLink } from "./Button.tsx";

export interface EmptyStateProps {
  title: string;
  text: string;
  /** The next step: there is always somewhere to go. */
  action: { label: string; to: string };
  secondaryAction?: { label: string; to: string };
  icon?: ReactNode;
  headingLevel?: "h1" | "h2";
}

export function EmptyState({
  title,
  text,
  action,
  secondaryAction,
  icon,
  headingLevel = "h2",
}: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card border border-line bg-surface px-6 py-12 text-center">
      {icon ? <div className="text-accent">{icon}</div> : null}
      <Heading className="text-xl font-semibold text-ink">{title}</Heading>
      <p className="text-muted">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={action.to}>{action.label}</ButtonLink>
        {secondaryAction ? (
          <ButtonLink to={secondaryAction.to} variant="secondary">
            {secondaryAction.label}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}

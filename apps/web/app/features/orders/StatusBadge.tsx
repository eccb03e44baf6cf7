import { statusLabel, statusTone } from "./order-labels.ts";

const TONES = {
  success: "bg-success/10 text-success",
  error: "bg-error/10 text-error",
  pending: "bg-offer-bg text-offer",
  neutral: "bg-accent-soft text-accent",
} as const;

export function StatusBadge({ status, className = "" }: { status: string; className?: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${TONES[statusTone(status)]} ${className}`}
      data-testid="order-status"
    >
      {statusLabel(status)}
    </span>
  );
}

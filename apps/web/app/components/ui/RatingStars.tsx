import type { CSSProperties } from "react";

/** Five stars filled to the rating, with the number and review count in text for everyone. */
export function RatingStars({
  rating,
  count,
  className = "",
}: {
  rating: number;
  count?: number;
  className?: string;
}) {
  const value = Math.max(0, Math.min(5, rating));
  const label = `Rated ${value.toFixed(1)} out of 5${count !== undefined ? ` from ${count} reviews` : ""}`;
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm text-muted ${className}`}>
      <span
        className="rating-stars"
        role="img"
        aria-label={label}
        style={{ "--rating": `${(value / 5) * 100}%` } as CSSProperties}
      />
      <span className="tabular" aria-hidden="true">
        {value.toFixed(1)}
        {count !== undefined ? ` (${count})` : ""}
      </span>
    </span>
  );
}

const STAR = "M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z";

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
      <span className="relative inline-flex" role="img" aria-label={label}>
        <span className="flex text-line" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <svg key={i} viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
              <path d={STAR} />
            </svg>
          ))}
        </span>
        <span
          className="absolute inset-y-0 left-0 flex overflow-hidden text-offer"
          style={{ width: `${(value / 5) * 100}%` }}
          aria-hidden="true"
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <svg
              key={i}
              viewBox="0 0 20 20"
              className="size-4 shrink-0"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d={STAR} />
            </svg>
          ))}
        </span>
      </span>
      <span className="tabular" aria-hidden="true">
        {value.toFixed(1)}
        {count !== undefined ? ` (${count})` : ""}
      </span>
    </span>
  );
}

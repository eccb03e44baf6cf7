/** A calm placeholder block while something loads; sized by the caller so nothing shifts. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div className={`animate-pulse rounded-card bg-line/70 ${className}`} aria-hidden="true" />;
}

/** A product card's shape, for grids that are still loading. */
export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-card bg-surface p-3" aria-hidden="true">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  );
}

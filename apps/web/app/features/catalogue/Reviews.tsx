import { useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { RatingStars } from "../../components/ui/RatingStars.tsx";
import { ApiError, createApi } from "../../lib/api.ts";
import { useMarket } from "../../lib/market.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { ReviewForm } from "./ReviewForm.tsx";

export interface Review {
  reviewId: string;
  authorName: string;
  rating: number;
  title: string;
  text: string;
  verifiedPurchase: boolean;
  createdAt: number;
}

export interface ReviewPage {
  reviews: Review[];
  lastEvaluatedKey: string | null;
  summary: { average: number; count: number };
}

/** Approved reviews, paged with "Load more" (lastEvaluatedKey). */
export function Reviews({ skuId, initial }: { skuId: string; initial: ReviewPage }) {
  const market = useMarket();
  const format = useMarketFormat(market);
  const [reviews, setReviews] = useState(initial.reviews);
  const [nextKey, setNextKey] = useState(initial.lastEvaluatedKey);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function loadMore() {
    setPending(true);
    setError(null);
    try {
      const page = await createApi({ market }).post<ReviewPage>("/api/catalogue/v1/getApprovedReviews", {
        id: skuId,
        lastEvaluatedKey: nextKey,
      });
      setReviews((current) => [...current, ...page.reviews]);
      setNextKey(page.lastEvaluatedKey);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="reviews" className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews" className="text-title font-semibold text-ink">
          Reviews
        </h2>
        {initial.summary.count > 0 ? (
          <RatingStars rating={initial.summary.average} count={initial.summary.count} />
        ) : null}
      </div>
      <ReviewForm skuId={skuId} />
      {reviews.length === 0 ? (
        <p className="mt-4 text-muted">No reviews yet. Shoppers who buy this can review it here.</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.reviewId} className="rounded-card border border-line bg-surface p-5">
              <RatingStars rating={review.rating} />
              <h3 className="mt-2 font-semibold text-ink">{review.title}</h3>
              <p className="mt-1 text-ink/90">{review.text}</p>
              <p className="mt-3 text-sm text-muted">
                {review.authorName}
                {review.verifiedPurchase ? " · Verified purchase" : ""} · {format.date(review.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p className="mt-4 text-sm text-error" role="alert">
          {error}
        </p>
      ) : null}
      {nextKey ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={loadMore} pending={pending} pendingLabel="Loading reviews">
            Load more reviews
          </Button>
        </div>
      ) : null}
    </section>
  );
}

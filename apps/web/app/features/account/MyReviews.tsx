import type { MyReview, MyReviewsResponse, ProductCategory } from "@ojas/domain";
import { REVIEW_STATUS_NAMES, type ReviewStatus } from "@ojas/domain/reviews";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { productPath } from "../../lib/catalogue/product-path.ts";
import { useMarketPath } from "../../lib/market.ts";

const STATUS_BADGE: Readonly<Record<ReviewStatus, string>> = {
  PENDING: "border border-line bg-bg text-ink",
  APPROVED: "bg-accent-soft text-accent",
  REJECTED: "border border-line bg-bg text-muted",
};

const fetchPage = (api: ReturnType<typeof useApi>, nextToken?: string) =>
  api.get<MyReviewsResponse>("/api/catalogue/v1/my-reviews", { limit: 10, nextToken });

type Load =
  | { kind: "loading" }
  | { kind: "failed"; text: string }
  | { kind: "ready"; reviews: MyReview[]; nextToken: string | null; more: "idle" | "loading" | string };

/** The signed-in shopper's reviews, newest first, with where each stands and why one was not published. */
export function MyReviews() {
  const api = useApi();
  const href = useMarketPath();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks for a reload
  useEffect(() => {
    let live = true;
    setLoad({ kind: "loading" });
    fetchPage(api)
      .then((page) => {
        if (live) {
          setLoad({
            kind: "ready",
            reviews: page.reviews,
            nextToken: page.paginationData.nextToken,
            more: "idle",
          });
        }
      })
      .catch((error) => live && setLoad({ kind: "failed", text: failureText(error) }));
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const more = () => {
    if (load.kind !== "ready" || !load.nextToken) return;
    setLoad({ ...load, more: "loading" });
    fetchPage(api, load.nextToken)
      .then((page) =>
        setLoad({
          kind: "ready",
          reviews: [...load.reviews, ...page.reviews],
          nextToken: page.paginationData.nextToken,
          more: "idle",
        }),
      )
      .catch((error) => setLoad({ ...load, more: failureText(error) }));
  };

  return (
    <section aria-labelledby="my-reviews" data-testid="my-reviews">
      <h2 id="my-reviews" className="text-xl font-semibold text-ink">
        Your reviews
      </h2>
      {load.kind === "loading" ? (
        <div className="mt-4 flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading your reviews</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : load.kind === "failed" ? (
        <div role="alert" className="mt-4 rounded-card border border-line bg-surface p-5">
          <p className="text-error">{load.text}</p>
          <Button variant="secondary" className="mt-3" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : load.reviews.length === 0 ? (
        <p className="mt-4 text-muted">
          No reviews yet. Reviews you write on a product you bought show up here.
        </p>
      ) : (
        <>
          <ul className="mt-4 flex flex-col gap-3">
            {load.reviews.map((review) => (
              <li
                key={review.reviewId}
                data-testid="my-review"
                className="rounded-card border border-line bg-surface p-4"
              >
                <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold text-ink [overflow-wrap:anywhere]">{review.title}</p>
                    <Link
                      to={href(
                        productPath({
                          category: review.productCategory as ProductCategory,
                          productSlug: review.productSlug,
                        }),
                      )}
                      className="text-sm text-accent underline"
                    >
                      {review.productName}
                    </Link>
                  </div>
                  <span
                    className={`inline-block shrink-0 self-start rounded-full px-3 py-1 text-sm font-semibold ${STATUS_BADGE[review.status]}`}
                  >
                    {REVIEW_STATUS_NAMES[review.status]}
                  </span>
                </div>
                <p className="mt-2 text-sm text-ink">
                  <span aria-hidden="true">
                    {"★".repeat(review.rating)}
                    {"☆".repeat(5 - review.rating)}
                  </span>
                  <span className="sr-only">{review.rating} out of 5 stars</span>
                </p>
                <p className="mt-1 whitespace-pre-line text-ink/90 [overflow-wrap:anywhere]">{review.text}</p>
                {review.status === "REJECTED" && review.rejectionReason ? (
                  <p className="mt-2 text-sm text-ink" data-testid="my-review-reason">
                    <span className="font-medium">Why it was not published:</span> {review.rejectionReason}
                  </p>
                ) : review.status === "PENDING" ? (
                  <p className="mt-2 text-sm text-muted">
                    We read every review before it goes on the product page.
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {load.nextToken ? (
            <div className="mt-4">
              <Button variant="secondary" onClick={more} pending={load.more === "loading"}>
                Show more
              </Button>
              {load.more !== "idle" && load.more !== "loading" ? (
                <p role="alert" className="mt-2 text-sm text-error">
                  {load.more}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

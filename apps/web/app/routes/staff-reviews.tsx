import type { ModeratedReview } from "@ojas/domain";
import { REVIEW_REJECT_REASON, REVIEW_STATUS_NAMES, REVIEW_STATUSES } from "@ojas/domain/reviews";
import { useEffect, useId, useState } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { Modal } from "../components/ui/Modal.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { newChangeKey } from "../features/staff/change-key.ts";
import { ListFailed } from "../features/staff/ListFailed.tsx";
import { LoadMore, usePagedList } from "../features/staff/paged-list.tsx";
import {
  REVIEW_STATUS_BADGE,
  type ReviewFilters,
  rejectReasonError,
  reviewFiltersOf,
  reviewQuery,
  reviewSearch,
} from "../features/staff/review-moderation.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's review moderation (docs/product.md, "Review moderation"): pending reviews oldest
// first, filtered by status, product (a sku id) and text; approve one, or reject it with a reason its author
// reads. "Load more" adds the next page below.

export const meta: MetaFunction = () => staffMeta("Reviews");

export const headers = staffHeaders;

interface View {
  filters: ReviewFilters;
  reviews: ModeratedReview[];
  nextToken: string | null;
  failed: string | null;
  /** A fresh key per load: a decision sent twice repeats its Idempotency-Key, so the API answers it once. */
  changeKey: string;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const filters = reviewFiltersOf(params);
  try {
    const answer = await apiFor(request, context).get<{
      reviews: ModeratedReview[];
      paginationData: { nextToken: string | null };
    }>("/api/staff/reviews", reviewQuery(filters, params.get("nextToken")));
    return {
      filters,
      reviews: answer.reviews,
      nextToken: answer.paginationData.nextToken,
      failed: null,
      changeKey: newChangeKey(),
    };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The reviews could not be loaded.";
    return { filters, reviews: [], nextToken: null, failed, changeKey: "" };
  }
}

interface Result {
  intent: "approve" | "reject";
  reviewId: string;
  ok: boolean;
  message: string;
  /** The reason's error, from the check here or the API's field errors. */
  reasonError?: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") === "reject" ? "reject" : "approve";
  const reviewId = String(form.get("reviewId") ?? "");
  const reason = String(form.get("reason") ?? "").trim();
  const key = `${String(form.get("changeKey") ?? "") || newChangeKey()}.${intent}.${reviewId}`;
  const answer = (result: Omit<Result, "intent" | "reviewId">, status?: number) =>
    data<Result>({ intent, reviewId, ...result }, status ? { status } : undefined);
  if (!reviewId) return answer({ ok: false, message: "Choose a review." }, 400);
  const url = `/api/staff/reviews/${encodeURIComponent(reviewId)}/${intent}`;
  try {
    if (intent === "reject") {
      const reasonError = rejectReasonError(reason);
      if (reasonError) return answer({ ok: false, message: reasonError, reasonError }, 400);
      await apiFor(request, context).post(url, { reason }, { idempotencyKey: key });
      return answer({ ok: true, message: "Review rejected. Its author sees your reason." });
    }
    await apiFor(request, context).post(url, {}, { idempotencyKey: key });
    return answer({ ok: true, message: "Review approved. It shows on the product page now." });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const here = new URL(request.url);
      throw redirect(`${here.pathname}${here.search}`);
    }
    if (error instanceof ApiError && error.status < 500) {
      return answer({ ok: false, message: error.message, reasonError: error.fields?.reason }, error.status);
    }
    throw error;
  }
}

const when = (ms: number) => formatFor("IN").dayDateTime(ms);
const field = "mt-1.5 min-h-11 w-full rounded-xl border border-line bg-surface px-4 text-ink sm:w-auto";

function Filters({ filters }: { filters: ReviewFilters }) {
  return (
    <Form
      method="get"
      className="mt-8 grid gap-3 sm:flex sm:flex-wrap sm:items-end"
      aria-label="Filter reviews"
    >
      <div>
        <label htmlFor="reviews-status" className="block text-sm font-medium text-ink">
          Status
        </label>
        <select id="reviews-status" name="status" defaultValue={filters.status} className={field}>
          {REVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {REVIEW_STATUS_NAMES[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="reviews-sku" className="block text-sm font-medium text-ink">
          Product (sku id)
        </label>
        <input
          id="reviews-sku"
          name="skuId"
          defaultValue={filters.skuId ?? ""}
          autoComplete="off"
          spellCheck={false}
          className={`${field} sm:w-44`}
        />
      </div>
      <div>
        <label htmlFor="reviews-q" className="block text-sm font-medium text-ink">
          Title, text or author
        </label>
        <input
          id="reviews-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          autoComplete="off"
          className={`${field} sm:w-56`}
        />
      </div>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}

function RejectDialog({
  review,
  changeKey,
  result,
}: {
  review: ModeratedReview;
  changeKey: string;
  result: Result | undefined;
}) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "reject" &&
    navigation.formData?.get("reviewId") === review.reviewId;
  const mine =
    result && result.intent === "reject" && result.reviewId === review.reviewId ? result : undefined;
  useEffect(() => {
    if (mine?.ok) setOpen(false);
    else if (mine) setError(mine.reasonError ?? mine.message);
  }, [mine]);
  return (
    <>
      <Button variant="secondary" type="button" onClick={() => setOpen(true)}>
        Reject<span className="sr-only">: {review.title}</span>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`}>
        <Form
          method="post"
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            const reason = String(new FormData(event.currentTarget).get("reason") ?? "");
            const problem = rejectReasonError(reason);
            setError(problem);
            if (problem) {
              event.preventDefault();
              event.currentTarget.querySelector<HTMLTextAreaElement>("textarea")?.focus();
            }
          }}
        >
          <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
            Reject “{review.title}”
          </h2>
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="reviewId" value={review.reviewId} />
          <input type="hidden" name="changeKey" value={changeKey} />
          <label htmlFor={`${id}-reason`} className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            Reason
            <span id={`${id}-hint`} className="font-normal text-muted">
              {review.authorName} sees this on their account. {REVIEW_REJECT_REASON.min} to{" "}
              {REVIEW_REJECT_REASON.max} characters.
            </span>
            <textarea
              id={`${id}-reason`}
              name="reason"
              data-autofocus
              rows={3}
              maxLength={REVIEW_REJECT_REASON.max}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
              className="w-full rounded-xl border border-line bg-surface px-4 py-2 text-ink"
            />
          </label>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-error">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Back
            </Button>
            <Button type="submit" pending={sending}>
              Reject review
            </Button>
          </div>
        </Form>
      </Modal>
    </>
  );
}

function ReviewCard({
  review,
  changeKey,
  result,
}: {
  review: ModeratedReview;
  changeKey: string;
  result: Result | undefined;
}) {
  const navigation = useNavigation();
  const approving =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "approve" &&
    navigation.formData?.get("reviewId") === review.reviewId;
  const failed =
    result && !result.ok && result.intent === "approve" && result.reviewId === review.reviewId
      ? result
      : null;
  const headingId = useId();
  return (
    <li
      data-testid="staff-review"
      data-review-id={review.reviewId}
      className="rounded-card border border-line bg-surface p-4"
    >
      <article aria-labelledby={headingId} className="flex flex-col gap-2">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink [overflow-wrap:anywhere]">
              {review.title}
            </h2>
            <p className="text-sm text-muted">
              {review.productName} · <span className="tabular">{review.skuId}</span>
            </p>
          </div>
          <span
            className={`inline-block shrink-0 self-start rounded-full px-3 py-1 text-sm font-semibold ${REVIEW_STATUS_BADGE[review.status]}`}
          >
            {REVIEW_STATUS_NAMES[review.status]}
          </span>
        </div>
        <p className="text-sm font-medium text-ink">
          <span aria-hidden="true">
            {"★".repeat(review.rating)}
            {"☆".repeat(5 - review.rating)}
          </span>
          <span className="sr-only">{review.rating} out of 5 stars</span>
        </p>
        <p className="whitespace-pre-line text-ink/90 [overflow-wrap:anywhere]">{review.text}</p>
        <p className="text-xs text-muted">
          {review.authorName}
          {review.verifiedPurchase ? " · Verified purchase" : ""} ·{" "}
          <span className="tabular">{when(review.createdAt)}</span>
        </p>
        {review.rejectionReason ? (
          <p className="text-sm text-ink">
            <span className="font-medium">Reason given:</span> {review.rejectionReason}
          </p>
        ) : null}
        {review.status === "PENDING" ? (
          <div className="mt-2 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="approve" />
              <input type="hidden" name="reviewId" value={review.reviewId} />
              <input type="hidden" name="changeKey" value={changeKey} />
              <Button type="submit" pending={approving}>
                Approve<span className="sr-only">: {review.title}</span>
              </Button>
            </Form>
            <RejectDialog review={review} changeKey={changeKey} result={result} />
          </div>
        ) : null}
        {failed ? (
          <p role="alert" className="text-sm text-error">
            {failed.message}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/** The first page from the loader, then each "Load more" page appended below it. */
function ReviewList({ first, result }: { first: View; result: Result | undefined }) {
  const list = usePagedList(
    first,
    (page: View) => page.reviews,
    (row) => row.reviewId,
  );
  const reviews = list.items;
  const filtered = first.filters.skuId || first.filters.q;
  return (
    <>
      <ul className="mt-6 flex flex-col gap-3" aria-label="Reviews">
        {reviews.length === 0 ? (
          <li className="text-muted">
            {filtered
              ? "No review matches."
              : first.filters.status === "PENDING"
                ? "Nothing waiting: every review has been decided."
                : "No reviews here yet."}
          </li>
        ) : null}
        {reviews.map((review) => (
          <ReviewCard key={review.reviewId} review={review} changeKey={first.changeKey} result={result} />
        ))}
      </ul>
      <LoadMore list={list} path="/staff/reviews" search={(token) => reviewSearch(first.filters, token)} />
    </>
  );
}

export default function StaffReviews() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/staff/reviews";
  return (
    <div>
      <PageHeader title="Reviews">
        Shoppers' reviews wait here until someone decides, oldest first. Approved reviews show on the product
        page and count in its rating.
      </PageHeader>
      <Filters key={location.search} filters={view.filters} />
      <p role="status" className="mt-4 min-h-5 text-sm text-muted" data-testid="reviews-status">
        {loading ? "Loading reviews…" : result?.ok ? result.message : ""}
      </p>
      {view.failed ? (
        <ListFailed message={view.failed} />
      ) : (
        <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
          <ReviewList key={`${location.key}.${view.changeKey}`} first={view} result={result} />
        </div>
      )}
    </div>
  );
}

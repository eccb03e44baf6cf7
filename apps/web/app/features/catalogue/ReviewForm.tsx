import { type Market, REVIEW_LIMITS, type ReviewEligibility } from "@ojas/domain";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { FieldShell, inputClass } from "../../components/ui/Field.tsx";
import { ApiError, createApi } from "../../lib/api.ts";
import { useOpenLoginPopup } from "../../lib/auth/login-popup.ts";
import { useMarket } from "../../lib/market.ts";
import { useAppSelector } from "../../lib/store.ts";
import {
  eligibilityText,
  emptyReview,
  lengthCounter,
  REVIEW_THANKS,
  type ReviewDraft,
  type ReviewErrors,
  starLabel,
  validateReview,
} from "./review-form.ts";

const STAR = "M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z";

type Status =
  | { kind: "checking" }
  | { kind: "unavailable"; reason: NonNullable<ReviewEligibility["reason"]> }
  | { kind: "closed" }
  | { kind: "open" }
  | { kind: "sent" }
  | { kind: "failed" };

/**
 * "Write a review" for shoppers who bought the product; others are told why they cannot. Asked in the browser:
 * product pages are shared between shoppers (decision 0009).
 */
export function ReviewForm({ skuId }: { skuId: string }) {
  const market = useMarket();
  const { isLoggedIn, isGuestUser, isRenewing, userId } = useAppSelector((state) => state.user);
  const openLogin = useOpenLoginPopup();
  const [status, setStatus] = useState<Status>({ kind: "checking" });

  // userId: a different shopper signing in asks again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: userId is the reason to ask again
  useEffect(() => {
    if (isRenewing) return;
    if (!isLoggedIn || isGuestUser) {
      setStatus({ kind: "unavailable", reason: "SIGN_IN" });
      return;
    }
    let live = true;
    setStatus({ kind: "checking" });
    createApi({ market })
      .get<ReviewEligibility>("/api/catalogue/v1/review-eligibility", { skuId })
      .then((answer) => {
        if (!live) return;
        setStatus(answer.canReview ? { kind: "closed" } : { kind: "unavailable", reason: answer.reason! });
      })
      .catch(() => live && setStatus({ kind: "failed" }));
    return () => {
      live = false;
    };
  }, [isLoggedIn, isGuestUser, isRenewing, userId, market, skuId]);

  const box = "mt-6 rounded-card border border-line bg-surface p-5";
  switch (status.kind) {
    case "checking":
      return <div className={`${box} h-20 animate-pulse`} aria-hidden="true" />;
    case "failed":
      return null;
    case "unavailable":
      return (
        <div className={box} data-testid="review-unavailable">
          <p className="text-ink">{eligibilityText(status.reason)}</p>
          {status.reason === "SIGN_IN" ? (
            <Button variant="secondary" className="mt-3" onClick={() => openLogin({})}>
              Sign in
            </Button>
          ) : null}
        </div>
      );
    case "sent":
      return (
        <p role="status" className={`${box} font-medium text-success`}>
          {REVIEW_THANKS}
        </p>
      );
    case "closed":
      return (
        <div className="mt-6">
          <Button variant="secondary" onClick={() => setStatus({ kind: "open" })}>
            Write a review
          </Button>
        </div>
      );
    case "open":
      return (
        <WriteReview
          skuId={skuId}
          market={market}
          onSent={() => setStatus({ kind: "sent" })}
          onCancel={() => setStatus({ kind: "closed" })}
        />
      );
  }
}

function WriteReview({
  skuId,
  market,
  onSent,
  onCancel,
}: {
  skuId: string;
  market: Market;
  onSent: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>(emptyReview);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateReview(draft);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await createApi({ market }).post("/api/catalogue/v1/createReview", {
        skuId,
        rating: draft.rating,
        title: draft.title.trim(),
        text: draft.text.trim(),
      });
      onSent();
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : "Something went wrong. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="mt-6 flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        Write a review
      </h3>
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-ink">Your rating</legend>
        {/* Native radios: arrow keys move between the stars, space picks one. */}
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={draft.rating === n}
                onChange={() => set("rating", n)}
                className="peer sr-only"
                aria-label={starLabel(n)}
              />
              <svg
                viewBox="0 0 20 20"
                className={`size-9 rounded-md p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-accent ${
                  draft.rating >= n ? "text-offer" : "text-line"
                }`}
                fill="currentColor"
                aria-hidden="true"
              >
                <path d={STAR} />
              </svg>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="mt-1 text-sm text-error">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <FieldShell
        id={`${id}-title`}
        label="Title"
        error={errors.title}
        hint={lengthCounter(draft.title, REVIEW_LIMITS.title.max)}
      >
        <input
          id={`${id}-title`}
          className={inputClass}
          value={draft.title}
          maxLength={REVIEW_LIMITS.title.max}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : `${id}-title-hint`}
          onChange={(event) => set("title", event.target.value)}
        />
      </FieldShell>
      <FieldShell
        id={`${id}-text`}
        label="Your review"
        error={errors.text}
        hint={lengthCounter(draft.text, REVIEW_LIMITS.text.max)}
      >
        <textarea
          id={`${id}-text`}
          rows={5}
          className={`${inputClass} py-3`}
          value={draft.text}
          maxLength={REVIEW_LIMITS.text.max}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${id}-text-error` : `${id}-text-hint`}
          onChange={(event) => set("text", event.target.value)}
        />
      </FieldShell>
      {failure ? (
        <p role="alert" className="rounded-xl bg-error/10 px-4 py-3 text-sm text-error">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending} pendingLabel="Sending your review">
          Submit review
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

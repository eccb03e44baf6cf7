import type { MyReferralCode } from "@ojas/domain";
import { useEffect, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import { type CopyState, copyFeedback, copyText, friendsText, shareMessage, shareMethod } from "./refer.ts";

type Load = { kind: "loading" } | { kind: "failed"; text: string } | { kind: "ready"; code: MyReferralCode };

/** The shopper's referral code, a link to share, and what it has earned them (GET /api/referral/v1/my-code). */
export function ReferFriend() {
  const api = useApi();
  const format = useMarketFormat();
  const [load, setLoad] = useState<Load>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the "Try again" button
  useEffect(() => {
    let live = true;
    setLoad({ kind: "loading" });
    api
      .get<MyReferralCode>("/api/referral/v1/my-code")
      .then((code) => live && setLoad({ kind: "ready", code }))
      .catch((error) => live && setLoad({ kind: "failed", text: failureText(error) }));
    return () => {
      live = false;
    };
  }, [api, attempt]);

  if (load.kind === "loading") {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <span className="sr-only">Loading your referral code</span>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (load.kind === "failed") {
    return (
      <div role="alert" className="rounded-card border border-line bg-surface p-5">
        <p className="text-error">{load.text}</p>
        <Button variant="secondary" className="mt-3" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  const { code } = load;
  const bits = format.count;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="refer-code" className="rounded-card border border-line bg-surface p-5 sm:p-6">
        <h2 id="refer-code" className="text-sm font-semibold uppercase tracking-widest text-accent">
          Your code
        </h2>
        <p className="mt-2 text-display font-semibold tracking-wider text-ink" data-testid="referral-code">
          {code.code}
        </p>
        <p className="mt-2 text-ink">
          {code.reward.friendOffer ? `Your friend gets ${lowerFirst(code.reward.friendOffer)}. ` : ""}
          You earn {bits(code.reward.referrerLifeBits)} life bits when their first order is placed.
        </p>
        <ShareLink code={code} />
      </section>

      <section
        aria-labelledby="refer-earned"
        className="rounded-card border border-line bg-surface p-5 sm:p-6"
      >
        <h2 id="refer-earned" className="text-sm font-semibold uppercase tracking-widest text-accent">
          What you earned
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-muted">Friends who made a first purchase</dt>
            <dd className="text-title font-semibold tabular text-ink" data-testid="referral-friends">
              {code.earned.friends}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Life bits earned</dt>
            <dd className="text-title font-semibold tabular text-ink" data-testid="referral-life-bits">
              {bits(code.earned.lifeBits)}
            </dd>
          </div>
        </dl>
        {code.earned.referrals.length > 0 ? (
          <ul className="mt-4 divide-y divide-line border-t border-line">
            {code.earned.referrals.map((r) => (
              <li key={r.placedAt} className="flex items-center justify-between gap-4 py-3 text-sm">
                <span className="text-ink">A friend's first order · {format.date(r.placedAt)}</span>
                <span className={`font-semibold tabular ${r.lifeBits > 0 ? "text-success" : "text-muted"}`}>
                  {r.lifeBits > 0 ? `+${bits(r.lifeBits)}` : "Taken back"}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted">
            {friendsText(0)}. Share your link: you earn life bits when a friend places a first order.
          </p>
        )}
      </section>
    </div>
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function ShareLink({ code }: { code: MyReferralCode }) {
  const [copy, setCopy] = useState<CopyState>("idle");
  const [canShare, setCanShare] = useState(false);
  // Known only in the browser: the server renders the copy button alone.
  useEffect(() => setCanShare(shareMethod(navigator) === "share"), []);
  useEffect(() => {
    if (copy === "idle") return;
    const timer = setTimeout(() => setCopy("idle"), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  return (
    <div className="mt-5">
      <label htmlFor="referral-link" className="text-sm font-medium text-ink">
        Your link
      </label>
      <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
        <input
          id="referral-link"
          readOnly
          value={code.shareUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-12 w-full min-w-0 rounded-xl border border-line bg-bg px-4 text-base text-ink"
        />
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="flex-1 sm:flex-none"
            onClick={async () => setCopy((await copyText(code.shareUrl)) ? "copied" : "failed")}
          >
            Copy link
          </Button>
          {canShare ? (
            <Button
              className="flex-1 sm:flex-none"
              onClick={() => navigator.share(shareMessage(code)).catch(() => undefined)}
            >
              Share
            </Button>
          ) : null}
        </div>
      </div>
      <p
        role="status"
        className={`mt-2 min-h-5 text-sm ${copy === "failed" ? "text-error" : "text-success"}`}
      >
        {copyFeedback(copy)}
      </p>
    </div>
  );
}

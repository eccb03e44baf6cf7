import { useState } from "react";
import { Link } from "react-router";
import { AddToCartButton } from "../../components/cart/AddToCartButton.tsx";
import { Button, ButtonLink } from "../../components/ui/Button.tsx";
import { Price } from "../../components/ui/Price.tsx";
import { ProductCard } from "../../components/ui/ProductCard.tsx";
import { modifyCart } from "../../lib/cart/cart-api.ts";
import { useCartEnv } from "../../lib/cart/use-cart.ts";
import { productPath } from "../../lib/catalogue/product-path.ts";
import { useMarketPath } from "../../lib/market.ts";
import {
  CONCERN_NAMES,
  focusConcerns,
  type RoutinePick,
  SKIN_TYPE_NAMES,
  type SkinAnswers,
  STEP_NAMES,
} from "./assessment.ts";

/** Adds every product of the routine in one cart change. */
function AddRoutineButton({ picks }: { picks: readonly RoutinePick[] }) {
  const cartEnv = useCartEnv();
  const href = useMarketPath();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        size="lg"
        pending={busy}
        pendingLabel="Adding"
        data-testid="add-routine"
        onClick={async () => {
          setBusy(true);
          const env = cartEnv();
          await modifyCart(
            env,
            picks.map((pick) => ({ skuId: pick.sku.skuId, qty: 1 })),
            [],
          );
          setBusy(false);
          setAdded(env.getState().cart.error?.code !== "OPERATION_FAILED");
        }}
      >
        Add the whole routine
      </Button>
      {added ? (
        <p role="status" className="text-sm text-success">
          Added.{" "}
          <Link to={href("/cart")} className="font-semibold underline underline-offset-4">
            View cart
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The assessment's result: what it found, then one product per step with why it was chosen. */
export function RoutineResult({ answers, picks }: { answers: SkinAnswers; picks: readonly RoutinePick[] }) {
  const href = useMarketPath();
  const concerns = focusConcerns(answers);
  const currency = picks[0]?.sku.currency;
  const total = picks.reduce(
    (sum, pick) => ({ base: sum.base + pick.sku.basePrice, selling: sum.selling + pick.sku.discountPrice }),
    { base: 0, selling: 0 },
  );
  return (
    <div className="mt-8 flex flex-col gap-10">
      <section
        aria-labelledby="findings"
        className="rounded-card bg-accent-soft p-5 sm:p-6"
        data-testid="findings"
      >
        <h2 id="findings" className="text-lg font-semibold text-ink">
          What we found
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">Skin type</dt>
            <dd className="font-semibold text-ink">{SKIN_TYPE_NAMES[answers.skinType]}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">Working on</dt>
            <dd className="font-semibold text-ink">
              {concerns.length ? concerns.map((c) => CONCERN_NAMES[c]).join(", ") : "Healthy, balanced skin"}
            </dd>
          </div>
        </dl>
        {answers.sensitive ? (
          <p className="mt-4 text-sm text-ink">
            Your skin reacts to new products: add one product at a time, a week apart, and patch-test each on
            your inner arm for three nights first.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="routine">
        <h2 id="routine" className="text-title font-semibold text-ink">
          Your {picks.length}-step routine
        </h2>
        {picks.length === 0 ? (
          <p className="mt-4 text-muted">
            Nothing in stock fits right now.{" "}
            <Link to={href("/skin/products")} className="font-semibold text-accent underline">
              Browse all skin care
            </Link>
          </p>
        ) : (
          <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {picks.map((pick, i) => (
              <li key={pick.step} className="flex flex-col gap-3" data-testid="routine-step">
                <p className="text-sm">
                  <span className="font-semibold text-accent tabular">
                    Step {i + 1}: {STEP_NAMES[pick.step].verb}
                  </span>
                  <span className="block text-muted">{STEP_NAMES[pick.step].what}</span>
                </p>
                <ProductCard sku={pick.sku} href={href(productPath(pick.sku))} headingLevel="h3" />
                <p className="text-sm text-muted">
                  {pick.concern
                    ? `Chosen for ${CONCERN_NAMES[pick.concern].toLowerCase()}, suits ${answers.skinType} skin.`
                    : `Suits ${answers.skinType} skin.`}
                </p>
                <AddToCartButton sku={pick.sku} />
              </li>
            ))}
          </ol>
        )}
      </section>

      {picks.length > 1 && currency ? (
        <section
          aria-labelledby="whole-routine"
          className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="whole-routine" className="font-semibold text-ink">
              The whole routine
            </h2>
            <Price amount={total.selling} basePrice={total.base} currency={currency} className="mt-1" />
          </div>
          <AddRoutineButton picks={picks} />
        </section>
      ) : null}

      <p className="text-sm text-muted">
        Not quite right?{" "}
        <ButtonLink to={href("/skin/assessment")} variant="link">
          Retake the assessment
        </ButtonLink>
      </p>
    </div>
  );
}

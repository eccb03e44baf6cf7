import { formatMoney, RING_CATEGORIES, type SkuDetails } from "@ojas/domain";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { EmiOptions } from "../../components/catalogue/EmiOptions.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { CHOICE_PILL, ChoiceGroup, HIDDEN_INPUT } from "../../components/ui/ChoiceGroup.tsx";
import { Price } from "../../components/ui/Price.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { modifyCart } from "../../lib/cart/cart-api.ts";
import { useCartEnv } from "../../lib/cart/use-cart.ts";
import { useMarketPath } from "../../lib/market.ts";
import { readLocalQuiz, saveQuizPart } from "../../lib/quiz.ts";
import { useAppSelector } from "../../lib/store.ts";
import {
  cartPlan,
  finishChoices,
  initialPreferences,
  optionExtras,
  RING_CATEGORY_NAMES,
  type RingCategory,
  type RingPreferences,
  ringSku,
  sizeChoices,
  UNSURE_SIZE,
  withFinish,
} from "./ring-selection.ts";

/** The demo coupon FREEKIT makes the sizing kit free; the cart applies it from the link. */
const SIZING_KIT_COUPON = "FREEKIT";

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`step-${n}`} className="border-t border-line pt-6 first:border-t-0 first:pt-0">
      <h2 id={`step-${n}`} className="flex items-center gap-3 text-lg font-semibold text-ink">
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-accent-soft text-sm text-accent tabular"
        >
          {n}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The ring preference selection: who it is for, how they move, finish, size (or the sizing kit first) and
 * membership, priced in the market, then into the cart through the cart's own calls.
 */
export function RingPreferencesForm({
  details,
  saved,
}: {
  details: SkuDetails;
  saved: Partial<RingPreferences> | null;
}) {
  const [prefs, setPrefs] = useState(() => initialPreferences(details, saved));
  const [busy, setBusy] = useState(false);
  const api = useApi();
  const cartEnv = useCartEnv();
  const navigate = useNavigate();
  const href = useMarketPath();
  const hasSession = useAppSelector((state) => state.user.isLoggedIn);

  // A visitor's answers live in this browser: pick them up once the page is interactive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (saved) return;
    const local = readLocalQuiz(window.localStorage).ring as Partial<RingPreferences> | undefined;
    if (local) setPrefs(initialPreferences(details, local));
  }, []);

  const set = (patch: Partial<RingPreferences>) => setPrefs((p) => ({ ...p, ...patch }));
  const finishes = finishChoices(details);
  const sizes = sizeChoices(details, prefs.finish);
  const unsure = prefs.size === UNSURE_SIZE;
  const ring = unsure ? undefined : ringSku(details, prefs.finish, prefs.size);
  const shownRing =
    ring ?? details.skus.find((s) => s.attributes.finish === prefs.finish) ?? details.skus[0]!;
  const extras = optionExtras(details, prefs.optionId);
  const kit = details.sizingKitPrice;
  const plan = cartPlan(details, prefs);
  const currency = shownRing.currency;
  const total = {
    base: shownRing.basePrice + extras.basePrice,
    selling: shownRing.discountPrice + extras.discountPrice,
  };
  const finishName = finishes.find((f) => f.value === prefs.finish)?.label ?? prefs.finish;

  function toggleActivity(activity: RingCategory, on: boolean) {
    setPrefs((p) => ({
      ...p,
      activities: on
        ? RING_CATEGORIES.filter((a) => a === activity || p.activities.includes(a))
        : p.activities.filter((a) => a !== activity),
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (plan.kind === "unavailable" || busy) return;
    setBusy(true);
    const env = cartEnv();
    await saveQuizPart("ring", { ...prefs, savedAt: Date.now() }, { api, storage: env.storage, hasSession });
    await modifyCart(
      env,
      plan.skuIds.map((skuId) => ({ skuId, qty: 1 })),
      [],
    );
    setBusy(false);
    if (env.getState().cart.error?.code === "OPERATION_FAILED") return;
    navigate(href(plan.kind === "sizingKit" ? `/cart?coupon_code=${SIZING_KIT_COUPON}` : "/cart"));
  }

  return (
    // Without JavaScript the choices still lead somewhere: the purchase page with the finish and size.
    <form
      method="get"
      action={href("/ring/buy")}
      onSubmit={submit}
      className="mt-8 grid gap-10 md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]"
      data-testid="ring-preferences"
    >
      <div className="flex flex-col gap-6">
        <Step n={1} title="Who is it for?">
          <ChoiceGroup
            name="forWhom"
            legend="Who is it for?"
            hideLegend
            look="card"
            value={prefs.forWhom}
            onChange={(forWhom) => set({ forWhom })}
            choices={[
              { value: "SELF", label: "For me", hint: "Sized and set up for you." },
              {
                value: "GIFTING",
                label: "A gift",
                hint: "Unsure of their size? Send them the sizing kit first.",
              },
            ]}
          />
        </Step>

        <Step n={2} title="How do you like to move?">
          <fieldset>
            <legend className="text-sm text-muted">
              Pick any. Ojas tunes workouts and recovery advice in the app to them.
            </legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {RING_CATEGORIES.map((activity) => (
                <label key={activity} className={CHOICE_PILL}>
                  <input
                    type="checkbox"
                    name="activity"
                    value={activity}
                    checked={prefs.activities.includes(activity)}
                    onChange={(e) => toggleActivity(activity, e.target.checked)}
                    className={HIDDEN_INPUT}
                  />
                  {RING_CATEGORY_NAMES[activity]}
                </label>
              ))}
            </div>
          </fieldset>
        </Step>

        <Step n={3} title="Choose your finish">
          <ChoiceGroup
            name="finish"
            legend="Finish"
            hideLegend
            value={prefs.finish}
            onChange={(finish) => setPrefs((p) => withFinish(details, p, finish))}
            choices={finishes.map((f) => ({
              value: f.value,
              label: f.label,
              disabled: !f.available,
              srNote: f.available ? undefined : "sold out",
            }))}
          />
        </Step>

        <Step n={4} title="Your ring size">
          <ChoiceGroup
            name="size"
            legend={`Ring size in ${finishName}`}
            hideLegend
            value={prefs.size}
            onChange={(size) => set({ size })}
            choices={[
              ...sizes.map((s) => ({
                value: s.value,
                label: s.label,
                disabled: !s.available,
                srNote: s.available ? undefined : "sold out",
              })),
              { value: UNSURE_SIZE, label: "Not sure" },
            ]}
          />
          <p className="mt-3 text-sm text-muted">
            Sizes 6 to 13. Smart-ring sizes differ from jewellery sizes, so size with the kit if you have not
            worn one before.
          </p>
          {unsure && kit ? (
            <div
              className="mt-4 rounded-card bg-accent-soft p-4 text-sm text-ink"
              data-testid="sizing-kit-offer"
            >
              <p className="font-semibold text-accent">Start with the sizing kit</p>
              <p className="mt-1">
                Eight sample rings, sizes 6 to 13, to wear for a day. The kit costs{" "}
                <span className="tabular">{formatMoney(kit.discountPrice, kit.currency)}</span> and is free
                with code {SIZING_KIT_COUPON}, applied for you in the cart. Order the ring once you know your
                size.
              </p>
            </div>
          ) : null}
        </Step>

        {details.purchaseOptions.length > 1 && !unsure ? (
          <Step n={5} title="Add a membership?">
            <ChoiceGroup
              name="option"
              legend="Membership"
              hideLegend
              look="card"
              value={prefs.optionId}
              onChange={(optionId) => set({ optionId })}
              choices={details.purchaseOptions.map((option) => {
                const extra = optionExtras(details, option.optionId);
                return {
                  value: option.optionId,
                  label: option.label,
                  disabled: !option.available,
                  hint: (
                    <>
                      {option.description}{" "}
                      {extra.discountPrice > 0 ? (
                        <strong className="font-semibold text-ink">
                          +{formatMoney(extra.discountPrice, option.currency)}
                        </strong>
                      ) : null}
                    </>
                  ),
                };
              })}
            />
          </Step>
        ) : null}
      </div>

      <aside
        aria-labelledby="ring-summary"
        className="flex flex-col gap-4 self-start rounded-card border border-line bg-surface p-5 md:sticky md:top-24"
      >
        <img
          src={shownRing.images[0] ?? "/images/products/ring-silver.svg"}
          alt={`Ojas Ring in ${finishName}`}
          width={600}
          height={600}
          className="mx-auto aspect-square w-40 object-contain sm:w-56"
        />
        <h2 id="ring-summary" className="text-lg font-semibold text-ink">
          {unsure ? "Sizing kit first" : (ring?.name ?? "Ojas Ring")}
        </h2>
        {unsure && kit ? (
          <>
            <Price amount={kit.discountPrice} basePrice={kit.basePrice} currency={kit.currency} />
            <p className="text-sm text-muted tabular">
              Your ring in {finishName}: {formatMoney(total.selling, currency)} once you know your size.
            </p>
          </>
        ) : (
          <>
            <Price amount={total.selling} basePrice={total.base} currency={currency} size="lg" />
            {extras.discountPrice > 0 ? (
              <p className="text-sm text-muted tabular">
                Ring {formatMoney(shownRing.discountPrice, currency)} + membership{" "}
                {formatMoney(extras.discountPrice, currency)}
              </p>
            ) : null}
            {details.emiOptions?.length && extras.discountPrice === 0 ? (
              <EmiOptions options={details.emiOptions} currency={currency} />
            ) : null}
          </>
        )}
        <Button
          type="submit"
          size="lg"
          pending={busy}
          pendingLabel="Adding"
          disabled={plan.kind === "unavailable"}
        >
          {plan.kind === "sizingKit" ? "Add the sizing kit to cart" : "Add to cart"}
        </Button>
        {plan.kind === "unavailable" ? (
          <p role="status" className="text-sm text-error">
            This size is sold out in {finishName}. Choose another size or finish.
          </p>
        ) : null}
        <p className="text-xs text-muted">
          Easy 7 days return and a one-year warranty. Battery up to 7 days on a charge.
        </p>
      </aside>
    </form>
  );
}

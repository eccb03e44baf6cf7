import { formatMoney, type Sku, STOCK_STATUS_LABELS } from "@ojas/domain";
import { useId, useState } from "react";
import { Link } from "react-router";
import { AddToCartButton } from "../../components/cart/AddToCartButton.tsx";
import { HIDDEN_INPUT } from "../../components/ui/ChoiceGroup.tsx";
import { Price } from "../../components/ui/Price.tsx";
import { productPath } from "../../lib/catalogue/product-path.ts";
import { useMarketPath } from "../../lib/market.ts";
import { type ByobOptions, byobChoice, canPick, groupByType, togglePick } from "./byob-picker.ts";

/**
 * The build-your-own bundle's picker: the products it may hold, as checkboxes grouped by type; the price
 * of the picks so far; add to cart once the choice makes the bundle (until then, what is still missing).
 * On a phone the price and the button stay in the bottom bar.
 */
export function ByobPicker({ options }: { options: ByobOptions }) {
  const { bundle, items, configOptions: config } = options;
  const [picks, setPicks] = useState<string[]>([]);
  const href = useMarketPath();
  const statusId = useId();
  const choice = byobChoice(config, items, picks, bundle.currency);
  const full = picks.length >= config.pickCount;
  const summary = `${picks.length} of ${config.pickCount} chosen`;
  const button = (compact: boolean) => (
    <AddToCartButton
      // A new choice is a new add: the "Added" note belongs to the picks it was for.
      key={picks.join(",")}
      sku={bundle}
      picks={picks}
      notReady={!choice.complete}
      describedBy={statusId}
      compact={compact}
      className={compact ? "flex-1" : "w-full"}
    />
  );

  return (
    <section aria-labelledby={`${statusId}-title`} className="flex flex-col gap-4" data-testid="byob-picker">
      <div>
        <h2 id={`${statusId}-title`} className="text-lg font-semibold text-ink">
          Choose any {config.pickCount}
          {config.allowRepeats ? "" : " different"} products
        </h2>
        <p className="text-sm text-muted">
          {config.discountPercentage > 0 ? `${config.discountPercentage}% off the products you pick. ` : ""}
          The price updates as you choose.
        </p>
      </div>

      {groupByType(config, items).map((group) => (
        <fieldset key={group.type}>
          <legend className="text-sm font-semibold text-ink">{group.label}</legend>
          <ul className="mt-2 grid gap-2">
            {group.items.map((item) => (
              <li key={item.skuId}>
                <PickCard
                  item={item}
                  checked={picks.includes(item.skuId)}
                  disabled={!canPick(config, item) || (full && !picks.includes(item.skuId))}
                  onToggle={() => setPicks((now) => togglePick(config, now, item))}
                  href={href(productPath(item))}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      ))}

      <div
        className="rounded-card border border-line bg-surface p-4 md:sticky md:bottom-4 md:z-10 md:shadow-lg"
        data-testid="byob-summary"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-semibold text-ink">Your bundle: {summary}</p>
          {picks.length > 0 ? (
            <Price amount={choice.discountPrice} basePrice={choice.basePrice} currency={bundle.currency} />
          ) : null}
        </div>
        <p
          id={statusId}
          role="status"
          className={`mt-1 text-sm ${choice.complete ? "text-success" : "text-muted"}`}
          data-testid="byob-status"
        >
          {choice.complete
            ? `Ready: ${formatMoney(choice.discountPrice, bundle.currency)} for your ${config.pickCount} products.`
            : `${choice.missing} to add this bundle to your cart.`}
        </p>
        <div className="mt-3 hidden md:block">{button(false)}</div>
      </div>

      {/* Mobile: the bundle's price so far and its add to cart stay one tap away. */}
      <div className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-line bg-surface px-4 py-3 md:hidden">
        <div className="shrink-0 text-sm">
          <p className="font-semibold text-ink tabular">
            {formatMoney(choice.discountPrice, bundle.currency)}
          </p>
          <p className="text-muted" aria-hidden="true">
            {summary}
          </p>
        </div>
        {button(true)}
      </div>
    </section>
  );
}

function PickCard({
  item,
  checked,
  disabled,
  onToggle,
  href,
}: {
  item: Sku;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  href: string;
}) {
  const id = useId();
  const unavailable = item.stockStatus !== "IN_STOCK";
  return (
    // Full contrast even when it cannot be ticked now: its name and price are still read.
    <div className="choice-card flex-row items-center gap-3 p-3 has-disabled:opacity-100">
      <img
        src={item.images[0]}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-lg bg-bg object-contain"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          <input
            id={id}
            type="checkbox"
            className={HIDDEN_INPUT}
            checked={checked}
            disabled={disabled}
            onChange={onToggle}
            data-testid="byob-pick"
            data-sku={item.skuId}
          />
          {item.name}
          {unavailable ? <span className="sr-only"> ({STOCK_STATUS_LABELS[item.stockStatus]})</span> : null}
        </label>
        <span className="text-sm text-muted tabular">
          {unavailable
            ? STOCK_STATUS_LABELS[item.stockStatus]
            : formatMoney(item.discountPrice, item.currency)}
        </span>
      </div>
      <span
        aria-hidden="true"
        className={`flex size-6 shrink-0 items-center justify-center rounded-md border text-sm ${
          checked ? "border-accent bg-accent text-on-accent" : "border-line bg-surface"
        }`}
      >
        {checked ? "✓" : ""}
      </span>
      <Link
        to={href}
        className="relative z-10 shrink-0 text-xs text-accent underline-offset-4 hover:underline"
      >
        Details<span className="sr-only"> of {item.name}</span>
      </Link>
    </div>
  );
}

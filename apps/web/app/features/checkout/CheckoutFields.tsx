import { MARKET_INFO, type Market, type PaymentType } from "@ojas/domain";
import type { ReactNode } from "react";
import { Field, FieldShell, inputClass } from "../../components/ui/Field.tsx";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import type { CartState } from "../../lib/state/cart-slice.ts";
import {
  type ContactDraft,
  type ContactErrors,
  GIFT_MESSAGE_MAX,
  type GiftingDraft,
  type GiftingErrors,
} from "./checkout-form.ts";

const pill =
  "relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm font-medium has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent";

export function CheckoutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-4 sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function DialPrefix({ market }: { market: Market }) {
  return (
    <span className="inline-flex min-h-12 items-center rounded-xl border border-line bg-bg px-3 text-ink tabular">
      {MARKET_INFO[market].dialCode}
    </span>
  );
}

/** A guest's contact details. */
export function ContactFields({
  value,
  errors,
  onChange,
}: {
  value: ContactDraft;
  errors: ContactErrors;
  onChange: (value: ContactDraft) => void;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        We text order and delivery updates to the mobile number on your delivery address.
      </p>
      <Field
        id="contact-email"
        label="Email (optional)"
        type="email"
        autoComplete="email"
        value={value.email}
        error={errors.email}
        hint="For your receipt."
        onChange={(event) => onChange({ ...value, email: event.target.value })}
      />
    </div>
  );
}

/** SELF or GIFTING, with the recipient and the sender of the gift note. */
export function GiftingFields({
  market,
  value,
  errors,
  onChange,
}: {
  market: Market;
  value: GiftingDraft;
  errors: GiftingErrors;
  onChange: (value: GiftingDraft) => void;
}) {
  const set = (patch: Partial<GiftingDraft>) => onChange({ ...value, ...patch });
  return (
    <div>
      <fieldset>
        <legend className="sr-only">Who is this order for?</legend>
        <div className="flex flex-wrap gap-2">
          {(
            [
              ["SELF", "It's for me"],
              ["GIFTING", "It's a gift"],
            ] as const
          ).map(([type, label]) => (
            <label key={type} className={pill}>
              <input
                type="radio"
                name="gifting"
                value={type}
                checked={value.type === type}
                onChange={() => set({ type })}
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full focus:outline-none"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {value.type === "GIFTING" ? (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <Field
            id="gift-recipient-name"
            label="Recipient's name"
            autoComplete="off"
            value={value.recipientName}
            error={errors.recipientName}
            onChange={(event) => set({ recipientName: event.target.value })}
          />
          <Field
            id="gift-recipient-phone"
            label="Recipient's mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={value.recipientPhone}
            error={errors.recipientPhone}
            prefix={<DialPrefix market={market} />}
            onChange={(event) => set({ recipientPhone: event.target.value })}
          />
          <FieldShell
            id="gift-message"
            label="Gift message (optional)"
            error={errors.message}
            hint={`${value.message.length}/${GIFT_MESSAGE_MAX}`}
            className="sm:col-span-2"
          >
            <textarea
              id="gift-message"
              rows={3}
              maxLength={GIFT_MESSAGE_MAX}
              className={`${inputClass} py-3`}
              value={value.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? "gift-message-error" : "gift-message-hint"}
              onChange={(event) => set({ message: event.target.value })}
            />
          </FieldShell>
          <Field
            id="gift-sender-name"
            label="From (your name on the note)"
            autoComplete="name"
            value={value.senderName}
            error={errors.senderName}
            onChange={(event) => set({ senderName: event.target.value })}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * PREPAID by default; in a market that offers COD, COD when the priced cart allows it, with its charges or
 * the reason it cannot.
 */
export function PaymentChoice({
  market,
  summary,
  disabled,
  onChange,
}: {
  market: Market;
  summary: Pick<CartState, "paymentType" | "paymentTypeConfig" | "currency">;
  disabled: boolean;
  onChange: (type: PaymentType) => void;
}) {
  const cod = summary.paymentTypeConfig?.COD;
  const format = useMarketFormat(market);
  const option = (type: PaymentType, label: string, detail: string | null, enabled: boolean) => (
    <label
      className={`flex cursor-pointer gap-3 rounded-card border border-line p-4 has-[:checked]:border-accent has-[:checked]:bg-accent-soft/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
        enabled ? "" : "cursor-not-allowed opacity-70"
      }`}
    >
      <input
        type="radio"
        name="payment-type"
        className="mt-1 size-5 accent-accent"
        checked={summary.paymentType === type}
        disabled={!enabled || disabled}
        onChange={() => onChange(type)}
      />
      <span>
        <span className="block font-semibold text-ink">{label}</span>
        {detail ? <span className="block text-sm text-muted">{detail}</span> : null}
      </span>
    </label>
  );
  return (
    <fieldset className="grid gap-3">
      <legend className="sr-only">Payment method</legend>
      {option("PREPAID", format.payment.prepaid, format.payment.detail, true)}
      {cod && format.offersCod
        ? option(
            "COD",
            "Cash on delivery",
            cod.enabled
              ? cod.charges > 0
                ? `Pay when it arrives. ${format.money(cod.charges, summary.currency)} cash handling charge.`
                : "Pay when it arrives."
              : (cod.reason ?? "Not available for this order."),
            cod.enabled,
          )
        : null}
    </fieldset>
  );
}

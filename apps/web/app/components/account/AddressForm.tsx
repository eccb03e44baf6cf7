import { ADDRESS_TYPES, MARKET_INFO, type Market, type PincodeResponse } from "@ojas/domain";
import { type FormEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  type AddressDraft,
  type AddressErrors,
  type AddressField,
  type AddressTextField,
  accountPhoneFor,
  fieldLimits,
  fillFromPincode,
  type PincodePlace,
  pincodeToLookUp,
  validateAddress,
} from "../../lib/address-form.ts";
import { createApi } from "../../lib/api.ts";
import { MARKET_WORDING } from "../../lib/market-format/index.ts";
import { useAppSelector } from "../../lib/store.ts";
import { Button } from "../ui/Button.tsx";
import { Field } from "../ui/Field.tsx";
import { STATE_CHOICES } from "./state-choices.ts";

interface Props {
  market: Market;
  initial: AddressDraft;
  title: string;
  submitLabel: string;
  /** Saves the draft; answers the errors to show when it could not. */
  onSave: (draft: AddressDraft) => Promise<AddressErrors | null>;
  /** Without it there is no Cancel button (an address the order cannot go without). */
  onCancel?: () => void;
  /** Why this address is the default whatever the box says (the first one, or the current default). */
  defaultNote?: string | null;
  /** Scroll to the form and focus its first field when it opens (default); off for a form shown from the start. */
  autoFocus?: boolean;
}

/** Add or edit an address, with inline messages per the market's rules (docs/product.md, markets). */
export function AddressForm({
  market,
  initial,
  title,
  submitLabel,
  onSave,
  onCancel,
  defaultNote,
  autoFocus = true,
}: Props) {
  const accountPhone = useAppSelector((state) => state.user.data?.phoneNumber);
  const [draft, setDraft] = useState<AddressDraft>(() =>
    initial.phone ? initial : { ...initial, phone: accountPhoneFor(market, accountPhone) },
  );
  const [errors, setErrors] = useState<AddressErrors>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const info = MARKET_INFO[market];
  const labels = MARKET_WORDING[market].address;
  const stateChoices = STATE_CHOICES[market];
  const limits = fieldLimits(market);
  const placeNote = usePincodePlace(market, initial.pincode, draft.pincode, setDraft);

  // A layout effect: the focus moves in the render that opens the form, before the browser paints it, so it
  // never lands in the middle of the shopper typing in another field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form opens
  useLayoutEffect(() => {
    if (!autoFocus) return;
    formRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
    formRef.current?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  }, []);

  const set = (field: AddressField) => (value: string | boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = (found: AddressErrors) => {
    const first = Object.keys(found).find((key) => key !== "form");
    if (first) formRef.current?.querySelector<HTMLElement>(`#address-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(market, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setPending(true);
    const failed = await onSave(draft);
    setPending(false);
    if (failed) {
      setErrors(failed);
      focusFirstError(failed);
    }
  };

  const text = (field: AddressTextField, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      id={`address-${field}`}
      name={field}
      label={label}
      value={draft[field]}
      onChange={(e) => set(field)(e.target.value)}
      error={errors[field]}
      maxLength={limits[field]}
      {...extra}
    />
  );

  const pincodeField = text("pincode", labels.pincode, {
    autoComplete: market === "AE" ? "address-level3" : "postal-code",
    inputMode: market === "AE" ? "text" : "numeric",
    hint: placeNote ?? labels.pincodeHint,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="address-form-title"
      className="scroll-mt-24 rounded-card border border-line bg-surface p-5 shadow-raised sm:p-6"
    >
      <h2 id="address-form-title" className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">Delivering in {info.countryName}.</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        {text("name", "Full name", { autoComplete: "name" })}
        {text("phone", "Mobile number", {
          type: "tel",
          inputMode: "tel",
          autoComplete: "tel-national",
          prefix: (
            <span className="inline-flex min-h-12 items-center rounded-xl border border-line bg-bg px-3 text-ink tabular">
              {info.dialCode}
            </span>
          ),
        })}
        {text("line1", labels.line1, {
          autoComplete: "address-line1",
          wrapperClassName: "sm:col-span-2",
        })}
        {text("line2", labels.line2, {
          autoComplete: "address-line2",
          wrapperClassName: labels.landmark ? undefined : "sm:col-span-2",
        })}
        {labels.landmark ? text("landmark", labels.landmark) : null}
        {/* In India the pincode comes first: it fills in the city and state. */}
        {market === "IN" ? pincodeField : null}
        {text("city", labels.city, { autoComplete: "address-level2" })}
        {text("state", labels.state, {
          autoComplete: "address-level1",
          list: stateChoices ? "address-state-choices" : undefined,
        })}
        {stateChoices ? (
          <datalist id="address-state-choices">
            {stateChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label === choice.value ? null : choice.label}
              </option>
            ))}
          </datalist>
        ) : null}
        {market === "IN" ? null : pincodeField}
      </div>
      <p role="status" className="sr-only">
        {placeNote}
      </p>

      <fieldset className="mt-6">
        <legend className="text-sm font-medium text-ink">Address type</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 text-sm font-medium has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
            >
              <input
                type="radio"
                name="type"
                value={type}
                checked={draft.type === type}
                onChange={() => set("type")(type)}
                className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full focus:outline-none"
              />
              {type}
            </label>
          ))}
        </div>
      </fieldset>

      {defaultNote ? (
        <p className="mt-5 text-sm text-muted">{defaultNote}</p>
      ) : (
        <label className="mt-5 flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={draft.defaultAddress}
            onChange={(e) => set("defaultAddress")(e.target.checked)}
            className="size-5 accent-accent"
          />
          Make this my default delivery address
        </label>
      )}

      {errors.form ? (
        <p role="alert" className="mt-4 rounded-xl bg-error/10 px-4 py-3 text-sm text-error">
          {errors.form}
        </p>
      ) : null}

      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" pending={pending} pendingLabel="Saving…">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Looks up a complete Indian pincode as the shopper finishes typing it (one request per pincode, answers
 * kept) and fills the city and state they have not typed themselves. Answers a line about it, or null.
 */
function usePincodePlace(
  market: Market,
  initialPincode: string,
  pincode: string,
  setDraft: (update: (draft: AddressDraft) => AddressDraft) => void,
): string | null {
  const api = useMemo(() => createApi({ market }), [market]);
  const answers = useRef(new Map<string, Promise<PincodePlace | null>>());
  const filled = useRef<PincodePlace | null>(null);
  // A saved address's own pincode is not looked up again when its form opens.
  const skip = useRef(pincodeToLookUp(market, initialPincode));
  const [note, setNote] = useState<string | null>(null);

  useEffect(() => {
    const code = pincodeToLookUp(market, pincode);
    if (!code || code === skip.current) return;
    skip.current = null;
    let answer = answers.current.get(code);
    if (!answer) {
      answer = api
        .get<PincodeResponse>(`/api/location/v1/pincode/${code}`)
        .then(({ city, state }) => ({ city, state }))
        .catch(() => null);
      answers.current.set(code, answer);
    }
    let current = true;
    setNote("Looking up the city and state…");
    void answer.then((place) => {
      if (!current) return;
      if (!place?.city && !place?.state) {
        setNote(null);
        return;
      }
      const previous = filled.current;
      filled.current = place;
      setDraft((draft) => fillFromPincode(draft, place, previous));
      setNote(`${[place.city, place.state].filter(Boolean).join(", ")}: filled in from the pincode`);
    });
    return () => {
      current = false;
      setNote(null);
    };
  }, [api, market, pincode, setDraft]);

  return note;
}

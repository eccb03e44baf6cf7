import { type Address, addressPlace, formatPhone, MAX_ADDRESSES, type Market } from "@ojas/domain";
import { useState } from "react";
import { AddressForm } from "../../components/account/AddressForm.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import {
  type AddressDraft,
  type AddressErrors,
  addressFields,
  addressMarket,
  draftFromAddress,
  emptyDraft,
  serverErrors,
} from "../../lib/address-form.ts";
import { ApiError } from "../../lib/api.ts";
import type { AddressFields } from "../../lib/auth/auth-api.ts";
import { accountApi, useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { addressesLoaded, deliveryAddressChosen } from "../../lib/state/user-slice.ts";
import { useAppDispatch, useAppSelector } from "../../lib/store.ts";
import type { DeliveryChoice } from "./checkout-form.ts";

function AddressLines({ address }: { address: Omit<Address, "timestamp" | "type" | "defaultAddress"> }) {
  return (
    <address className="text-sm not-italic leading-relaxed text-muted">
      {address.line1}
      {address.line2 ? `, ${address.line2}` : ""}
      {address.landmark ? `, ${address.landmark}` : ""}
      <br />
      {addressPlace(address)}
      <br />
      <span className="tabular">{formatPhone(address.phoneNumber)}</span>
    </address>
  );
}

/** A signed-in shopper's saved addresses in this market to choose from, or a new one saved to the account. */
export function SavedAddressChoice({
  market,
  value,
  onChange,
}: {
  market: Market;
  value: DeliveryChoice | null;
  onChange: (choice: DeliveryChoice, pincode: string) => void;
}) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const { data, isFetched } = useAppSelector((state) => state.user.addresses);
  const [adding, setAdding] = useState(false);
  const usable = data
    .filter((address) => addressMarket(address, market) === market)
    .sort((a, b) => Number(b.defaultAddress) - Number(a.defaultAddress) || b.timestamp - a.timestamp);
  const chosen = value?.kind === "saved" ? value.timestamp : null;

  const choose = (address: Address) => {
    dispatch(deliveryAddressChosen(address.timestamp));
    onChange({ kind: "saved", timestamp: address.timestamp }, address.pincode);
  };

  const save = async (draft: AddressDraft): Promise<AddressErrors | null> => {
    try {
      const saved = await accountApi.createAddress(api, addressFields(market, draft));
      dispatch(addressesLoaded(saved));
      setAdding(false);
      choose(saved.address);
      return null;
    } catch (error) {
      return error instanceof ApiError && error.code === 4000 && error.fields
        ? serverErrors(market, error.fields)
        : { form: failureText(error) };
    }
  };

  if (!isFetched) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading your addresses</span>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  if (adding || usable.length === 0) {
    return (
      <AddressForm
        market={market}
        initial={emptyDraft(usable.length === 0)}
        title="Add a delivery address"
        submitLabel="Save and deliver here"
        onSave={save}
        onCancel={usable.length > 0 ? () => setAdding(false) : undefined}
        autoFocus={usable.length > 0}
        defaultNote={usable.length === 0 ? "It is saved to your account for next time." : null}
      />
    );
  }

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="sr-only">Deliver to</legend>
        <ul className="grid gap-3">
          {usable.map((address) => (
            <li key={address.timestamp}>
              <label
                data-testid="checkout-address"
                className="flex cursor-pointer gap-3 rounded-card border border-line bg-surface p-4 has-[:checked]:border-accent has-[:checked]:bg-accent-soft/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
              >
                <input
                  type="radio"
                  name="delivery-address"
                  className="mt-1 size-5 accent-accent"
                  checked={chosen === address.timestamp}
                  onChange={() => choose(address)}
                />
                <span className="flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">{address.name}</span>
                    <span className="rounded-full bg-line/60 px-2 py-0.5 text-xs font-semibold text-ink">
                      {address.type}
                    </span>
                    {address.defaultAddress ? (
                      <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
                        Default
                      </span>
                    ) : null}
                  </span>
                  <AddressLines address={address} />
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {data.length < MAX_ADDRESSES ? (
        <Button variant="link" onClick={() => setAdding(true)}>
          Add a new address
        </Button>
      ) : null}
    </div>
  );
}

/** A guest's address, typed for this order only. */
export function EnteredAddressChoice({
  market,
  value,
  onChange,
}: {
  market: Market;
  value: DeliveryChoice | null;
  onChange: (choice: DeliveryChoice, pincode: string) => void;
}) {
  const entered = value?.kind === "entered" ? value.fields : null;
  const [editing, setEditing] = useState(entered === null);

  if (entered && !editing) {
    return (
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-card border border-accent bg-surface p-4">
        <div>
          <p className="font-semibold text-ink">{entered.name}</p>
          <AddressLines address={{ ...entered, country: entered.country ?? "" }} />
        </div>
        <Button variant="link" onClick={() => setEditing(true)} aria-label="Change the delivery address">
          Change
        </Button>
      </div>
    );
  }

  const initial = entered ? draftOf(entered) : emptyDraft();
  return (
    <AddressForm
      market={market}
      initial={initial}
      title="Where should we deliver?"
      submitLabel="Deliver to this address"
      autoFocus={false}
      defaultNote="Used for this order only."
      onCancel={entered ? () => setEditing(false) : undefined}
      onSave={async (draft) => {
        const fields = addressFields(market, draft);
        onChange({ kind: "entered", fields }, fields.pincode);
        setEditing(false);
        return null;
      }}
    />
  );
}

function draftOf(fields: AddressFields): AddressDraft {
  return draftFromAddress({ ...fields, timestamp: 0, country: fields.country ?? "" } as Address);
}

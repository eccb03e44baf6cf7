import { type Address, MAX_ADDRESSES, type Market } from "@ojas/domain";
import { useState } from "react";
import { AddressForm } from "../../components/account/AddressForm.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { showSnackbar } from "../../components/ui/snackbar.ts";
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
import { type AddressList, accountApi, useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useMarket } from "../../lib/market.ts";
import { addressesLoaded } from "../../lib/state/user-slice.ts";
import { useAppDispatch, useAppSelector } from "../../lib/store.ts";
import { AddressCard } from "./AddressCard.tsx";

type Editing = { kind: "new" } | { kind: "edit"; address: Address } | null;

/** The address book: list, add, edit, delete and the default, all kept in the user slice. */
export function AddressBook() {
  const api = useApi();
  const pageMarket = useMarket();
  const dispatch = useAppDispatch();
  const { data: addresses, isFetched } = useAppSelector((state) => state.user.addresses);
  const [editing, setEditing] = useState<Editing>(null);

  const apply = (list: AddressList) => dispatch(addressesLoaded(list));

  const failed = (market: Market, error: unknown): AddressErrors =>
    error instanceof ApiError && error.code === 4000 && error.fields
      ? serverErrors(market, error.fields)
      : { form: failureText(error) };

  const save = async (draft: AddressDraft): Promise<AddressErrors | null> => {
    if (!editing) return null;
    const market = addressMarket(editing.kind === "edit" ? editing.address : null, pageMarket);
    try {
      const fields = addressFields(market, draft);
      apply(
        editing.kind === "edit"
          ? await accountApi.updateAddress(api, editing.address.timestamp, fields)
          : await accountApi.createAddress(api, fields),
      );
      showSnackbar(editing.kind === "edit" ? "Address updated." : "Address saved.");
      setEditing(null);
      return null;
    } catch (error) {
      return failed(market, error);
    }
  };

  const remove = async (address: Address) => {
    try {
      apply(await accountApi.deleteAddress(api, address.timestamp));
      showSnackbar("Address deleted.");
    } catch (error) {
      showSnackbar(failureText(error), "error");
    }
  };

  const makeDefault = async (address: Address) => {
    const market = addressMarket(address, pageMarket);
    try {
      const fields = addressFields(market, { ...draftFromAddress(address), defaultAddress: true });
      apply(await accountApi.updateAddress(api, address.timestamp, fields));
      showSnackbar(`${address.name}'s address is now your default.`);
    } catch (error) {
      showSnackbar(failureText(error), "error");
    }
  };

  if (!isFetched) {
    return (
      <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
        <span className="sr-only">Loading your addresses</span>
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    );
  }

  const sorted = [...addresses].sort(
    (a, b) => Number(b.defaultAddress) - Number(a.defaultAddress) || b.timestamp - a.timestamp,
  );
  const full = addresses.length >= MAX_ADDRESSES;

  return (
    <div className="flex flex-col gap-6">
      {editing ? (
        <AddressForm
          key={editing.kind === "edit" ? editing.address.timestamp : "new"}
          market={addressMarket(editing.kind === "edit" ? editing.address : null, pageMarket)}
          initial={
            editing.kind === "edit" ? draftFromAddress(editing.address) : emptyDraft(addresses.length === 0)
          }
          title={editing.kind === "edit" ? "Edit address" : "Add a new address"}
          submitLabel={editing.kind === "edit" ? "Save changes" : "Save address"}
          onSave={save}
          onCancel={() => setEditing(null)}
          defaultNote={
            editing.kind === "edit"
              ? editing.address.defaultAddress
                ? "This is your default delivery address. Make another address the default to change it."
                : null
              : addresses.length === 0
                ? "Your first address is your default delivery address."
                : null
          }
        />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">
            {addresses.length === 0
              ? "You have no saved addresses yet."
              : `${addresses.length} saved ${addresses.length === 1 ? "address" : "addresses"}`}
          </p>
          <Button onClick={() => setEditing({ kind: "new" })} disabled={full}>
            Add a new address
          </Button>
          {full ? (
            <p className="w-full text-sm text-muted">
              You can keep up to {MAX_ADDRESSES} addresses. Delete one to add another.
            </p>
          ) : null}
        </div>
      )}

      {sorted.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {sorted.map((address) => (
            <li key={address.timestamp}>
              <AddressCard
                address={address}
                onEdit={() => setEditing({ kind: "edit", address })}
                onDelete={() => remove(address)}
                onMakeDefault={() => makeDefault(address)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

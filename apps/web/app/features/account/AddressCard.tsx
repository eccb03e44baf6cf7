import type { Address } from "@ojas/domain";
import { addressPlace, formatPhone } from "@ojas/domain";
import { useState } from "react";
import { Button } from "../../components/ui/Button.tsx";

interface Props {
  address: Address;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  onMakeDefault: () => Promise<void>;
}

/** One saved address with its actions; deleting asks once more. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<"delete" | "default" | null>(null);
  const titleId = `address-${address.timestamp}`;

  const run = async (what: "delete" | "default", action: () => Promise<void>) => {
    setPending(what);
    try {
      await action();
    } finally {
      setPending(null);
      setConfirming(false);
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      data-testid="address-card"
      className={`flex h-full flex-col rounded-card border bg-surface p-5 ${
        address.defaultAddress ? "border-accent" : "border-line"
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="mr-auto font-semibold text-ink">
          {address.name}
        </h3>
        <span className="rounded-full bg-line/60 px-2.5 py-0.5 text-xs font-semibold text-ink">
          {address.type}
        </span>
        {address.defaultAddress ? (
          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent">
            Default
          </span>
        ) : null}
      </div>
      <address className="mt-3 flex-1 text-sm not-italic leading-relaxed text-muted">
        {address.line1}
        {address.line2 ? `, ${address.line2}` : ""}
        <br />
        {address.landmark ? (
          <>
            {address.landmark}
            <br />
          </>
        ) : null}
        {addressPlace(address)}
        <br />
        {address.country}
        <br />
        <span className="tabular">{formatPhone(address.phoneNumber)}</span>
      </address>

      {confirming ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-error/5 p-3">
          <p className="w-full text-sm font-medium text-ink">Delete this address?</p>
          <button
            type="button"
            onClick={() => run("delete", onDelete)}
            disabled={pending === "delete"}
            aria-busy={pending === "delete" || undefined}
            aria-label={`Yes, delete the address of ${address.name}`}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-error px-5 text-sm font-semibold text-white hover:opacity-90 disabled:opacity-60"
          >
            {pending === "delete" ? "Deleting…" : "Delete"}
          </button>
          <Button variant="link" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-line pt-4">
          <Button variant="link" onClick={onEdit} aria-label={`Edit the address of ${address.name}`}>
            Edit
          </Button>
          <Button
            variant="link"
            onClick={() => setConfirming(true)}
            aria-label={`Delete the address of ${address.name}`}
          >
            Delete
          </Button>
          {address.defaultAddress ? null : (
            <Button
              variant="link"
              className="ml-auto"
              onClick={() => run("default", onMakeDefault)}
              pending={pending === "default"}
              aria-label={`Make the address of ${address.name} the default`}
            >
              Make default
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

import type { Subscription } from "@ojas/domain";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { inputClass } from "../../components/ui/Field.tsx";
import { Modal } from "../../components/ui/Modal.tsx";
import { useMarketFormat } from "../../lib/market-format/index.ts";

interface Props {
  subscription: Subscription;
  onClose: () => void;
  onConfirm: (body: { atPeriodEnd: boolean; reason: string }) => Promise<string | null>;
}

/** Cancel a subscription: at the period's end (the default) or now with a prorated refund; a reason is required. */
export function CancelDialog({ subscription, onClose, onConfirm }: Props) {
  const format = useMarketFormat();
  const id = useId();
  const [atPeriodEnd, setAtPeriodEnd] = useState(true);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const end = subscription.currentPeriod?.end;

  const submit = async () => {
    if (!reason.trim()) {
      setError("Tell us why you are cancelling.");
      return;
    }
    setPending(true);
    setError(await onConfirm({ atPeriodEnd, reason: reason.trim() }));
    setPending(false);
  };

  return (
    <Modal open onClose={onClose} labelledBy={`${id}-title`}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
          Cancel {subscription.planName}
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink">When</legend>
          <label className="flex items-start gap-3 text-ink">
            <input type="radio" name="when" checked={atPeriodEnd} onChange={() => setAtPeriodEnd(true)} />
            <span>
              At the end of this period{end ? ` (${format.date(end)})` : ""} — you keep access until then.
            </span>
          </label>
          <label className="flex items-start gap-3 text-ink">
            <input type="radio" name="when" checked={!atPeriodEnd} onChange={() => setAtPeriodEnd(false)} />
            <span>Now — access ends today and the unused part of this period is refunded.</span>
          </label>
        </fieldset>
        <label className="flex flex-col gap-1 text-sm font-semibold text-ink" htmlFor={`${id}-reason`}>
          Reason
          <textarea
            id={`${id}-reason`}
            className={inputClass}
            value={reason}
            maxLength={300}
            required
            rows={3}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep plan
          </Button>
          <Button type="submit" pending={pending} pendingLabel="Cancelling…">
            Cancel subscription
          </Button>
        </div>
      </form>
    </Modal>
  );
}

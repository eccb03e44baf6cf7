import { CANCELLATION_REASONS, RETURN_REASONS, type SkuDetails } from "@ojas/domain";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { FieldShell, inputClass, SelectField } from "../../components/ui/Field.tsx";
import { Modal } from "../../components/ui/Modal.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { useMarketFormat } from "../../lib/market-format/index.ts";
import type { OrderDto, OrderItem } from "../../lib/order-types.ts";
import type { ReturnKind } from "../../lib/state/orders-slice.ts";
import { CHOOSE_REPLACEMENT, replacementOptions } from "./order-dialogs.ts";
import { itemDetails } from "./order-labels.ts";

const COMMENT_MAX = 500;

function ReasonList({
  name,
  legend,
  reasons,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  reasons: readonly string[];
  value: string | null;
  onChange: (reason: string) => void;
}) {
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-1">
        {reasons.map((reason, index) => (
          <label
            key={reason}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 text-sm text-ink hover:bg-bg"
          >
            <input
              type="radio"
              name={name}
              value={reason}
              checked={value === reason}
              onChange={() => onChange(reason)}
              className="size-5 accent-accent"
              data-autofocus={index === 0 && !value ? true : undefined}
            />
            {reason}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Comment({
  id,
  value,
  required,
  error,
  onChange,
}: {
  id: string;
  value: string;
  required: boolean;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <FieldShell
      id={id}
      label={required ? "Tell us a little more" : "Anything else? (optional)"}
      error={error}
      className="mt-4"
    >
      <textarea
        id={id}
        rows={2}
        maxLength={COMMENT_MAX}
        className={`${inputClass} py-3`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldShell>
  );
}

function DialogError({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className="mt-4 rounded-xl bg-error/10 px-4 py-3 text-sm text-error">
      {text}
    </p>
  ) : null;
}

/** Runs a dialog's request: pending while it runs, its failure shown in the dialog. */
function useSubmit(run: () => Promise<void>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await run();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setPending(false);
    }
  };
  return { pending, error, submit };
}

function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap gap-3">{children}</div>;
}

export function CancelDialog({
  order,
  onCancel,
  onClose,
}: {
  order: OrderDto;
  onCancel: (reason: string, comment: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string | null>(null);
  const { pending, error, submit } = useSubmit(() => onCancel(reason!, comment.trim()));
  const paid = order.paymentStatus === "SUCCESS" && order.paymentType === "PREPAID";
  const money = useMarketFormat(order.market).money(order.amounts.payableAmount, order.amounts.currency);
  const confirm = () => {
    if (reason === "Other" && !comment.trim()) {
      setCommentError("Tell us a little more");
      return;
    }
    void submit();
  };
  return (
    <Modal open onClose={onClose} labelledBy="cancel-title" describedBy="cancel-text">
      <h2 id="cancel-title" className="pr-10 text-xl font-semibold text-ink">
        Cancel this order?
      </h2>
      <p id="cancel-text" className="mt-2 text-sm text-muted">
        {paid
          ? `The ${money} you paid goes back to your original payment method within 5 to 7 working days.`
          : "Nothing has been charged, so there is nothing to refund."}
      </p>
      <ReasonList
        name="cancel-reason"
        legend="Why are you cancelling?"
        reasons={CANCELLATION_REASONS}
        value={reason}
        onChange={(value) => {
          setReason(value);
          setCommentError(null);
        }}
      />
      <Comment
        id="cancel-comment"
        value={comment}
        required={reason === "Other"}
        error={commentError}
        onChange={(value) => {
          setComment(value);
          setCommentError(null);
        }}
      />
      <DialogError text={error} />
      <DialogActions>
        <Button onClick={confirm} disabled={!reason} pending={pending} pendingLabel="Cancelling…">
          Cancel order
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Keep order
        </Button>
      </DialogActions>
    </Modal>
  );
}

export function ReturnDialog({
  item,
  type,
  reason,
  onType,
  onReason,
  onSubmit,
  onClose,
}: {
  item: OrderItem;
  type: ReturnKind;
  reason: string | null;
  onType: (type: ReturnKind) => void;
  onReason: (reason: string) => void;
  onSubmit: (comment: string, replacementSkuId?: string) => Promise<void>;
  onClose: () => void;
}) {
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string | null>(null);
  const [replacement, setReplacement] = useState("");
  const [replacementError, setReplacementError] = useState<string | null>(null);
  const exchange = type === "EXCHANGE";
  const { pending, error, submit } = useSubmit(() =>
    onSubmit(comment.trim(), exchange ? replacement : undefined),
  );
  const confirm = () => {
    if (exchange && !replacement) {
      setReplacementError(CHOOSE_REPLACEMENT);
      return;
    }
    if (reason === "Other" && !comment.trim()) {
      setCommentError("Tell us a little more");
      return;
    }
    void submit();
  };
  const details = itemDetails(item);
  return (
    <Modal open onClose={onClose} labelledBy="return-title" describedBy="return-item">
      <h2 id="return-title" className="pr-10 text-xl font-semibold text-ink">
        Return or exchange
      </h2>
      <p id="return-item" className="mt-2 text-sm text-muted">
        {item.name}
        {details ? ` · ${details}` : ""}
      </p>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-ink">What would you like?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(
            [
              ["RETURN", "Return for a refund", "We pick it up and refund you."],
              ["EXCHANGE", "Exchange", "We pick it up and send a replacement."],
            ] as const
          ).map(([value, label, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-xl border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft/40"
            >
              <input
                type="radio"
                name="return-type"
                value={value}
                checked={type === value}
                onChange={() => onType(value)}
                className="mt-0.5 size-5 accent-accent"
              />
              <span className="text-sm">
                <span className="block font-semibold text-ink">{label}</span>
                <span className="text-muted">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {exchange ? (
        <ReplacementChoice
          item={item}
          value={replacement}
          error={replacementError}
          onChange={(skuId) => {
            setReplacement(skuId);
            setReplacementError(null);
          }}
        />
      ) : null}
      <ReasonList
        name="return-reason"
        legend={type === "EXCHANGE" ? "Why are you exchanging it?" : "Why are you returning it?"}
        reasons={RETURN_REASONS}
        value={reason}
        onChange={(value) => {
          onReason(value);
          setCommentError(null);
        }}
      />
      <Comment
        id="return-comment"
        value={comment}
        required={reason === "Other"}
        error={commentError}
        onChange={(value) => {
          setComment(value);
          setCommentError(null);
        }}
      />
      <DialogError text={error} />
      <DialogActions>
        <Button onClick={confirm} disabled={!reason} pending={pending} pendingLabel="Sending…">
          {type === "EXCHANGE" ? "Request exchange" : "Request return"}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Not now
        </Button>
      </DialogActions>
    </Modal>
  );
}

/** The exchange's replacement: another size or variant of the item's product, in stock now. */
function ReplacementChoice({
  item,
  value,
  error,
  onChange,
}: {
  item: OrderItem;
  value: string;
  error: string | null;
  onChange: (skuId: string) => void;
}) {
  const api = useApi();
  const { skuId } = item;
  const [options, setOptions] = useState<{ skuId: string; label: string }[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<SkuDetails>("/api/catalogue/v2/skuDetails", { skuId })
      .then((details) => live && setOptions(replacementOptions(details.skus, { skuId })))
      .catch((failure: unknown) => live && setLoadError(failureText(failure)));
    return () => {
      live = false;
    };
  }, [api, skuId]);

  if (loadError) return <DialogError text={loadError} />;
  if (!options) return <Skeleton className="mt-5 h-20" />;
  if (options.length === 0) {
    return (
      <p role="alert" className="mt-5 rounded-xl bg-offer-bg px-4 py-3 text-sm text-ink">
        No other size or variant is in stock right now. You can return it for a refund instead.
      </p>
    );
  }
  return (
    <SelectField
      id="exchange-replacement"
      label="Send me instead"
      wrapperClassName="mt-5"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">Choose a size or variant</option>
      {options.map((option) => (
        <option key={option.skuId} value={option.skuId}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

type RingFilters = SkuDetails["purchaseFilters"];

export function RingEditDialog({
  item,
  onSave,
  onClose,
}: {
  item: OrderItem;
  onSave: (change: { size?: string; finish?: string }) => Promise<void>;
  onClose: () => void;
}) {
  const api = useApi();
  const [filters, setFilters] = useState<RingFilters | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const current = { size: String(item.attributes.size ?? ""), finish: String(item.attributes.finish ?? "") };
  const [choice, setChoice] = useState(current);
  const changed = {
    ...(choice.size !== current.size ? { size: choice.size } : {}),
    ...(choice.finish !== current.finish ? { finish: choice.finish } : {}),
  };
  const { pending, error, submit } = useSubmit(() => onSave(changed));

  useEffect(() => {
    let live = true;
    api
      .get<SkuDetails>("/api/catalogue/v2/skuDetails", { slug: "smart-ring" })
      .then((details) => live && setFilters(details.purchaseFilters))
      .catch((failure: unknown) => live && setLoadError(failureText(failure)));
    return () => {
      live = false;
    };
  }, [api]);

  const select = (name: "size" | "finish", label: string) => {
    const filter = filters?.find((f) => f.name === name);
    if (!filter) return null;
    return (
      <SelectField
        id={`ring-${name}`}
        label={label}
        value={choice[name]}
        onChange={(event) => setChoice({ ...choice, [name]: event.target.value })}
      >
        {filter.values.map((value) => (
          <option key={value.value} value={value.value}>
            {value.label}
            {value.value === current[name] ? " (current)" : ""}
          </option>
        ))}
      </SelectField>
    );
  };

  return (
    <Modal open onClose={onClose} labelledBy="ring-edit-title" describedBy="ring-edit-text">
      <h2 id="ring-edit-title" className="pr-10 text-xl font-semibold text-ink">
        Change size or finish
      </h2>
      <p id="ring-edit-text" className="mt-2 text-sm text-muted">
        You can change your ring until it ships. The price stays the same.
      </p>
      {loadError ? (
        <DialogError text={loadError} />
      ) : filters ? (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {select("size", "Size")}
          {select("finish", "Finish")}
        </div>
      ) : (
        <div className="mt-5 grid gap-4 sm:grid-cols-2" aria-busy="true">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      )}
      <DialogError text={error} />
      <DialogActions>
        <Button
          onClick={() => void submit()}
          disabled={Object.keys(changed).length === 0}
          pending={pending}
          pendingLabel="Saving…"
        >
          Save changes
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Keep as is
        </Button>
      </DialogActions>
    </Modal>
  );
}

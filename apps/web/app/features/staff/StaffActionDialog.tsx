import { type ReactNode, useEffect, useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { Modal } from "../../components/ui/Modal.tsx";

interface Props {
  /** The button that opens the dialog. */
  label: string;
  title: string;
  intent: string;
  changeKey: string;
  /** Hidden values the action needs (a period number). */
  values?: Record<string, string>;
  /** The action's answer for this intent: an error stays in the dialog, success closes it. */
  result: { intent: string; ok: boolean; message: string } | undefined;
  confirmLabel: string;
  children?: ReactNode;
}

/** A staff action behind a confirm dialog: its fields, a required reason, and the API's error in place. */
export function StaffActionDialog({
  label,
  title,
  intent,
  changeKey,
  values,
  result,
  confirmLabel,
  children,
}: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const mine = result && result.intent === intent ? result : undefined;

  useEffect(() => {
    if (mine?.ok) setOpen(false);
  }, [mine]);

  return (
    <>
      <Button variant="secondary" type="button" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`}>
        <Form method="post" className="flex flex-col gap-4">
          <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
            {title}
          </h2>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="changeKey" value={changeKey} />
          {Object.entries(values ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children}
          <label htmlFor={`${id}-reason`} className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            Reason <span className="font-normal text-muted">(kept in the audit log)</span>
            <textarea
              id={`${id}-reason`}
              name="reason"
              required
              maxLength={300}
              rows={3}
              className="w-full rounded-xl border border-line bg-surface px-4 py-2 text-ink"
            />
          </label>
          {mine && !mine.ok ? (
            <p role="alert" className="text-sm text-error">
              {mine.message}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              Back
            </Button>
            <Button type="submit" pending={sending}>
              {confirmLabel}
            </Button>
          </div>
        </Form>
      </Modal>
    </>
  );
}

import { phoneCountryForMarket } from "@ojas/domain";
import { type ReactNode, useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { trackLead } from "../../lib/analytics.ts";
import { useMarket } from "../../lib/market.ts";
import { UTM_FORM_FIELDS, utmForRequest } from "../../lib/utm.ts";
import type { FormResult } from "./callback.ts";

const TIME_LABELS: Record<string, string> = {
  MORNING: "Morning (9 am to 12 pm)",
  AFTERNOON: "Afternoon (12 pm to 5 pm)",
  EVENING: "Evening (5 pm to 9 pm)",
};

export const formInputClass =
  "mt-1.5 min-h-11 w-full rounded-xl border bg-surface px-4 text-ink aria-[invalid=true]:border-error border-line";

/** A labelled control with its inline error, tied together for screen readers. */
export function FormField({
  id,
  label,
  error,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  optional?: boolean;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${id}-error` : undefined,
      })}
      {error ? (
        <span id={`${id}-error`} className="mt-1 block text-sm text-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A mobile number box after the market's dial code. */
export function PhoneInput(props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) {
  const phone = phoneCountryForMarket(useMarket());
  return (
    <span className="mt-1.5 flex items-center gap-2">
      <span className="inline-flex min-h-11 items-center rounded-xl border border-line bg-bg px-3 text-ink tabular">
        {phone.countryCode}
      </span>
      <input
        {...props}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
        className={`${formInputClass} mt-0`}
      />
    </span>
  );
}

export function FormMessage<Name extends string>({
  result,
  form,
}: {
  result: FormResult<Name> | undefined;
  form: Name;
}) {
  if (!result || result.form !== form || result.ok) return null;
  return (
    <p role="alert" className="text-sm text-error">
      {result.message}
    </p>
  );
}

/** The campaign saved in this browser, as hidden fields for the page's action (utmFromForm). */
function CampaignFields() {
  const [utm, setUtm] = useState<ReturnType<typeof utmForRequest>>(undefined);
  useEffect(() => setUtm(utmForRequest()), []);
  if (!utm) return null;
  return UTM_FORM_FIELDS.map((key) =>
    utm[key] ? <input key={key} type="hidden" name={`utm.${key}`} value={utm[key]} /> : null,
  );
}

/** The request-callback form; its page's action answers with sendCallback (callback.ts). */
export function CallbackForm({
  result,
  timeSlots,
  topicLabel = "What can we help with?",
  submitLabel = "Call me back",
  hiddenFields,
  done,
}: {
  result: FormResult<string> | undefined;
  /** CALLBACK_TIME_SLOTS, from the page's loader (the browser does not need the support schemas). */
  timeSlots: readonly string[];
  topicLabel?: string;
  submitLabel?: string;
  /** Sent with the form (e.g. the plan asked about). */
  hiddenFields?: Record<string, string>;
  /** What the shopper reads once the request is in. */
  done: ReactNode;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "callback";
  const errors = result && !result.ok && result.form === "callback" ? result.fields : {};
  const sent = result?.form === "callback" && result.ok;
  // A plan's lead form names the plan (or goal, program) it asks about.
  const about = hiddenFields?.planId ?? hiddenFields?.goal ?? hiddenFields?.program;
  useEffect(() => {
    if (sent) trackLead(about ? "plan_lead" : "callback", about);
  }, [sent, about]);
  if (sent) {
    return (
      <p role="status" className="mt-4 rounded-xl bg-accent-soft p-4 text-accent">
        {done}
      </p>
    );
  }
  return (
    <Form method="post" className="mt-4 space-y-4" noValidate>
      <input type="hidden" name="intent" value="callback" />
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <CampaignFields />
      <FormMessage result={result} form="callback" />
      <FormField id="callback-name" label="Name" error={errors.name}>
        {(props) => <input {...props} name="name" autoComplete="name" required className={formInputClass} />}
      </FormField>
      <FormField id="callback-phone" label="Mobile number" error={errors.phoneNumber}>
        {(props) => <PhoneInput {...props} />}
      </FormField>
      <FormField id="callback-time" label="Best time to call">
        {(props) => (
          <select {...props} name="preferredTime" className={formInputClass} defaultValue="MORNING">
            {timeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {TIME_LABELS[slot] ?? slot}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="callback-topic" label={topicLabel} optional>
        {(props) => <input {...props} name="topic" maxLength={150} className={formInputClass} />}
      </FormField>
      <Button type="submit" pending={sending} pendingLabel="Sending" className="w-full">
        {submitLabel}
      </Button>
    </Form>
  );
}

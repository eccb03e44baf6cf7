import { type OtpSent, PHONE_COUNTRIES, phoneCountryForMarket } from "@ojas/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { controlClass, Field } from "../../components/ui/Field.tsx";
import { authApi, type Identifier, useApi } from "../../lib/auth/auth-api.ts";
import {
  type Channel,
  failureText,
  identifierFrom,
  phoneCountryByCode,
  phoneDigits,
} from "../../lib/auth/login-form.ts";
import { useMarket } from "../../lib/market.ts";

const PLACEHOLDERS: Record<string, string> = { IN: "9876543210", AE: "501234567", US: "2125550142" };

export interface IdentifyResult {
  id: Identifier;
  display: string;
}

interface Props {
  onOtpSent: (who: IdentifyResult, sent: OtpSent) => void;
  onUsePassword: (who: IdentifyResult) => void;
  /** Where the step starts: the last identifier, when coming back to change it. */
  initial?: { channel: Channel; value: string; countryCode: string } | null;
}

/** Step one: a mobile number (with its country) or an email; a code is sent to it. */
export function IdentifyStep({ onOtpSent, onUsePassword, initial }: Props) {
  const market = useMarket();
  const api = useApi();
  const [channel, setChannel] = useState<Channel>(initial?.channel ?? "phone");
  const [countryCode, setCountryCode] = useState<string>(
    initial?.countryCode ?? phoneCountryForMarket(market).geo2CountryCode,
  );
  const [phone, setPhone] = useState(initial?.channel === "phone" ? initial.value : "");
  const [email, setEmail] = useState(initial?.channel === "email" ? initial.value : "");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const country = phoneCountryByCode(countryCode);

  const checked = () => {
    const result = identifierFrom(channel, channel === "phone" ? phone : email, country);
    setFieldError(result.ok ? null : result.error);
    setFailure(null);
    return result.ok ? { id: result.id, display: result.display } : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const who = checked();
    if (!who) return;
    setPending(true);
    try {
      onOtpSent(who, await authApi.requestOtp(api, who.id));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setPending(false);
    }
  };

  const switchTo = (next: Channel) => {
    setChannel(next);
    setFieldError(null);
    setFailure(null);
  };

  const tab = (value: Channel, label: string) => (
    <button
      type="button"
      aria-pressed={channel === value}
      onClick={() => switchTo(value)}
      className={`min-h-10 flex-1 rounded-full text-sm font-semibold transition-colors ${
        channel === value ? "bg-surface text-ink shadow-sm" : "text-muted hover:text-ink"
      }`}
    >
      {label}
    </button>
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="m-0 border-0 p-0">
        <legend className="sr-only">Sign in with</legend>
        <div className="flex gap-1 rounded-full bg-line/60 p-1">
          {tab("phone", "Mobile number")}
          {tab("email", "Email")}
        </div>
      </fieldset>

      {channel === "phone" ? (
        <Field
          id="login-phone"
          data-autofocus
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={PLACEHOLDERS[country.geo2CountryCode]}
          maxLength={country.maxDigits}
          value={phone}
          onChange={(e) => setPhone(phoneDigits(e.target.value, country))}
          error={fieldError}
          className="tabular tracking-wide"
          prefix={
            <select
              aria-label="Country code"
              value={countryCode}
              onChange={(e) => {
                const next = phoneCountryByCode(e.target.value);
                setCountryCode(next.geo2CountryCode);
                setPhone((value) => phoneDigits(value, next));
                setFieldError(null);
              }}
              className={`${controlClass} w-[7.75rem] shrink-0 px-3`}
            >
              {PHONE_COUNTRIES.map((c) => (
                <option key={c.geo2CountryCode} value={c.geo2CountryCode}>
                  {`${c.flag} ${c.countryCode}`}
                </option>
              ))}
            </select>
          }
        />
      ) : (
        <Field
          id="login-email"
          data-autofocus
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
        />
      )}

      {failure ? (
        <p role="alert" className="rounded-xl bg-error/10 px-4 py-3 text-sm text-error">
          {failure}
        </p>
      ) : null}

      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" pending={pending} pendingLabel="Sending code…">
          Get a one-time code
        </Button>
        <Button
          variant="link"
          className="self-center py-2"
          onClick={() => {
            const who = checked();
            if (who) onUsePassword(who);
          }}
        >
          Sign in with a password instead
        </Button>
      </div>
    </form>
  );
}

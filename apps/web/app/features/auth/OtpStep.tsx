import type { OtpSent } from "@ojas/domain";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Field } from "../../components/ui/Field.tsx";
import { ApiError } from "../../lib/api.ts";
import { authApi, type SignedIn, useApi } from "../../lib/auth/auth-api.ts";
import { countdownText, failureText } from "../../lib/auth/login-form.ts";
import type { IdentifyResult } from "./IdentifyStep.tsx";

const OTP_LENGTH = 6;

interface Props {
  who: IdentifyResult;
  sent: OtpSent;
  onSignedIn: (result: SignedIn) => void;
  onFailed: (error: Error) => void;
  onChange: () => void;
}

/** Seconds left until a moment, ticking once a second. */
function useSecondsUntil(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  // A new deadline (a code sent again) restarts the clock at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: deadline is the trigger, not an input
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Step two: the 6-digit code, with a resend countdown and the catalogue's error texts. */
export function OtpStep({ who, sent, onSignedIn, onFailed, onChange }: Props) {
  const api = useApi();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendAfterSeconds * 1000);
  const [sentTo, setSentTo] = useState(sent.otpSentTo);
  const secondsLeft = useSecondsUntil(resendAt);
  const inputRef = useRef<HTMLInputElement>(null);
  const verifying = useRef(false);

  useEffect(() => inputRef.current?.focus(), []);

  const verify = async (otp: string) => {
    if (verifying.current) return;
    if (!/^\d{6}$/.test(otp)) {
      setError(`Enter the ${OTP_LENGTH}-digit code`);
      return;
    }
    verifying.current = true;
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      onSignedIn(await authApi.verifyOtp(api, who.id, otp));
    } catch (failure) {
      setError(failureText(failure));
      setCode("");
      inputRef.current?.focus();
      if (failure instanceof Error) onFailed(failure);
    } finally {
      verifying.current = false;
      setPending(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    setNotice(null);
    try {
      const again = await authApi.resendOtp(api, who.id);
      setResendAt(Date.now() + again.resendAfterSeconds * 1000);
      setSentTo(again.otpSentTo);
      setNotice("We have sent you a new code.");
      setCode("");
      inputRef.current?.focus();
    } catch (failure) {
      setError(failureText(failure));
      // "Please wait 12 seconds": the server's own wait wins over the local clock.
      const wait = failure instanceof ApiError ? /(\d+) seconds?/.exec(failure.message)?.[1] : undefined;
      if (wait) setResendAt(Date.now() + Number(wait) * 1000);
    } finally {
      setResending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-muted" id="otp-sent-to">
        {sent.isNewUser ? "Welcome to Ojas. " : ""}We sent a {OTP_LENGTH}-digit code to{" "}
        <span className="font-semibold text-ink">{sentTo}</span>.{" "}
        <button
          type="button"
          onClick={onChange}
          className="font-semibold text-accent underline-offset-4 hover:underline"
        >
          Change
        </button>
      </p>

      <Field
        ref={inputRef}
        id="login-otp"
        label="One-time code"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, "").slice(0, OTP_LENGTH);
          setCode(digits);
          if (digits.length === OTP_LENGTH) void verify(digits);
        }}
        error={error}
        className="text-center text-2xl font-semibold tracking-[0.5em] tabular"
      />

      {notice ? (
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      ) : null}

      <Button type="submit" size="lg" pending={pending} pendingLabel="Checking…">
        Verify and continue
      </Button>

      <p className="text-center text-sm text-muted">
        {secondsLeft > 0 ? (
          <>
            Didn’t get it? You can ask for a new code in{" "}
            <span className="tabular font-medium text-ink">{countdownText(secondsLeft)}</span>
          </>
        ) : (
          <Button variant="link" onClick={resend} pending={resending} pendingLabel="Sending…">
            Send a new code
          </Button>
        )}
      </p>
    </form>
  );
}

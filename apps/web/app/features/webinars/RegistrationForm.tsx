import { MARKET_INFO } from "@ojas/domain";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/Button.tsx";
import { Field } from "../../components/ui/Field.tsx";
import { useMarket } from "../../lib/market.ts";
import type { RegistrationResult } from "./registration.ts";

/** The answer shown once a registration is in, or when the phone already holds a seat. */
export function RegistrationNotice({ result }: { result: RegistrationResult }) {
  if (result.ok) {
    return (
      <p role="status" className="rounded-xl bg-accent-soft p-4 text-sm text-accent">
        You are registered. We have sent a confirmation with your join link, and we will remind you an hour
        before the start. The link opens 15 minutes before the webinar begins.
      </p>
    );
  }
  if (result.alreadyRegistered) {
    return (
      <p role="status" className="rounded-xl bg-accent-soft p-4 text-sm text-ink">
        <span className="font-semibold">{result.message}.</span> No need to register again: your seat is kept,
        and the confirmation we sent has your join link.
      </p>
    );
  }
  return null;
}

/** Name, mobile number (the market's rules) and an optional email for one webinar; the page's action sends it. */
export function RegistrationForm({
  webinarId,
  title,
  result,
}: {
  webinarId: string;
  title: string;
  result: RegistrationResult | undefined;
}) {
  const navigation = useNavigation();
  const sending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "register" &&
    navigation.formData?.get("webinarId") === webinarId;
  const mine = result?.webinarId === webinarId ? result : undefined;
  const failed = mine && !mine.ok && !mine.alreadyRegistered ? mine : undefined;
  const errors = failed?.fields ?? {};
  const nameRef = useRef<HTMLInputElement>(null);
  const dialCode = MARKET_INFO[useMarket()].dialCode;
  // Opened by its Register link: the first box takes the focus.
  useEffect(() => {
    if (!mine) nameRef.current?.focus();
  }, [mine]);
  if (mine?.ok || mine?.alreadyRegistered) return <RegistrationNotice result={mine} />;
  const id = (field: string) => `webinar-${webinarId}-${field}`;
  return (
    <Form
      method="post"
      className="space-y-4 border-t border-line pt-4"
      noValidate
      preventScrollReset
      aria-label={`Register for ${title}`}
    >
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="webinarId" value={webinarId} />
      {failed ? (
        <p role="alert" className="text-sm text-error">
          {failed.message}
        </p>
      ) : null}
      <Field
        ref={nameRef}
        id={id("name")}
        label="Name"
        error={errors.name}
        name="name"
        autoComplete="name"
        required
        maxLength={100}
      />
      <Field
        id={id("phone")}
        label="Mobile number"
        error={errors.phoneNumber}
        prefix={
          <span className="inline-flex min-h-12 items-center rounded-xl border border-line bg-bg px-3 text-ink tabular">
            <span className="sr-only">Dial code </span>
            {dialCode}
          </span>
        }
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        required
      />
      <Field
        id={id("email")}
        label="Email (optional)"
        hint="For the confirmation and reminder; without it we send them by SMS."
        error={errors.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
      />
      <Button type="submit" pending={sending} pendingLabel="Registering" className="w-full sm:w-auto">
        Register for free
      </Button>
    </Form>
  );
}

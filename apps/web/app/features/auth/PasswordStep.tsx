import type { UserDto } from "@ojas/domain";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Field } from "../../components/ui/Field.tsx";
import { authApi, useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import type { IdentifyResult } from "./IdentifyStep.tsx";

interface Props {
  who: IdentifyResult;
  onSignedIn: (user: UserDto) => void;
  onFailed: (error: Error) => void;
  onUseCode: () => void;
}

/** Password sign-in for shoppers who set one in their account. */
export function PasswordStep({ who, onSignedIn, onFailed, onUseCode }: Props) {
  const api = useApi();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError("Enter your password");
      return;
    }
    setPending(true);
    setError(null);
    try {
      onSignedIn((await authApi.loginWithPassword(api, who.id, password)).user);
    } catch (failure) {
      setError(failureText(failure));
      // Back on the field, whose description now reads the error.
      inputRef.current?.select();
      if (failure instanceof Error) onFailed(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-muted">
        Signing in as <span className="font-semibold text-ink">{who.display}</span>.
      </p>
      {/* Lets password managers pair the password with the account. */}
      <input
        type="hidden"
        autoComplete="username"
        value={"emailId" in who.id ? who.id.emailId : who.display}
      />
      <Field
        ref={inputRef}
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" pending={pending} pendingLabel="Signing in…">
        Sign in
      </Button>
      <Button variant="link" className="self-center py-2" onClick={onUseCode}>
        Forgot it? Get a one-time code instead
      </Button>
    </form>
  );
}

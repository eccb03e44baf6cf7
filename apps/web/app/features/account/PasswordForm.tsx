import { PASSWORD_MIN_LENGTH } from "@ojas/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Field } from "../../components/ui/Field.tsx";
import { showSnackbar } from "../../components/ui/snackbar.ts";
import { accountApi, useApi } from "../../lib/auth/auth-api.ts";
import { failureText, passwordError } from "../../lib/auth/login-form.ts";

/** Sets or changes the password used by password sign-in (PUT /api/user/v1/password). */
export function PasswordForm() {
  const api = useApi();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: passwordError(password) ?? undefined,
      confirm: confirm !== password ? "The two passwords do not match" : undefined,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    setPending(true);
    try {
      await accountApi.setPassword(api, password);
      setPassword("");
      setConfirm("");
      showSnackbar("Your password is saved. You can sign in with it next time.");
    } catch (error) {
      setErrors({ form: failureText(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      <Field
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <Field
        id="confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-error sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" pending={pending} pendingLabel="Saving…">
          Save password
        </Button>
      </div>
    </form>
  );
}

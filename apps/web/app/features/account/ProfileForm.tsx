import { type Goal, isValidEmail, type UserDto } from "@ojas/domain";
import { type FormEvent, useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Field, SelectField } from "../../components/ui/Field.tsx";
import { showSnackbar } from "../../components/ui/snackbar.ts";
import { ApiError } from "../../lib/api.ts";
import { accountApi, useApi } from "../../lib/auth/auth-api.ts";
import { failureText } from "../../lib/auth/login-form.ts";
import { userLoaded } from "../../lib/state/user-slice.ts";
import { useAppDispatch } from "../../lib/store.ts";
import { GOAL_OPTIONS } from "./goals.ts";

type Errors = Partial<Record<"firstName" | "lastName" | "email" | "healthGoal" | "form", string>>;

function check(firstName: string, lastName: string, email: string): Errors {
  const errors: Errors = {};
  if (firstName.trim().length > 60) errors.firstName = "Use at most 60 characters";
  if (lastName.trim().length > 60) errors.lastName = "Use at most 60 characters";
  if (email.trim() && !isValidEmail(email.trim())) errors.email = "Enter a valid email address";
  return errors;
}

/** Name, email and health goal (PUT /api/user/v3/profile). */
export function ProfileForm({ user }: { user: UserDto }) {
  const api = useApi();
  const dispatch = useAppDispatch();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [email, setEmail] = useState(user.email ?? "");
  const [goal, setGoal] = useState<Goal | "">(user.healthGoal ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(firstName, lastName, email);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const nextEmail = email.trim().toLowerCase();
    setPending(true);
    try {
      const { userDto } = await accountApi.updateProfile(api, {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        healthGoal: goal || null,
        ...(nextEmail !== (user.email ?? "") ? { email: nextEmail || null } : {}),
      });
      dispatch(userLoaded(userDto));
      showSnackbar("Your profile is saved.");
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
      else setErrors({ form: failureText(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-labelledby="profile-title">
      <Field
        id="profile-first-name"
        label="First name"
        autoComplete="given-name"
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        error={errors.firstName}
      />
      <Field
        id="profile-last-name"
        label="Last name"
        autoComplete="family-name"
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        error={errors.lastName}
      />
      <Field
        id="profile-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        hint="For order updates and receipts."
      />
      <SelectField
        id="profile-goal"
        label="Health goal"
        value={goal}
        onChange={(e) => setGoal(e.target.value as Goal | "")}
        error={errors.healthGoal}
      >
        <option value="">Not chosen yet</option>
        {GOAL_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      {errors.form ? (
        <p role="alert" className="text-sm text-error sm:col-span-2">
          {errors.form}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" pending={pending} pendingLabel="Saving…">
          Save profile
        </Button>
      </div>
    </form>
  );
}

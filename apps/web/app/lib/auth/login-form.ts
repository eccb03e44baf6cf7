import {
  errorMessage,
  isValidEmail,
  normaliseEmail,
  PASSWORD_MIN_LENGTH,
  PHONE_COUNTRIES,
  type PhoneCountry,
} from "@ojas/domain";
import { ApiError } from "../api.ts";
import type { Identifier } from "./auth-api.ts";

export type Channel = "phone" | "email";

export function phoneCountryByCode(code: string): PhoneCountry {
  return PHONE_COUNTRIES.find((c) => c.geo2CountryCode === code) ?? PHONE_COUNTRIES[0]!;
}

/** What the number box keeps: digits only, at most the country's length. */
export function phoneDigits(raw: string, country: PhoneCountry): string {
  return raw.replace(/\D/g, "").slice(0, country.maxDigits);
}

/** The identifier to send, or the message to show beside the field (docs/product.md, signing in and forms). */
export function identifierFrom(
  channel: Channel,
  value: string,
  country: PhoneCountry,
): { ok: true; id: Identifier; display: string } | { ok: false; error: string } {
  if (channel === "email") {
    const email = normaliseEmail(value);
    if (!email) return { ok: false, error: "Enter your email address" };
    if (!isValidEmail(email)) return { ok: false, error: "Enter a valid email address" };
    return { ok: true, id: { emailId: email }, display: email };
  }
  const digits = value.replace(/\D/g, "");
  if (!digits) return { ok: false, error: "Enter your mobile number" };
  if (!country.regex.test(digits)) {
    return { ok: false, error: `Enter a valid ${country.countryName} mobile number` };
  }
  return {
    ok: true,
    id: { phoneNumber: digits, countryCode: country.countryCode },
    display: `${country.countryCode} ${digits}`,
  };
}

export function passwordError(password: string): string | null {
  if (!password) return "Enter your password";
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`;
  return null;
}

/** The catalogue's text for a failed call: the server's message (it names tries left, waits...). */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.fields && Object.values(error.fields)[0];
    if (error.code === 4000 && field) return field;
    return error.message || errorMessage(5000);
  }
  return errorMessage(5000);
}

/** "0:27" */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

import { describe, expect, it } from "vitest";
import { ApiError } from "../api.ts";
import { countdownText, failureText, identifierFrom, phoneCountryByCode, phoneDigits } from "./login-form.ts";

const IN = phoneCountryByCode("IN");
const US = phoneCountryByCode("US");
const AE = phoneCountryByCode("AE");

describe("login form", () => {
  it("checks a phone number against the chosen country and sends it with the dial code", () => {
    expect(identifierFrom("phone", "98123 45678", IN)).toEqual({
      ok: true,
      id: { phoneNumber: "9812345678", countryCode: "+91" },
      display: "+91 9812345678",
    });
    expect(identifierFrom("phone", "5123456789", IN)).toEqual({
      ok: false,
      error: "Enter a valid India mobile number",
    });
    expect(identifierFrom("phone", "(212) 555-0142", US)).toMatchObject({
      ok: true,
      id: { phoneNumber: "2125550142", countryCode: "+1" },
    });
    expect(identifierFrom("phone", "501234567", AE)).toMatchObject({ ok: true });
    expect(identifierFrom("phone", "", AE)).toEqual({ ok: false, error: "Enter your mobile number" });
  });

  it("caps the number box at the country's digits", () => {
    expect(phoneDigits("+91 98123-456789", IN)).toBe("9198123456");
    expect(phoneDigits("50 123 45678", AE)).toBe("501234567");
  });

  it("checks an email and sends it trimmed and lower-cased", () => {
    expect(identifierFrom("email", " Asha.Rao@Example.com ", IN)).toMatchObject({
      ok: true,
      id: { emailId: "asha.rao@example.com" },
    });
    expect(identifierFrom("email", "asha@", IN)).toEqual({ ok: false, error: "Enter a valid email address" });
  });

  it("shows the server's text for a failure, the field's text for a 4000", () => {
    expect(failureText(new ApiError(401, 4011, "That code is not right. 4 tries left."))).toBe(
      "That code is not right. 4 tries left.",
    );
    expect(
      failureText(new ApiError(400, 4000, "Invalid request body", { phoneNumber: "Enter a valid number" })),
    ).toBe("Enter a valid number");
    expect(failureText(new Error("boom"))).toBe("Something went wrong. Please try again.");
  });

  it("formats the resend countdown", () => {
    expect(countdownText(30)).toBe("0:30");
    expect(countdownText(65.2)).toBe("1:06");
    expect(countdownText(-1)).toBe("0:00");
  });
});

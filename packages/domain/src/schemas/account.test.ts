import { describe, expect, it } from "vitest";
import { ADDRESS_FIELD_LIMITS, tooLongMessage } from "../address-rules.ts";
import { addressInputSchema } from "./account.ts";

const valid = {
  name: "Asha Rao",
  phoneNumber: "9876501234",
  line1: "14 Janpath",
  city: "New Delhi",
  state: "Delhi",
  pincode: "110001",
};

/** The message per field of a failed parse. */
function messages(input: unknown): Record<string, string> {
  const result = addressInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("addressInputSchema", () => {
  it("takes every field up to its limit", () => {
    const longest = Object.fromEntries(
      Object.entries(ADDRESS_FIELD_LIMITS).map(([field, max]) => [field, "a".repeat(max)]),
    );
    expect(addressInputSchema.safeParse({ ...valid, ...longest }).success).toBe(true);
  });

  it("says in words which field is too long, and by how much it may be", () => {
    const tooLong = Object.fromEntries(
      Object.entries(ADDRESS_FIELD_LIMITS).map(([field, max]) => [field, "a".repeat(max + 1)]),
    );
    expect(messages({ ...valid, ...tooLong })).toEqual({
      name: "Keep the name under 80 characters",
      phoneNumber: "Keep the mobile number under 20 characters",
      line1: "Keep the first address line under 120 characters",
      line2: "Keep the second address line under 120 characters",
      landmark: "Keep the landmark under 80 characters",
      city: "Keep the city under 60 characters",
      state: "Keep the state under 60 characters",
      pincode: "Keep the pincode, ZIP code or area under 60 characters",
    });
    expect(tooLongMessage("name", 80)).toBe("Keep the name under 80 characters");
  });

  it("asks for missing fields and wrong types in words, never zod's own text", () => {
    const found = messages({ name: 42, line2: 7, type: "Castle", defaultAddress: "yes" });
    expect(found).toEqual({
      name: "Enter the recipient's full name",
      phoneNumber: "Enter a mobile number",
      line1: "Enter the first address line",
      line2: "Enter the second address line as text",
      city: "Enter the city",
      state: "Enter the state",
      pincode: "Enter the pincode, ZIP code or area",
      type: "Choose Home, Office or Other",
      defaultAddress: "Say yes or no to making this the default address",
    });
    for (const message of Object.values(found)) expect(message).not.toMatch(/invalid|expected|received/i);
    expect(messages({ ...valid, city: "   " })).toEqual({ city: "Enter the city" });
  });
});

import { describe, expect, it } from "vitest";
import { addressPlace } from "./address-rules.ts";

describe("addressPlace", () => {
  it("writes an Indian or US address's city, state and code", () => {
    expect(addressPlace({ city: "New Delhi", state: "Delhi", pincode: "110001", country: "India" })).toBe(
      "New Delhi, Delhi 110001",
    );
    expect(addressPlace({ city: "New York", state: "NY", pincode: "10001", country: "US" })).toBe(
      "New York, NY 10001",
    );
  });

  it("writes a UAE address's area first, and its emirate only when it is not the city", () => {
    expect(
      addressPlace({
        city: "Dubai",
        state: "Dubai",
        pincode: "Al Barsha 1",
        country: "United Arab Emirates",
      }),
    ).toBe("Al Barsha 1, Dubai");
    expect(addressPlace({ city: "Al Ain", state: "Abu Dhabi", pincode: "Al Jimi", country: "AE" })).toBe(
      "Al Jimi, Al Ain, Abu Dhabi",
    );
  });

  it("leaves out what is empty", () => {
    expect(addressPlace({ city: "New York", state: "", pincode: "10001", country: "US" })).toBe(
      "New York, 10001",
    );
    expect(addressPlace({ city: "Mumbai", state: "Maharashtra", pincode: "", country: "IN" })).toBe(
      "Mumbai, Maharashtra",
    );
  });
});

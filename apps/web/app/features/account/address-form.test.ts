import type { Address } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import {
  addressFields,
  addressMarket,
  draftFromAddress,
  emptyDraft,
  serverErrors,
  validateAddress,
} from "./address-form.ts";

const filled = {
  ...emptyDraft(),
  name: "Asha Rao",
  line1: "14, 2nd Cross, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
};

describe("address form", () => {
  it("checks the pincode and phone by market, with inline messages", () => {
    expect(validateAddress("IN", { ...filled, phone: "9812345678", pincode: "560038" })).toEqual({});
    expect(validateAddress("IN", { ...filled, phone: "12345", pincode: "5600" })).toEqual({
      phone: "Enter a valid India mobile number",
      pincode: "Enter a valid 6-digit pincode",
    });
    expect(validateAddress("US", { ...filled, phone: "(212) 555-0142", pincode: "10001" })).toEqual({});
    expect(validateAddress("US", { ...filled, phone: "9812345678", pincode: "560038" })).toMatchObject({
      pincode: "Enter a valid 5-digit ZIP code",
    });
    expect(validateAddress("AE", { ...filled, phone: "501234567", pincode: "Dubai Marina" })).toEqual({});
    expect(validateAddress("AE", { ...filled, phone: "9812345678", pincode: "1" })).toEqual({
      phone: "Enter a valid United Arab Emirates mobile number",
      pincode: "Enter your area, such as Dubai Marina",
    });
  });

  it("asks for every required line", () => {
    expect(Object.keys(validateAddress("IN", emptyDraft()))).toEqual([
      "name",
      "phone",
      "line1",
      "city",
      "state",
      "pincode",
    ]);
    expect(validateAddress("AE", emptyDraft()).state).toBe("Enter the emirate");
  });

  it("sends trimmed fields with the market's country and dial code, optional lines only when given", () => {
    const body = addressFields("AE", {
      ...filled,
      name: " Layla Haddad ",
      phone: "501234567",
      pincode: " Dubai Marina ",
      landmark: "  ",
    });
    expect(body).toMatchObject({
      name: "Layla Haddad",
      phoneNumber: "501234567",
      countryCode: "+971",
      pincode: "Dubai Marina",
      country: "United Arab Emirates",
      type: "Home",
    });
    expect(body.landmark).toBeUndefined();
  });

  it("edits a saved address in its own country's rules, with the national number", () => {
    const saved: Address = {
      timestamp: 1,
      name: "Sam Lee",
      phoneNumber: "+12125550142",
      line1: "350 5th Ave",
      city: "New York",
      state: "NY",
      pincode: "10001",
      country: "United States",
      type: "Office",
      defaultAddress: true,
    };
    expect(addressMarket(saved, "IN")).toBe("US");
    expect(addressMarket(null, "AE")).toBe("AE");
    expect(draftFromAddress(saved)).toMatchObject({
      phone: "2125550142",
      type: "Office",
      defaultAddress: true,
    });
  });

  it("puts the API's field errors on the form's fields", () => {
    expect(
      serverErrors({ phoneNumber: "Enter a valid India mobile number", pincode: "Bad", addresses: "Max" }),
    ).toEqual({
      phone: "Enter a valid India mobile number",
      pincode: "Bad",
      form: "Max",
    });
  });
});

import type { Address } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import {
  accountPhoneFor,
  addressFields,
  addressMarket,
  draftFromAddress,
  emptyDraft,
  fieldLimits,
  fillFromPincode,
  pincodeToLookUp,
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
      pincode: "Enter your area, such as Dubai Marina or Al Barsha 1",
    });
  });

  it("takes a numbered UAE area", () => {
    for (const area of ["Al Barsha 1", "Dubai Investment Park 2"]) {
      expect(validateAddress("AE", { ...filled, phone: "501234567", pincode: area })).toEqual({});
    }
  });

  it("asks for line 1 in each market's words", () => {
    expect(validateAddress("IN", emptyDraft()).line1).toBe("Enter the flat or house number and street");
    expect(validateAddress("US", emptyDraft()).line1).toBe("Enter the street address");
    expect(validateAddress("AE", emptyDraft()).line1).toBe("Enter the apartment or villa and building");
  });

  it("limits every field, and says so in words", () => {
    expect(fieldLimits("IN")).toEqual({
      name: 80,
      phone: 20,
      line1: 120,
      line2: 120,
      landmark: 80,
      city: 60,
      state: 60,
      pincode: 6,
    });
    expect(fieldLimits("US").pincode).toBe(10);
    expect(fieldLimits("AE").pincode).toBe(60);
    const long = {
      ...filled,
      phone: "501234567",
      pincode: "Dubai Marina",
      name: "N".repeat(81),
      line2: "L".repeat(121),
      state: "S".repeat(61),
    };
    expect(validateAddress("AE", long)).toEqual({
      name: "Keep the name under 80 characters",
      line2: "Keep the second address line under 120 characters",
      state: "Keep the emirate under 60 characters",
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
      serverErrors("IN", {
        phoneNumber: "Enter a valid India mobile number",
        pincode: "Enter a valid 6-digit pincode",
        "address.name": "Keep the name under 80 characters",
        addresses: "You can keep up to 20 addresses",
      }),
    ).toEqual({
      phone: "Enter a valid India mobile number",
      pincode: "Enter a valid 6-digit pincode",
      name: "Keep the name under 80 characters",
      form: "You can keep up to 20 addresses",
    });
  });

  it("never shows a validator's own text", () => {
    expect(
      serverErrors("AE", {
        city: "Too big: expected string to have <=60 characters",
        pincode: "Invalid input: expected string, received number",
        type: 'Invalid option: expected one of "Home"|"Office"|"Other"',
        body: "Invalid input",
      }),
    ).toEqual({
      city: "Check the city",
      pincode: "Check the area",
      type: "Choose one of the options",
      form: "Check the address and try again",
    });
  });

  it("fills in the account's mobile number when it is of the market's country", () => {
    expect(accountPhoneFor("IN", "+919876543210")).toBe("9876543210");
    expect(accountPhoneFor("US", "+12125550142")).toBe("2125550142");
    expect(accountPhoneFor("AE", "+919876543210")).toBe("");
    expect(accountPhoneFor("IN", null)).toBe("");
  });

  it("looks up only a complete Indian pincode", () => {
    expect(pincodeToLookUp("IN", "11000")).toBeNull();
    expect(pincodeToLookUp("IN", "110001")).toBe("110001");
    expect(pincodeToLookUp("IN", "011000")).toBeNull();
    expect(pincodeToLookUp("US", "10001")).toBeNull();
    expect(pincodeToLookUp("AE", "Dubai Marina")).toBeNull();
  });

  it("fills the city and state from the pincode, keeping what the shopper typed", () => {
    const delhi = { city: "New Delhi", state: "Delhi" };
    const blank = { ...emptyDraft(), pincode: "110001" };
    expect(fillFromPincode(blank, delhi, null)).toMatchObject(delhi);
    expect(fillFromPincode({ ...blank, city: "Delhi Cantt" }, delhi, null)).toMatchObject({
      city: "Delhi Cantt",
      state: "Delhi",
    });
    // A new pincode replaces what the last one filled in, not what was typed.
    const mumbai = { city: "Mumbai", state: "Maharashtra" };
    expect(fillFromPincode({ ...blank, ...delhi }, mumbai, delhi)).toMatchObject(mumbai);
    expect(fillFromPincode({ ...blank, ...delhi, city: "Colaba" }, mumbai, delhi)).toMatchObject({
      city: "Colaba",
      state: "Maharashtra",
    });
    expect(fillFromPincode(blank, { city: null, state: null }, null)).toMatchObject({ city: "", state: "" });
  });
});

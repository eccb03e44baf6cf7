import {
  ADDRESS_FIELD_LIMITS,
  type ADDRESS_TYPES,
  type Address,
  addressCountryMarket,
  isValidPhoneForMarket,
  isValidPincode,
  MARKET_INFO,
  type Market,
  normalisePhone,
  type PincodeResponse,
  tooLongMessage,
} from "@ojas/domain";
import type { AddressFields } from "./auth/auth-api.ts";
import { MARKET_WORDING } from "./market-format/index.ts";

// The address form (docs/api.md, users), checked with each market's rules before it is sent.

export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface AddressDraft {
  name: string;
  /** The national number; the market's dial code is shown beside it. */
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  type: AddressType;
  defaultAddress: boolean;
}

export type AddressField = keyof AddressDraft;
export type AddressErrors = Partial<Record<AddressField | "form", string>>;
export type AddressTextField = Exclude<AddressField, "type" | "defaultAddress">;

export const emptyDraft = (defaultAddress = false): AddressDraft => ({
  name: "",
  phone: "",
  line1: "",
  line2: "",
  landmark: "",
  city: "",
  state: "",
  pincode: "",
  type: "Home",
  defaultAddress,
});

const API_FIELD: Record<AddressTextField, keyof typeof ADDRESS_FIELD_LIMITS> = {
  name: "name",
  phone: "phoneNumber",
  line1: "line1",
  line2: "line2",
  landmark: "landmark",
  city: "city",
  state: "state",
  pincode: "pincode",
};

/** The most each input takes: the API's limits, with a pincode or ZIP+4 no longer than it can be. */
export function fieldLimits(market: Market): Record<AddressTextField, number> {
  const limits = {} as Record<AddressTextField, number>;
  for (const [field, apiField] of Object.entries(API_FIELD)) {
    limits[field as AddressTextField] = ADDRESS_FIELD_LIMITS[apiField];
  }
  limits.pincode = market === "IN" ? 6 : market === "US" ? 10 : ADDRESS_FIELD_LIMITS.pincode;
  return limits;
}

/** What a field is called inside a sentence, in the market's words ("emirate", "ZIP code", "area"). */
export function fieldNoun(market: Market, field: AddressTextField): string {
  const labels = MARKET_WORDING[market].address;
  switch (field) {
    case "phone":
      return "mobile number";
    case "line1":
      return "first address line";
    case "line2":
      return "second address line";
    case "state":
      return labels.state.toLowerCase();
    case "pincode":
      return market === "US" ? labels.pincode : labels.pincode.toLowerCase();
    default:
      return field;
  }
}

/** The market whose rules an address follows: its own country's, else the page's. */
export function addressMarket(address: Pick<Address, "country"> | null, pageMarket: Market): Market {
  return (address && addressCountryMarket(address.country)) || pageMarket;
}

export function draftFromAddress(address: Address): AddressDraft {
  const phone = normalisePhone(address.phoneNumber);
  return {
    name: address.name,
    phone: phone.ok ? phone.national : address.phoneNumber,
    line1: address.line1,
    line2: address.line2 ?? "",
    landmark: address.landmark ?? "",
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    type: address.type,
    defaultAddress: address.defaultAddress,
  };
}

/** Inline messages, field by field; empty when the draft can be sent. */
export function validateAddress(market: Market, draft: AddressDraft): AddressErrors {
  const errors: AddressErrors = {};
  const info = MARKET_INFO[market];
  const labels = MARKET_WORDING[market].address;
  if (draft.name.trim().length < 2) errors.name = "Enter the recipient's full name";
  if (!draft.phone.trim()) errors.phone = "Enter a mobile number";
  else if (!isValidPhoneForMarket(market, draft.phone, info.dialCode)) {
    errors.phone = `Enter a valid ${info.countryName} mobile number`;
  }
  if (!draft.line1.trim()) errors.line1 = labels.line1Missing;
  if (!draft.city.trim()) errors.city = "Enter the city";
  if (!draft.state.trim()) errors.state = `Enter the ${fieldNoun(market, "state")}`;
  if (!isValidPincode(market, draft.pincode)) errors.pincode = labels.pincodeInvalid;
  // A saved address from before the limits can still be longer than the inputs allow.
  const limits = fieldLimits(market);
  for (const field of Object.keys(limits) as AddressTextField[]) {
    if (!errors[field] && draft[field].trim().length > limits[field]) {
      errors[field] = tooLongMessage(fieldNoun(market, field), limits[field]);
    }
  }
  return errors;
}

/** The request body: trimmed, optional lines left out when empty, the phone with its dial code. */
export function addressFields(market: Market, draft: AddressDraft): AddressFields {
  const info = MARKET_INFO[market];
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    name: draft.name.trim(),
    phoneNumber: draft.phone.trim(),
    countryCode: info.dialCode,
    line1: draft.line1.trim(),
    line2: optional(draft.line2),
    landmark: optional(draft.landmark),
    city: draft.city.trim(),
    state: draft.state.trim(),
    pincode: draft.pincode.trim(),
    country: info.countryName,
    type: draft.type,
    defaultAddress: draft.defaultAddress,
  };
}

// A validator's own wording, used when it was given no message ("Invalid input: expected string").
const RAW_VALIDATOR_TEXT = /^(invalid|too (big|small)|expected|required)\b/i;

/**
 * The API's field errors on the form's fields (it names the phone phoneNumber, and a guest order's address
 * address.line1). Its messages are worded for shoppers; should one not be, the field still gets words.
 */
export function serverErrors(market: Market, fields: Record<string, string>): AddressErrors {
  const errors: AddressErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const key = name.replace(/^address\./, "");
    const field = key === "phoneNumber" || key === "countryCode" ? "phone" : key;
    const raw = RAW_VALIDATOR_TEXT.test(message);
    if (field in API_FIELD) {
      errors[field as AddressTextField] = raw
        ? `Check the ${fieldNoun(market, field as AddressTextField)}`
        : message;
    } else if (field in emptyDraft()) {
      errors[field as AddressField] = raw ? "Choose one of the options" : message;
    } else {
      errors.form = raw ? "Check the address and try again" : message;
    }
  }
  return errors;
}

/** The signed-in shopper's own mobile number for a new address, when it is of the market's country. */
export function accountPhoneFor(market: Market, phoneNumber: string | null | undefined): string {
  if (!phoneNumber) return "";
  const phone = normalisePhone(phoneNumber);
  return phone.ok && phone.country.countryCode === MARKET_INFO[market].dialCode ? phone.national : "";
}

/** A complete Indian pincode to look the city and state up by; null while it is typed, and elsewhere. */
export function pincodeToLookUp(market: Market, pincode: string): string | null {
  return market === "IN" && isValidPincode(market, pincode) ? pincode.trim() : null;
}

export type PincodePlace = Pick<PincodeResponse, "city" | "state">;

/**
 * The draft with its pincode's city and state, put only into fields the shopper left empty or that an
 * earlier pincode filled (`filled`): what the shopper typed stays, and both stay editable.
 */
export function fillFromPincode(
  draft: AddressDraft,
  place: PincodePlace,
  filled: PincodePlace | null,
): AddressDraft {
  const next = { ...draft };
  for (const field of ["city", "state"] as const) {
    const found = place[field];
    const current = draft[field].trim();
    if (found && (current === "" || current === filled?.[field])) next[field] = found;
  }
  return next;
}

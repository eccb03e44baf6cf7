import {
  type ADDRESS_TYPES,
  type Address,
  addressCountryMarket,
  isValidPhoneForMarket,
  isValidPincode,
  MARKET_INFO,
  type Market,
  normalisePhone,
  PINCODE_LABELS,
} from "@ojas/domain";
import type { AddressFields } from "../auth/auth-api.ts";

// The address form of CONTRACT.md section 4, checked with each market's rules before it is sent.

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

/** Labels that differ by market: a UAE address has an emirate and an area, a US one a ZIP code. */
export function addressLabels(market: Market) {
  return {
    state: market === "AE" ? "Emirate" : "State",
    pincode: PINCODE_LABELS[market],
    pincodeHint:
      market === "AE"
        ? "The area or community, such as Dubai Marina"
        : market === "US"
          ? "5 digits, such as 10001"
          : "6 digits",
  };
}

const PINCODE_ERRORS: Record<Market, string> = {
  IN: "Enter a valid 6-digit pincode",
  US: "Enter a valid 5-digit ZIP code",
  AE: "Enter your area, such as Dubai Marina",
};

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
  const labels = addressLabels(market);
  if (draft.name.trim().length < 2) errors.name = "Enter the recipient's full name";
  if (!draft.phone.trim()) errors.phone = "Enter a mobile number";
  else if (!isValidPhoneForMarket(market, draft.phone, info.dialCode)) {
    errors.phone = `Enter a valid ${info.countryName} mobile number`;
  }
  if (!draft.line1.trim()) errors.line1 = "Enter the flat or house number and street";
  if (!draft.city.trim()) errors.city = "Enter the city";
  if (!draft.state.trim()) errors.state = `Enter the ${labels.state.toLowerCase()}`;
  if (!isValidPincode(market, draft.pincode)) errors.pincode = PINCODE_ERRORS[market];
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

/** The API's field errors on the form's fields (it names the phone phoneNumber). */
export function serverErrors(fields: Record<string, string>): AddressErrors {
  const errors: AddressErrors = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = name === "phoneNumber" || name === "countryCode" ? "phone" : name;
    if (field in emptyDraft()) errors[field as AddressField] = message;
    else errors.form = message;
  }
  return errors;
}

import {
  type AddressInput,
  addressCountryMarket,
  MARKET_INFO,
  type Market,
  normalisePhone,
  normalisePincode,
} from "@ojas/domain";
import { invalid } from "../../http/app-error.ts";
import type { AddressRow, NewAddress } from "./repository.ts";

const PINCODE_RULES: Record<Market, string> = {
  IN: "Enter a valid 6-digit pincode",
  US: "Enter a 5-digit ZIP code",
  AE: "Enter the area, for example Dubai Marina or Al Barsha 1",
};

/**
 * The stored fields of an address: the country (default: the request's market) decides the pincode rule
 * and the dial code of a national phone number; phones are kept in E.164. All field errors at once.
 */
export function normaliseAddress(
  requestMarket: Market,
  input: AddressInput,
): Omit<NewAddress, "userId" | "timestamp" | "defaultAddress" | "updatedAt"> {
  const market = input.country ? (addressCountryMarket(input.country) ?? requestMarket) : requestMarket;
  const fields: Record<string, string> = {};
  const pincode = normalisePincode(market, input.pincode);
  if (!pincode) fields.pincode = PINCODE_RULES[market];
  const phone = normalisePhone(input.phoneNumber, input.countryCode ?? MARKET_INFO[market].dialCode);
  if (!phone.ok) fields.phoneNumber = "Enter a valid mobile number";
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return {
    name: input.name,
    phoneNumber: phone.ok ? phone.e164 : "",
    line1: input.line1,
    line2: input.line2 || null,
    landmark: input.landmark || null,
    city: input.city,
    state: input.state,
    pincode: pincode!,
    country: MARKET_INFO[market].countryName,
    type: input.type,
  };
}

export function toAddress(row: AddressRow) {
  return {
    timestamp: row.timestamp,
    name: row.name,
    phoneNumber: row.phoneNumber,
    line1: row.line1,
    ...(row.line2 ? { line2: row.line2 } : {}),
    ...(row.landmark ? { landmark: row.landmark } : {}),
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    type: row.type as AddressInput["type"],
    defaultAddress: row.defaultAddress,
  };
}

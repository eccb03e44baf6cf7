import {
  COUNTRIES,
  type CountryEntry,
  MARKET_INFO,
  type Market,
  normalisePincode,
  PHONE_COUNTRIES,
  type PincodeResponse,
  type SameDayShipment,
} from "@ojas/domain";
import type { Deps } from "../../deps.ts";
import { invalid } from "../../http/app-error.ts";
import { estimatedDeliveryDate, sameDayWindow } from "./dispatch.ts";
import { findServiceArea } from "./repository.ts";

const PINCODE_HINTS: Record<Market, string> = {
  IN: "Enter a valid 6-digit pincode",
  US: "Enter a valid 5-digit ZIP code",
  AE: "Enter your area, such as Dubai or Sharjah",
};

/** The service_areas key of a valid code: AE areas are stored lower-case, a US ZIP+4 by its 5-digit ZIP. */
function areaKey(market: Market, code: string): string {
  if (market === "AE") return code.toLowerCase();
  if (market === "US") return code.slice(0, 5);
  return code;
}

/** Whether and when the market delivers to a pincode, ZIP or area. Cash on delivery exists in India only. */
export async function checkPincode(deps: Deps, market: Market, rawCode: string): Promise<PincodeResponse> {
  const code = normalisePincode(market, rawCode);
  if (code === null) throw invalid({ "params.code": PINCODE_HINTS[market] });
  const area = await findServiceArea(deps.db, market, areaKey(market, code));
  if (!area?.serviceable) {
    return {
      serviceable: false,
      city: area?.city || null,
      state: area?.state || null,
      codAvailable: false,
      estimatedDeliveryDate: null,
    };
  }
  return {
    serviceable: true,
    city: area.city,
    state: area.state,
    codAvailable: market === "IN" && area.codAvailable,
    estimatedDeliveryDate: estimatedDeliveryDate(deps.now(), area.deliveryDays, MARKET_INFO[market].timeZone),
  };
}

/** Phone country entries (the national-number pattern as text) with each country's care contacts. */
export function listCountries(): CountryEntry[] {
  return PHONE_COUNTRIES.map((phone) => {
    const country = COUNTRIES.find((c) => c.code === phone.geo2CountryCode)!;
    return {
      countryCode: phone.countryCode,
      geo2CountryCode: phone.geo2CountryCode,
      countryName: phone.countryName,
      flag: phone.flag,
      numericCode: phone.numericCode,
      regex: phone.regex.source,
      maxDigits: phone.maxDigits,
      market: country.market,
      care: {
        email: country.careEmail,
        phone: country.carePhone,
        phoneE164: country.carePhoneE164,
        hours: country.careHours,
      },
    };
  });
}

export function sameDayShipment(deps: Deps, market: Market): SameDayShipment {
  const window = sameDayWindow(deps.now(), MARKET_INFO[market].timeZone);
  return { cutOffTimeInMiliseconds: window.cutOff, shouldDisplay: window.openToday };
}

export { type LocalTime, localTime, zonedInstant } from "./zoned-time.ts";

/** The serviceable area of a valid code (its city), or undefined; 4000 for a malformed code. */
export async function serviceAreaOf(
  deps: Deps,
  market: Market,
  rawCode: string,
  field = "pincode",
): Promise<{ city: string; codAvailable: boolean } | undefined> {
  const code = normalisePincode(market, rawCode);
  if (code === null) throw invalid({ [field]: PINCODE_HINTS[market] });
  const area = await findServiceArea(deps.db, market, areaKey(market, code));
  return area?.serviceable ? { city: area.city, codAvailable: area.codAvailable } : undefined;
}

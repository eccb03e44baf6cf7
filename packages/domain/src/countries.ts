import type { Market } from "./markets.ts";

/** A shop country with its customer-care contacts. */
export interface Country {
  market: Market;
  code: "IN" | "AE" | "US";
  name: string;
  flag: string;
  careEmail: string;
  /** As shown on the page. */
  carePhone: string;
  /** For tel: links. */
  carePhoneE164: string;
  careHours: string;
}

export const COUNTRIES: readonly Country[] = [
  {
    market: "IN",
    code: "IN",
    name: "India",
    flag: "🇮🇳",
    careEmail: "care@ojas.in",
    carePhone: "+91 80 4718 2200",
    carePhoneE164: "+918047182200",
    careHours: "Mon-Sat, 9 am to 9 pm IST",
  },
  {
    market: "AE",
    code: "AE",
    name: "United Arab Emirates",
    flag: "🇦🇪",
    careEmail: "care.ae@ojashealth.com",
    carePhone: "+971 4 576 1180",
    carePhoneE164: "+97145761180",
    careHours: "Sun-Fri, 9 am to 9 pm GST",
  },
  {
    market: "US",
    code: "US",
    name: "United States",
    flag: "🇺🇸",
    careEmail: "care.us@ojashealth.com",
    carePhone: "+1 (646) 555-0142",
    carePhoneE164: "+16465550142",
    careHours: "Mon-Fri, 9 am to 6 pm ET",
  },
];

export function countryForMarket(market: Market): Country {
  return COUNTRIES.find((c) => c.market === market)!;
}

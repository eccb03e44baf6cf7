import { describe, expect, it } from "vitest";
import { COUNTRIES, countryForMarket } from "./countries.ts";
import { isValidEmail } from "./email.ts";
import { MARKET_INFO, MARKETS } from "./markets.ts";
import { normalisePhone } from "./phone.ts";

describe("COUNTRIES", () => {
  it("has one country per market, named as in the market info", () => {
    expect(COUNTRIES.map((c) => c.market)).toEqual([...MARKETS]);
    for (const market of MARKETS) {
      expect(countryForMarket(market).name).toBe(MARKET_INFO[market].countryName);
      expect(countryForMarket(market).code).toBe(MARKET_INFO[market].countryCode);
    }
  });

  it("has valid and consistent care contacts", () => {
    expect(countryForMarket("IN").careEmail).toBe("care@ojas.in");
    expect(countryForMarket("IN").carePhone).toBe("+91 80 4718 2200");
    for (const country of COUNTRIES) {
      expect(isValidEmail(country.careEmail)).toBe(true);
      expect(country.carePhoneE164).toBe(country.carePhone.replace(/[^\d+]/g, ""));
      expect(country.carePhoneE164.startsWith(MARKET_INFO[country.market].dialCode)).toBe(true);
    }
    // The US line is a mobile-format number, so it passes the shop's own phone rules.
    expect(normalisePhone(countryForMarket("US").carePhone).ok).toBe(true);
  });
});

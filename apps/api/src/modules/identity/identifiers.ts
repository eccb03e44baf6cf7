import {
  MARKET_INFO,
  type Market,
  normaliseEmail,
  normalisePhone,
  type OutboxChannel,
  phoneCountryByDialCode,
} from "@ojas/domain";
import { invalid } from "../../http/app-error.ts";

/** A phone in E.164 or a lower-cased email: how a person signs in. */
export interface Identifier {
  kind: "phone" | "email";
  value: string;
}

export const channelOf = (id: Identifier): OutboxChannel => (id.kind === "phone" ? "sms" : "email");

/**
 * The identifier of an auth body (the schema already made sure exactly one is there). Phones use
 * countryCode, else the market's dial code; a full E.164 number keeps its own.
 */
export function resolveIdentifier(
  market: Market,
  body: { phoneNumber?: string; emailId?: string; countryCode?: string },
): Identifier {
  if (body.emailId !== undefined) return { kind: "email", value: normaliseEmail(body.emailId) };
  const dialCode = body.countryCode ?? MARKET_INFO[market].dialCode;
  const country = phoneCountryByDialCode(dialCode);
  if (!country) throw invalid({ countryCode: "We do not serve this country yet" });
  const phone = normalisePhone(body.phoneNumber, dialCode);
  if (!phone.ok) throw invalid({ phoneNumber: `Enter a valid ${country.countryName} mobile number` });
  return { kind: "phone", value: phone.e164 };
}

/**
 * For the outbox query: an email, or a phone as a shopper types it ("+91 98765 43210", "98765 43210",
 * "9876543210": a national number is the market's), else null. A "+" left unescaped in a query string
 * arrives as a space, so "91 98765 43210" is read as "+91 98765 43210" when it is no national number.
 */
export function parseRecipient(to: string, market: Market = "IN"): Identifier | null {
  const text = to.trim();
  if (text.includes("@")) return { kind: "email", value: normaliseEmail(text) };
  const tries = text.startsWith("+") ? [text] : [text, `+${text}`];
  for (const attempt of tries) {
    const phone = normalisePhone(attempt, MARKET_INFO[market].dialCode);
    if (phone.ok) return { kind: "phone", value: phone.e164 };
  }
  return null;
}

/** "+91******3210", "pr***@example.com": enough to recognise, not to harvest. */
export function maskIdentifier(id: Identifier): string {
  if (id.kind === "phone") {
    const country = normalisePhone(id.value);
    const dial = country.ok ? country.country.countryCode : "+";
    const national = id.value.slice(dial.length);
    return `${dial}${"*".repeat(Math.max(0, national.length - 4))}${national.slice(-4)}`;
  }
  const [local = "", domain = ""] = id.value.split("@");
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***@${domain}`;
}

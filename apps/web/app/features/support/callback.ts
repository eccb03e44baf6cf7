import { CALLBACK_TIME_SLOTS, isValidPhoneForMarket, MARKET_INFO, type Market } from "@ojas/domain";
import { data } from "react-router";
import { type Api, ApiError } from "../../lib/api.ts";
import { utmFromForm } from "../../lib/utm.ts";

/** The answer of a page action that sends a form on to the support API. */
export type FormResult<Name extends string> =
  | { form: Name; ok: true }
  | { form: Name; ok: false; message: string; fields: Record<string, string> };

export const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

export function invalid<Name extends string>(form: Name, fields: Record<string, string>) {
  return data<FormResult<Name>>(
    { form, ok: false, message: "Please check the highlighted fields.", fields },
    { status: 400 },
  );
}

export function phoneError(market: Market, phoneNumber: string): string | null {
  return isValidPhoneForMarket(market, phoneNumber)
    ? null
    : `Enter a valid ${MARKET_INFO[market].countryName} mobile number`;
}

/** Sends a checked request to the support API; its 4xx answers come back to the form, field by field. */
export async function submitForm<Name extends string>(form: Name, send: () => Promise<unknown>) {
  try {
    await send();
    return data<FormResult<Name>>({ form, ok: true });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data<FormResult<Name>>(
        { form, ok: false, message: error.message, fields: error.fields ?? {} },
        { status: error.status },
      );
    }
    throw error;
  }
}

/**
 * The request-callback form (name, phone by the market's rules, time, topic) checked and sent to
 * POST /api/marketing/v1/requestCallBack. `topic` overrides what the shopper typed (a plan's lead form).
 */
export function sendCallback(api: Api, market: Market, form: FormData, topic?: string, planId?: string) {
  const name = text(form, "name");
  const phoneNumber = text(form, "phoneNumber");
  const preferredTime = text(form, "preferredTime");
  const typedTopic = text(form, "topic");
  const fields: Record<string, string> = {};
  if (name.length < 2) fields.name = "Enter your name";
  const phone = phoneError(market, phoneNumber);
  if (phone) fields.phoneNumber = phone;
  if (Object.keys(fields).length > 0) return invalid("callback", fields);
  const subject = [topic, typedTopic].filter((t): t is string => Boolean(t && t.length >= 2)).join(": ");
  return submitForm("callback", () =>
    api.post("/api/marketing/v1/requestCallBack", {
      name,
      phoneNumber,
      countryCode: MARKET_INFO[market].dialCode,
      preferredTime: (CALLBACK_TIME_SLOTS as readonly string[]).includes(preferredTime)
        ? preferredTime
        : undefined,
      topic: subject ? subject.slice(0, 200) : undefined,
      ...(planId ? { planId } : {}),
      utm: utmFromForm(form),
    }),
  );
}

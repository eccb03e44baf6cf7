import { isValidEmail, isValidPhoneForMarket, MARKET_INFO, type Market } from "@ojas/domain";
import { data } from "react-router";
import { type Api, ApiError } from "../../lib/api.ts";

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The error code of a phone already registered for the webinar. */
export const ALREADY_REGISTERED = 4008;

/** What the registration form gets back from the page's action. */
export type RegistrationResult =
  | { webinarId: string; ok: true; registrationId: string }
  | {
      webinarId: string;
      ok: false;
      message: string;
      fields: Record<string, string>;
      /** The phone already holds a seat: told kindly, not as a failure. */
      alreadyRegistered: boolean;
    };

const refused = (webinarId: string, message: string, fields: Record<string, string>, status: number) =>
  data<RegistrationResult>({ webinarId, ok: false, message, fields, alreadyRegistered: false }, { status });

/**
 * The registration form (name, phone by the market's rules, optional email) checked, then sent to
 * POST /api/subscription/v1/webinar-registration; the API's 4xx answers come back to the form.
 */
export async function sendRegistration(api: Api, market: Market, form: FormData) {
  const webinarId = text(form, "webinarId");
  const name = text(form, "name");
  const phoneNumber = text(form, "phoneNumber");
  const email = text(form, "email");
  const fields: Record<string, string> = {};
  if (name.length < 2) fields.name = "Enter your name";
  else if (name.length > 100) fields.name = "Keep your name under 100 characters";
  if (!isValidPhoneForMarket(market, phoneNumber)) {
    fields.phoneNumber = `Enter a valid ${MARKET_INFO[market].countryName} mobile number`;
  }
  if (email && !isValidEmail(email)) fields.email = "Enter a valid email address, or leave it empty";
  if (Object.keys(fields).length > 0) {
    return refused(webinarId, "Please check the highlighted fields.", fields, 400);
  }
  try {
    const { registrationId } = await api.post<{ registrationId: string }>(
      "/api/subscription/v1/webinar-registration",
      {
        webinarId,
        name,
        phoneNumber,
        countryCode: MARKET_INFO[market].dialCode,
        ...(email ? { email } : {}),
      },
    );
    return data<RegistrationResult>({ webinarId, ok: true, registrationId });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data<RegistrationResult>(
        {
          webinarId,
          ok: false,
          message: error.message,
          fields: error.fields ?? {},
          alreadyRegistered: error.code === ALREADY_REGISTERED,
        },
        { status: error.status },
      );
    }
    throw error;
  }
}

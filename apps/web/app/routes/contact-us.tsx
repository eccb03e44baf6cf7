import {
  CALLBACK_TIME_SLOTS,
  countryForMarket,
  isValidPhoneForMarket,
  MARKET_INFO,
  marketFromPath,
  phoneCountryForMarket,
} from "@ojas/domain";
import {
  type ActionFunctionArgs,
  data,
  Form,
  type MetaFunction,
  useActionData,
  useNavigation,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { ApiError, apiFor } from "../lib/api.ts";
import { useMarket } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

const TIME_LABELS: Record<(typeof CALLBACK_TIME_SLOTS)[number], string> = {
  MORNING: "Morning (9 am to 12 pm)",
  AFTERNOON: "Afternoon (12 pm to 5 pm)",
  EVENING: "Evening (5 pm to 9 pm)",
};

type ActionResult = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

/** The call-back request: checked here against the market's phone rules, then sent to the support API. */
export async function action({ request, context }: ActionFunctionArgs) {
  const market = marketFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const name = String(form.get("name") ?? "").trim();
  const phoneNumber = String(form.get("phoneNumber") ?? "").trim();
  const preferredTime = String(form.get("preferredTime") ?? "");
  const topic = String(form.get("topic") ?? "").trim();
  const fields: Record<string, string> = {};
  if (name.length < 2) fields.name = "Enter your name";
  if (!isValidPhoneForMarket(market, phoneNumber)) {
    fields.phoneNumber = `Enter a valid ${MARKET_INFO[market].countryName} mobile number`;
  }
  if (Object.keys(fields).length > 0) {
    return data<ActionResult>(
      { ok: false, message: "Please check the highlighted fields.", fields },
      { status: 400 },
    );
  }
  try {
    await apiFor(request, context).post("/api/marketing/v1/requestCallBack", {
      name,
      phoneNumber,
      countryCode: MARKET_INFO[market].dialCode,
      preferredTime: (CALLBACK_TIME_SLOTS as readonly string[]).includes(preferredTime)
        ? preferredTime
        : undefined,
      topic: topic.length >= 2 ? topic : undefined,
    });
    return data<ActionResult>({ ok: true });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return data<ActionResult>(
        { ok: false, message: error.message, fields: error.fields ?? {} },
        { status: error.status },
      );
    }
    throw error;
  }
}

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Contact us",
    description: "Call, email or ask Ojas care to call you back about an order, a device or a plan.",
    crumb: "Contact us",
    keywords: ["Ojas customer care", "contact", "support"],
  });

const inputClass =
  "mt-1.5 min-h-11 w-full rounded-xl border bg-surface px-4 text-ink aria-[invalid=true]:border-error border-line";

export default function ContactUs() {
  const market = useMarket();
  const country = countryForMarket(market);
  const phone = phoneCountryForMarket(market);
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const errors = result && !result.ok ? result.fields : {};

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12 md:grid-cols-2">
      <div>
        <PageHeader title="Contact us">We answer every message, usually within a few hours.</PageHeader>
        <dl className="mt-8 space-y-5">
          <div>
            <dt className="text-sm text-muted">Call us</dt>
            <dd>
              <a
                href={`tel:${country.carePhoneE164}`}
                className="text-lg font-semibold text-accent hover:underline"
              >
                {country.carePhone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Email</dt>
            <dd>
              <a
                href={`mailto:${country.careEmail}`}
                className="text-lg font-semibold text-accent hover:underline"
              >
                {country.careEmail}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Hours</dt>
            <dd className="text-ink">{country.careHours}</dd>
          </div>
        </dl>
      </div>

      <section aria-labelledby="callback" className="rounded-card border border-line bg-surface p-6">
        <h2 id="callback" className="text-xl font-semibold text-ink">
          Request a call back
        </h2>
        {result?.ok ? (
          <p role="status" className="mt-4 rounded-xl bg-accent-soft p-4 text-accent">
            Thank you. Ojas care will call you within one working day.
          </p>
        ) : (
          <Form method="post" className="mt-4 space-y-4" noValidate>
            {result && !result.ok ? (
              <p role="alert" className="text-sm text-error">
                {result.message}
              </p>
            ) : null}
            <label className="block text-sm font-medium text-ink">
              Name
              <input
                name="name"
                autoComplete="name"
                required
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? "name-error" : undefined}
                className={inputClass}
              />
              {errors.name ? (
                <span id="name-error" className="mt-1 block text-sm text-error">
                  {errors.name}
                </span>
              ) : null}
            </label>
            <label className="block text-sm font-medium text-ink">
              Mobile number
              <span className="mt-1.5 flex items-center gap-2">
                <span className="inline-flex min-h-11 items-center rounded-xl border border-line bg-bg px-3 text-ink tabular">
                  {phone.countryCode}
                </span>
                <input
                  name="phoneNumber"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  required
                  aria-invalid={errors.phoneNumber ? true : undefined}
                  aria-describedby={errors.phoneNumber ? "phone-error" : undefined}
                  className={`${inputClass} mt-0`}
                />
              </span>
              {errors.phoneNumber ? (
                <span id="phone-error" className="mt-1 block text-sm text-error">
                  {errors.phoneNumber}
                </span>
              ) : null}
            </label>
            <label className="block text-sm font-medium text-ink">
              Best time to call
              <select name="preferredTime" className={inputClass} defaultValue="MORNING">
                {CALLBACK_TIME_SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {TIME_LABELS[slot]}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-medium text-ink">
              What can we help with? <span className="font-normal text-muted">(optional)</span>
              <input name="topic" maxLength={200} className={inputClass} />
            </label>
            <Button type="submit" pending={pending} pendingLabel="Sending" className="w-full">
              Call me back
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}

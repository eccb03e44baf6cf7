import {
  CALLBACK_TIME_SLOTS,
  countryForMarket,
  isValidEmail,
  MARKET_INFO,
  marketFromPath,
  TEAM_SIZE_BANDS,
} from "@ojas/domain";
import {
  type ActionFunctionArgs,
  Form,
  type MetaFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import {
  CallbackForm,
  FormField,
  FormMessage,
  formInputClass,
  PhoneInput,
} from "../features/support/CallbackForm.tsx";
import {
  type FormResult,
  invalid,
  phoneError,
  sendCallback,
  submitForm,
  text,
} from "../features/support/callback.ts";
import { apiFor } from "../lib/api.ts";
import { useMarket } from "../lib/market.ts";
import { simpleMeta } from "../lib/simple-meta.ts";

type FormName = "callback" | "b2b";

/** The choices come from the server: the domain's lists live beside zod schemas the browser does not need. */
export function loader() {
  return { timeSlots: [...CALLBACK_TIME_SLOTS], teamSizes: [...TEAM_SIZE_BANDS] };
}

/** Both forms post here (intent): each is checked against the market's phone rules, then sent on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const market = marketFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const api = apiFor(request, context);

  if (text(form, "intent") === "b2b") {
    const body = {
      name: text(form, "name"),
      companyName: text(form, "companyName"),
      workEmail: text(form, "workEmail"),
      phoneNumber: text(form, "phoneNumber"),
      teamSize: text(form, "teamSize"),
      message: text(form, "message"),
    };
    const fields: Record<string, string> = {};
    if (body.name.length < 2) fields.name = "Enter your name";
    if (body.companyName.length < 2) fields.companyName = "Enter your company's name";
    if (!isValidEmail(body.workEmail)) fields.workEmail = "Enter a valid work email";
    const phone = phoneError(market, body.phoneNumber);
    if (phone) fields.phoneNumber = phone;
    if (!(TEAM_SIZE_BANDS as readonly string[]).includes(body.teamSize))
      fields.teamSize = "Choose your team size";
    if (body.message.length > 1000) fields.message = "Keep it under 1,000 characters";
    if (Object.keys(fields).length > 0) return invalid("b2b", fields);
    return submitForm("b2b", () =>
      api.post("/api/marketing/b2b/v1/request-callback", {
        ...body,
        countryCode: MARKET_INFO[market].dialCode,
        message: body.message || undefined,
      }),
    );
  }

  return sendCallback(api, market, form);
}

export const meta: MetaFunction = (args) =>
  simpleMeta(args, {
    title: "Contact us",
    description:
      "Call, email or ask Ojas care to call you back about an order, a device or a plan. Companies can ask about Ojas for their teams.",
    crumb: "Contact us",
    keywords: ["Ojas customer care", "contact", "support", "corporate wellness"],
  });

export default function ContactUs() {
  const market = useMarket();
  const country = countryForMarket(market);
  const { timeSlots, teamSizes } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult<FormName> | undefined;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const b2bErrors = result && !result.ok && result.form === "b2b" ? result.fields : {};

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

      <section
        aria-labelledby="callback"
        data-testid="callback-form"
        className="rounded-card border border-line bg-surface p-6"
      >
        <h2 id="callback" className="text-xl font-semibold text-ink">
          Request a call back
        </h2>
        <CallbackForm
          result={result}
          timeSlots={timeSlots}
          done="Thank you. Ojas care will call you within one working day."
        />
      </section>

      <section
        aria-labelledby="b2b"
        data-testid="b2b-form"
        className="rounded-card border border-line bg-surface p-6 md:col-span-2"
      >
        <div className="md:flex md:items-start md:justify-between md:gap-10">
          <div className="md:max-w-sm">
            <h2 id="b2b" className="text-xl font-semibold text-ink">
              Ojas for your team
            </h2>
            <p className="mt-2 text-muted">
              Rings, glucose insights and coaching for your people, with one invoice and a wellness report for
              HR. Tell us about your team and we will set up a call to plan it with you.
            </p>
          </div>
          {result?.form === "b2b" && result.ok ? (
            <p role="status" className="mt-4 rounded-xl bg-accent-soft p-4 text-accent md:mt-0 md:flex-1">
              Thank you. Our corporate wellness lead will call you within two working days.
            </p>
          ) : (
            <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2 md:mt-0 md:flex-1" noValidate>
              <input type="hidden" name="intent" value="b2b" />
              <div className="sm:col-span-2">
                <FormMessage result={result} form="b2b" />
              </div>
              <FormField id="b2b-name" label="Your name" error={b2bErrors.name}>
                {(props) => (
                  <input {...props} name="name" autoComplete="name" required className={formInputClass} />
                )}
              </FormField>
              <FormField id="b2b-company" label="Company" error={b2bErrors.companyName}>
                {(props) => (
                  <input
                    {...props}
                    name="companyName"
                    autoComplete="organization"
                    required
                    className={formInputClass}
                  />
                )}
              </FormField>
              <FormField id="b2b-email" label="Work email" error={b2bErrors.workEmail}>
                {(props) => (
                  <input
                    {...props}
                    name="workEmail"
                    type="email"
                    autoComplete="email"
                    required
                    className={formInputClass}
                  />
                )}
              </FormField>
              <FormField id="b2b-phone" label="Mobile number" error={b2bErrors.phoneNumber}>
                {(props) => <PhoneInput {...props} />}
              </FormField>
              <FormField id="b2b-team" label="Team size" error={b2bErrors.teamSize}>
                {(props) => (
                  <select {...props} name="teamSize" required className={formInputClass} defaultValue="">
                    <option value="" disabled>
                      Choose
                    </option>
                    {teamSizes.map((band) => (
                      <option key={band} value={band}>
                        {band} people
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                id="b2b-message"
                label="What would you like to offer?"
                error={b2bErrors.message}
                optional
              >
                {(props) => <input {...props} name="message" maxLength={1000} className={formInputClass} />}
              </FormField>
              <div className="sm:col-span-2">
                <Button
                  type="submit"
                  pending={sending === "b2b"}
                  pendingLabel="Sending"
                  className="w-full sm:w-auto"
                >
                  Request a call
                </Button>
              </div>
            </Form>
          )}
        </div>
      </section>
    </div>
  );
}

// The back office's session form (docs/product.md, "Live room"): from the form's fields to the body of
// POST /api/staff/sessions. The page checks what it can before sending; the API checks everything again.

/** The India offset (minutes, as Date#getTimezoneOffset has it) when the browser did not say its own. */
export const DEFAULT_TZ_OFFSET = -330;

/**
 * "2026-03-01T18:30" read in the zone whose Date#getTimezoneOffset is `offsetMinutes` (India: -330), as
 * epoch ms; null when it is not such a value.
 */
export function epochFromLocal(value: string, offsetMinutes: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return Date.UTC(year, month - 1, day, hour, minute) + offsetMinutes * 60_000;
}

export interface SessionFormResult {
  body: Record<string, unknown> | null;
  errors: Record<string, string>;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** The create body from the form, or the fields to fix. */
export function sessionCreateBody(form: FormData): SessionFormResult {
  const errors: Record<string, string> = {};
  const kind = text(form, "kind");
  if (kind !== "COACH" && kind !== "WEBINAR") errors.kind = "Choose a coach session or a webinar";
  const title = text(form, "title");
  if (title.length < 3) errors.title = "Give the session a title";
  const offset = Number(text(form, "tzOffset") || DEFAULT_TZ_OFFSET);
  const startTime = epochFromLocal(text(form, "start"), Number.isFinite(offset) ? offset : DEFAULT_TZ_OFFSET);
  if (startTime === null) errors.startTime = "Pick the date and time it starts";
  const minutes = Number(text(form, "minutes"));
  if (!Number.isInteger(minutes) || minutes < 15 || minutes > 480) {
    errors.minutes = "Between 15 and 480 minutes";
  }
  const subscriber = text(form, "subscriber");
  if (kind === "COACH" && !subscriber) errors.subscriber = "The subscriber's phone number or email";
  const market = text(form, "market");
  if (kind === "WEBINAR" && !market) errors.market = "Choose the market that lists it";
  const priceText = text(form, "price");
  const price = priceText ? Math.round(Number(priceText) * 100) : undefined;
  if (price !== undefined && (!Number.isFinite(price) || price < 0)) errors.price = "A price such as 499";
  const joinUrl = text(form, "joinUrl");
  if (joinUrl && !joinUrl.startsWith("https://")) errors.joinUrl = "An https link to the meeting";
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const optional = (name: string) => {
    const value = text(form, name);
    return value ? { [name]: value } : {};
  };
  return {
    body: {
      kind,
      title,
      startTime,
      minutes,
      ...optional("hostName"),
      ...optional("afterUrl"),
      ...(joinUrl ? { joinUrl } : {}),
      ...(kind === "COACH" ? { subscriber } : { market, ...optional("description") }),
      ...(kind === "WEBINAR" && price !== undefined ? { price } : {}),
    },
    errors,
  };
}

// The back office's coupon form (docs/product.md, "Offers"): from the form's fields to the body of
// POST /api/staff/offers/coupons (or PUT .../{code}), checked with the domain's own schema so the page shows
// the same field errors the API would; the API checks everything again. Amounts are typed in rupees,
// dirhams or dollars and sent in minor units; dates are read in India time.
import { MARKETS, type Market, type StaffCoupon, staffCouponBodySchema } from "@ojas/domain";
import { epochFromLocal } from "./session-form.ts";

export const IST_OFFSET = -330;

export interface CouponFormResult {
  body: Record<string, unknown> | null;
  errors: Record<string, string>;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const checked = (form: FormData, name: string) => form.get(name) === "on" || form.get(name) === "true";
const list = (form: FormData, name: string) => {
  const items = text(form, name)
    .split(/[\s,]+/)
    .filter(Boolean);
  return items.length > 0 ? items : null;
};
const picked = (form: FormData, name: string) => {
  const values = form.getAll(name).map(String).filter(Boolean);
  return values.length > 0 ? values : null;
};

/** A number typed in the form; undefined when empty, NaN when not a number (the schema then says so). */
function numberOf(form: FormData, name: string, scale = 1): number | undefined {
  const raw = text(form, name);
  if (!raw) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? Math.round(n * scale) : Number.NaN;
}

/** Per-market amounts from `${prefix}IN`, `${prefix}AE`, `${prefix}US` (major units). */
function amountsOf(form: FormData, prefix: string): Partial<Record<Market, number>> | null {
  const amounts: Partial<Record<Market, number>> = {};
  for (const market of MARKETS) {
    const n = numberOf(form, `${prefix}${market}`, 100);
    if (n !== undefined) amounts[market] = n;
  }
  return Object.keys(amounts).length > 0 ? amounts : null;
}

function timeOf(form: FormData, name: string): number | null {
  const raw = text(form, name);
  if (!raw) return null;
  return epochFromLocal(raw, IST_OFFSET) ?? Number.NaN;
}

/** The body from the form, or the fields to fix (keys as the API names them: `value`, `plan/amounts`). */
export function couponBodyFromForm(form: FormData): CouponFormResult {
  const appliesTo = text(form, "appliesTo") || "CART";
  const discountType = text(form, "discountType");
  const valueScale = discountType === "ABSOLUTE" ? 100 : 1;
  const raw: Record<string, unknown> = {
    code: text(form, "code"),
    title: text(form, "title"),
    description: text(form, "description"),
    appliesTo,
    discountType,
    value:
      discountType === "FREE" || discountType === "FREEBIE" ? 0 : (numberOf(form, "value", valueScale) ?? 0),
    maxDiscount: amountsOf(form, "maxDiscount"),
    markets: picked(form, "markets"),
    firstPurchaseOnly: checked(form, "firstPurchaseOnly"),
    validFrom: timeOf(form, "validFrom"),
    validUntil: timeOf(form, "validUntil"),
    usesPerUser: numberOf(form, "usesPerUser") ?? null,
    usesInAll: numberOf(form, "usesInAll") ?? null,
    referralOnly: checked(form, "referralOnly"),
    active: !checked(form, "inactive"),
  };
  if (appliesTo === "CART") {
    Object.assign(raw, {
      minCartValue: amountsOf(form, "minCartValue"),
      categories: list(form, "categories"),
      skuIds: list(form, "skuIds"),
      freeSkuIds: discountType === "FREE" ? list(form, "freeSkuIds") : null,
      freebieSkuIds: discountType === "FREEBIE" ? list(form, "freebieSkuIds") : null,
      automatic: checked(form, "automatic"),
      lifeBitsCost: numberOf(form, "lifeBitsCost") ?? null,
    });
  }
  if (appliesTo === "PLAN") {
    raw.plan = {
      tiers: picked(form, "planTiers"),
      kinds: picked(form, "planKinds"),
      planIds: list(form, "planIds"),
      firstPeriodOnly: checked(form, "firstPeriodOnly"),
      amounts: amountsOf(form, "planAmount"),
    };
  }
  if (appliesTo === "WEBINAR") {
    raw.webinar = {
      topics: list(form, "webinarTopics"),
      webinarIds: list(form, "webinarIds"),
      amounts: amountsOf(form, "webinarAmount"),
    };
  }
  const parsed = staffCouponBodySchema.safeParse(raw);
  if (parsed.success) return { body: raw, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join("/") || "form";
    errors[key] ??= issue.message;
  }
  return { body: null, errors };
}

const major = (n: number | undefined | null) => (n === undefined || n === null ? "" : String(n / 100));

/** The form's starting values for a coupon (empty for a new one). */
export function formValuesOf(coupon: StaffCoupon | null) {
  const c = coupon;
  const amounts = (prefix: string, a: Partial<Record<Market, number>> | null | undefined) =>
    Object.fromEntries(MARKETS.map((m) => [`${prefix}${m}`, major(a?.[m])]));
  return {
    code: c?.code ?? "",
    title: c?.title ?? "",
    description: c?.description ?? "",
    appliesTo: c?.appliesTo ?? "CART",
    discountType: c?.discountType ?? "PERCENTAGE",
    value: c ? (c.discountType === "ABSOLUTE" ? major(c.value) : String(c.value)) : "",
    ...amounts("maxDiscount", c?.maxDiscount),
    ...amounts("minCartValue", c?.minCartValue),
    ...amounts("planAmount", c?.plan?.amounts),
    ...amounts("webinarAmount", c?.webinar?.amounts),
    markets: c?.markets ?? [],
    categories: (c?.categories ?? []).join(", "),
    skuIds: (c?.skuIds ?? []).join(", "),
    freeSkuIds: (c?.freeSkuIds ?? []).join(", "),
    freebieSkuIds: (c?.freebieSkuIds ?? []).join(", "),
    firstPurchaseOnly: c?.firstPurchaseOnly ?? false,
    validFrom: localOf(c?.validFrom),
    validUntil: localOf(c?.validUntil),
    usesPerUser: c?.usesPerUser?.toString() ?? "",
    usesInAll: c?.usesInAll?.toString() ?? "",
    automatic: c?.automatic ?? false,
    lifeBitsCost: c?.lifeBitsCost?.toString() ?? "",
    referralOnly: c?.referralOnly ?? false,
    planTiers: c?.plan?.tiers ?? [],
    planKinds: c?.plan?.kinds ?? [],
    planIds: (c?.plan?.planIds ?? []).join(", "),
    firstPeriodOnly: c?.plan?.firstPeriodOnly ?? false,
    webinarTopics: (c?.webinar?.topics ?? []).join(", "),
    webinarIds: (c?.webinar?.webinarIds ?? []).join(", "),
    inactive: c ? !c.active : false,
  };
}

/** Epoch ms as "2026-03-01T18:30" in India time (the form's datetime-local value). */
export function localOf(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "";
  return new Date(ms - IST_OFFSET * 60_000).toISOString().slice(0, 16);
}

/** What kind of coupon it is, in a few words, for the list. */
export function couponKindLabel(c: StaffCoupon): string {
  const parts: string[] = [];
  if (c.appliesTo === "PLAN") parts.push("Plan");
  if (c.appliesTo === "WEBINAR") parts.push("Webinar");
  if (c.automatic) parts.push("Automatic");
  if (c.lifeBitsCost !== null) parts.push(`Life bits (${c.lifeBitsCost})`);
  if (c.referralOnly) parts.push("Referral");
  const type = { PERCENTAGE: `${c.value}% off`, ABSOLUTE: "Amount off", FREE: "Free item", FREEBIE: "Gift" };
  parts.push(type[c.discountType]);
  return parts.join(" · ");
}

import { MARKETS, STAFF_COUPON_KINDS, type StaffCoupon, type StaffCouponListResponse } from "@ojas/domain";
import {
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
  useNavigation,
} from "react-router";
import { ButtonLink } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { couponKindLabel } from "../features/staff/coupon-form.ts";
import { ApiError, apiFor } from "../lib/api.ts";

// The back office's coupons (docs/product.md, "Offers"): every coupon, newest first, filtered by the start
// of its code, its kind, market and whether it is active, each with its uses so far.

export const meta: MetaFunction = () => staffMeta("Offers");

export const headers = staffHeaders;

const FILTERS = ["q", "kind", "market", "active"] as const;

interface View {
  coupons: StaffCoupon[];
  nextToken: string | null;
  failed: string | null;
  filters: Record<(typeof FILTERS)[number], string>;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ""])) as View["filters"];
  try {
    const answer = await apiFor(request, context).get<StaffCouponListResponse>("/api/staff/offers/coupons", {
      ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== "")),
      nextToken: params.get("nextToken"),
    });
    return { coupons: answer.coupons, nextToken: answer.paginationData.nextToken, failed: null, filters };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The coupons could not be loaded.";
    return { coupons: [], nextToken: null, failed, filters };
  }
}

const KIND_NAMES: Record<(typeof STAFF_COUPON_KINDS)[number], string> = {
  ABSOLUTE: "Amount off",
  PERCENTAGE: "Percentage",
  FREE: "Free item",
  FREEBIE: "Gift",
  AUTOMATIC: "Automatic",
  LIFE_BITS: "Life bits",
  REFERRAL: "Referral only",
  PLAN: "Plan",
  WEBINAR: "Webinar",
};

const control = "mt-1 min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink";

export default function StaffOffers() {
  const { coupons, nextToken, failed, filters } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const nextParams = new URLSearchParams(
    Object.entries({ ...filters, nextToken: nextToken ?? "" }).filter(([, v]) => v !== ""),
  );
  return (
    <div>
      <PageHeader title="Offers">Coupons of every kind, the referral programme and affiliates.</PageHeader>
      <div className="mt-4 flex flex-wrap gap-3">
        <ButtonLink to="/staff/offers/new">New coupon</ButtonLink>
        <ButtonLink to="/staff/offers/affiliates" variant="secondary">
          Referral and affiliates
        </ButtonLink>
      </div>
      <Form method="get" className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5 sm:items-end" role="search">
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor="offers-q" className="block text-sm font-medium text-ink">
            Code starts with
          </label>
          <input id="offers-q" name="q" defaultValue={filters.q} className={control} />
        </div>
        <div>
          <label htmlFor="offers-kind" className="block text-sm font-medium text-ink">
            Kind
          </label>
          <select id="offers-kind" name="kind" defaultValue={filters.kind} className={control}>
            <option value="">Any</option>
            {STAFF_COUPON_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_NAMES[k]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="offers-market" className="block text-sm font-medium text-ink">
            Market
          </label>
          <select id="offers-market" name="market" defaultValue={filters.market} className={control}>
            <option value="">Any</option>
            {MARKETS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="offers-active" className="block text-sm font-medium text-ink">
            Status
          </label>
          <select id="offers-active" name="active" defaultValue={filters.active} className={control}>
            <option value="">Any</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-xl border border-line bg-surface px-4 font-medium text-ink hover:bg-line/30"
        >
          Filter
        </button>
      </Form>
      {failed ? (
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
      ) : null}
      <div aria-busy={loading} aria-live="polite">
        {!failed && coupons.length === 0 ? (
          <p className="mt-6 text-muted">No coupons match.</p>
        ) : (
          <ul className="mt-6 divide-y divide-line rounded-xl border border-line" data-testid="coupon-list">
            {coupons.map((c) => (
              <li key={c.code} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link
                    to={`/staff/offers/${encodeURIComponent(c.code)}`}
                    className="font-mono font-semibold text-accent underline"
                  >
                    {c.code}
                  </Link>
                  <p className="break-words text-sm text-ink">{c.title}</p>
                  <p className="text-xs text-muted">
                    {couponKindLabel(c)} · {c.markets ? c.markets.join(", ") : "Every market"}
                  </p>
                </div>
                <div className="text-right text-sm">
                  <p className={c.active ? "text-ink" : "text-muted"}>{c.active ? "Active" : "Inactive"}</p>
                  <p className="text-muted" data-testid={`uses-${c.code}`}>
                    {c.uses} {c.uses === 1 ? "use" : "uses"}
                    {c.usesInAll !== null ? ` of ${c.usesInAll}` : ""}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {nextToken ? (
        <p className="mt-4">
          <Link to={`/staff/offers?${nextParams}`} className="text-accent underline">
            More coupons
          </Link>
        </p>
      ) : null}
    </div>
  );
}

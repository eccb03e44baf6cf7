import { MARKET_INFO, MARKETS, PLAN_KINDS, PLAN_TIERS, type StaffCouponDetail } from "@ojas/domain";
import { useState } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { Button } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { formChangeKey, newChangeKey } from "../features/staff/change-key.ts";
import { couponBodyFromForm, formValuesOf } from "../features/staff/coupon-form.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// One coupon in the back office (docs/product.md, "Offers"): the form that creates it (/staff/offers/new)
// or edits it, every kind and limit the pricing rules know; deactivating it; its uses and audit rows.

export const meta: MetaFunction = () => staffMeta("Coupon");

export const headers = staffHeaders;

interface View {
  detail: StaffCouponDetail | null;
  failed: string | null;
  changeKey: string;
  created: boolean;
}

export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<View> {
  const created = new URL(request.url).searchParams.has("created");
  if (!params.code) return { detail: null, failed: null, changeKey: newChangeKey(), created };
  try {
    const detail = await apiFor(request, context).get<StaffCouponDetail>(
      `/api/staff/offers/coupons/${encodeURIComponent(params.code)}`,
    );
    return { detail, failed: null, changeKey: newChangeKey(), created };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The coupon could not be loaded.";
    return { detail: null, failed, changeKey: "", created };
  }
}

interface Result {
  ok: boolean;
  message: string;
  errors: Record<string, string>;
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const changeKey = String(form.get("changeKey") ?? "") || newChangeKey();
  const key = `${changeKey}.${intent}`;
  const api = apiFor(request, context);
  const path = params.code ? `/api/staff/offers/coupons/${encodeURIComponent(params.code)}` : null;
  try {
    if (intent === "active" && path) {
      const active = form.get("active") === "true";
      await api.post(`${path}/active`, { active }, { idempotencyKey: key });
      return data<Result>({
        ok: true,
        message: active ? "The coupon is active." : "The coupon is deactivated.",
        errors: {},
      });
    }
    const { body, errors } = couponBodyFromForm(form);
    if (!body)
      return data<Result>({ ok: false, message: "Please fix the marked fields.", errors }, { status: 400 });
    // The body is part of the key: the same form sent twice is answered once, a changed one is a new change.
    const bodyKey = formChangeKey(changeKey, intent, body);
    if (path) {
      await api.put(path, body, { idempotencyKey: bodyKey });
      return data<Result>({ ok: true, message: "The coupon is saved.", errors: {} });
    }
    const created = await api.post<StaffCouponDetail>("/api/staff/offers/coupons", body, {
      idempotencyKey: bodyKey,
    });
    throw redirect(`/staff/offers/${encodeURIComponent(created.coupon.code)}?created=1`);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof ApiError && error.status === 401) throw redirect(new URL(request.url).pathname);
    if (error instanceof ApiError && error.status < 500) {
      return data<Result>(
        { ok: false, message: error.message, errors: error.fields ?? {} },
        { status: error.status },
      );
    }
    throw error;
  }
}

const control = "mt-1 min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink";

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-error">
      {error}
    </p>
  ) : null;
}

function TextField(props: {
  name: string;
  label: string;
  errors: Record<string, string>;
  errorKey?: string;
  defaultValue: string;
  hint?: string;
  type?: string;
  inputMode?: "numeric" | "decimal";
  readOnly?: boolean;
}) {
  const id = `coupon-${props.name}`;
  const error = props.errors[props.errorKey ?? props.name];
  const described = [props.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        readOnly={props.readOnly}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={control}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

function Check({
  name,
  label,
  defaultChecked,
  value,
}: {
  name: string;
  label: string;
  defaultChecked: boolean;
  value?: string;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
      <input
        type="checkbox"
        name={name}
        value={value ?? "on"}
        defaultChecked={defaultChecked}
        className="size-5"
      />
      {label}
    </label>
  );
}

function MarketAmounts(props: {
  prefix: string;
  legend: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  errorKey: string;
}) {
  const error = props.errors[props.errorKey];
  return (
    <fieldset aria-describedby={error ? `coupon-${props.prefix}-error` : undefined}>
      <legend className="text-sm font-medium text-ink">{props.legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {MARKETS.map((m) => (
          <div key={m}>
            <label htmlFor={`coupon-${props.prefix}${m}`} className="block text-xs text-muted">
              {m} ({MARKET_INFO[m].currency})
            </label>
            <input
              id={`coupon-${props.prefix}${m}`}
              name={`${props.prefix}${m}`}
              inputMode="decimal"
              defaultValue={String(props.values[`${props.prefix}${m}`] ?? "")}
              className={control}
            />
          </div>
        ))}
      </div>
      <FieldError id={`coupon-${props.prefix}`} error={error} />
    </fieldset>
  );
}

export default function StaffOffer() {
  const { detail, failed, changeKey, created } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errors = result?.errors ?? {};
  const values = formValuesOf(detail?.coupon ?? null);
  const [appliesTo, setAppliesTo] = useState<string>(values.appliesTo);
  const [discountType, setDiscountType] = useState<string>(values.discountType);
  if (failed) {
    return (
      <div>
        <PageHeader title="Coupon" />
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
        <Link to="/staff/offers" className="mt-4 inline-block text-accent underline">
          All coupons
        </Link>
      </div>
    );
  }
  const coupon = detail?.coupon ?? null;
  return (
    <div>
      <p className="text-sm">
        <Link to="/staff/offers" className="text-accent underline">
          All coupons
        </Link>
      </p>
      <PageHeader title={coupon ? `Coupon ${coupon.code}` : "New coupon"}>
        {coupon
          ? `${coupon.active ? "Active" : "Inactive"} · used ${coupon.uses} ${coupon.uses === 1 ? "time" : "times"}`
          : "Every kind the shop's pricing knows: cart, automatic, life bits, referral, plan and webinar coupons."}
      </PageHeader>
      <div aria-live="polite">
        {result ? (
          <p
            role={result.ok ? "status" : "alert"}
            className={`mt-4 ${result.ok ? "text-ink" : "text-error"}`}
          >
            {result.message}
          </p>
        ) : created ? (
          <p role="status" className="mt-4 text-ink">
            The coupon is created.
          </p>
        ) : null}
      </div>
      <Form method="post" noValidate className="mt-6 grid max-w-3xl gap-5" aria-label="Coupon">
        <input type="hidden" name="changeKey" value={changeKey} />
        <input type="hidden" name="intent" value="save" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="code"
            label="Code"
            errors={errors}
            defaultValue={values.code}
            readOnly={Boolean(coupon)}
            hint={coupon ? "A coupon's code cannot change." : "3 to 20 letters or digits; any case."}
          />
          <TextField name="title" label="Title" errors={errors} defaultValue={values.title} />
        </div>
        <TextField
          name="description"
          label="What it gives (shoppers read this)"
          errors={errors}
          defaultValue={values.description}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="coupon-appliesTo" className="block text-sm font-medium text-ink">
              Used on
            </label>
            <select
              id="coupon-appliesTo"
              name="appliesTo"
              value={appliesTo}
              onChange={(e) => setAppliesTo(e.target.value)}
              className={control}
            >
              <option value="CART">The cart</option>
              <option value="PLAN">Coaching plans</option>
              <option value="WEBINAR">Paid webinars</option>
            </select>
          </div>
          <div>
            <label htmlFor="coupon-discountType" className="block text-sm font-medium text-ink">
              Discount
            </label>
            <select
              id="coupon-discountType"
              name="discountType"
              value={discountType}
              onChange={(e) => setDiscountType(e.target.value)}
              aria-invalid={errors.discountType ? true : undefined}
              aria-describedby={errors.discountType ? "coupon-discountType-error" : undefined}
              className={control}
            >
              <option value="PERCENTAGE">Percentage off</option>
              <option value="ABSOLUTE">Amount off</option>
              {appliesTo === "CART" ? (
                <>
                  <option value="FREE">An item free</option>
                  <option value="FREEBIE">A gift</option>
                </>
              ) : null}
            </select>
            <FieldError id="coupon-discountType" error={errors.discountType} />
          </div>
          {discountType === "PERCENTAGE" || (discountType === "ABSOLUTE" && appliesTo === "CART") ? (
            <TextField
              name="value"
              label={
                discountType === "PERCENTAGE"
                  ? "Percent off (1 to 100)"
                  : "Amount off (in the markets' currency)"
              }
              errors={errors}
              inputMode="decimal"
              defaultValue={values.value}
            />
          ) : null}
        </div>

        <fieldset aria-describedby={errors.markets ? "coupon-markets-error" : undefined}>
          <legend className="text-sm font-medium text-ink">Markets (none ticked: every market)</legend>
          <div className="flex flex-wrap gap-4">
            {MARKETS.map((m) => (
              <Check key={m} name="markets" value={m} label={m} defaultChecked={values.markets.includes(m)} />
            ))}
          </div>
          <FieldError id="coupon-markets" error={errors.markets} />
        </fieldset>

        {discountType === "PERCENTAGE" ? (
          <MarketAmounts
            prefix="maxDiscount"
            legend="Most it takes off, per market"
            values={values}
            errors={errors}
            errorKey="maxDiscount"
          />
        ) : null}

        {appliesTo === "CART" ? (
          <>
            <MarketAmounts
              prefix="minCartValue"
              legend="Minimum cart, per market"
              values={values}
              errors={errors}
              errorKey="minCartValue"
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="categories"
                label="Only these categories"
                hint="Comma-separated, e.g. SKINCARE_PRODUCT"
                errors={errors}
                defaultValue={values.categories}
              />
              <TextField
                name="skuIds"
                label="Only these skus"
                hint="Comma-separated sku ids"
                errors={errors}
                defaultValue={values.skuIds}
              />
            </div>
            {discountType === "FREE" ? (
              <TextField
                name="freeSkuIds"
                label="Skus made free (one unit each)"
                errors={errors}
                defaultValue={values.freeSkuIds}
              />
            ) : null}
            {discountType === "FREEBIE" ? (
              <TextField
                name="freebieSkuIds"
                label="Gift skus added"
                errors={errors}
                defaultValue={values.freebieSkuIds}
              />
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <Check
                  name="automatic"
                  label="Applied automatically (never typed)"
                  defaultChecked={values.automatic}
                />
                <FieldError id="coupon-automatic" error={errors.automatic} />
              </div>
              <TextField
                name="lifeBitsCost"
                label="Costs life bits"
                inputMode="numeric"
                errors={errors}
                defaultValue={values.lifeBitsCost}
              />
            </div>
          </>
        ) : null}

        {appliesTo === "PLAN" ? (
          <fieldset className="grid gap-3">
            <legend className="text-sm font-medium text-ink">Which plans</legend>
            <div className="flex flex-wrap gap-4">
              {PLAN_TIERS.map((t) => (
                <Check
                  key={t}
                  name="planTiers"
                  value={t}
                  label={t}
                  defaultChecked={values.planTiers.includes(t)}
                />
              ))}
              {PLAN_KINDS.map((k) => (
                <Check
                  key={k}
                  name="planKinds"
                  value={k}
                  label={k}
                  defaultChecked={values.planKinds.includes(k)}
                />
              ))}
            </div>
            <TextField
              name="planIds"
              label="Only these plan ids"
              errors={errors}
              defaultValue={values.planIds}
            />
            <Check name="firstPeriodOnly" label="First period only" defaultChecked={values.firstPeriodOnly} />
            {discountType === "ABSOLUTE" ? (
              <MarketAmounts
                prefix="planAmount"
                legend="Amount off, per market"
                values={values}
                errors={errors}
                errorKey="plan/amounts"
              />
            ) : null}
          </fieldset>
        ) : null}

        {appliesTo === "WEBINAR" ? (
          <fieldset className="grid gap-3">
            <legend className="text-sm font-medium text-ink">Which webinars</legend>
            <TextField
              name="webinarTopics"
              label="Topics (e.g. RING)"
              errors={errors}
              defaultValue={values.webinarTopics}
            />
            <TextField
              name="webinarIds"
              label="Only these webinar ids"
              errors={errors}
              defaultValue={values.webinarIds}
            />
            {discountType === "ABSOLUTE" ? (
              <MarketAmounts
                prefix="webinarAmount"
                legend="Amount off, per market"
                values={values}
                errors={errors}
                errorKey="webinar/amounts"
              />
            ) : null}
          </fieldset>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="validFrom"
            label="Valid from (India time)"
            type="datetime-local"
            errors={errors}
            defaultValue={values.validFrom}
          />
          <TextField
            name="validUntil"
            label="Valid until (India time)"
            type="datetime-local"
            errors={errors}
            defaultValue={values.validUntil}
          />
          <TextField
            name="usesPerUser"
            label="Uses per shopper"
            inputMode="numeric"
            errors={errors}
            defaultValue={values.usesPerUser}
          />
          <TextField
            name="usesInAll"
            label="Uses in all"
            inputMode="numeric"
            errors={errors}
            defaultValue={values.usesInAll}
          />
        </div>
        <div className="flex flex-wrap gap-x-6">
          {appliesTo !== "WEBINAR" ? (
            <div>
              <Check
                name="firstPurchaseOnly"
                label="First purchase only"
                defaultChecked={values.firstPurchaseOnly}
              />
              <FieldError id="coupon-firstPurchaseOnly" error={errors.firstPurchaseOnly} />
            </div>
          ) : null}
          <div>
            <Check
              name="referralOnly"
              label="Given by a referral link only"
              defaultChecked={values.referralOnly}
            />
            <FieldError id="coupon-referralOnly" error={errors.referralOnly} />
          </div>
          {!coupon ? <Check name="inactive" label="Create it inactive" defaultChecked={false} /> : null}
          {coupon ? <input type="hidden" name="inactive" value={coupon.active ? "" : "on"} /> : null}
        </div>
        {errors.coupon ? (
          <p role="alert" className="text-sm text-error">
            {errors.coupon}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={sending}>
            {sending ? "Saving…" : coupon ? "Save coupon" : "Create coupon"}
          </Button>
        </div>
      </Form>

      {coupon ? (
        <section className="mt-10" aria-labelledby="coupon-status">
          <h2 id="coupon-status" className="text-lg font-semibold text-ink">
            {coupon.active ? "Deactivate" : "Activate"}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {coupon.active
              ? "Shoppers can no longer use it; orders already placed keep their discount."
              : "Shoppers can use it again, within its limits."}
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="changeKey" value={changeKey} />
            <input type="hidden" name="intent" value="active" />
            <input type="hidden" name="active" value={coupon.active ? "false" : "true"} />
            <Button type="submit" variant="secondary" disabled={sending}>
              {coupon.active ? "Deactivate coupon" : "Activate coupon"}
            </Button>
          </Form>
        </section>
      ) : null}

      {detail && detail.audit.length > 0 ? (
        <section className="mt-10" aria-labelledby="coupon-audit">
          <h2 id="coupon-audit" className="text-lg font-semibold text-ink">
            Changes
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            {detail.audit.map((a) => (
              <li key={a.id} className="text-ink">
                {formatFor("IN").dayDateTime(a.at)} · {a.action.replace("coupon.", "")}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

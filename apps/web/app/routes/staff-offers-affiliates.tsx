import {
  type Affiliate,
  type AffiliateReport,
  affiliateBodySchema,
  affiliateEditBodySchema,
  MARKETS,
  type ReferralSettings,
  referralSettingsBodySchema,
} from "@ojas/domain";
import { useEffect, useRef, useState } from "react";
import {
  type ActionFunctionArgs,
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from "react-router";
import type { z } from "zod";
import { Button, buttonClasses } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { formChangeKey, newChangeKey } from "../features/staff/change-key.ts";
import { searchWithToken, withMore } from "../features/staff/paging.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's referral programme and affiliates (docs/product.md, "Offers"): what every referral
// code gives, the affiliates with their commission (a page at a time: "Load more" adds the next), and what
// each affiliate code sold.

export const meta: MetaFunction = () => staffMeta("Referral and affiliates");

export const headers = staffHeaders;

interface View {
  settings: ReferralSettings | null;
  affiliates: Affiliate[];
  nextToken: string | null;
  report: AffiliateReport | null;
  reportError: string | null;
  failed: string | null;
  changeKey: string;
  query: { from: string; to: string; market: string };
}

const AFFILIATES_PAGE = 100;

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const params = new URL(request.url).searchParams;
  const query = {
    from: params.get("from") || monthStart(),
    to: params.get("to") || today(),
    market: params.get("market") || "IN",
  };
  const api = apiFor(request, context);
  try {
    const [settings, list] = await Promise.all([
      api.get<ReferralSettings>("/api/staff/offers/referral"),
      api.get<{ affiliates: Affiliate[]; paginationData: { nextToken: string | null } }>(
        "/api/staff/offers/affiliates",
        { limit: AFFILIATES_PAGE, nextToken: params.get("nextToken") ?? undefined },
      ),
    ]);
    let report: AffiliateReport | null = null;
    let reportError: string | null = null;
    try {
      report = await api.get<AffiliateReport>("/api/staff/offers/affiliates/report", query);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
      reportError = error.message;
    }
    return {
      settings,
      affiliates: list.affiliates,
      nextToken: list.paginationData.nextToken,
      report,
      reportError,
      failed: null,
      changeKey: newChangeKey(),
      query,
    };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The programme could not be loaded.";
    return {
      settings: null,
      affiliates: [],
      nextToken: null,
      report: null,
      reportError: null,
      failed,
      changeKey: "",
      query,
    };
  }
}

type Intent = "referral" | "createAffiliate" | "editAffiliate";

interface Result {
  intent: Intent;
  target?: string;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join("/") || "form"] ??= issue.message;
  return errors;
}

const numberOr = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
};

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as Intent;
  const target = String(form.get("code") ?? "");
  const changeKey = String(form.get("changeKey") ?? "") || newChangeKey();
  const api = apiFor(request, context);
  const answer = (ok: boolean, message: string, errors: Record<string, string> = {}, status?: number) =>
    data<Result>({ intent, target, ok, message, errors }, status ? { status } : undefined);
  try {
    if (intent === "referral") {
      const coupon = String(form.get("refereeCouponCode") ?? "").trim();
      const body = {
        rewardLifeBits: numberOr(form.get("rewardLifeBits")),
        refereeCouponCode: coupon || null,
      };
      const parsed = referralSettingsBodySchema.safeParse(body);
      if (!parsed.success)
        return answer(false, "Please fix the marked fields.", fieldErrors(parsed.error), 400);
      await api.put("/api/staff/offers/referral", body, {
        idempotencyKey: formChangeKey(changeKey, intent, body),
      });
      return answer(true, "Every referral code gives this from now on.");
    }
    const body = {
      ...(intent === "createAffiliate" ? { code: target } : {}),
      name: String(form.get("name") ?? "").trim(),
      commissionPercent: numberOr(form.get("commissionPercent")),
    };
    const schema = intent === "createAffiliate" ? affiliateBodySchema : affiliateEditBodySchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      return answer(false, "Please fix the marked fields.", fieldErrors(parsed.error), 400);
    const bodyKey = formChangeKey(changeKey, `${intent}-${target}`, body);
    if (intent === "createAffiliate") {
      await api.post("/api/staff/offers/affiliates", body, { idempotencyKey: bodyKey });
      return answer(true, `Affiliate ${target.toUpperCase()} is created.`);
    }
    if (intent === "editAffiliate") {
      await api.put(`/api/staff/offers/affiliates/${encodeURIComponent(target)}`, body, {
        idempotencyKey: bodyKey,
      });
      return answer(true, `Affiliate ${target} is saved.`);
    }
    return answer(false, "Unknown action.", {}, 400);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw redirect("/staff/offers/affiliates");
    if (error instanceof ApiError && error.status < 500)
      return answer(false, error.message, error.fields ?? {}, error.status);
    throw error;
  }
}

const control = "mt-1 min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-ink";

function Input(props: {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  type?: string;
  inputMode?: "numeric" | "decimal";
}) {
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-medium text-ink">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        className={control}
      />
      {props.error ? (
        <p id={`${props.id}-error`} className="mt-1 text-sm text-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The loader's first page of affiliates, then each "Load more" page appended below it. */
function useAffiliatePages(first: View) {
  const [more, setMore] = useState<{ affiliates: Affiliate[]; nextToken: string | null } | null>(null);
  const fetcher = useFetcher<View>();
  const appended = useRef<View | undefined>(undefined);
  useEffect(() => {
    const page = fetcher.data;
    if (!page || fetcher.state !== "idle" || appended.current === page) return;
    appended.current = page;
    if (page.failed) return;
    setMore((shown) => ({
      affiliates: [...(shown?.affiliates ?? []), ...page.affiliates],
      nextToken: page.nextToken,
    }));
  }, [fetcher.data, fetcher.state]);
  const nextToken = more ? more.nextToken : first.nextToken;
  const search = nextToken ? searchWithToken(first.query, nextToken) : null;
  return {
    affiliates: withMore(first.affiliates, more?.affiliates ?? [], (a) => a.code),
    search,
    loading: fetcher.state !== "idle",
    failed: fetcher.state === "idle" ? (fetcher.data?.failed ?? null) : null,
    loadMore: () => {
      if (search && fetcher.state === "idle") fetcher.load(`/staff/offers/affiliates${search}`);
    },
  };
}

export default function StaffOffersAffiliates() {
  const view = useLoaderData<typeof loader>();
  const { settings, report, reportError, failed, changeKey, query } = view;
  const pages = useAffiliatePages(view);
  const affiliates = pages.affiliates;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errorsFor = (intent: Intent, target?: string) =>
    result && result.intent === intent && (target === undefined || result.target === target)
      ? result.errors
      : {};
  const messageFor = (intent: Intent, target?: string) =>
    result && result.intent === intent && (target === undefined || result.target === target) ? (
      <p
        role={result.ok ? "status" : "alert"}
        className={`mt-2 text-sm ${result.ok ? "text-ink" : "text-error"}`}
      >
        {result.message}
      </p>
    ) : null;
  const money = (n: number) => formatFor(query.market as "IN").money(n);
  return (
    <div>
      <p className="text-sm">
        <Link to="/staff/offers" className="text-accent underline">
          All coupons
        </Link>
      </p>
      <PageHeader title="Referral and affiliates">
        What a referral gives, and what affiliates sold.
      </PageHeader>
      {failed ? (
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
      ) : null}

      {settings ? (
        <section className="mt-8" aria-labelledby="referral-heading">
          <h2 id="referral-heading" className="text-lg font-semibold text-ink">
            Referral programme
          </h2>
          <p className="mt-1 text-sm text-muted">
            Applies to all {settings.codes} referral codes and every new one. Rewards already earned stay.
          </p>
          <Form method="post" noValidate className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end">
            <input type="hidden" name="changeKey" value={changeKey} />
            <input type="hidden" name="intent" value="referral" />
            <Input
              id="referral-reward"
              name="rewardLifeBits"
              label="Referrer earns (life bits)"
              inputMode="numeric"
              defaultValue={String(settings.rewardLifeBits)}
              error={errorsFor("referral").rewardLifeBits}
            />
            <Input
              id="referral-coupon"
              name="refereeCouponCode"
              label="Friend's coupon code (empty: none)"
              defaultValue={settings.refereeCouponCode ?? ""}
              error={errorsFor("referral").refereeCouponCode}
            />
            <Button type="submit" disabled={sending}>
              Save referral reward
            </Button>
          </Form>
          {messageFor("referral")}
        </section>
      ) : null}

      <section className="mt-10" aria-labelledby="affiliates-heading">
        <h2 id="affiliates-heading" className="text-lg font-semibold text-ink">
          Affiliates
        </h2>
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line" data-testid="affiliate-list">
          {affiliates.map((a) => (
            <li key={a.code} className="p-4">
              <Form
                method="post"
                noValidate
                className="grid gap-3 sm:grid-cols-[8rem_1fr_10rem_auto] sm:items-end"
              >
                <input type="hidden" name="changeKey" value={changeKey} />
                <input type="hidden" name="intent" value="editAffiliate" />
                <input type="hidden" name="code" value={a.code} />
                <p className="font-mono font-semibold text-ink sm:pb-3">{a.code}</p>
                <Input
                  id={`affiliate-${a.code}-name`}
                  name="name"
                  label="Name"
                  defaultValue={a.name}
                  error={errorsFor("editAffiliate", a.code).name}
                />
                <Input
                  id={`affiliate-${a.code}-commission`}
                  name="commissionPercent"
                  label="Commission %"
                  inputMode="decimal"
                  defaultValue={String(a.commissionPercent)}
                  error={errorsFor("editAffiliate", a.code).commissionPercent}
                />
                <Button type="submit" variant="secondary" disabled={sending}>
                  Save {a.code}
                </Button>
              </Form>
              {messageFor("editAffiliate", a.code)}
            </li>
          ))}
        </ul>
        {pages.failed ? (
          <p role="alert" className="mt-3 text-error">
            {pages.failed}
          </p>
        ) : null}
        {pages.search ? (
          <Link
            className={buttonClasses("secondary", "md", "mt-3")}
            to={pages.search}
            aria-busy={pages.loading || undefined}
            onClick={(event) => {
              event.preventDefault();
              pages.loadMore();
            }}
          >
            {pages.loading ? "Loading…" : "Load more affiliates"}
          </Link>
        ) : null}
        <h3 className="mt-6 font-semibold text-ink">New affiliate</h3>
        <Form method="post" noValidate className="mt-2 grid gap-3 sm:grid-cols-4 sm:items-end">
          <input type="hidden" name="changeKey" value={changeKey} />
          <input type="hidden" name="intent" value="createAffiliate" />
          <Input id="affiliate-new-code" name="code" label="Code" error={errorsFor("createAffiliate").code} />
          <Input id="affiliate-new-name" name="name" label="Name" error={errorsFor("createAffiliate").name} />
          <Input
            id="affiliate-new-commission"
            name="commissionPercent"
            label="Commission %"
            inputMode="decimal"
            error={errorsFor("createAffiliate").commissionPercent}
          />
          <Button type="submit" disabled={sending}>
            Create affiliate
          </Button>
        </Form>
        {messageFor("createAffiliate")}
      </section>

      <section className="mt-10" aria-labelledby="report-heading">
        <h2 id="report-heading" className="text-lg font-semibold text-ink">
          What affiliates sold
        </h2>
        <Form method="get" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:items-end">
          <Input id="report-from" name="from" label="From" type="date" defaultValue={query.from} />
          <Input id="report-to" name="to" label="To" type="date" defaultValue={query.to} />
          <div>
            <label htmlFor="report-market" className="block text-sm font-medium text-ink">
              Market
            </label>
            <select id="report-market" name="market" defaultValue={query.market} className={control}>
              {MARKETS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </Form>
        {reportError ? (
          <p role="alert" className="mt-3 text-error">
            {reportError}
          </p>
        ) : null}
        {report ? (
          report.rows.length === 0 ? (
            <p className="mt-4 text-muted">No orders came through an affiliate code in these days.</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="affiliate-report">
                <caption className="sr-only">
                  Orders, revenue and commission per affiliate code, {report.from} to {report.to},{" "}
                  {report.market}
                </caption>
                <thead>
                  <tr className="text-muted">
                    <th scope="col" className="py-2 pr-3">
                      Code
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      Orders
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      Revenue
                    </th>
                    <th scope="col" className="py-2 text-right">
                      Commission
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((r) => (
                    <tr key={r.code} className="border-t border-line">
                      <th scope="row" className="py-2 pr-3 font-mono">
                        {r.code}
                        <span className="block font-sans text-xs text-muted">
                          {r.name} · {r.commissionPercent}%
                        </span>
                      </th>
                      <td className="py-2 pr-3 text-right">{r.orders}</td>
                      <td className="py-2 pr-3 text-right">{money(r.revenue)}</td>
                      <td className="py-2 text-right">{money(r.commission)}</td>
                    </tr>
                  ))}
                  <tr className="border-t border-line font-semibold">
                    <th scope="row" className="py-2 pr-3">
                      Total
                    </th>
                    <td className="py-2 pr-3 text-right">{report.totals.orders}</td>
                    <td className="py-2 pr-3 text-right">{money(report.totals.revenue)}</td>
                    <td className="py-2 text-right">{money(report.totals.commission)}</td>
                  </tr>
                </tbody>
              </table>
            </div>
          )
        ) : null}
      </section>
    </div>
  );
}

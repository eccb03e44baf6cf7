import { formatMoney, SUBSCRIPTION_STATUSES } from "@ojas/domain";
import { Form, Link, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from "react-router";
import { Button, buttonClasses } from "../components/ui/Button.tsx";
import { PageHeader } from "../features/shell/PageHeader.tsx";
import { signedOutOr, staffHeaders, staffMeta } from "../features/staff/access.ts";
import { SUBSCRIPTION_STATUS_NAMES } from "../features/staff/subscription-status-names.ts";
import { type StaffSubscriptionList, toStaffList } from "../features/staff/subscription-types.ts";
import { ApiError, apiFor } from "../lib/api.ts";
import { formatFor } from "../lib/market-format/index.ts";

// The back office's subscriptions desk (docs/api.md, "Subscriptions"): every shopper's subscription, newest
// first, searchable by id, plan or shopper and filtered by status; each opens its detail page.

export const meta: MetaFunction = () => staffMeta("Subscriptions");

export const headers = staffHeaders;

interface View extends StaffSubscriptionList {
  status: string | null;
  q: string | null;
  failed: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<View> {
  const url = new URL(request.url);
  const status = url.searchParams.get("status") || null;
  const q = url.searchParams.get("q")?.trim() || null;
  const nextToken = url.searchParams.get("nextToken") || undefined;
  try {
    const answer = await apiFor(request, context).get<Parameters<typeof toStaffList>[0]>(
      "/api/staff/subscriptions",
      {
        status: status ?? undefined,
        q: q ?? undefined,
        nextToken,
      },
    );
    const list = toStaffList(answer);
    return { status, q, failed: null, subscriptions: list.subscriptions, nextToken: list.nextToken ?? null };
  } catch (error) {
    signedOutOr(error);
    const failed = error instanceof ApiError ? error.message : "The subscriptions could not be loaded.";
    return { status, q, failed, subscriptions: [], nextToken: null };
  }
}

const when = (ms: number) => formatFor("IN").date(ms);

export default function StaffSubscriptions() {
  const { status, q, failed, subscriptions, nextToken } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader title="Subscriptions">
        Newest first. Open one to cancel it, refund a period or extend it.
      </PageHeader>
      <Form method="get" className="mt-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="subscription-search" className="block text-sm font-medium text-ink">
            Subscription, plan or shopper
          </label>
          <input
            id="subscription-search"
            name="q"
            type="search"
            defaultValue={q ?? ""}
            autoComplete="off"
            spellCheck={false}
            className="mt-1.5 min-h-11 w-56 rounded-xl border border-line bg-surface px-4 text-ink"
          />
        </div>
        <div>
          <label htmlFor="subscription-status" className="block text-sm font-medium text-ink">
            Status
          </label>
          <select
            id="subscription-status"
            name="status"
            defaultValue={status ?? ""}
            className="mt-1.5 min-h-11 rounded-xl border border-line bg-surface px-4 text-ink"
          >
            <option value="">All statuses</option>
            {SUBSCRIPTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUBSCRIPTION_STATUS_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {failed ? (
        <p role="alert" className="mt-6 text-error">
          {failed}
        </p>
      ) : null}
      <ul className="mt-6 flex flex-col gap-3">
        {!failed && subscriptions.length === 0 ? (
          <li className="text-muted">{q || status ? "No subscription matches." : "No subscriptions yet."}</li>
        ) : null}
        {subscriptions.map((sub) => (
          <li key={sub.subscriptionId} data-testid="staff-subscription">
            <Link
              to={`/staff/subscriptions/${encodeURIComponent(sub.subscriptionId)}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-4 hover:border-ink/40"
            >
              <span>
                <span className="block font-semibold text-ink">{sub.planName}</span>
                <span className="block font-mono text-xs text-muted [overflow-wrap:anywhere]">
                  {sub.subscriptionId}
                  {sub.userId ? ` · ${sub.userId}` : ""}
                </span>
              </span>
              <span className="text-sm text-ink sm:text-right">
                <span className="inline-block rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent">
                  {SUBSCRIPTION_STATUS_NAMES[sub.status]}
                </span>
                <span className="mt-1 block text-muted tabular">
                  {sub.currentPeriod
                    ? `Ends ${when(sub.currentPeriod.end)}`
                    : `Created ${when(sub.createdAt)}`}
                  {sub.nextChargeAmount !== null
                    ? ` · ${formatMoney(sub.nextChargeAmount, sub.currency)}`
                    : ""}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {nextToken ? (
        <Link
          className={buttonClasses("secondary", "md", "mt-6")}
          to={`?${new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}), nextToken })}`}
        >
          More subscriptions
        </Link>
      ) : null}
    </div>
  );
}

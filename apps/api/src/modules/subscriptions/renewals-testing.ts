// Test and bench helpers for the renewal job: many due subscriptions written in one statement.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

export interface DueSeed {
  count: number;
  /** When their current period (number 1, paid) ends: the renewal falls due then. */
  periodEnd: number;
  /** A tag in their ids and tokens, so a test finds its own. */
  tag: string;
  /** APPROVE (default) or DECLINE: how the sandbox answers charges to their methods. */
  behaviour?: "APPROVE" | "DECLINE";
}

/**
 * `count` ACTIVE subscriptions of one monthly PRO plan in India, each of its own user and with its own
 * sandbox method, period 1 paid and ending at `periodEnd`. Answers their ids.
 */
export async function seedDueSubscriptions(db: Db, seed: DueSeed): Promise<string[]> {
  const end = new Date(seed.periodEnd).toISOString();
  const start = new Date(seed.periodEnd - 30 * 86_400_000).toISOString();
  const behaviour = seed.behaviour ?? "APPROVE";
  const result = await db.execute(sql`
    with plan as (
      select p.plan_id, p.tier, p.kind, p.months, pp.discount_price as price
      from plans p join plan_prices pp on pp.plan_id = p.plan_id
      where p.tier = 'PRO' and p.months = 1 and pp.market = 'IN'
      order by p.plan_id limit 1
    ), ids as (
      select g,
        'SUB-' || upper(substr(md5(${seed.tag} || ':' || g::text), 1, 16)) as sid,
        'pm_' || ${seed.tag} || '_' || g::text as token
      from generate_series(1, ${seed.count}::int) g
    ), methods as (
      insert into sandbox_payment_methods (token, type, label, behaviour, created_at)
      select token, 'CARD', 'Visa •••• 4242', ${behaviour}, ${start}::timestamptz from ids
    ), subs as (
      insert into subscriptions (subscription_id, user_id, plan_id, tier, kind, market, currency, status,
        provider, period_amount, first_period_amount, period_months, current_period_number,
        current_period_start, current_period_end, next_charge_at, payment_method_token,
        payment_method_type, payment_method_label, created_at, updated_at)
      select sid, 'U-' || ${seed.tag} || '-' || g::text, plan.plan_id, plan.tier, plan.kind, 'IN', 'INR',
        'ACTIVE', 'sandbox', plan.price, plan.price, plan.months, 1, ${start}::timestamptz,
        ${end}::timestamptz, ${end}::timestamptz, token, 'CARD', 'Visa •••• 4242',
        ${start}::timestamptz, ${start}::timestamptz
      from ids, plan
      returning subscription_id
    ), periods as (
      insert into subscription_periods (subscription_id, number, start, "end", amount, currency, plan_id,
        status, charge_key, paid_at, created_at, updated_at)
      select sid, 1, ${start}::timestamptz, ${end}::timestamptz, plan.price, 'INR', plan.plan_id, 'PAID',
        sid || ':p1', ${start}::timestamptz, ${start}::timestamptz, ${start}::timestamptz
      from ids, plan
    )
    select subscription_id from subs
  `);
  return rowsOf<{ subscription_id: string }>(result).map((r) => r.subscription_id);
}

/** Per period of the given subscriptions: how many charges the sandbox took, and how many succeeded. */
export async function chargesPerPeriod(db: Db, subscriptionIds: string[]) {
  const result = await db.execute(sql`
    select a.order_id as key, count(*)::int as charges,
      count(*) filter (where c.outcome = 'captured')::int as captured
    from sandbox_charges c join payment_attempts a on a.gateway_order_id = c.gateway_order_id
    where a.purpose = 'SUBSCRIPTION'
      and split_part(a.order_id, ':', 1) = any(string_to_array(${subscriptionIds.join(",")}, ','))
    group by a.order_id
  `);
  return rowsOf<{ key: string; charges: number; captured: number }>(result);
}

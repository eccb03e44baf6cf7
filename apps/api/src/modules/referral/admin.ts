// The back office's referral programme and affiliates (docs/api.md, "Back office: offers"): staff with
// `offers` set what the programme gives (the referrer's life bits, the referred shopper's coupon) — every
// referral code, old and new, gives it from then on — create and edit affiliates, and read what each
// affiliate code sold. Each change writes its staff audit row in the same transaction and is answered once
// per Idempotency-Key.
import {
  type Affiliate,
  type AffiliateBody,
  type AffiliateEditBody,
  type AffiliateReport,
  type AffiliateReportQuery,
  MARKET_INFO,
  type ReferralSettings,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { referralCouponProblem } from "../pricing/service.ts";
import { once, recordAudit, type StaffCaller } from "../staff/service.ts";
import * as repo from "./repository.ts";
import { programmeReward } from "./service.ts";

export const PROGRAMME_AUDIT_ENTITY = "referral_programme";
export const AFFILIATE_AUDIT_ENTITY = "affiliate";

async function settingsOf(db: Db): Promise<ReferralSettings> {
  const [row, codes] = await Promise.all([repo.findProgramme(db), repo.countReferralCodes(db)]);
  const reward = await programmeReward({ db });
  return { ...reward, updatedAt: row?.updatedAt ?? null, codes };
}

/** GET /api/staff/offers/referral: what the programme gives now, and to how many codes. */
export function referralSettings(deps: Deps): Promise<ReferralSettings> {
  return settingsOf(deps.db);
}

/**
 * PUT /api/staff/offers/referral: what every referral code gives from now on. The coupon must be a typed
 * cart coupon that exists and is active (4000 on refereeCouponCode otherwise). Rewards already granted stay.
 */
export async function saveReferralSettings(
  deps: Deps,
  staff: StaffCaller,
  body: { rewardLifeBits: number; refereeCouponCode: string | null },
  key: string,
): Promise<ReferralSettings> {
  if (body.refereeCouponCode !== null) {
    const problem = await referralCouponProblem(deps, body.refereeCouponCode);
    if (problem) throw invalid({ refereeCouponCode: problem }, problem);
  }
  const answer = await once(
    deps,
    { staffId: staff.userId, route: "referral.settings", key, body },
    async (tx) => {
      const at = deps.now();
      const before = await programmeReward({ db: tx });
      await repo.lockProgramme(tx, { id: repo.PROGRAMME_ID, ...before, updatedAt: at });
      await repo.saveProgramme(tx, { id: repo.PROGRAMME_ID, ...body, updatedAt: at });
      const codes = await repo.applyProgrammeToCodes(tx, body);
      await recordAudit(tx, staff.userId, at, {
        action: `${PROGRAMME_AUDIT_ENTITY}.save`,
        entity: PROGRAMME_AUDIT_ENTITY,
        entityId: repo.PROGRAMME_ID,
        before,
        after: { ...body, codes },
      });
      return { statusCode: 200, response: await settingsOf(tx) };
    },
  );
  return answer.response;
}

const toAffiliate = (row: repo.AffiliateRow): Affiliate => ({
  code: row.code,
  name: row.name,
  commissionPercent: row.commissionPercent,
  createdAt: row.createdAt,
});

const isAfter = (v: unknown): v is { a: string } =>
  typeof v === "object" && v !== null && typeof (v as { a: unknown }).a === "string";

/** GET /api/staff/offers/affiliates: by code, paged. */
export async function listAffiliates(deps: Deps, query: { nextToken?: string; limit: number }) {
  const after = query.nextToken ? decodePageToken(query.nextToken, isAfter).a : undefined;
  const rows = await repo.listAffiliates(deps.db, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    affiliates: page.map(toAffiliate),
    paginationData: {
      nextToken: rows.length > query.limit && last ? encodePageToken({ a: last.code }) : null,
    },
  };
}

const DUPLICATE = { code: "An affiliate with this code already exists" };

/** POST /api/staff/offers/affiliates: 201; a code in use (in any case) is 4000 on `code`. */
export async function createAffiliate(
  deps: Deps,
  staff: StaffCaller,
  body: Required<AffiliateBody>,
  key: string,
) {
  const attempt = () =>
    once(deps, { staffId: staff.userId, route: "affiliate.create", key, body }, async (tx) => {
      const at = deps.now();
      const row = {
        code: body.code,
        name: body.name,
        commissionPercent: body.commissionPercent,
        createdAt: at,
      };
      if (!(await repo.insertAffiliate(tx, row))) throw invalid(DUPLICATE, DUPLICATE.code);
      await recordAudit(tx, staff.userId, at, {
        action: `${AFFILIATE_AUDIT_ENTITY}.create`,
        entity: AFFILIATE_AUDIT_ENTITY,
        entityId: body.code,
        before: null,
        after: row,
      });
      return { statusCode: 201, response: { affiliate: toAffiliate(row) } };
    });
  try {
    return await attempt();
  } catch (error) {
    // The same key sent twice at once: asked again, once() answers with the first request's answer.
    if (error instanceof AppError && error.fields?.code === DUPLICATE.code) return attempt();
    throw error;
  }
}

/**
 * PUT /api/staff/offers/affiliates/{code}: its name and commission. The report works commission out at the
 * rate the affiliate has when it is read (docs/decisions/0034).
 */
export function editAffiliate(
  deps: Deps,
  staff: StaffCaller,
  code: string,
  body: Required<AffiliateEditBody>,
  key: string,
) {
  return once(deps, { staffId: staff.userId, route: `affiliate.edit ${code}`, key, body }, async (tx) => {
    const locked = await repo.lockAffiliate(tx, code);
    if (!locked) throw notFound("No such affiliate");
    const at = deps.now();
    await repo.updateAffiliate(tx, code, body);
    const row = { ...locked, ...body };
    await recordAudit(tx, staff.userId, at, {
      action: `${AFFILIATE_AUDIT_ENTITY}.edit`,
      entity: AFFILIATE_AUDIT_ENTITY,
      entityId: code,
      before: locked,
      after: row,
    });
    return { statusCode: 200, response: { affiliate: toAffiliate(row) } };
  });
}

/** What each affiliate code sold (orders knows; the routes hand its answer in, as for referral earnings). */
export type AffiliateSales = (range: {
  market: string;
  from: number;
  until: number;
}) => Promise<{ code: string; orders: number; revenue: number }[]>;

const DAY_MS = 86_400_000;

/**
 * GET /api/staff/offers/affiliates/report: per affiliate code, the placed orders (not cancelled) from `from`
 * to `to` (UTC days, both included) in the market, what their shoppers paid, and the commission at the
 * affiliate's rate, rounded to the minor unit. Codes that sold nothing are left out.
 */
export async function affiliateReport(
  deps: Deps,
  sales: AffiliateSales,
  query: AffiliateReportQuery,
): Promise<AffiliateReport> {
  const from = Date.parse(`${query.from}T00:00:00Z`);
  const until = Date.parse(`${query.to}T00:00:00Z`) + DAY_MS;
  if (!Number.isFinite(from) || !Number.isFinite(until)) throw invalid({ from: "Use a real date" });
  const sold = await sales({ market: query.market, from, until });
  const known = new Map(
    (
      await repo.affiliatesByCodes(
        deps.db,
        sold.map((s) => s.code),
      )
    ).map((a) => [a.code, a]),
  );
  const rows = sold.map((s) => {
    const affiliate = known.get(s.code);
    const percent = affiliate?.commissionPercent ?? 0;
    return {
      code: s.code,
      name: affiliate?.name ?? "(no longer an affiliate)",
      commissionPercent: percent,
      orders: s.orders,
      revenue: s.revenue,
      commission: Math.round((s.revenue * percent) / 100),
    };
  });
  return {
    market: query.market,
    currency: MARKET_INFO[query.market].currency,
    from: query.from,
    to: query.to,
    rows,
    totals: {
      orders: rows.reduce((n, r) => n + r.orders, 0),
      revenue: rows.reduce((n, r) => n + r.revenue, 0),
      commission: rows.reduce((n, r) => n + r.commission, 0),
    },
  };
}

// The back office's coupons (docs/api.md, "Back office: offers"; docs/product.md, "Offers"): staff with
// `offers` list coupons of every kind (cart, automatic, life bits, referral-only, plan, webinar) with their
// live use counts, create them, edit them (every field but the code, which orders and redemptions point
// to) and deactivate them. Each change writes its staff audit row in the same transaction, is answered once
// per Idempotency-Key, and makes this instance's pricing rules forget the coupons at once (others within
// the rules cache's TTL, CATALOGUE_CACHE_TTL_MS).
import {
  type CouponRule,
  couponRuleOf,
  type Market,
  type StaffCoupon,
  type StaffCouponDetail,
  type StaffCouponInput,
  type StaffCouponListQuery,
  type StaffCouponListResponse,
} from "@ojas/domain";
import type { Db } from "../../db/client.ts";
import type { Deps } from "../../deps.ts";
import { AppError, invalid, notFound } from "../../http/app-error.ts";
import { decodePageToken, encodePageToken } from "../../http/page-token.ts";
import { auditOf, once, recordAudit, type StaffCaller } from "../staff/service.ts";
import * as repo from "./coupon-admin-queries.ts";
import { couponColumns, couponRuleProblems } from "./coupon-columns.ts";
import { forgetPricingRules } from "./service.ts";

export const COUPON_AUDIT_ENTITY = "coupon";
const NOT_FOUND = "No such coupon";

function toDto(row: repo.CouponWithUses): StaffCoupon {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    appliesTo: row.appliesTo as StaffCoupon["appliesTo"],
    discountType: row.discountType as StaffCoupon["discountType"],
    value: row.value,
    maxDiscount: row.maxDiscount ?? null,
    minCartValue: row.minCartValue ?? null,
    markets: (row.markets as Market[] | null) ?? null,
    categories: row.categories,
    skuIds: row.skuIds,
    freeSkuIds: row.freeSkuIds,
    freebieSkuIds: row.freebieSkuIds,
    firstPurchaseOnly: row.firstPurchaseOnly,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usesPerUser: row.usesPerUser,
    usesInAll: row.usesInAll,
    automatic: row.automatic,
    lifeBitsCost: row.lifeBitsCost,
    referralOnly: row.referralOnly,
    plan:
      row.appliesTo === "PLAN"
        ? {
            tiers: row.planTiers,
            kinds: row.planKinds,
            planIds: row.planIds,
            firstPeriodOnly: row.firstPeriodOnly,
            amounts: row.planAmounts ?? null,
          }
        : null,
    webinar: row.appliesTo === "WEBINAR" ? (row.webinarTerms ?? {}) : null,
    active: row.active,
    createdAt: row.createdAt,
    uses: row.uses,
  };
}

const isCursor = (v: unknown): v is { c: number; i: string } =>
  typeof v === "object" &&
  v !== null &&
  Number.isSafeInteger((v as { c: unknown }).c) &&
  typeof (v as { i: unknown }).i === "string";

/** GET /api/staff/offers/coupons: newest first, filtered and paged in SQL, each with its uses so far. */
export async function listCoupons(deps: Deps, query: StaffCouponListQuery): Promise<StaffCouponListResponse> {
  const after = query.nextToken ? decodePageToken(query.nextToken, isCursor) : undefined;
  const rows = await repo.searchCoupons(
    deps.db,
    {
      codePrefix: query.q?.toUpperCase(),
      kind: query.kind,
      market: query.market,
      active: query.active,
      after,
    },
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextToken =
    rows.length > query.limit && last ? encodePageToken({ c: last.createdAt, i: last.code }) : null;
  return { coupons: page.map(toDto), paginationData: { nextToken } };
}

/** One coupon with its audit rows (newest first); 4040 when unknown. */
export async function couponDetail(db: Db, code: string): Promise<StaffCouponDetail> {
  const row = await repo.findCouponWithUses(db, code);
  if (!row) throw notFound(NOT_FOUND);
  return { coupon: toDto(row), audit: await auditOf(db, COUPON_AUDIT_ENTITY, code) };
}

/** The rules' own validator agrees with the schema; whatever it still finds is 4000, nothing stored. */
function checkedRule(input: StaffCouponInput): CouponRule {
  const rule = couponRuleOf(input);
  const problems = couponRuleProblems(rule);
  if (problems.length > 0) throw invalid({ coupon: problems.join("; ") });
  return rule;
}

/** The columns a rule and the shop's flags are stored in. */
function columnsOf(rule: CouponRule, input: StaffCouponInput) {
  return { ...couponColumns(rule, input.referralOnly), active: input.active };
}

const DUPLICATE = { code: "A coupon with this code already exists" };

/** Runs a coupon change once per key, then makes this instance's pricing rules forget the coupons. */
async function couponChange<B>(
  deps: Deps,
  staff: StaffCaller,
  route: string,
  key: string,
  body: B,
  work: (tx: Db, at: number) => Promise<{ code: string; statusCode: number }>,
): Promise<{ statusCode: number; response: StaffCouponDetail }> {
  const answer = await once(deps, { staffId: staff.userId, route, key, body }, async (tx) => {
    const done = await work(tx, deps.now());
    return { statusCode: done.statusCode, response: await couponDetail(tx, done.code) };
  });
  // After the commit: a read started before it is not kept (RecentReads), one started after sees the change.
  forgetPricingRules(deps);
  return answer;
}

/** POST /api/staff/offers/coupons: 201 with the coupon; a code in use (in any case) is 4000 on `code`. */
export async function createCoupon(deps: Deps, staff: StaffCaller, input: StaffCouponInput, key: string) {
  const rule = checkedRule(input);
  const attempt = () =>
    couponChange(deps, staff, "coupon.create", key, input, async (tx, at) => {
      const row = { code: rule.code, ...columnsOf(rule, input), createdAt: at };
      if (!(await repo.insertCoupon(tx, row))) throw invalid(DUPLICATE, DUPLICATE.code);
      await recordAudit(tx, staff.userId, at, {
        action: `${COUPON_AUDIT_ENTITY}.create`,
        entity: COUPON_AUDIT_ENTITY,
        entityId: rule.code,
        before: null,
        after: row,
      });
      return { code: rule.code, statusCode: 201 };
    });
  try {
    return await attempt();
  } catch (error) {
    // The same key sent twice at once: the second insert waited for the first's code and found it taken.
    // Asked again, once() answers with the first request's stored answer (or the code is truly in use).
    if (isDuplicate(error)) return attempt();
    throw error;
  }
}

const isDuplicate = (error: unknown) =>
  error instanceof AppError && error.code === 4000 && error.fields?.code === DUPLICATE.code;

/** PUT /api/staff/offers/coupons/{code}: the whole coupon again; its code cannot change (4000). */
export function editCoupon(
  deps: Deps,
  staff: StaffCaller,
  code: string,
  input: StaffCouponInput,
  key: string,
) {
  if (input.code !== code) throw invalid({ code: "The code of a coupon cannot change" });
  const rule = checkedRule(input);
  return couponChange(deps, staff, `coupon.edit ${code}`, key, input, async (tx, at) => {
    const locked = await repo.lockCoupon(tx, code);
    if (!locked) throw notFound(NOT_FOUND);
    const columns = columnsOf(rule, input);
    await repo.updateCoupon(tx, code, columns);
    await recordAudit(tx, staff.userId, at, {
      action: `${COUPON_AUDIT_ENTITY}.edit`,
      entity: COUPON_AUDIT_ENTITY,
      entityId: code,
      before: locked,
      after: { ...locked, ...columns },
    });
    return { code, statusCode: 200 };
  });
}

/** POST /api/staff/offers/coupons/{code}/active: deactivates (or activates again) a coupon. */
export function setCouponActive(
  deps: Deps,
  staff: StaffCaller,
  code: string,
  body: { active: boolean },
  key: string,
) {
  return couponChange(deps, staff, `coupon.active ${code}`, key, body, async (tx, at) => {
    const locked = await repo.lockCoupon(tx, code);
    if (!locked) throw notFound(NOT_FOUND);
    await repo.updateCoupon(tx, code, { active: body.active });
    await recordAudit(tx, staff.userId, at, {
      action: `${COUPON_AUDIT_ENTITY}.${body.active ? "activate" : "deactivate"}`,
      entity: COUPON_AUDIT_ENTITY,
      entityId: code,
      before: { active: locked.active },
      after: { active: body.active },
    });
    return { code, statusCode: 200 };
  });
}

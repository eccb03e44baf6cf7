/*
 * Search is a read model: it reads the catalogue's products, skus and sku_prices, the content module's
 * articles and the plans module's plans and plan_prices with raw SQL, and never writes to them. Matching is
 * PostgreSQL full-text search (English stemming, last word as a prefix) OR pg_trgm word similarity of at
 * least SIMILAR on names, so typos and half-typed words still match; rows are ranked by ts_rank plus the
 * similarity. At the catalogue's size these are sequential scans over a few hundred rows.
 */
import type { Market } from "@ojas/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { SearchTerms } from "./terms.ts";

/** `q`: the tsquery (null when the input had no words) and the lower-cased input. */
function queryCte(terms: SearchTerms): SQL {
  const tsq = terms.tsquery === null ? sql`null::tsquery` : sql`to_tsquery('english', ${terms.tsquery})`;
  return sql`q as (select ${tsq} as tsq, ${terms.needle}::text as needle)`;
}

/**
 * Lowest word_similarity that counts as a match. pg_trgm's default (0.6) misses one-letter slips in short
 * words: "glucse" against "glucose" scores 0.57.
 */
const SIMILAR = 0.5;

/**
 * Each searched row gets `d.doc` (its tsvector) and `d.name`, the lower-cased name typos are matched on.
 * Only names: word similarity over longer text finds a close "extent" almost anywhere ("acne" in
 * "...space of one ... accessory").
 */
const MATCH = sql`(coalesce(d.doc @@ q.tsq, false) or word_similarity(q.needle, d.name) >= ${SIMILAR})`;
const SCORE = sql`(2 * coalesce(ts_rank(d.doc, q.tsq), 0) + word_similarity(q.needle, d.name))`;

export async function searchProductSkuIds(
  db: Db,
  market: Market,
  terms: SearchTerms,
  limit: number,
): Promise<string[]> {
  // The slug's words count as name: "smart-ring" is the Ojas Ring.
  const result = await db.execute(sql`
    with ${queryCte(terms)},
    matched as (
      select p.product_id, p.sort_order, ${SCORE} as score
      from q, products p
      cross join lateral (select
        lower(concat_ws(' ', p.name, replace(p.slug, '-', ' '))) as name,
        setweight(to_tsvector('english', concat_ws(' ', p.name, replace(p.slug, '-', ' '))), 'A')
          || setweight(to_tsvector('english', concat_ws(' ', p.tagline, p.product_type, p.sub_category,
               array_to_string(p.tags, ' '), array_to_string(p.ingredients, ' '),
               array_to_string(p.concerns, ' '))), 'B')
          || setweight(to_tsvector('english', p.description), 'C') as doc) d
      where ${MATCH}
    )
    select listed.sku_id
    from matched
    -- The product's listed sku in this market: the default one, else the first by id.
    cross join lateral (
      select s.sku_id from skus s
      join sku_prices sp on sp.sku_id = s.sku_id and sp.market = ${market} and sp.published
      where s.product_id = matched.product_id
      order by s.is_default desc, s.sku_id
      limit 1
    ) listed
    order by matched.score desc, matched.sort_order, matched.product_id
    limit ${limit}`);
  return rowsOf<{ sku_id: string }>(result).map((r) => r.sku_id);
}

export interface ArticleHit {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  image: string;
  readMinutes: number;
  publishedAt: number;
}

/** Articles the storefront shows at `now` (the content module's publishing: LIVE and publish time passed). */
export async function searchArticles(
  db: Db,
  terms: SearchTerms,
  limit: number,
  now: Date,
): Promise<ArticleHit[]> {
  const result = await db.execute(sql`
    with ${queryCte(terms)}
    select a.slug, a.title, a.excerpt, a.category, a.image, a.read_minutes as "readMinutes",
      (extract(epoch from a.published_at) * 1000)::float8 as "publishedAt"
    from q, articles a
    cross join lateral (select lower(a.title) as name,
      setweight(to_tsvector('english', a.title), 'A')
        || setweight(to_tsvector('english', concat_ws(' ', a.excerpt, a.category,
             array_to_string(a.tags, ' '))), 'B')
        || setweight(to_tsvector('english', a.body) || to_tsvector('english', coalesce(a.body_html, '')), 'D') as doc) d
    where ${MATCH} and a.state = 'LIVE' and (a.publish_at is null or a.publish_at <= ${now.toISOString()}::timestamptz)
    order by ${SCORE} desc, a.published_at desc, a.slug
    limit ${limit}`);
  return rowsOf<ArticleHit>(result).map((r) => ({
    ...r,
    readMinutes: Number(r.readMinutes),
    publishedAt: Math.round(Number(r.publishedAt)),
  }));
}

export interface PlanHit {
  planId: string;
  slug: string;
  name: string;
  tier: string;
  kind: string;
  goal: string;
  programType: string;
  months: number;
  basePrice: number;
  discountPrice: number;
  currency: string;
}

/** Plans sold in the market (they have a price there), with that price. */
export async function searchPlans(
  db: Db,
  market: Market,
  terms: SearchTerms,
  limit: number,
): Promise<PlanHit[]> {
  const result = await db.execute(sql`
    with ${queryCte(terms)}
    select pl.plan_id as "planId", pl.slug, pl.name, pl.tier, pl.kind, pl.goal,
      pl.program_type as "programType", pl.months, pp.base_price as "basePrice",
      pp.discount_price as "discountPrice", pp.currency
    from q, plans pl
    join plan_prices pp on pp.plan_id = pl.plan_id and pp.market = ${market}
    cross join lateral (select lower(pl.name) as name,
      setweight(to_tsvector('english', pl.name), 'A')
        || setweight(to_tsvector('english', array_to_string(pl.features, ' ')), 'B')
        || setweight(to_tsvector('english', pl.description), 'C') as doc) d
    where ${MATCH}
    order by ${SCORE} desc, pl.plan_id
    limit ${limit}`);
  return rowsOf<PlanHit>(result).map((r) => ({
    ...r,
    months: Number(r.months),
    basePrice: Number(r.basePrice),
    discountPrice: Number(r.discountPrice),
  }));
}

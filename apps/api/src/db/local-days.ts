import { addDays, type DashboardMarket, MARKET_INFO, MARKETS, type Market } from "@ojas/domain";
import { type AnyColumn, type SQL, type SQLWrapper, sql } from "drizzle-orm";

// Calendar days in a market's own time zone, for the SQL that sums by day (docs/decisions/0038-dashboard-aggregates.md).
// Time zone names come from packages/domain's MARKET_INFO and are written into the SQL as literals, so that the
// same day expression in SELECT and GROUP BY is the same text; every other value is a parameter.

/** The markets a dashboard market names. */
export function marketsOf(market: DashboardMarket): Market[] {
  return market === "ALL" ? [...MARKETS] : [market];
}

const zoneLiteral = (market: Market) => sql.raw(`'${MARKET_INFO[market].timeZone.replaceAll("'", "")}'`);

/** The time zone of the row's market (a CASE over the markets, a literal when there is one). */
function zoneOf(marketColumn: SQLWrapper, markets: readonly Market[]): SQL {
  if (markets.length === 1) return zoneLiteral(markets[0]!);
  const cases = sql.join(
    markets.map((m) => sql`when ${sql.raw(`'${m}'`)} then ${zoneLiteral(m)}`),
    sql.raw(" "),
  );
  return sql`(case ${marketColumn} ${cases} end)`;
}

/** An instant column as timestamptz: epoch-ms bigint columns are converted. */
const instant = (column: SQLWrapper, epochMs: boolean) =>
  epochMs ? sql`to_timestamp(${column} / 1000.0)` : sql`${column}`;

/** The row's local day (YYYY-MM-DD) in its market's time zone. */
export function localDayOf(
  column: SQLWrapper,
  marketColumn: SQLWrapper,
  markets: readonly Market[],
  epochMs: boolean,
) {
  return sql<string>`to_char(date_trunc('day', ${instant(column, epochMs)} at time zone ${zoneOf(marketColumn, markets)}), 'YYYY-MM-DD')`;
}

/** The instant a local day starts in a market's zone, as SQL (timestamptz, or epoch ms). */
function dayStart(market: Market, day: string, epochMs: boolean): SQL {
  const start = sql`(${day}::date::timestamp at time zone ${zoneLiteral(market)})`;
  return epochMs ? sql`(extract(epoch from ${start}) * 1000)::bigint` : start;
}

/**
 * Rows of these markets whose instant falls on the local days from..to (both whole): per market a range
 * on the instant itself, so that an index on (market, instant) serves it.
 */
export function inLocalDays(
  column: AnyColumn,
  marketColumn: AnyColumn,
  markets: readonly Market[],
  range: { from: string; to: string },
  epochMs: boolean,
): SQL {
  const end = addDays(range.to, 1);
  const parts = markets.map(
    (m) =>
      sql`(${marketColumn} = ${m} and ${column} >= ${dayStart(m, range.from, epochMs)} and ${column} < ${dayStart(m, end, epochMs)})`,
  );
  return sql`(${sql.join(parts, sql` or `)})`;
}

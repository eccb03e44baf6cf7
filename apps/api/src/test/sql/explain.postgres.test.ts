// Every query of the busiest endpoints reads its tables through an index
// (docs/decisions/0045-statement-budgets.md): the statements each one sends for 5 lines, products or orders
// (captured as statement-budgets.test.ts counts them) are planned again with EXPLAIN, with the values they
// were sent with, on a connection where the planner may read a table only through a condition on an index
// (PLANNER_SETTINGS), so a whole-table read left in a plan is a table the query has no usable index for.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type TestContext, testContext } from "../harness.ts";
import { HOT_PATHS } from "./hot-paths.ts";

/** Whole-table reads that are by design, per endpoint and table, with the reason. */
const WHOLE_READS_BY_DESIGN: Record<string, Record<string, string>> = {
  "POST /api/search/v3/advancedSearch": {
    products:
      "full-text and trigram matching over every product's text, computed per query (search/repository.ts): " +
      "a few hundred rows, cheaper than keeping a search index up to date",
  },
};

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

/**
 * Every way of reading a table but a bitmap scan is off, and a bitmap scan needs a condition on the index:
 * the planner reads a table through any index a condition of the query (a join's included) can use, and
 * falls back to reading the table whole only where none can. Plain index scans are off too, or it would
 * walk a small table's whole index (no condition) rather than start a bitmap scan.
 */
const PLANNER_SETTINGS = {
  enable_seqscan: "off",
  enable_indexscan: "off",
  enable_indexonlyscan: "off",
  enable_hashjoin: "off",
  enable_mergejoin: "off",
};

/**
 * The tables a plan reads whole: a Seq Scan, or an index scan with no condition on the index (a walk of the
 * whole index: the planner's other way out when no index condition applies, as costly to it as a Seq Scan).
 */
function wholeReads(node: PlanNode): string[] {
  const type = node["Node Type"];
  const whole =
    type === "Seq Scan" || ((type === "Index Scan" || type === "Index Only Scan") && !node["Index Cond"]);
  return [...(whole ? [node["Relation Name"] ?? "?"] : []), ...(node.Plans ?? []).flatMap(wholeReads)];
}

/**
 * A value as the driver sent it (postgres.js's `debug` has them in their text form: 't', '{a,b}') as an
 * SQL literal of no type, which PostgreSQL reads as the parameter's type.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  const text = Array.isArray(value)
    ? `{${value.map((v) => `"${String(v).replace(/["\\]/g, "\\$&")}"`).join(",")}}`
    : typeof value === "object" && !(value instanceof Date)
      ? JSON.stringify(value)
      : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

const EXPLAINABLE = /^\s*(select|insert|update|delete|with)\b/i;

let ctx: TestContext;
let planner: postgres.Sql;

/**
 * The plan the first executions of `text` with these values get (a custom plan): prepared, then EXPLAIN
 * EXECUTEd with the values as literals, so the driver does not encode the already encoded values again.
 */
async function planOf(text: string, params: readonly unknown[]): Promise<PlanNode> {
  await planner.unsafe(`prepare hot_path as ${text}`);
  try {
    const values = params.length > 0 ? `(${params.map(literal).join(", ")})` : "";
    const [row] = await planner.unsafe(`explain (format json) execute hot_path${values}`);
    return (row!["QUERY PLAN"] as { Plan: PlanNode }[])[0]!.Plan;
  } finally {
    await planner.unsafe("deallocate hot_path");
  }
}

describe.skipIf(!inject("pgTemplate"))("queries of the busiest endpoints on PostgreSQL", () => {
  beforeAll(async () => {
    ctx = await testContext();
    planner = postgres(ctx.databaseUrl!, {
      max: 1,
      onnotice: () => {},
      connection: PLANNER_SETTINGS,
    });
    // The worker's database is a fresh copy: without statistics the planner guesses what an index finds.
    await planner`analyze`;
  });
  afterAll(async () => {
    await planner?.end({ timeout: 5 });
  });

  it.each(HOT_PATHS)("$endpoint: every table read through an index", async (path) => {
    const send = await path.prepare(ctx, 5);
    const { result, statements } = await ctx.statements.capture(send);
    expect(result.statusCode, result.body).toBeLessThan(300);
    const byDesign = WHOLE_READS_BY_DESIGN[path.endpoint] ?? {};
    const whole: string[] = [];
    for (const statement of statements.filter((s) => EXPLAINABLE.test(s.text))) {
      const plan = await planOf(statement.text, statement.params);
      for (const table of wholeReads(plan)) {
        if (!(table in byDesign))
          whole.push(`${table}: ${statement.text.replace(/\s+/g, " ").slice(0, 300)}`);
      }
    }
    expect(whole, "tables read whole").toEqual([]);
  });
});

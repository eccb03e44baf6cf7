import type { CodRun } from "@ojas/domain";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RunsTable } from "./staff-cod-runs.tsx";

// The COD runs table as staff read it: a row per run (courier, day, orders, cash in its currency) and the
// totals per currency below.

const run = (
  runId: string,
  courier: string,
  currency: CodRun["currency"],
  orders: number,
  amount: number,
): CodRun => ({
  runId,
  courier,
  runDate: "2026-03-09",
  currency,
  orders,
  amount,
});

describe("the COD runs table", () => {
  it("shows each run and the totals per currency", () => {
    const html = renderToStaticMarkup(
      createElement(RunsTable, {
        runs: [run("r1", "Delhivery", "INR", 3, 150_000), run("r2", "Aramex & Co", "AED", 1, 9_000)],
        from: "2026-03-01",
        to: "2026-03-10",
      }),
    );
    expect(html.match(/<tr /g)).toHaveLength(3);
    expect(html).toContain("Delhivery");
    expect(html).toContain("Aramex &amp; Co");
    expect(html).toContain("₹1,500");
    expect(html).toMatch(/INR: ₹1,500(\.00)? from 3 orders on 1 run/);
    expect(html).toMatch(/AED: .*90(\.00)? from 1 order on 1 run/);
  });

  it("says when no cash was collected on the days", () => {
    const html = renderToStaticMarkup(
      createElement(RunsTable, { runs: [], from: "2026-03-01", to: "2026-03-10" }),
    );
    expect(html).toContain("No cash on delivery was collected on these days.");
  });
});

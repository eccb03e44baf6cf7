import type { CodRun } from "@ojas/domain";
import { describe, expect, it } from "vitest";
import { codRunsRangeOf, codRunTotals } from "./cod-runs.ts";

const NOW = Date.parse("2026-03-10T15:00:00Z");
const range = (search: string) => codRunsRangeOf(new URLSearchParams(search), NOW);

describe("the COD runs' days", () => {
  it("shows the last week up to today unless days are chosen", () => {
    expect(range("")).toEqual({
      from: "2026-03-04",
      to: "2026-03-10",
      query: { from: "2026-03-04", to: "2026-03-10" },
      errors: {},
    });
    expect(range("from=2026-01-01&to=2026-01-31").query).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(range("from=&to=2026-03-05").query).toEqual({ from: "2026-03-04", to: "2026-03-05" });
  });

  it("names the field at fault and asks nothing for a bad range", () => {
    const backwards = range("from=2026-03-05&to=2026-03-01");
    expect(backwards.query).toBeNull();
    expect(backwards.errors).toEqual({ to: "Must be on or after From" });
    expect(backwards.from).toBe("2026-03-05");
    const notADay = range("from=March&to=2026-13-01");
    expect(notADay.query).toBeNull();
    expect(Object.keys(notADay.errors).sort()).toEqual(["from", "to"]);
  });
});

describe("the COD runs' totals", () => {
  const run = (runId: string, currency: CodRun["currency"], orders: number, amount: number): CodRun => ({
    runId,
    courier: "Delhivery",
    runDate: "2026-03-09",
    currency,
    orders,
    amount,
  });

  it("adds each currency's runs, orders and cash apart, never across currencies", () => {
    expect(
      codRunTotals([run("a", "INR", 3, 150_000), run("b", "AED", 1, 9_000), run("c", "INR", 2, 50_000)]),
    ).toEqual([
      { currency: "INR", runs: 2, orders: 5, amount: 200_000 },
      { currency: "AED", runs: 1, orders: 1, amount: 9_000 },
    ]);
    expect(codRunTotals([])).toEqual([]);
  });
});

// The pure half of bench/lighthouse.ts: the CPU multiplier for this machine, medians and the budget check
// (docs/decisions/0040-lighthouse-budgets.md).

/** Lighthouse's default mobile preset slows the CPU 4x. */
export const DEFAULT_CPU_MULTIPLIER = 4;

/**
 * The CPU slowdown for a machine with this benchmarkIndex: the Lighthouse CPU throttling calculator that
 * docs/throttling.md points to ("Calibrating the CPU slowdown"), never above the default 4x nor below 1x.
 * The calculator aims at a mid-tier phone; above an index of 1533 it would ask for more than 4x (13.7x at
 * 3800), which no published score uses, so a fast or idle machine measures as Lighthouse's default does,
 * and a machine slowed by other work (a lower index) gets the smaller multiplier the calculator gives.
 */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_MULTIPLIER;
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else multiplier = 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.min(DEFAULT_CPU_MULTIPLIER, Math.max(1, multiplier)) * 100) / 100;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Category scores 0-100, TBT and LCP in ms, CLS unitless. */
export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbt: number;
  lcp: number;
  cls: number;
}

/** Each figure is the median of its own values over the runs (not the figures of one median run). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((r) => r[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    tbt: of("tbt"),
    lcp: of("lcp"),
    cls: of("cls"),
  };
}

export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  tbtMs: 150,
  lcpMs: 2000,
  cls: 0.05,
} as const;

/**
 * What a page misses of the budgets, one line each; empty when it meets them all. A page kept out of search
 * engines on purpose (`noindex`) is not held to the SEO score, which counts that against it.
 */
export function budgetMisses(
  figures: PageFigures,
  { noindex = false }: { noindex?: boolean } = {},
): string[] {
  const misses: string[] = [];
  if (figures.performance < BUDGETS.performance)
    misses.push(`performance ${figures.performance} < ${BUDGETS.performance}`);
  if (figures.accessibility < BUDGETS.accessibility)
    misses.push(`accessibility ${figures.accessibility} < ${BUDGETS.accessibility}`);
  if (figures.bestPractices < BUDGETS.bestPractices)
    misses.push(`best practices ${figures.bestPractices} < ${BUDGETS.bestPractices}`);
  if (!noindex && figures.seo < BUDGETS.seo) misses.push(`SEO ${figures.seo} < ${BUDGETS.seo}`);
  if (figures.tbt > BUDGETS.tbtMs) misses.push(`TBT ${Math.round(figures.tbt)} ms > ${BUDGETS.tbtMs} ms`);
  if (figures.lcp > BUDGETS.lcpMs) misses.push(`LCP ${Math.round(figures.lcp)} ms > ${BUDGETS.lcpMs} ms`);
  if (figures.cls > BUDGETS.cls) misses.push(`CLS ${figures.cls.toFixed(3)} > ${BUDGETS.cls}`);
  return misses;
}

/**
 * A page's misses split into those that fail the check and those of a budget still open for it (named by the
 * miss's first word, e.g. "LCP"), which are printed but do not fail it. When an open budget is met again the
 * page's `open` list should lose it, so it is held to it from then on.
 */
export function splitOpenMisses(
  misses: string[],
  open: readonly string[],
): { failing: string[]; open: string[] } {
  const isOpen = (miss: string) => open.includes(miss.split(" ")[0]!);
  return { failing: misses.filter((m) => !isOpen(m)), open: misses.filter(isOpen) };
}

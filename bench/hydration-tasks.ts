// Where a page's long main-thread tasks go while it loads and hydrates, in a phone-sized Chromium.
// Run: npx tsx bench/hydration-tasks.ts <origin> [path ...]   (a production server already running;
// HYDRATION_RUNS=3 by default, HYDRATION_TASK_MS=12.5 the CPU time that makes a task long: 50 ms at
// Lighthouse's 4x slowdown; HYDRATION_BLOCK=<regexp> aborts the requests whose URL it matches, to see
// what a kind of resource costs; HYDRATION_DETAIL=1 prints each long task of each run).
//
// Each run loads the page once to warm the server's caches, then loads it again under a Chrome trace with
// V8's sampling profiler. A task's figure is its CPU time on the renderer's main thread (the trace's `tdur`),
// so another process on the machine does not lengthen it. Per path it prints, as medians over the runs:
// the number of long tasks, their CPU time beyond 12.5 ms (blocking time before the 4x), and for the long
// tasks together the CPU time by trace event (layout, style, parsing, GC ...) and by script.
import { launchBrowser } from "../apps/web/tests/e2e/browser.ts";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: { url?: string } };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string };
}

const [origin, ...paths] = process.argv.slice(2);
if (!origin) throw new Error("usage: npx tsx bench/hydration-tasks.ts <origin> [path ...]");
const RUNS = Number(process.env.HYDRATION_RUNS ?? 3);
const LONG_MS = Number(process.env.HYDRATION_TASK_MS ?? 12.5);
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "blink",
  "loading",
  "toplevel",
];

/** Trace events that are a script running (or V8 working for it): a task made mostly of them is a script task. */
const SCRIPT_EVENT =
  /^(FunctionCall|EvaluateScript|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|v8\.|V8\.)/;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)];
}

/** The renderer's main thread: the one that parsed the page's HTML. */
function mainThread(events: TraceEvent[]) {
  const parse = events.find(
    (e) => e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").startsWith(origin),
  );
  return parse ? { pid: parse.pid, tid: parse.tid } : null;
}

/** V8 samples as [timestamp µs, script url or a name in parentheses]. */
function samplesOf(events: TraceEvent[], pid: number, tid: number): Array<[number, string, string]> {
  const nodes = new Map<number, ProfileNode>();
  const out: Array<[number, string, string]> = [];
  // The main thread's Profile event names the profile; its chunks come from V8's profiler thread.
  const profile = events.find((e) => e.name === "Profile" && e.pid === pid && e.tid === tid);
  if (!profile) return out;
  let ts = (profile.args?.data?.startTime as number) ?? 0;
  for (const e of events) {
    if (e.pid !== pid || e.name !== "ProfileChunk" || e.id !== profile.id) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    samples.forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const frame = nodes.get(id)?.callFrame;
      const url = frame?.url ? frame.url.replace(/^.*\/assets\//, "") : `(${frame?.functionName || "?"})`;
      out.push([ts, url || "(html)", frame?.functionName || "(anonymous)"]);
    });
  }
  return out;
}

interface RunFigures {
  longTasks: number;
  blockingMs: number;
  /** The long tasks spent mostly running scripts (hydration), as against style, layout, paint, parsing. */
  scriptTasks: number;
  scriptBlockingMs: number;
  byEvent: Map<string, number>;
  byScript: Map<string, number>;
  byFunction: Map<string, number>;
}

function add(map: Map<string, number>, key: string, value: number) {
  map.set(key, (map.get(key) ?? 0) + value);
}

function analyse(events: TraceEvent[]): RunFigures | null {
  const thread = mainThread(events);
  if (!thread) return null;
  const { pid, tid } = thread;
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined);
  const tasks = own.filter((e) => e.name === "RunTask" && (e.tdur ?? 0) / 1000 > LONG_MS);
  const samples = samplesOf(events, pid, tid);
  const figures: RunFigures = {
    longTasks: tasks.length,
    blockingMs: 0,
    scriptTasks: 0,
    scriptBlockingMs: 0,
    byEvent: new Map(),
    byScript: new Map(),
    byFunction: new Map(),
  };
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    figures.blockingMs += (task.tdur ?? 0) / 1000 - LONG_MS;
    // Self time of the task's direct kinds of work: each event's duration less that of events inside it.
    const inside = own
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const stack: TraceEvent[] = [];
    const self = new Map<TraceEvent, number>();
    for (const e of inside) {
      while (stack.length && stack[stack.length - 1].ts + (stack[stack.length - 1].dur ?? 0) <= e.ts)
        stack.pop();
      const parent = stack[stack.length - 1];
      self.set(e, (self.get(e) ?? 0) + (e.dur ?? 0));
      if (parent) self.set(parent, (self.get(parent) ?? 0) - (e.dur ?? 0));
      stack.push(e);
    }
    const taskEvents = new Map<string, number>();
    for (const [e, us] of self) add(taskEvents, e.name, us / 1000);
    const taskFunctions = new Map<string, number>();
    const inTask = samples.filter(([ts]) => ts >= task.ts && ts <= end);
    for (let i = 1; i < inTask.length; i++) {
      const ms = (inTask[i][0] - inTask[i - 1][0]) / 1000;
      add(figures.byScript, inTask[i][1], ms);
      add(taskFunctions, `${inTask[i][2]} ${inTask[i][1]}`, ms);
    }
    for (const [k, v] of taskEvents) add(figures.byEvent, k, v);
    const total = [...taskEvents.values()].reduce((a, b) => a + b, 0);
    const script = [...taskEvents].filter(([name]) => SCRIPT_EVENT.test(name)).reduce((a, [, v]) => a + v, 0);
    if (script >= total / 2) {
      figures.scriptTasks++;
      figures.scriptBlockingMs += (task.tdur ?? 0) / 1000 - LONG_MS;
    }
    for (const [k, v] of taskFunctions) add(figures.byFunction, k, v);
    if (process.env.HYDRATION_DETAIL) {
      const first = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${k} ${v.toFixed(1)}`)
          .join("; ");
      console.log(
        `task at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)} ms, CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms: ${first(taskEvents, 5)} | ${first(taskFunctions, 5)}`,
      );
    }
  }
  return figures;
}

function top(runs: Map<string, number>[], count: number): Array<[string, number]> {
  const keys = new Set(runs.flatMap((m) => [...m.keys()]));
  return [...keys]
    .map((k): [string, number] => [k, median(runs.map((m) => m.get(k) ?? 0))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);
}

const browser = await launchBrowser();
for (const pagePath of paths.length ? paths : ["/"]) {
  const runs: RunFigures[] = [];
  // Now and then a trace misses the page's parsing (the tab's process swapped under it): that run is taken again.
  for (let run = 0, attempts = 0; run < RUNS && attempts < RUNS * 2; attempts++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
    });
    const page = await context.newPage();
    await page.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" });
    await context.clearCookies();
    const fresh = await context.newPage();
    await page.close();
    if (process.env.HYDRATION_BLOCK)
      await fresh.route(new RegExp(process.env.HYDRATION_BLOCK), (r) => r.abort());
    await browser.startTracing(fresh, { categories: CATEGORIES });
    await fresh.goto(`${origin}${pagePath}`, { waitUntil: "networkidle" });
    await fresh.waitForTimeout(1500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();
    const figures = analyse(trace.traceEvents);
    if (!figures) continue;
    runs.push(figures);
    run++;
  }
  console.log(`\n${pagePath}: ${RUNS} runs, tasks over ${LONG_MS} ms of CPU`);
  console.log(
    `long tasks (median): ${median(runs.map((r) => r.longTasks))}; CPU beyond ${LONG_MS} ms: ${median(runs.map((r) => r.blockingMs)).toFixed(1)} ms (each run: ${runs.map((r) => r.blockingMs.toFixed(1)).join(", ")})`,
  );
  console.log(
    `script long tasks (median): ${median(runs.map((r) => r.scriptTasks))}; their CPU beyond ${LONG_MS} ms: ${median(runs.map((r) => r.scriptBlockingMs)).toFixed(1)} ms (each run: ${runs.map((r) => r.scriptBlockingMs.toFixed(1)).join(", ")})`,
  );
  console.log("\n| trace event (self, in long tasks) | ms |\n|---|---:|");
  for (const [k, v] of top(
    runs.map((r) => r.byEvent),
    14,
  ))
    console.log(`| ${k} | ${v.toFixed(1)} |`);
  console.log("\n| script (sampled, in long tasks) | ms |\n|---|---:|");
  for (const [k, v] of top(
    runs.map((r) => r.byScript),
    10,
  ))
    console.log(`| ${k} | ${v.toFixed(1)} |`);
  console.log("\n| function (sampled, in long tasks) | ms |\n|---|---:|");
  for (const [k, v] of top(
    runs.map((r) => r.byFunction),
    25,
  ))
    console.log(`| ${k} | ${v.toFixed(1)} |`);
}
await browser.close();

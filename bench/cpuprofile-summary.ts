// Where a CPU profile's time went: the self time of each package (or of this repo's folders) and of each
// function, as shares of the profile. Takes a .cpuprofile from BENCH_CPU_PROFILE (bench/lib.ts) or from
// Chrome DevTools.
// Run: npx tsx bench/cpuprofile-summary.ts <file.cpuprofile> [rows]
import fs from "node:fs";

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error("usage: npx tsx bench/cpuprofile-summary.ts <file.cpuprofile> [rows]");
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));

/** A package under node_modules, this repo's folder three levels down, or V8's own name for the rest. */
function placeOf(url: string, functionName: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/((?:apps|packages)\/[^/]+\/[^/]+\/[^/]+)/.exec(url);
  if (own) return own[1]!;
  if (url.startsWith("node:")) return url;
  if (url) return url.replace(/^.*\//, "");
  return functionName.startsWith("(") ? functionName : `(${functionName || "native"})`;
}

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = frames.get(id)!;
  const time = profile.timeDeltas[i] ?? 0;
  total += time;
  const place = placeOf(frame.url, frame.functionName);
  byPlace.set(place, (byPlace.get(place) ?? 0) + time);
  const fn = `${frame.functionName || "(anonymous)"} ${place}:${frame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
});

const table = (title: string, counts: Map<string, number>) => {
  console.log(`\n| ${title} | share |\n|---|---:|`);
  for (const [name, time] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`| ${name} | ${((100 * time) / total).toFixed(1)}% |`);
  }
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
table("where (self time)", byPlace);
table("function (self time)", byFunction);

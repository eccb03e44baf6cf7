// What matching a URL costs the browser's router for the storefront's route table: React Router flattens
// and ranks every route before it matches (`matchRoutes`), and does so while a page hydrates. The table has
// each page once per market (no prefix, /ae, /us); this prints the cost with all of them and with one
// market's, to size the gain of a table with each page once.
// Run: npx tsx bench/route-matching.ts   (on an idle machine; the median of 5 half-second runs each)
import os from "node:os";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "../apps/web/app/routes.ts";

interface Entry {
  id?: string;
  path?: string;
  index?: boolean;
  children?: Entry[];
}

const toRoute = (entry: Entry): RouteObject =>
  entry.index
    ? { id: entry.id, index: true }
    : { id: entry.id, path: entry.path, children: entry.children?.map(toRoute) };

const all = (routes as Entry[]).map(toRoute);
const india = (routes as Entry[]).filter((e) => !/^(ae|us):/.test(e.id ?? "")).map(toRoute);

function msPerMatch(table: RouteObject[]): number {
  const root = [{ id: "root", path: "", children: table }];
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = performance.now();
    let n = 0;
    while (performance.now() - start < 500) {
      matchRoutes(root, "/skin/products/hydrating-ceramide-cleanser");
      n++;
    }
    runs.push((performance.now() - start) / n);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

const count = (table: RouteObject[]): number => table.reduce((n, r) => n + 1 + count(r.children ?? []), 0);

console.log(`bench/route-matching: load average ${os.loadavg()[0]!.toFixed(2)}, node ${process.version}`);
for (const [name, table] of [
  ["every market", all],
  ["India's pages only", india],
] as const) {
  console.log(`${name}: ${count(table)} routes, ${msPerMatch(table).toFixed(3)} ms per matchRoutes`);
}

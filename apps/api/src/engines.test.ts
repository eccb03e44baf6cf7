// The project runs on the Node its package.json names (`engines`): every installed package must accept that
// Node too, or `npm ci` warns EBADENGINE and the package may use what that Node lacks.
import fs from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const semver = require("semver") as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};
const root = new URL("../../../", import.meta.url);
const read = (file: string) => JSON.parse(fs.readFileSync(new URL(file, root), "utf8"));

interface LockEntry {
  engines?: { node?: string };
  optional?: boolean;
  os?: string[];
  cpu?: string[];
}

/**
 * An optional build for another system (sharp's @img/sharp-win32-ia32, say): npm installs it only there,
 * and Node 24 has no such build of its own (32-bit Windows), so its engines never meet ours.
 */
const forOtherMachines = (entry: LockEntry) =>
  entry.optional === true &&
  ((entry.os !== undefined && !entry.os.includes(process.platform)) ||
    (entry.cpu !== undefined && !entry.cpu.includes(process.arch)));

describe("engines", () => {
  it("runs on the Node the project names, the one the install puts in node_modules/.bin (decision 0023)", () => {
    expect(semver.satisfies(process.versions.node, read("package.json").engines.node)).toBe(true);
  });

  it("every package in the lockfile accepts the oldest Node the project supports", () => {
    const oldest = semver.minVersion(read("package.json").engines.node)!.version;
    const lock = read("package-lock.json") as { packages: Record<string, LockEntry> };
    const refusing = Object.entries(lock.packages)
      .filter(([, entry]) => !forOtherMachines(entry))
      .filter(([, entry]) => entry.engines?.node && !semver.satisfies(oldest, entry.engines.node))
      .map(([name, entry]) => `${name} (${entry.engines?.node})`);
    expect(refusing).toEqual([]);
  });
});

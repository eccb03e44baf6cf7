import fs from "node:fs";
import path from "node:path";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is single-process: a second server on the same data folder would corrupt it. The lock file
 * holds the owner's pid; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  try {
    const owner = Number(fs.readFileSync(file, "utf8"));
    if (owner && owner !== process.pid && alive(owner)) {
      throw new Error(`The data folder ${dataDir} is in use by process ${owner}; stop it first.`);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.writeFileSync(file, String(process.pid));
  return () => fs.rmSync(file, { force: true });
}

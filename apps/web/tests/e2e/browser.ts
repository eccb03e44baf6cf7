import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { type Browser, chromium, type Page } from "playwright-core";

const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The system Chromium: CHROME_PATH, /usr/bin/chromium, or chromium / google-chrome on the PATH. */
export function findChrome(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (p): p is string => Boolean(p),
  );
  for (const candidate of candidates) if (fs.existsSync(candidate)) return candidate;
  for (const name of ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]) {
    try {
      const found = execFileSync("which", [name], { encoding: "utf8" }).trim();
      if (found) return found;
    } catch {
      // not on the PATH; try the next name
    }
  }
  throw new Error(
    "No Chromium found for the browser journeys. Install it (apt-get install -y chromium) or set CHROME_PATH to a Chrome or Chromium binary.",
  );
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChrome(), headless: true, args: LAUNCH_ARGS });
}

/** A fresh page in its own context (own storage), at the given viewport width. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** Waits until React has hydrated the page (root.tsx marks <html data-hydrated>), so handlers are live. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("html[data-hydrated='true']", { state: "attached" });
}

import { gzipSync } from "node:zlib";

export interface PageScripts {
  /** Every module the page runs before it is interactive: module scripts, modulepreloads, their imports. */
  initial: Map<string, number>;
  /** Chunks only imported with import(): loaded later (the chat panel, reviews), not part of first paint. */
  lazy: Map<string, number>;
  /** Inline scripts (router manifest, hydration data, theme script), gzipped together. */
  inlineGzip: number;
}

/** Gzip at its default level, as `gzip -c` and most servers do. */
const gz = (text: string) => gzipSync(text).length;

/** Reads the page's HTML for its JavaScript, then follows static imports from chunk to chunk. */
export async function pageScripts(origin: string, path: string): Promise<PageScripts> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const roots = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) roots.add(m[1]!);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)) roots.add(m[1]!);
  let inline = "";
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (m[1]!.includes("application/ld+json")) continue;
    inline += m[2];
    // The starter script (apps/web/app/lib/deferred-scripts.tsx) holds the module text JSON-escaped.
    const text = m[2]!.replaceAll('\\"', '"');
    for (const i of text.matchAll(/(?:from\s*|import\s*\(?\s*)["'](\/assets\/[^"']+\.js)["']/g)) {
      roots.add(i[1]!);
    }
    for (const list of text.matchAll(/\[((?:"\/assets\/[^"]+\.js",?)+)\]\.forEach/g)) {
      for (const i of list[1]!.matchAll(/"(\/assets\/[^"]+\.js)"/g)) roots.add(i[1]!);
    }
  }

  const initial = new Map<string, number>();
  const lazyCandidates = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (initial.has(url)) continue;
    const code = await (await fetch(`${origin}${url}`)).text();
    initial.set(url, gz(code));
    const base = url.slice(0, url.lastIndexOf("/") + 1);
    for (const m of code.matchAll(/(?:from|import)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) {
      queue.push(`${base}${m[1]!.slice(2)}`);
    }
    for (const m of code.matchAll(/import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)) {
      lazyCandidates.add(`${base}${m[1]!.slice(2)}`);
    }
  }
  const lazy = new Map<string, number>();
  for (const url of lazyCandidates) {
    if (initial.has(url)) continue;
    lazy.set(url, gz(await (await fetch(`${origin}${url}`)).text()));
  }
  return { initial, lazy, inlineGzip: gz(inline) };
}

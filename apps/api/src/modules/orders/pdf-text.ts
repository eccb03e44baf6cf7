// Reading a generated PDF back in tests.
import { inflateSync } from "node:zlib";

/** The text drawn in a pdfkit PDF, read from its raw (Flate-compressed) content streams. */
export function drawnText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join("");
      runs.push(Buffer.from(hex, "hex").toString("latin1"));
    }
  }
  return runs.join(" ").replace(/\s+/g, " ");
}

import type { Transform } from "node:stream";
import zlib from "node:zlib";

// Compression shared by the storefront's pages and the API's JSON (docs/decisions/0015, 0044); it lives with
// the API's shared HTTP pieces, which apps/web/server may import (docs/architecture.md, "The parts").
// Pages: a 100 KB document is about 18 KB gzipped. A page from the page cache is compressed once per
// encoding and kept with it; a page rendered for one shopper is compressed as it streams, flushing each
// chunk so the first bytes still arrive early.

export type Encoding = "br" | "gzip";

/** Smaller bodies are not worth the work (and may grow). */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/i;

/** The best encoding the client accepts: brotli, then gzip; none for "identity" or q=0. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return null;
}

export function isCompressible(contentType: string | null | undefined): boolean {
  return COMPRESSIBLE.test(contentType ?? "");
}

/** Brotli at quality 5 and gzip at level 6: most of the saving for a millisecond or two per page. */
export function compressBody(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * A compressing stream that flushes once the chunks written in one turn of the event loop are in, so
 * streamed HTML is not held back. React writes a page as many small chunks at once: a flush after each
 * one cost more CPU than the compression itself, and bytes (every flush ends a block).
 */
export function compressStream(encoding: Encoding): Transform {
  return encoding === "br"
    ? flushedWhenIdle(
        zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
        zlib.constants.BROTLI_OPERATION_FLUSH,
      )
    : flushedWhenIdle(zlib.createGzip({ level: 6 }), zlib.constants.Z_SYNC_FLUSH);
}

function flushedWhenIdle(stream: zlib.Gzip | zlib.BrotliCompress, kind: number): Transform {
  const transform = stream._transform.bind(stream);
  let flushPending = false;
  const flush = () => {
    flushPending = false;
    if (!stream.writableEnded && !stream.destroyed) stream.flush(kind);
  };
  stream._transform = (chunk: Buffer, encoding, callback) => {
    // A flush arrives here too, as an empty chunk.
    if (chunk.byteLength > 0 && !flushPending) {
      flushPending = true;
      setImmediate(flush);
    }
    transform(chunk, encoding, callback);
  };
  return stream;
}

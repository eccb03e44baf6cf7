import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressBody, compressStream, isCompressible } from "./compression.ts";

describe("compression", () => {
  it("prefers brotli, then gzip, and honours q=0 and identity", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("*, br;q=0")).toBe("gzip");
  });

  it("compresses text, JSON and SVG only", () => {
    expect(isCompressible("text/html; charset=utf-8")).toBe(true);
    expect(isCompressible("application/json")).toBe(true);
    expect(isCompressible("image/svg+xml")).toBe(true);
    expect(isCompressible("image/png")).toBe(false);
    expect(isCompressible(undefined)).toBe(false);
  });

  it("round-trips a body in both encodings, much smaller", () => {
    const html = new TextEncoder().encode("<li class='card'>Plan</li>".repeat(2000));
    const br = compressBody(html, "br");
    const gz = compressBody(html, "gzip");
    expect(zlib.brotliDecompressSync(br).toString()).toBe(Buffer.from(html).toString());
    expect(zlib.gunzipSync(gz).toString()).toBe(Buffer.from(html).toString());
    expect(gz.byteLength).toBeLessThan(html.byteLength / 10);
  });

  /** The stream's output so far, once it decodes to `expected` (or the last try, after 2 s). */
  async function decodedSoFar(out: Buffer[], encoding: "br" | "gzip", expected: string): Promise<string> {
    const decode = () =>
      (encoding === "br"
        ? zlib.brotliDecompressSync(Buffer.concat(out), {
            finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
          })
        : zlib.gunzipSync(Buffer.concat(out), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
      ).toString();
    for (let waited = 0; waited < 2000; waited += 10) {
      if (out.length > 0 && decode() === expected) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return decode();
  }

  it.each(["gzip", "br"] as const)(
    "streams each chunk out before the next arrives (%s)",
    async (encoding) => {
      const stream = compressStream(encoding);
      const out: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => out.push(chunk));
      stream.write("<html><body>first</body>");
      // The first chunk is decodable on its own already.
      expect(await decodedSoFar(out, encoding, "<html><body>first</body>")).toBe("<html><body>first</body>");
      stream.end("</html>");
      await new Promise((resolve) => stream.on("end", resolve));
      const whole =
        encoding === "br"
          ? zlib.brotliDecompressSync(Buffer.concat(out))
          : zlib.gunzipSync(Buffer.concat(out));
      expect(whole.toString()).toBe("<html><body>first</body></html>");
    },
  );

  it.each(["gzip", "br"] as const)("flushes once for the chunks written together (%s)", async (encoding) => {
    const stream = compressStream(encoding);
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    // As React writes a page: many small chunks in one go.
    const chunks = Array.from({ length: 200 }, () => "<li class='card'>Plan</li>");
    for (const chunk of chunks) stream.write(chunk);
    expect(await decodedSoFar(out, encoding, chunks.join(""))).toBe(chunks.join(""));
    // A flush after each chunk would end a block each time: at least 2 bytes apiece.
    expect(Buffer.concat(out).byteLength).toBeLessThan(200);
    stream.end();
  });
});

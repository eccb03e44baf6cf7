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

  it("streams each chunk out before the next arrives", async () => {
    const stream = compressStream("gzip");
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    stream.write("<html><body>first</body>");
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first chunk is decodable on its own already.
    const early = zlib.gunzipSync(Buffer.concat(out), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    expect(early.toString()).toBe("<html><body>first</body>");
    stream.end("</html>");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(zlib.gunzipSync(Buffer.concat(out)).toString()).toBe("<html><body>first</body></html>");
  });
});

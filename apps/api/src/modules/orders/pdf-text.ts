// Reading a generated PDF back in tests with MuPDF (WebAssembly, no system binary): its text, where each
// character and line was drawn, and page 1 as an image.
import * as mupdf from "mupdf";

export type Rect = [x0: number, y0: number, x1: number, y1: number];

export interface DrawnChar {
  c: string;
  font: string;
  /** Left, top, right, bottom in PDF points from the page's top left. */
  box: Rect;
}

export interface DrawnLine {
  text: string;
  box: Rect;
  chars: DrawnChar[];
}

const open = (pdf: Buffer) => mupdf.Document.openDocument(pdf, "application/pdf");

/** The lines of text drawn on one page, each with its box and its characters in drawing order. */
export function drawnLines(pdf: Buffer, pageIndex = 0): DrawnLine[] {
  const page = open(pdf).loadPage(pageIndex);
  const lines: DrawnLine[] = [];
  page.toStructuredText("preserve-whitespace").walk({
    beginLine(bbox) {
      lines.push({ text: "", box: [...bbox] as Rect, chars: [] });
    },
    onChar(c, _origin, font, _size, quad) {
      const xs = [quad[0], quad[2], quad[4], quad[6]];
      const ys = [quad[1], quad[3], quad[5], quad[7]];
      const line = lines.at(-1)!;
      line.text += c;
      line.chars.push({
        c,
        font: font.getName(),
        box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)],
      });
    },
  });
  return lines;
}

/** The text drawn in a PDF, every page, lines joined by single spaces. */
export function drawnText(pdf: Buffer): string {
  const doc = open(pdf);
  const pages: string[] = [];
  for (let i = 0; i < doc.countPages(); i++)
    pages.push(doc.loadPage(i).toStructuredText("preserve-whitespace").asText());
  return pages.join(" ").replace(/\s+/g, " ");
}

export function pageCount(pdf: Buffer): number {
  return open(pdf).countPages();
}

export interface Rendered {
  png: Buffer;
  width: number;
  height: number;
  /** Pixels per PDF point. */
  scale: number;
  /** How many pixels inside a box (in PDF points) are darker than mid grey. */
  inkIn(box: Rect): number;
}

/** A page rendered to an RGB image. */
export function renderPage(pdf: Buffer, pageIndex = 0, scale = 2): Rendered {
  const pixmap = open(pdf)
    .loadPage(pageIndex)
    .toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const stride = pixmap.getStride();
  // A copy: the view into MuPDF's memory is lost when that memory grows (asPNG below may grow it).
  const pixels = pixmap.getPixels().slice();
  return {
    png: Buffer.from(pixmap.asPNG()),
    width,
    height,
    scale,
    inkIn([x0, y0, x1, y1]) {
      let ink = 0;
      for (let y = Math.floor(y0 * scale); y < Math.ceil(y1 * scale); y++) {
        for (let x = Math.floor(x0 * scale); x < Math.ceil(x1 * scale); x++) {
          const at = y * stride + x * 3;
          if (pixels[at] + pixels[at + 1] + pixels[at + 2] < 3 * 128) ink++;
        }
      }
      return ink;
    },
  };
}

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect, tolerance = 0.01): boolean {
  return (
    a[0] < b[2] - tolerance && b[0] < a[2] - tolerance && a[1] < b[3] - tolerance && b[1] < a[3] - tolerance
  );
}

/** The smallest box around boxes. */
export function unionBox(boxes: Rect[]): Rect {
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}

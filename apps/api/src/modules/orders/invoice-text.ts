// Text on invoices: embedded Noto Sans (Latin, ₹) and Noto Sans Arabic, right-to-left runs put in visual
// order, and wrapping measured with the fonts actually drawn, so no value can run into its neighbour.
import fs from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  arabic: "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
  arabicBold: "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf",
} as const;
type FontName = keyof typeof FONT_FILES;
export type Weight = "regular" | "bold";

interface LoadedFont {
  font: fontkit.Font;
  has: (codePoint: number) => boolean;
  /** Above and below the baseline, line gap included, in fractions of the font size. */
  ascent: number;
  descent: number;
}
let loaded: Record<FontName, LoadedFont> | undefined;

/** The font files, read once from the installed packages (nothing is fetched at run time). */
function fonts(): Record<FontName, LoadedFont> {
  loaded ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, spec]) => {
      const data = fs.readFileSync(require.resolve(spec));
      const font = fontkit.create(data) as fontkit.Font;
      const ascent = font.ascent / font.unitsPerEm;
      const descent = (font.lineGap - font.descent) / font.unitsPerEm;
      return [name, { font, ascent, descent, has: (cp: number) => font.hasGlyphForCodePoint(cp) }];
    }),
  ) as Record<FontName, LoadedFont>;
  return loaded;
}

/**
 * Registers the invoice's fonts on a document under their names. pdfkit takes the parsed fontkit font, so
 * each file is parsed once per process rather than once per invoice (hundreds of milliseconds each).
 */
export function registerInvoiceFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, { font }] of Object.entries(fonts())) {
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  }
}

type Direction = "ltr" | "rtl";
const ARABIC = /\p{Script=Arabic}/u;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/** Strong direction of one character, or undefined for spaces, punctuation and symbols. */
function strong(ch: string): Direction | undefined {
  if (DIGIT.test(ch)) return "ltr";
  if (ARABIC.test(ch) && !/\p{P}|\p{Zs}/u.test(ch)) return "rtl";
  if (LETTER.test(ch)) return "ltr";
  return undefined;
}

/** A paragraph's direction: that of its first strong character (Unicode bidi rule P2). */
export function paragraphDirection(text: string): Direction {
  for (const ch of text) {
    const dir = strong(ch);
    if (dir) return dir;
  }
  return "ltr";
}

export interface Piece {
  text: string;
  font: FontName;
  script?: string;
}

// fontkit picks its shaper by a piece's first script, so scripts with their own shaping get their own pieces.
const SCRIPTS = ["Arabic", "Devanagari"].map(
  (name) => [name, new RegExp(`\\p{Script=${name}}`, "u")] as const,
);
const scriptOf = (ch: string) => SCRIPTS.find(([, pattern]) => pattern.test(ch))?.[0];

/**
 * One line as pieces in drawing order, left to right. Characters between two runs of one direction take
 * it, others the paragraph's; runs of the other direction are reversed as a whole. Each right-to-left
 * piece is shaped and its glyphs reversed by fontkit (it detects the Arabic script), so pieces keep their
 * logical text, brackets mirrored; each script that fontkit shapes on its own has its own pieces. A character neither font has is drawn as "?" (or its Latin base letter).
 */
export function visualPieces(line: string, weight: Weight, base: Direction): Piece[] {
  const chars = [...line];
  const strongs = chars.map(strong);
  const resolved = chars.map((_, i) => {
    if (strongs[i]) return strongs[i];
    const before = strongs.slice(0, i).reverse().find(Boolean) ?? base;
    const after = strongs.slice(i + 1).find(Boolean) ?? base;
    return before === after ? before : base;
  });
  const runs: { dir: Direction; pieces: Piece[] }[] = [];
  chars.forEach((raw, i) => {
    const dir = resolved[i];
    const [ch, font] = fontFor(dir === "rtl" ? (MIRRORED[raw] ?? raw) : raw, weight, dir);
    let run = runs.at(-1);
    if (!run || run.dir !== dir) {
      run = { dir, pieces: [] };
      runs.push(run);
    }
    const piece = run.pieces.at(-1);
    const script = scriptOf(ch) ?? piece?.script;
    if (piece && piece.font === font && piece.script === script) piece.text += ch;
    else run.pieces.push({ text: ch, font, script });
  });
  if (base === "rtl") runs.reverse();
  // fontkit reverses a piece in Arabic script; one of spaces and punctuation alone is reversed here.
  const reversed = (piece: Piece) =>
    piece.script ? piece : { ...piece, text: [...piece.text].reverse().join("") };
  return runs.flatMap((run) => (run.dir === "rtl" ? [...run.pieces].reverse().map(reversed) : run.pieces));
}

// Brackets in a right-to-left run show their mirror image (Unicode bidi rule L4); fontkit does not.
const MIRRORED: Record<string, string> = Object.fromEntries(
  ["()", "[]", "{}", "<>", "«»", "‹›"].flatMap(([a, b]) => [
    [a, b],
    [b, a],
  ]),
);

function fontFor(ch: string, weight: Weight, dir: Direction): [string, FontName] {
  const latin: FontName = weight === "bold" ? "bold" : "regular";
  const arabic: FontName = weight === "bold" ? "arabicBold" : "arabic";
  const order = ARABIC.test(ch) || dir === "rtl" ? [arabic, latin] : [latin, arabic];
  const cp = ch.codePointAt(0)!;
  const found = order.find((name) => fonts()[name].has(cp));
  if (found) return [ch, found];
  const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
  return [base && [...base].every((c) => fonts()[latin].has(c.codePointAt(0)!)) ? base : "?", latin];
}

// Given any features (here none beyond the font's defaults), pdfkit shapes a piece as one run instead of
// word by word, so fontkit reverses a right-to-left piece's words along with their letters.
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = [];

/** Slack in fitting a line: token widths summed may differ from the whole line's in the last decimals. */
const FIT = 0.01;

export interface TextStyle {
  weight: Weight;
  size: number;
  colour: string;
  characterSpacing?: number;
}

export interface BoxOptions {
  /** Wrap within this width; without it the text is one line. */
  width?: number;
  align?: "left" | "right";
}

/** Draws and measures mixed-script text on a pdfkit document. */
export class InvoiceText {
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  style: TextStyle = { weight: "regular", size: 10, colour: "#000" };

  set(weight: Weight, size: number, colour: string, characterSpacing?: number): this {
    this.style = { weight, size, colour, characterSpacing };
    return this;
  }

  /** A line's ascent and height: those of the tallest font it draws with (Arabic's are taller). */
  private lineBox(pieces: Piece[]): { ascent: number; height: number } {
    const used = pieces.length > 0 ? pieces.map((p) => fonts()[p.font]) : [fonts()[this.style.weight]];
    const ascent = Math.max(...used.map((f) => f.ascent)) * this.style.size;
    return { ascent, height: ascent + Math.max(...used.map((f) => f.descent)) * this.style.size };
  }

  private piecesOf(line: string, base = paragraphDirection(line)): Piece[] {
    return visualPieces(line, this.style.weight, base);
  }

  private readonly widths = new Map<string, number>();

  private widthOfPieces(pieces: Piece[]): number {
    const spacing = this.style.characterSpacing ?? 0;
    let width = 0;
    for (const piece of pieces) {
      const key = `${piece.font}|${this.style.size}|${spacing}|${piece.text}`;
      let pieceWidth = this.widths.get(key);
      if (pieceWidth === undefined) {
        pieceWidth = this.doc
          .font(piece.font)
          .fontSize(this.style.size)
          .widthOfString(piece.text, { characterSpacing: spacing, features: WHOLE_RUN });
        this.widths.set(key, pieceWidth);
      }
      width += pieceWidth + spacing;
    }
    return pieces.length > 0 ? width - spacing : 0;
  }

  /** The width of one line of text as drawn. */
  widthOf(text: string): number {
    return this.widthOfPieces(this.piecesOf(text));
  }

  /** The lines text takes within width: broken at spaces, and inside words longer than the width. */
  lines(text: string, width?: number): string[] {
    const paragraphs = text.split("\n");
    if (width === undefined) return paragraphs;
    const out: string[] = [];
    for (const paragraph of paragraphs) {
      // Tokens measured one by one (each once per style), so a line's width is their sum.
      let line = "";
      let lineWidth = 0;
      let spaces = "";
      let spacesWidth = 0;
      const flush = () => {
        out.push(line);
        line = "";
        lineWidth = 0;
      };
      // Breaks at spaces, and after a hyphen inside a word (invoice and order numbers).
      const tokens = paragraph.split(/(\s+)|(?<=-)(?=\S)/).filter((t) => t !== undefined && t !== "");
      for (const token of tokens) {
        if (/^\s+$/.test(token)) {
          spaces = token;
          spacesWidth = this.widthOf(token);
          continue;
        }
        const tokenWidth = this.widthOf(token);
        const fitsHere = lineWidth + spacesWidth + tokenWidth <= width + FIT;
        // A word wider than the box starts where the line is and is broken where it must be.
        if (line !== "" && !fitsHere && tokenWidth <= width + FIT) flush();
        else if (line !== "") {
          line += spaces;
          lineWidth += spacesWidth;
        }
        spaces = "";
        spacesWidth = 0;
        if (tokenWidth <= width - lineWidth + FIT) {
          line += token;
          lineWidth += tokenWidth;
          continue;
        }
        for (const ch of token) {
          const chWidth = this.widthOf(ch);
          if (line !== "" && lineWidth + chWidth > width + FIT) flush();
          line += ch;
          lineWidth += chWidth;
        }
      }
      flush();
    }
    return out;
  }

  /** The height text takes within width. */
  heightOf(text: string, width?: number): number {
    const base = paragraphDirection(text);
    return this.lines(text, width).reduce(
      (sum, line) => sum + this.lineBox(this.piecesOf(line, base)).height,
      0,
    );
  }

  /** Draws text with its top at y; returns the y just below it. */
  draw(text: string, x: number, y: number, { width, align = "left" }: BoxOptions = {}): number {
    const { doc, style } = this;
    const base = paragraphDirection(text);
    let top = y;
    for (const line of this.lines(text, width)) {
      const pieces = this.piecesOf(line, base);
      const box = this.lineBox(pieces);
      let px = align === "right" && width !== undefined ? x + width - this.widthOfPieces(pieces) : x;
      for (const piece of pieces) {
        doc.font(piece.font).fontSize(style.size).fillColor(style.colour);
        doc.text(piece.text, px, top + box.ascent, {
          lineBreak: false,
          baseline: "alphabetic",
          characterSpacing: style.characterSpacing ?? 0,
          features: WHOLE_RUN,
        });
        px += this.widthOfPieces([piece]) + (style.characterSpacing ?? 0);
      }
      top += box.height;
    }
    return top;
  }
}

// Product images staff upload (docs/decisions/0032-catalogue-images.md): decoded by sharp (so only real
// images pass), turned upright, resized to each width the storefront shows and encoded as WebP, kept in the
// database under a fingerprint of the upload, and served with an immutable cache lifetime.
import { createHash } from "node:crypto";
import {
  CATALOGUE_IMAGE_MAX_BYTES,
  CATALOGUE_IMAGE_PATH,
  CATALOGUE_IMAGE_SHOWN_WIDTH,
  CATALOGUE_IMAGE_WIDTHS,
  catalogueImageUrl,
} from "@ojas/domain";
import sharp from "sharp";
import type { Db } from "../../db/client.ts";
import { invalid } from "../../http/app-error.ts";
import { imageAt } from "./catalogue-admin-queries.ts";

/** Formats taken from staff; SVG is not among them (it may load other files and run no check here). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "avif", "gif", "heif", "tiff"]);
/** Larger pictures than this (in pixels) are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";

export interface ProcessedImage {
  imageId: string;
  /** What the product's images keep: the URL of the width the storefront shows. */
  url: string;
  widths: { width: number; height: number; webp: Buffer }[];
}

const NOT_AN_IMAGE = "Upload a JPEG, PNG, WebP, AVIF or GIF picture";

/** The WebP widths of an uploaded file, or 4000 when it is too big or not a picture sharp can read. */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw invalid({ image: NOT_AN_IMAGE });
  if (bytes.length > CATALOGUE_IMAGE_MAX_BYTES) {
    throw invalid({ image: `The picture must be at most ${CATALOGUE_IMAGE_MAX_BYTES / 1024 / 1024} MB` });
  }
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" as const };
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, options).metadata();
    format = meta.format;
    if (!meta.width || !meta.height) format = undefined;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalid({ image: NOT_AN_IMAGE });
  const imageId = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  try {
    const widths = await Promise.all(
      CATALOGUE_IMAGE_WIDTHS.map(async (width) => {
        const { data, info } = await sharp(bytes, options)
          .rotate()
          .resize({ width, height: width, fit: "inside", withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { width, height: info.height, webp: data };
      }),
    );
    return { imageId, url: catalogueImageUrl(imageId, CATALOGUE_IMAGE_SHOWN_WIDTH), widths };
  } catch {
    // A file whose header reads but whose pixels do not (cut short, corrupt).
    throw invalid({ image: NOT_AN_IMAGE });
  }
}

/** The stored WebP a URL's file name names ("{id}-{width}.webp"), or undefined. */
export async function storedImage(db: Db, file: string): Promise<Buffer | undefined> {
  const match = CATALOGUE_IMAGE_PATH.exec(`/images/catalogue/${file}`);
  if (!match) return undefined;
  const width = Number(match[2]);
  if (!(CATALOGUE_IMAGE_WIDTHS as readonly number[]).includes(width)) return undefined;
  return imageAt(db, match[1]!, width);
}

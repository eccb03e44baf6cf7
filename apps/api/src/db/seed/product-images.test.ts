import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { CATALOGUE_PRODUCTS } from "./catalogue.ts";
import type { SeedProduct, SeedSku } from "./catalogue-types.ts";

// Each product picture is the project's own SVG; what its label says must be the product it stands for.
const PUBLIC_DIR = new URL("../../../../web/public", import.meta.url);
const BRAND_WORDS = new Set(["ojas", "skin", "nutrition", "labs"]);

/** The label's words: every <text> of the picture except numbers drawn on a screen or a sizer (class="readout"). */
function labelOf(imagePath: string): string[] {
  const svg = fs.readFileSync(new URL(`.${imagePath}`, `${PUBLIC_DIR.href}/`), "utf8");
  return [...svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)]
    .filter(([, attributes]) => !/class="readout"/.test(attributes ?? ""))
    .map(([, , text]) => (text ?? "").replace(/<[^>]+>/g, "").trim());
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s·,()&]+/)
    .map((w) => w.replace(/^[^a-z0-9]+|[^a-z0-9%+]+$/g, ""))
    .filter((w) => /[a-z0-9]/.test(w));

const volumeOf = (sku: SeedSku) => (sku.volume ? `${sku.volume} ${sku.volumeUnit}` : undefined);
const skuById = new Map(CATALOGUE_PRODUCTS.flatMap((p) => p.skus).map((s) => [s.skuId, s]));

/** Everything the label may say: the names, the chosen options and the sizes, of the sku and the parts it bundles. */
function vocabulary(product: SeedProduct, skus: SeedSku[]): Set<string> {
  const parts = skus.flatMap((s) => (s.bundledSkuIds ?? []).map((id) => skuById.get(id)!));
  const texts = [product.name, ...[...skus, ...parts].flatMap((s) => [s.name, volumeOf(s) ?? ""])];
  const options = [...skus, ...parts].flatMap((s) =>
    Object.values(s.attributes ?? {}).filter((v) => typeof v === "string"),
  );
  return new Set([...texts, ...options].flatMap(words));
}

function expectLabelFits(image: string, product: SeedProduct, skus: SeedSku[]) {
  const label = labelOf(image);
  const allowed = vocabulary(product, skus);
  for (const word of words(label.join(" "))) {
    if (BRAND_WORDS.has(word)) continue;
    expect(allowed.has(word), `${image} says "${word}" for ${product.name}: ${label.join(" | ")}`).toBe(true);
  }
  return label.join(" ").toLowerCase();
}

describe("product pictures", () => {
  it("exist as the project's own SVGs", () => {
    for (const product of CATALOGUE_PRODUCTS) {
      for (const image of [...product.images, ...product.skus.flatMap((s) => s.images)]) {
        expect(image, product.productId).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
        expect(labelOf(image), image).toBeInstanceOf(Array);
      }
    }
  });

  it("label each sku with its own name and size", () => {
    for (const product of CATALOGUE_PRODUCTS) {
      for (const sku of product.skus) {
        for (const image of sku.images) {
          const label = expectLabelFits(image, product, [sku]);
          const volume = volumeOf(sku);
          if (volume && label) expect(label, `${image} for ${sku.skuId}`).toContain(volume.toLowerCase());
          for (const partId of sku.bundledSkuIds ?? []) {
            const partVolume = volumeOf(skuById.get(partId)!);
            if (partVolume && label) expect(label, `${image}, part ${partId}`).toContain(partVolume);
          }
        }
      }
    }
  });

  it("label a product's own pictures with one of its skus", () => {
    for (const product of CATALOGUE_PRODUCTS) {
      for (const image of product.images) {
        const label = expectLabelFits(image, product, product.skus);
        const volumes = product.skus.map(volumeOf).filter((v): v is string => v !== undefined);
        if (volumes.length > 0 && label) {
          expect(
            volumes.some((v) => label.includes(v)),
            `${image}: ${label}`,
          ).toBe(true);
        }
      }
    }
  });
});

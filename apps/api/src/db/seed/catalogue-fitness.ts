import type { Market } from "@ojas/domain";
import { BADGE, IMG, type MarketPrices, pricesFromMajor, type SeedProduct } from "./catalogue-types.ts";

interface AccessoryInput {
  key: string;
  skuId: string;
  name: string;
  subCategory: string;
  tagline: string;
  description: string;
  image: string;
  specs: { label: string; value: string }[];
  inTheBox: string[];
  tags: string[];
  sortOrder: number;
  prices: MarketPrices;
  stock: Partial<Record<Market, number>>;
  badges?: string[];
}

function accessory(a: AccessoryInput): SeedProduct {
  return {
    productId: `prd-${a.key}`,
    slug: a.key,
    name: a.name,
    category: "FXN_ACCS",
    subCategory: a.subCategory,
    productType: "accessory",
    tagline: a.tagline,
    description: a.description,
    details: { specs: a.specs, inTheBox: a.inTheBox },
    tags: a.tags,
    images: [IMG(a.image)],
    sortOrder: a.sortOrder,
    skus: [
      {
        skuId: a.skuId,
        slug: a.key,
        name: a.name,
        isDefault: true,
        images: [IMG(a.image)],
        badges: a.badges ?? [BADGE.RETURN, BADGE.FAST],
        prices: a.prices,
        stock: a.stock,
      },
    ],
  };
}

export const FITNESS_PRODUCTS: SeedProduct[] = [
  accessory({
    key: "grip-yoga-mat",
    skuId: "FXN-YOGA-MAT",
    name: "Ojas Grip Yoga Mat, 6 mm",
    subCategory: "yoga",
    tagline: "Stays put through the sweatiest flow.",
    description:
      "A 6 mm natural-rubber mat with a polyurethane top that grips harder as you sweat, and alignment lines laser-etched down the centre. Cushioned enough for knees, firm enough for balance poses.",
    image: "accessory-yoga-mat",
    specs: [
      { label: "Size", value: "183 x 66 cm" },
      { label: "Thickness", value: "6 mm" },
      { label: "Weight", value: "2.4 kg" },
      { label: "Material", value: "Natural rubber base, polyurethane top layer" },
    ],
    inTheBox: ["Yoga mat", "Cotton carry strap"],
    tags: ["yoga", "bestseller"],
    sortOrder: 300,
    prices: pricesFromMajor({ IN: [2499, 1799], AE: [149, 119], US: [49, 39] }),
    stock: { IN: 170, AE: 65, US: 90 },
    badges: [BADGE.RETURN, BADGE.FAST, BADGE.BESTSELLER],
  }),
  accessory({
    key: "resistance-bands-set",
    skuId: "FXN-BANDS-SET",
    name: "Resistance Bands Set, 5 levels",
    subCategory: "strength",
    tagline: "A full-body gym that fits in a pouch.",
    description:
      "Five latex-free fabric loop bands from 5 kg to 30 kg of resistance for glute work, mobility and travel workouts. The woven fabric does not roll or pinch like rubber bands.",
    image: "accessory-resistance-bands",
    specs: [
      { label: "Resistance levels", value: "5, 10, 15, 22 and 30 kg" },
      { label: "Material", value: "Woven polycotton with non-slip grip strip" },
      { label: "Loop size", value: "76 cm circumference" },
    ],
    inTheBox: ["5 loop bands", "Mesh travel pouch", "Exercise guide with QR video links"],
    tags: ["strength", "home-workout"],
    sortOrder: 301,
    prices: pricesFromMajor({ IN: [1499, 999], AE: [89, 69], US: [29, 22] }),
    stock: { IN: 280, AE: 120, US: 150 },
  }),
  accessory({
    key: "adjustable-dumbbells",
    skuId: "FXN-DUMBBELLS-24",
    name: "Adjustable Dumbbells, 2.5 to 24 kg (pair)",
    subCategory: "strength",
    tagline: "Fifteen pairs of dumbbells in the space of one.",
    description:
      "Turn the dial to pick any weight from 2.5 kg to 24 kg in 15 steps; the plates you do not need stay in the tray. Replaces a whole rack for home strength training.",
    image: "accessory-dumbbells",
    specs: [
      { label: "Weight range", value: "2.5 to 24 kg per dumbbell, 15 settings" },
      { label: "Footprint", value: "41 x 21 cm per tray" },
      { label: "Handle", value: "Knurled steel with rubber grip" },
    ],
    inTheBox: ["2 adjustable dumbbells", "2 storage trays"],
    tags: ["strength", "home-gym"],
    sortOrder: 302,
    prices: pricesFromMajor({ IN: [27999, 21999], AE: [1499, 1199], US: [399, 329] }),
    stock: { IN: 46, AE: 18, US: 32 },
    badges: [BADGE.RETURN, BADGE.FAST],
  }),
  accessory({
    key: "speed-skipping-rope",
    skuId: "FXN-ROPE",
    name: "Speed Skipping Rope",
    subCategory: "cardio",
    tagline: "Smooth spins from first jump to double-unders.",
    description:
      "A coated steel cable on ball-bearing handles that spins fast and never tangles. Adjusts to any height in seconds, and the foam grips stay comfortable through long intervals.",
    image: "accessory-skipping-rope",
    specs: [
      { label: "Length", value: "3 m, adjustable" },
      { label: "Cable", value: "PVC-coated 2.5 mm steel" },
      { label: "Handles", value: "Aluminium with ball bearings and foam grips" },
    ],
    inTheBox: ["Skipping rope", "Spare cable", "Drawstring bag"],
    tags: ["cardio"],
    sortOrder: 303,
    prices: pricesFromMajor({ IN: [799, 549], AE: [49, 39], US: [19, 14] }),
    stock: { IN: 390, AE: 140, US: 180 },
  }),
  accessory({
    key: "shaker-bottle",
    skuId: "FXN-SHAKER-700",
    name: "Ojas Shaker Bottle, 700 ml",
    subCategory: "nutrition",
    tagline: "Lump-free shakes, leak-proof lid.",
    description:
      "A BPA-free shaker with a stainless-steel whisk ball and a screw-on supplement cup for your next scoop. The flip cap locks, so it can go straight in your gym bag.",
    image: "accessory-shaker",
    specs: [
      { label: "Capacity", value: "700 ml" },
      { label: "Material", value: "BPA-free Tritan with stainless-steel whisk" },
      { label: "Dishwasher safe", value: "Top rack" },
    ],
    inTheBox: ["Shaker bottle", "Whisk ball", "Supplement cup"],
    tags: ["nutrition", "gym"],
    sortOrder: 304,
    prices: pricesFromMajor({ IN: [599, 449], AE: [39, 29], US: [15, 12] }),
    stock: { IN: 400, AE: 160, US: 210 },
  }),
];

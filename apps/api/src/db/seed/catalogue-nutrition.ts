import { MARKETING_CLAIMS, type Market } from "@ojas/domain";
import { BADGE, IMG, type MarketPrices, pricesFromMajor, type SeedProduct } from "./catalogue-types.ts";

interface FactRow {
  nutrient: string;
  perServing: string;
  dailyValuePercent?: number;
}

interface SupplementVariant {
  skuId: string;
  label?: string;
  volume: number;
  unit: string;
  attributes?: Record<string, unknown>;
  prices: MarketPrices;
  stock: Partial<Record<Market, number>>;
  badges?: string[];
  /** Its own picture when the label differs from the first variant's (another flavour). */
  image?: string;
}

interface SupplementInput {
  key: string;
  name: string;
  subCategory: string;
  tagline: string;
  description: string;
  image: string;
  servingSize: string;
  servings: number;
  nutritionFacts: FactRow[];
  benefits: string[];
  howToUse: string[];
  otherClaims: string[];
  tags: string[];
  sortOrder: number;
  variants: SupplementVariant[];
}

const BADGES = [BADGE.RETURN, BADGE.FAST];

function supplement(p: SupplementInput): SeedProduct {
  return {
    productId: `prd-${p.key}`,
    slug: p.key,
    name: p.name,
    category: "NUTRITION_PRODUCT",
    subCategory: p.subCategory,
    productType: "supplement",
    tagline: p.tagline,
    description: p.description,
    details: {
      servingSize: p.servingSize,
      servings: p.servings,
      nutritionFacts: p.nutritionFacts,
      benefits: p.benefits,
      howToUse: p.howToUse,
      claims: [MARKETING_CLAIMS.SUPPLEMENTS, ...p.otherClaims],
    },
    tags: p.tags,
    images: [IMG(p.image)],
    sortOrder: p.sortOrder,
    skus: p.variants.map((v, i) => ({
      skuId: v.skuId,
      slug: i === 0 ? p.key : `${p.key}-${v.skuId.toLowerCase()}`,
      name: v.label ? `${p.name}, ${v.label}` : p.name,
      isDefault: i === 0,
      attributes: v.attributes,
      volume: v.volume,
      volumeUnit: v.unit,
      images: [IMG(v.image ?? p.image)],
      badges: v.badges ?? BADGES,
      prices: v.prices,
      stock: v.stock,
    })),
  };
}

export const SUPPLEMENT_PRODUCTS: SeedProduct[] = [
  supplement({
    key: "whey-protein-isolate",
    name: "Ojas Whey Protein Isolate",
    subCategory: "protein",
    tagline: "27 g of clean protein per scoop.",
    description:
      "Cold-filtered whey isolate with 27 g of protein and under 2 g of carbs per scoop, sweetened with stevia. Mixes smooth in water in ten seconds and sits light on the stomach.",
    image: "supplement-whey",
    servingSize: "1 scoop (33 g)",
    servings: 30,
    nutritionFacts: [
      { nutrient: "Energy", perServing: "118 kcal" },
      { nutrient: "Protein", perServing: "27 g", dailyValuePercent: 54 },
      { nutrient: "Carbohydrates", perServing: "1.8 g", dailyValuePercent: 1 },
      { nutrient: "Sugars", perServing: "0.9 g" },
      { nutrient: "Fat", perServing: "0.6 g", dailyValuePercent: 1 },
      { nutrient: "BCAAs", perServing: "6.2 g" },
      { nutrient: "Sodium", perServing: "95 mg", dailyValuePercent: 4 },
    ],
    benefits: ["Supports muscle recovery", "Low in carbs and fat", "Easy on digestion"],
    howToUse: ["Mix 1 scoop in 250 ml of cold water or milk.", "Take within 30 minutes after training."],
    otherClaims: ["No added sugar", "Third-party lab tested for heavy metals"],
    tags: ["bestseller", "high-protein"],
    sortOrder: 200,
    variants: [
      {
        skuId: "NUT-WHEY-CHOC-1KG",
        label: "Double Rich Chocolate, 1 kg",
        volume: 1,
        unit: "kg",
        attributes: { flavour: "Double Rich Chocolate" },
        prices: pricesFromMajor({ IN: [3999, 3199], AE: [249, 209], US: [64, 54] }),
        stock: { IN: 260, AE: 110, US: 140 },
        badges: [...BADGES, BADGE.BESTSELLER],
      },
      {
        skuId: "NUT-WHEY-VAN-1KG",
        image: "supplement-whey-vanilla",
        label: "Madagascar Vanilla, 1 kg",
        volume: 1,
        unit: "kg",
        attributes: { flavour: "Madagascar Vanilla" },
        prices: pricesFromMajor({ IN: [3999, 3199], AE: [249, 209], US: [64, 54] }),
        stock: { IN: 180, AE: 75, US: 95 },
      },
    ],
  }),
  supplement({
    key: "triple-strength-omega-3",
    name: "Triple Strength Omega-3",
    subCategory: "omega-3",
    tagline: "1,250 mg EPA + DHA, no fishy burps.",
    description:
      "Molecularly distilled fish oil in the triglyceride form your body absorbs best, with 750 mg EPA and 500 mg DHA per serving. Enteric-coated softgels with a hint of lemon mean no aftertaste.",
    image: "supplement-omega",
    servingSize: "2 softgels",
    servings: 30,
    nutritionFacts: [
      { nutrient: "Fish oil concentrate", perServing: "2,000 mg" },
      { nutrient: "Total omega-3", perServing: "1,250 mg" },
      { nutrient: "EPA", perServing: "750 mg" },
      { nutrient: "DHA", perServing: "500 mg" },
      { nutrient: "Vitamin E", perServing: "4 mg", dailyValuePercent: 27 },
    ],
    benefits: ["Supports heart health", "Supports brain and eye health", "Helps manage joint stiffness"],
    howToUse: ["Take 2 softgels a day with a meal."],
    otherClaims: ["Third-party tested for heavy metals and PCBs", "Sustainably sourced anchovy and sardine"],
    tags: ["heart-health"],
    sortOrder: 201,
    variants: [
      {
        skuId: "NUT-OMEGA-60",
        volume: 60,
        unit: "softgels",
        prices: pricesFromMajor({ IN: [1299, 999], AE: [99, 79], US: [29, 24] }),
        stock: { IN: 320, AE: 120, US: 170 },
      },
    ],
  }),
  supplement({
    key: "daily-multivitamin",
    name: "Daily Multivitamin",
    subCategory: "multivitamin",
    tagline: "24 vitamins and minerals in one tablet.",
    description:
      "One tablet a day covers the gaps a busy diet leaves, with methylated B12 and folate, vitamin D3 and chelated minerals that are gentle on the stomach. Built for active adults.",
    image: "supplement-multivitamin",
    servingSize: "1 tablet",
    servings: 60,
    nutritionFacts: [
      { nutrient: "Vitamin D3", perServing: "25 mcg (1,000 IU)", dailyValuePercent: 125 },
      { nutrient: "Vitamin B12 (methylcobalamin)", perServing: "10 mcg", dailyValuePercent: 417 },
      { nutrient: "Folate (5-MTHF)", perServing: "400 mcg DFE", dailyValuePercent: 100 },
      { nutrient: "Vitamin C", perServing: "80 mg", dailyValuePercent: 89 },
      { nutrient: "Zinc (bisglycinate)", perServing: "10 mg", dailyValuePercent: 91 },
      { nutrient: "Selenium", perServing: "55 mcg", dailyValuePercent: 100 },
      { nutrient: "Iron (bisglycinate)", perServing: "8 mg", dailyValuePercent: 44 },
    ],
    benefits: ["Supports energy levels", "Supports immunity", "Fills common dietary gaps"],
    howToUse: ["Take 1 tablet with breakfast.", "Do not exceed the stated dose."],
    otherClaims: ["Vegetarian", "No artificial colours"],
    tags: ["vegetarian", "daily-essentials"],
    sortOrder: 202,
    variants: [
      {
        skuId: "NUT-MULTI-60",
        volume: 60,
        unit: "tablets",
        prices: pricesFromMajor({ IN: [899, 699], AE: [69, 55], US: [22, 18] }),
        stock: { IN: 360, AE: 150, US: 200 },
      },
    ],
  }),
  supplement({
    key: "magnesium-glycinate",
    name: "Magnesium Glycinate",
    subCategory: "magnesium",
    tagline: "Calmer evenings, deeper sleep.",
    description:
      "200 mg of elemental magnesium as bisglycinate, the form least likely to upset your stomach. Taken in the evening, it helps muscles relax and supports restful sleep; pair it with Ojas Ring to see the effect on your sleep score.",
    image: "supplement-magnesium",
    servingSize: "2 capsules",
    servings: 30,
    nutritionFacts: [
      { nutrient: "Magnesium (as bisglycinate)", perServing: "200 mg", dailyValuePercent: 48 },
      { nutrient: "Glycine", perServing: "1,200 mg" },
    ],
    benefits: ["Supports restful sleep", "Helps muscle relaxation", "Gentle on digestion"],
    howToUse: ["Take 2 capsules with water 1 hour before bed."],
    otherClaims: ["Vegan capsules", "Gluten-free"],
    tags: ["sleep", "vegan"],
    sortOrder: 203,
    variants: [
      {
        skuId: "NUT-MAG-60",
        volume: 60,
        unit: "capsules",
        prices: pricesFromMajor({ IN: [799, 649], AE: [65, 55], US: [24, 19] }),
        stock: { IN: 290, AE: 100, US: 150 },
      },
    ],
  }),
  supplement({
    key: "probiotic-30-billion",
    name: "Probiotic 30 Billion CFU",
    subCategory: "probiotic",
    tagline: "10 clinically studied strains for a calmer gut.",
    description:
      "30 billion CFU across 10 strains of Lactobacillus and Bifidobacterium, with a prebiotic fibre to feed them. Delayed-release capsules get the bacteria past stomach acid alive.",
    image: "supplement-probiotic",
    servingSize: "1 capsule",
    servings: 30,
    nutritionFacts: [
      { nutrient: "Probiotic blend (10 strains)", perServing: "30 billion CFU" },
      { nutrient: "Lactobacillus rhamnosus GG", perServing: "8 billion CFU" },
      { nutrient: "Bifidobacterium lactis BB-12", perServing: "6 billion CFU" },
      { nutrient: "Inulin (prebiotic fibre)", perServing: "100 mg" },
    ],
    benefits: ["Supports digestion", "Eases bloating", "Supports gut-immune health"],
    howToUse: ["Take 1 capsule daily before breakfast.", "Store below 25 °C away from moisture."],
    otherClaims: ["Shelf-stable", "Dairy-free"],
    tags: ["gut-health"],
    sortOrder: 204,
    variants: [
      {
        skuId: "NUT-PROBIO-30",
        volume: 30,
        unit: "capsules",
        // Not registered for sale in the US yet.
        prices: pricesFromMajor({ IN: [1199, 949], AE: [89, 75] }),
        stock: { IN: 210, AE: 80 },
      },
    ],
  }),
  supplement({
    key: "electrolyte-hydration-mix",
    name: "Electrolyte Hydration Mix",
    subCategory: "electrolytes",
    tagline: "Hydration for hot days and hard sessions.",
    description:
      "500 mg of sodium with potassium and magnesium in a sugar-free lemon-lime stick pack. Replaces what you sweat out in training, on long flights or on a summer afternoon.",
    image: "supplement-electrolyte",
    servingSize: "1 stick (6 g)",
    servings: 20,
    nutritionFacts: [
      { nutrient: "Energy", perServing: "5 kcal" },
      { nutrient: "Sodium", perServing: "500 mg", dailyValuePercent: 22 },
      { nutrient: "Potassium", perServing: "200 mg", dailyValuePercent: 4 },
      { nutrient: "Magnesium", perServing: "60 mg", dailyValuePercent: 14 },
      { nutrient: "Sugars", perServing: "0 g" },
    ],
    benefits: ["Faster rehydration", "Fewer cramps", "Zero sugar"],
    howToUse: ["Empty 1 stick into 500 ml of water and shake.", "Have 1 to 2 sticks on training days."],
    otherClaims: ["Zero sugar", "Vegan"],
    tags: ["hydration", "vegan"],
    sortOrder: 205,
    variants: [
      {
        skuId: "NUT-ELEC-20",
        volume: 20,
        unit: "sticks",
        prices: pricesFromMajor({ IN: [699, 549], AE: [59, 49], US: [24, 19] }),
        stock: { IN: 330, AE: 190, US: 160 },
      },
    ],
  }),
  supplement({
    key: "marine-collagen-peptides",
    name: "Marine Collagen Peptides",
    subCategory: "collagen",
    tagline: "10 g of collagen a day for skin and joints.",
    description:
      "Hydrolysed type I marine collagen with added vitamin C, which your body needs to build its own collagen. Unflavoured and dissolves clear in coffee, smoothies or water.",
    image: "supplement-collagen",
    servingSize: "1 scoop (10 g)",
    servings: 20,
    nutritionFacts: [
      { nutrient: "Energy", perServing: "36 kcal" },
      { nutrient: "Collagen peptides", perServing: "10 g" },
      { nutrient: "Protein", perServing: "9 g", dailyValuePercent: 18 },
      { nutrient: "Vitamin C", perServing: "40 mg", dailyValuePercent: 44 },
    ],
    benefits: ["Supports skin elasticity", "Supports joint comfort", "Dissolves clear"],
    howToUse: ["Stir 1 scoop into 200 ml of any drink, hot or cold.", "Take daily for at least 8 weeks."],
    otherClaims: ["Wild-caught fish", "No added sugar"],
    tags: ["skin-health", "beauty-from-within"],
    sortOrder: 206,
    variants: [
      {
        skuId: "NUT-COLL-200",
        volume: 200,
        unit: "g",
        prices: pricesFromMajor({ IN: [1999, 1599], AE: [139, 115], US: [39, 32] }),
        stock: { IN: 150, AE: 70, US: 90 },
      },
    ],
  }),
];

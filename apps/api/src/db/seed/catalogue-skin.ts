import type { Market, SkinConcern, SkinType } from "@ojas/domain";
import { BADGE, IMG, type MarketPrices, pricesFromMajor, type SeedProduct } from "./catalogue-types.ts";

type SkinKind = "facewash" | "serum" | "moisturiser" | "sunscreen";

interface SkinVariant {
  skuId: string;
  volume: number;
  unit: "ml" | "g";
  prices: MarketPrices;
  stock: Partial<Record<Market, number>>;
  comingSoonIn?: Market[];
  badges?: string[];
  /** Its own picture when the label differs from the first variant's (another size). */
  image?: string;
}

interface SkinInput {
  key: string;
  name: string;
  type: SkinKind;
  tagline: string;
  description: string;
  image: string;
  skinTypes: SkinType[];
  concerns: SkinConcern[];
  keyIngredients: { name: string; benefit: string; percent?: number }[];
  /** Everything on the label worth filtering by, key ingredients included. */
  ingredients: string[];
  benefits: string[];
  howToUse: string[];
  texture: string;
  claims: string[];
  tags: string[];
  sortOrder: number;
  variants: SkinVariant[];
}

const STANDARD_BADGES = [BADGE.RETURN, BADGE.FAST];

function skin(p: SkinInput): SeedProduct {
  const suitableFor = p.skinTypes.length === 4 ? "All skin types" : `${p.skinTypes.join(", ")} skin`;
  return {
    productId: `prd-${p.key}`,
    slug: p.key,
    name: p.name,
    category: "SKINCARE_PRODUCT",
    subCategory: "skin",
    productType: p.type,
    tagline: p.tagline,
    description: p.description,
    details: {
      keyIngredients: p.keyIngredients,
      howToUse: p.howToUse,
      benefits: p.benefits,
      suitableFor: suitableFor.charAt(0).toUpperCase() + suitableFor.slice(1),
      texture: p.texture,
      claims: p.claims,
      fragranceFree: p.claims.includes("Fragrance-free"),
      dermatologistTested: true,
    },
    skinTypes: p.skinTypes,
    concerns: p.concerns,
    ingredients: p.ingredients,
    tags: p.tags,
    images: [IMG(p.image)],
    sortOrder: p.sortOrder,
    skus: p.variants.map((v, i) => ({
      skuId: v.skuId,
      slug: i === 0 ? p.key : `${p.key}-${v.volume}${v.unit}`,
      name: `${p.name}, ${v.volume} ${v.unit}`,
      isDefault: i === 0,
      volume: v.volume,
      volumeUnit: v.unit,
      images: [IMG(v.image ?? p.image)],
      badges: v.badges ?? STANDARD_BADGES,
      prices: v.prices,
      stock: v.stock,
      comingSoonIn: v.comingSoonIn,
    })),
  };
}

const CLAIMS = {
  FRAGRANCE_FREE: "Fragrance-free",
  DERM: "Dermatologist tested",
  NON_COMEDOGENIC: "Non-comedogenic",
  VEGAN: "Vegan",
  REEF: "Reef-safe filters",
  NO_WHITE_CAST: "No white cast",
} as const;

export const SKIN_PRODUCTS: SeedProduct[] = [
  skin({
    key: "clarifying-salicylic-face-wash",
    name: "Clarifying Salicylic Face Wash",
    type: "facewash",
    tagline: "Clears pores without the tight, stripped feel.",
    description:
      "A low-foam gel cleanser with 2% salicylic acid that dissolves oil inside the pore, while zinc PCA keeps shine down through the day. Aloe vera keeps it gentle enough for twice-daily use.",
    image: "facewash-green",
    skinTypes: ["oily", "combination"],
    concerns: ["acne"],
    keyIngredients: [
      { name: "salicylic acid", benefit: "Exfoliates inside the pore to clear blackheads", percent: 2 },
      { name: "zinc pca", benefit: "Regulates sebum so skin stays matte longer", percent: 1 },
      { name: "tea tree oil", benefit: "Calms redness around active breakouts" },
    ],
    ingredients: ["salicylic acid", "glycolic acid", "zinc pca", "tea tree oil", "aloe vera", "glycerin"],
    benefits: ["Unclogs pores", "Reduces breakouts within 4 weeks", "Controls oil without over-drying"],
    howToUse: [
      "Wet your face with lukewarm water.",
      "Massage a coin-sized amount for 30 to 60 seconds, avoiding the eyes.",
      "Rinse and pat dry. Use morning and night.",
    ],
    texture: "Clear gel, low foam",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC, CLAIMS.VEGAN],
    tags: ["dermatologist-tested", "vegan", "acne-care"],
    sortOrder: 100,
    variants: [
      {
        skuId: "FW-SAL-100",
        volume: 100,
        unit: "ml",
        prices: pricesFromMajor({ IN: [449, 399], AE: [49, 39], US: [16, 14] }),
        stock: { IN: 340, AE: 120, US: 0 },
      },
    ],
  }),
  skin({
    key: "hydrating-ceramide-cleanser",
    name: "Hydrating Ceramide Cleanser",
    type: "facewash",
    tagline: "A creamy wash that leaves skin softer than before.",
    description:
      "A non-foaming cream cleanser with three essential ceramides and hyaluronic acid that lifts away sunscreen and grime without disturbing the skin barrier. Colloidal oatmeal soothes dry, tight patches.",
    image: "facewash-blue",
    skinTypes: ["dry", "normal"],
    concerns: ["dryness", "sensitive skin"],
    keyIngredients: [
      { name: "ceramides", benefit: "Replenish the lipids that hold moisture in" },
      { name: "hyaluronic acid", benefit: "Draws water into the skin while you cleanse", percent: 0.5 },
      { name: "colloidal oatmeal", benefit: "Soothes itching and tightness" },
    ],
    ingredients: ["ceramides", "hyaluronic acid", "colloidal oatmeal", "glycerin"],
    benefits: ["Cleans without stripping", "Strengthens the skin barrier", "No tightness after washing"],
    howToUse: [
      "Massage onto dry or damp skin.",
      "Rinse with lukewarm water or wipe off with a soft cloth.",
      "Follow with serum and moisturiser.",
    ],
    texture: "Lotion-like cream, non-foaming",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC],
    tags: ["dermatologist-tested", "bestseller", "sensitive-skin"],
    sortOrder: 101,
    variants: [
      {
        skuId: "FW-HYD-100",
        volume: 100,
        unit: "ml",
        prices: pricesFromMajor({ IN: [449, 399], AE: [49, 39], US: [16, 14] }),
        stock: { IN: 390, AE: 160, US: 210 },
        badges: [...STANDARD_BADGES, BADGE.BESTSELLER],
      },
      {
        skuId: "FW-HYD-200",
        image: "facewash-blue-200",
        volume: 200,
        unit: "ml",
        prices: pricesFromMajor({ IN: [749, 649], AE: [79, 65], US: [26, 22] }),
        stock: { IN: 150, AE: 60, US: 90 },
      },
    ],
  }),
  skin({
    key: "brightening-vitamin-c-face-wash",
    name: "Brightening Vitamin C Face Wash",
    type: "facewash",
    tagline: "A fresh start for dull, tired skin.",
    description:
      "A gentle foaming gel with stable vitamin C and licorice root extract that brightens with every wash. Mandelic acid lightly polishes away dead cells so serums sink in better.",
    image: "facewash-peach",
    skinTypes: ["dry", "oily", "normal", "combination"],
    concerns: ["dullness", "pigmentation and dark spots"],
    keyIngredients: [
      { name: "vitamin c", benefit: "Evens tone and adds radiance" },
      { name: "licorice root extract", benefit: "Fades the look of dark patches" },
      { name: "mandelic acid", benefit: "Gentle exfoliation for smoother texture", percent: 1 },
    ],
    ingredients: [
      "vitamin c",
      "licorice root extract",
      "mandelic acid",
      "lactic acid",
      "glycerin",
      "aloe vera",
    ],
    benefits: ["Brighter skin in 2 weeks", "Smoother texture", "Preps skin for serums"],
    howToUse: [
      "Lather a small amount with water between your palms.",
      "Massage over damp skin for 30 seconds.",
      "Rinse well. Best used in the morning.",
    ],
    texture: "Light gel that turns into a soft foam",
    claims: [CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC, CLAIMS.VEGAN],
    tags: ["dermatologist-tested", "vegan", "glow"],
    sortOrder: 102,
    variants: [
      {
        skuId: "FW-VTC-100",
        volume: 100,
        unit: "ml",
        prices: pricesFromMajor({ IN: [499, 449], AE: [55, 45], US: [18, 15] }),
        stock: { IN: 270, AE: 110, US: 140 },
      },
    ],
  }),
  skin({
    key: "niacinamide-zinc-serum",
    name: "10% Niacinamide + Zinc Serum",
    type: "serum",
    tagline: "Smaller-looking pores and fewer marks.",
    description:
      "A lightweight water serum with 10% niacinamide and 1% zinc PCA that visibly tightens pores and calms post-acne marks. Layers under any moisturiser without pilling.",
    image: "serum-green",
    skinTypes: ["oily", "combination", "normal"],
    concerns: ["acne", "pigmentation and dark spots", "dullness"],
    keyIngredients: [
      { name: "niacinamide", benefit: "Refines pores and fades post-acne marks", percent: 10 },
      { name: "zinc pca", benefit: "Keeps excess oil in check", percent: 1 },
      { name: "hyaluronic acid", benefit: "Adds weightless hydration" },
    ],
    ingredients: ["niacinamide", "zinc pca", "hyaluronic acid", "panthenol"],
    benefits: ["Visibly smaller pores in 4 weeks", "Fades acne marks", "Balances oil"],
    howToUse: [
      "After cleansing, apply 3 to 4 drops to the whole face.",
      "Let it absorb for a minute, then moisturise.",
      "Use morning and night; follow with sunscreen in the day.",
    ],
    texture: "Watery, fast-absorbing serum",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC, CLAIMS.VEGAN],
    tags: ["bestseller", "dermatologist-tested", "vegan"],
    sortOrder: 110,
    variants: [
      {
        skuId: "SE-NIA-30",
        volume: 30,
        unit: "ml",
        prices: pricesFromMajor({ IN: [699, 599], AE: [79, 65], US: [26, 22] }),
        stock: { IN: 400, AE: 180, US: 240 },
        badges: [...STANDARD_BADGES, BADGE.BESTSELLER],
      },
    ],
  }),
  skin({
    key: "vitamin-c-glow-serum",
    name: "15% Vitamin C Glow Serum",
    type: "serum",
    tagline: "Daily antioxidant armour with a visible glow.",
    description:
      "15% pure vitamin C stabilised with ferulic acid and vitamin E, in an airless pump that keeps it potent to the last drop. Brightens dullness and fades sun spots while defending against daily pollution.",
    image: "serum-amber",
    skinTypes: ["dry", "oily", "normal", "combination"],
    concerns: ["dullness", "pigmentation and dark spots", "sun damage"],
    keyIngredients: [
      { name: "vitamin c", benefit: "Brightens and fades dark spots", percent: 15 },
      {
        name: "ferulic acid",
        benefit: "Stabilises vitamin C and doubles its photo-protection",
        percent: 0.5,
      },
      { name: "vitamin e", benefit: "Antioxidant that softens and protects", percent: 1 },
    ],
    ingredients: ["vitamin c", "ferulic acid", "vitamin e", "hyaluronic acid"],
    benefits: ["Visible glow in 2 weeks", "Fades sun spots", "Antioxidant protection against pollution"],
    howToUse: [
      "Apply 3 drops to clean, dry skin every morning.",
      "Follow with moisturiser and a broad-spectrum sunscreen.",
      "A slight tingle in the first week is normal.",
    ],
    texture: "Light, slightly silky serum",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.VEGAN],
    tags: ["dermatologist-tested", "vegan", "glow"],
    sortOrder: 111,
    variants: [
      {
        skuId: "SE-VTC-30",
        volume: 30,
        unit: "ml",
        prices: pricesFromMajor({ IN: [899, 799], AE: [99, 85], US: [32, 28] }),
        stock: { IN: 310, AE: 130, US: 170 },
      },
    ],
  }),
  skin({
    key: "retinol-night-serum",
    name: "0.3% Retinol Night Serum",
    type: "serum",
    tagline: "Retinol, made easy to live with.",
    description:
      "Encapsulated 0.3% retinol releases slowly overnight to smooth fine lines and refine texture with far less irritation. Squalane and peptides cushion the skin so it wakes up soft, not flaky.",
    image: "serum-violet",
    skinTypes: ["normal", "combination", "dry"],
    concerns: ["skin ageing", "pigmentation and dark spots"],
    keyIngredients: [
      { name: "retinol", benefit: "Speeds cell turnover to soften lines", percent: 0.3 },
      { name: "peptides", benefit: "Support firmness and elasticity" },
      { name: "squalane", benefit: "Cushions and prevents dryness" },
    ],
    ingredients: ["retinol", "peptides", "squalane", "bakuchiol", "vitamin e"],
    benefits: ["Softer fine lines in 8 weeks", "Smoother texture", "Low irritation formula"],
    howToUse: [
      "Start twice a week at night on dry skin; build up to nightly as tolerated.",
      "Apply a pea-sized amount, avoiding the eye contour.",
      "Always wear sunscreen the next morning.",
    ],
    texture: "Silky serum-oil",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC],
    tags: ["dermatologist-tested", "anti-ageing"],
    sortOrder: 112,
    variants: [
      {
        skuId: "SE-RET-30",
        volume: 30,
        unit: "ml",
        prices: pricesFromMajor({ IN: [999, 849], AE: [109, 95], US: [36, 31] }),
        stock: { IN: 180, AE: 70, US: 120 },
      },
    ],
  }),
  skin({
    key: "alpha-arbutin-spot-serum",
    name: "Alpha Arbutin + Tranexamic Spot Serum",
    type: "serum",
    tagline: "Targets stubborn spots and uneven tone.",
    description:
      "2% alpha arbutin and 3% tranexamic acid work on the pigment behind dark spots, sun tan and post-acne marks. Kojic acid and licorice root add a second line of brightening for an even tone.",
    image: "serum-rose",
    skinTypes: ["dry", "oily", "normal", "combination"],
    concerns: ["pigmentation and dark spots", "sun damage", "dullness"],
    keyIngredients: [
      { name: "alpha arbutin", benefit: "Reduces excess melanin for fewer dark spots", percent: 2 },
      { name: "tranexamic acid", benefit: "Fades stubborn patches and tan", percent: 3 },
      { name: "kojic acid", benefit: "Brightens uneven tone", percent: 1 },
    ],
    ingredients: [
      "alpha arbutin",
      "tranexamic acid",
      "kojic acid",
      "azelaic acid",
      "licorice root extract",
      "niacinamide",
    ],
    benefits: ["Visibly lighter spots in 6 weeks", "More even tone", "Suits sensitive-prone skin"],
    howToUse: [
      "Apply 2 to 3 drops to clean skin, morning and night.",
      "Pat extra onto dark spots.",
      "Follow with moisturiser and, in the day, sunscreen.",
    ],
    texture: "Lightweight gel-serum",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.VEGAN],
    tags: ["dermatologist-tested", "vegan", "pigmentation"],
    sortOrder: 113,
    variants: [
      {
        skuId: "SE-SPOT-30",
        volume: 30,
        unit: "ml",
        prices: pricesFromMajor({ IN: [849, 749], AE: [95, 79], US: [30, 26] }),
        stock: { IN: 220, AE: 95, US: 115 },
      },
    ],
  }),
  skin({
    key: "hyaluronic-hydration-serum",
    name: "Hyaluronic + Polyglutamic Hydration Serum",
    type: "serum",
    tagline: "A long drink of water for thirsty skin.",
    description:
      "Three weights of hyaluronic acid plus polyglutamic acid hydrate the surface and deeper layers, then hold the moisture in. Panthenol soothes skin that feels tight after sun, air-conditioning or actives.",
    image: "serum-clear",
    skinTypes: ["dry", "normal", "combination"],
    concerns: ["dryness", "dullness"],
    keyIngredients: [
      {
        name: "hyaluronic acid",
        benefit: "Multi-weight hydration that plumps fine dryness lines",
        percent: 2,
      },
      { name: "polyglutamic acid", benefit: "Forms a moisture-holding film", percent: 0.5 },
      { name: "panthenol", benefit: "Soothes and repairs", percent: 1 },
    ],
    ingredients: ["hyaluronic acid", "polyglutamic acid", "panthenol", "glycerin", "cucumber extract"],
    benefits: ["72-hour hydration", "Plumper, bouncier skin", "Calms tightness"],
    howToUse: [
      "Apply 3 drops to damp skin right after cleansing.",
      "Seal in with moisturiser.",
      "Use morning and night.",
    ],
    texture: "Light, bouncy gel",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC, CLAIMS.VEGAN],
    tags: ["dermatologist-tested", "vegan", "hydration"],
    sortOrder: 114,
    variants: [
      {
        skuId: "SE-HYA-30",
        volume: 30,
        unit: "ml",
        prices: pricesFromMajor({ IN: [649, 549], AE: [69, 59], US: [24, 20] }),
        stock: { IN: 260, AE: 0, US: 150 },
      },
    ],
  }),
  skin({
    key: "ceramide-barrier-moisturiser",
    name: "Ceramide Barrier Repair Moisturiser",
    type: "moisturiser",
    tagline: "Rich comfort that rebuilds the barrier.",
    description:
      "A nourishing cream with ceramides, squalane and shea butter that repairs a stressed skin barrier and keeps it hydrated for 48 hours. Panthenol and colloidal oatmeal take the sting out of dry, flaky patches.",
    image: "moisturiser-cream",
    skinTypes: ["dry", "normal"],
    concerns: ["dryness", "sensitive skin"],
    keyIngredients: [
      { name: "ceramides", benefit: "Rebuild the skin barrier" },
      { name: "squalane", benefit: "Locks in moisture without greasiness" },
      { name: "shea butter", benefit: "Deep nourishment for very dry patches" },
    ],
    ingredients: ["ceramides", "squalane", "shea butter", "panthenol", "colloidal oatmeal"],
    benefits: ["48-hour hydration", "Repairs the skin barrier", "Soothes flakiness"],
    howToUse: [
      "Warm a small amount between your fingertips.",
      "Press onto face and neck after serum, morning and night.",
    ],
    texture: "Rich, cushiony cream",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC],
    tags: ["dermatologist-tested", "sensitive-skin"],
    sortOrder: 120,
    variants: [
      {
        skuId: "MO-CER-50",
        volume: 50,
        unit: "g",
        prices: pricesFromMajor({ IN: [599, 499], AE: [69, 55], US: [22, 19] }),
        stock: { IN: 330, AE: 140, US: 190 },
      },
    ],
  }),
  skin({
    key: "oil-free-gel-moisturiser",
    name: "Oil-Free Gel Moisturiser",
    type: "moisturiser",
    tagline: "Weightless hydration for humid days.",
    description:
      "A water-light gel with niacinamide, hyaluronic acid and green tea extract that hydrates oily skin and leaves a soft-matte finish. Sits perfectly under sunscreen and makeup.",
    image: "moisturiser-aqua",
    skinTypes: ["oily", "combination"],
    concerns: ["acne", "dullness"],
    keyIngredients: [
      { name: "niacinamide", benefit: "Controls shine and refines pores", percent: 4 },
      { name: "hyaluronic acid", benefit: "Oil-free hydration" },
      { name: "green tea extract", benefit: "Antioxidant that calms redness" },
    ],
    ingredients: ["niacinamide", "hyaluronic acid", "green tea extract", "cucumber extract", "aloe vera"],
    benefits: ["Soft-matte finish", "Hydrates without clogging", "Calms redness"],
    howToUse: ["Apply a pea-sized amount to face and neck after serum.", "Use morning and night."],
    texture: "Cooling water-gel",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC, CLAIMS.VEGAN],
    tags: ["bestseller", "dermatologist-tested", "vegan"],
    sortOrder: 121,
    variants: [
      {
        skuId: "MO-GEL-50",
        volume: 50,
        unit: "g",
        prices: pricesFromMajor({ IN: [549, 449], AE: [59, 49], US: [20, 17] }),
        stock: { IN: 380, AE: 170, US: 200 },
        badges: [...STANDARD_BADGES, BADGE.BESTSELLER],
      },
      {
        skuId: "MO-GEL-100",
        image: "moisturiser-aqua-100",
        volume: 100,
        unit: "g",
        prices: pricesFromMajor({ IN: [899, 749], AE: [95, 79], US: [32, 27] }),
        stock: { IN: 140, AE: 60, US: 85 },
      },
    ],
  }),
  skin({
    key: "cica-calming-moisturiser",
    name: "Cica Calming Moisturiser",
    type: "moisturiser",
    tagline: "Instant relief for red, reactive skin.",
    description:
      "Centella asiatica, allantoin and panthenol calm redness and irritation from actives, shaving or weather changes. A lightweight cream that soothes on contact and strengthens skin over time.",
    image: "moisturiser-sage",
    skinTypes: ["dry", "oily", "normal", "combination"],
    concerns: ["sensitive skin", "acne"],
    keyIngredients: [
      { name: "centella asiatica", benefit: "Soothes redness and supports repair" },
      { name: "allantoin", benefit: "Calms irritation", percent: 0.5 },
      { name: "panthenol", benefit: "Hydrates and heals", percent: 2 },
    ],
    ingredients: ["centella asiatica", "allantoin", "panthenol", "aloe vera", "glycerin"],
    benefits: ["Visibly less redness", "Comfort for reactive skin", "Pairs well with retinol"],
    howToUse: ["Smooth over face after serum, morning and night.", "Reapply on irritated patches as needed."],
    texture: "Light cream",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC, CLAIMS.VEGAN],
    tags: ["dermatologist-tested", "vegan", "sensitive-skin"],
    sortOrder: 122,
    variants: [
      {
        skuId: "MO-CICA-50",
        volume: 50,
        unit: "g",
        prices: pricesFromMajor({ IN: [649, 549], AE: [69, 59], US: [24, 20] }),
        stock: { IN: 210, AE: 85, US: 120 },
      },
    ],
  }),
  skin({
    key: "peptide-firming-night-cream",
    name: "Peptide Firming Night Cream",
    type: "moisturiser",
    tagline: "Wake up to firmer, bouncier skin.",
    description:
      "A night cream with a five-peptide complex and bakuchiol, the gentle plant alternative to retinol, to firm and smooth while you sleep. Squalane and vitamin E keep skin supple until morning.",
    image: "moisturiser-plum",
    skinTypes: ["dry", "normal", "combination"],
    concerns: ["skin ageing", "dryness"],
    keyIngredients: [
      { name: "peptides", benefit: "Support collagen for firmer skin", percent: 5 },
      { name: "bakuchiol", benefit: "Smooths lines without retinol sensitivity", percent: 1 },
      { name: "squalane", benefit: "Overnight nourishment" },
    ],
    ingredients: ["peptides", "bakuchiol", "squalane", "vitamin e", "shea butter"],
    benefits: ["Firmer-feeling skin", "Smoother lines", "Pregnancy-friendly alternative to retinol"],
    howToUse: ["Massage a small amount over face and neck at night, as the last step."],
    texture: "Velvety balm-cream",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM],
    tags: ["dermatologist-tested", "anti-ageing", "new"],
    sortOrder: 123,
    variants: [
      {
        skuId: "MO-PEP-50",
        volume: 50,
        unit: "g",
        prices: pricesFromMajor({ IN: [1199, 999], AE: [129, 109], US: [42, 36] }),
        stock: { IN: 0, AE: 0, US: 0 },
        comingSoonIn: ["IN", "AE", "US"],
        badges: [BADGE.RETURN, BADGE.NEW],
      },
    ],
  }),
  skin({
    key: "mineral-sunscreen-spf50",
    name: "Mineral Sunscreen SPF 50 PA++++",
    type: "sunscreen",
    tagline: "Gentle mineral protection, no white cast.",
    description:
      "Broad-spectrum SPF 50 from micronised zinc oxide and titanium dioxide, in a sheer base that blends clear on every skin tone. Made for sensitive skin and safe around the eyes.",
    image: "sunscreen-white",
    skinTypes: ["dry", "normal", "combination"],
    concerns: ["sun damage", "sensitive skin"],
    keyIngredients: [
      { name: "zinc oxide", benefit: "Broad-spectrum UVA and UVB protection", percent: 18 },
      { name: "titanium dioxide", benefit: "Extra UVB protection", percent: 5 },
      { name: "vitamin e", benefit: "Antioxidant defence" },
    ],
    ingredients: ["zinc oxide", "titanium dioxide", "vitamin e", "squalane", "glycerin"],
    benefits: ["SPF 50 PA++++", "No sting, even near the eyes", "Blends clear"],
    howToUse: [
      "Apply two finger-lengths to face and neck as the last step of your morning routine.",
      "Reapply every 2 hours outdoors and after swimming or sweating.",
    ],
    texture: "Sheer lotion",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.REEF, CLAIMS.NO_WHITE_CAST],
    tags: ["dermatologist-tested", "sensitive-skin", "spf"],
    sortOrder: 130,
    variants: [
      {
        skuId: "SS-MIN-50",
        volume: 50,
        unit: "g",
        prices: pricesFromMajor({ IN: [599, 499], AE: [65, 55], US: [22, 19] }),
        stock: { IN: 290, AE: 150, US: 160 },
      },
    ],
  }),
  skin({
    key: "invisible-gel-sunscreen-spf50",
    name: "Invisible Gel Sunscreen SPF 50",
    type: "sunscreen",
    tagline: "The sunscreen you forget you are wearing.",
    description:
      "A clear, fast-drying gel with SPF 50 PA++++ that leaves no cast, no grease and no pilling under makeup. Niacinamide and hyaluronic acid care for your skin while you are out.",
    image: "sunscreen-yellow",
    skinTypes: ["oily", "combination", "normal"],
    concerns: ["sun damage", "acne"],
    keyIngredients: [
      { name: "niacinamide", benefit: "Controls oil through the day", percent: 2 },
      { name: "hyaluronic acid", benefit: "Light hydration" },
      { name: "green tea extract", benefit: "Antioxidant support against UV stress" },
    ],
    ingredients: ["niacinamide", "hyaluronic acid", "green tea extract", "vitamin e"],
    benefits: ["Zero white cast", "Matte, grip-like finish", "Water resistant for 80 minutes"],
    howToUse: [
      "Apply generously 15 minutes before sun exposure.",
      "Reapply every 2 hours, and after towelling.",
    ],
    texture: "Transparent gel",
    claims: [CLAIMS.FRAGRANCE_FREE, CLAIMS.DERM, CLAIMS.NON_COMEDOGENIC, CLAIMS.NO_WHITE_CAST],
    tags: ["bestseller", "dermatologist-tested", "spf"],
    sortOrder: 131,
    variants: [
      {
        skuId: "SS-GEL-50",
        volume: 50,
        unit: "g",
        prices: pricesFromMajor({ IN: [549, 449], AE: [59, 49], US: [20, 17] }),
        stock: { IN: 400, AE: 190, US: 230 },
        badges: [...STANDARD_BADGES, BADGE.BESTSELLER],
      },
      {
        skuId: "SS-GEL-80",
        image: "sunscreen-yellow-80",
        volume: 80,
        unit: "g",
        prices: pricesFromMajor({ IN: [799, 649], AE: [85, 69], US: [28, 24] }),
        stock: { IN: 160, AE: 75, US: 95 },
      },
    ],
  }),
  skin({
    key: "tinted-mineral-sunscreen-spf40",
    name: "Tinted Mineral Sunscreen SPF 40",
    type: "sunscreen",
    tagline: "Sun protection with a soft-focus tint.",
    description:
      "A sheer universal tint evens out redness while zinc oxide gives broad-spectrum SPF 40. Vitamin C and squalane leave a healthy glow, so it can stand in for a light foundation.",
    image: "sunscreen-coral",
    skinTypes: ["dry", "normal", "combination"],
    concerns: ["sun damage", "pigmentation and dark spots", "dullness"],
    keyIngredients: [
      { name: "zinc oxide", benefit: "Broad-spectrum mineral protection", percent: 20 },
      { name: "vitamin c", benefit: "Brightens and defends against pollution" },
      { name: "squalane", benefit: "Dewy, comfortable finish" },
    ],
    ingredients: ["zinc oxide", "vitamin c", "squalane", "vitamin e"],
    benefits: ["Evens redness", "Sheer coverage", "SPF 40 PA+++"],
    howToUse: ["Dot over the face and blend outward with fingertips.", "Reapply every 2 hours outdoors."],
    texture: "Creamy tinted fluid",
    claims: [CLAIMS.DERM, CLAIMS.REEF, CLAIMS.NON_COMEDOGENIC],
    tags: ["dermatologist-tested", "spf", "tinted"],
    sortOrder: 132,
    variants: [
      {
        skuId: "SS-TNT-50",
        volume: 50,
        unit: "g",
        prices: pricesFromMajor({ IN: [649, 549], AE: [69, 59], US: [24, 20] }),
        stock: { IN: 0, AE: 60, US: 95 },
      },
    ],
  }),
];

interface BundleInput {
  key: string;
  skuId: string;
  name: string;
  productType: "Bundle" | "Gift box";
  tagline: string;
  description: string;
  image: string;
  parts: string[];
  prices: MarketPrices;
  tags: string[];
  sortOrder: number;
  attributes?: Record<string, unknown>;
}

function bundle(b: BundleInput): SeedProduct {
  return {
    productId: `prd-${b.key}`,
    slug: b.key,
    name: b.name,
    category: "SKINCARE_PRODUCT",
    subCategory: "skin",
    productType: b.productType,
    tagline: b.tagline,
    description: b.description,
    details: { includes: b.parts, dermatologistTested: true },
    tags: b.tags,
    images: [IMG(b.image)],
    sortOrder: b.sortOrder,
    skus: [
      {
        skuId: b.skuId,
        slug: b.key,
        name: b.name,
        isDefault: true,
        attributes: b.attributes,
        isBundledSku: true,
        bundledSkuIds: b.parts,
        images: [IMG(b.image)],
        badges: [BADGE.RETURN, BADGE.FAST],
        prices: b.prices,
      },
    ],
  };
}

export const BYOB_SKU_ID = "SC-BYOB";
export const BYOB_CONFIG = {
  pickCount: 3,
  discountPercentage: 20,
  allowedProductTypes: ["facewash", "serum", "moisturiser", "sunscreen"],
  allowRepeats: false,
} as const;

export const SKIN_BUNDLES: SeedProduct[] = [
  bundle({
    key: "daily-essentials-routine",
    skuId: "SC-ROUTINE",
    name: "Daily Essentials Routine",
    productType: "Bundle",
    tagline: "Cleanse, treat, protect: the three steps every skin needs.",
    description:
      "Our best-selling cleanser, niacinamide serum and gel sunscreen in one routine that takes under three minutes each morning. Saves you more than buying them one by one.",
    image: "bundle-routine",
    parts: ["FW-HYD-100", "SE-NIA-30", "SS-GEL-50"],
    prices: pricesFromMajor({ IN: [1697, 1199], AE: [187, 129], US: [62, 45] }),
    tags: ["bestseller", "dermatologist-tested", "routine"],
    sortOrder: 140,
  }),
  bundle({
    key: "glow-and-protect-kit",
    skuId: "SC-GLOW",
    name: "Glow & Protect Kit",
    productType: "Bundle",
    tagline: "Vitamin C morning routine for brighter skin.",
    description:
      "A brightening vitamin C face wash, our 15% vitamin C serum and mineral SPF 50 that work together to fade dullness and keep new spots from forming. Brighter skin in two weeks, protected all day.",
    image: "bundle-glow",
    parts: ["FW-VTC-100", "SE-VTC-30", "SS-MIN-50"],
    prices: pricesFromMajor({ IN: [1997, 1399], AE: [219, 159], US: [72, 52] }),
    tags: ["dermatologist-tested", "glow", "routine"],
    sortOrder: 141,
  }),
  bundle({
    key: "ojas-skin-gift-box",
    skuId: "SC-GIFT",
    name: "Ojas Skin Gift Box",
    productType: "Gift box",
    tagline: "A complete routine, beautifully boxed.",
    description:
      "Four full-size favourites, a cleanser, vitamin C serum, barrier moisturiser and mineral sunscreen, in a recyclable keepsake box with a handwritten note. A gift that suits every skin type.",
    image: "giftbox",
    parts: ["FW-HYD-100", "SE-VTC-30", "MO-CER-50", "SS-MIN-50"],
    prices: pricesFromMajor({ IN: [2546, 1799], AE: [282, 199], US: [92, 69] }),
    tags: ["gift", "dermatologist-tested"],
    sortOrder: 142,
  }),
  bundle({
    key: "build-your-own-skin-bundle",
    skuId: BYOB_SKU_ID,
    name: "Build your own skin bundle",
    productType: "Bundle",
    tagline: "Pick any 3, save 20%.",
    description:
      "Choose any three different cleansers, serums, moisturisers or sunscreens and take 20% off the lot. Build the routine your skin actually needs.",
    image: "byob-box",
    parts: [],
    // Filled in by the loader per market: the cheapest three picks after the bundle discount.
    prices: {},
    tags: ["build-your-own", "value"],
    sortOrder: 143,
    attributes: { byob: BYOB_CONFIG },
  }),
];

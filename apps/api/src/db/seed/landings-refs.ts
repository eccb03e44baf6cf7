// Slugs and ids that landing pages reference. Products are catalogue product slugs (resolved by the
// storefront through the catalogue API); the rest are rows of the content and plans seeds.

export const DEVICE_SLUGS = {
  ring: "smart-ring",
  sizingKit: "ring-sizing-kit",
  charger: "ring-charger",
  ringPro: "ring-pro-membership",
  ringSkins: ["ring-skin-sport", "ring-skin-leather", "ring-skin-silicone"],
  cgm: "cgm",
  cgmPlan: "cgm-plan",
  scale: "smart-scale",
} as const;

export const SKIN_SLUGS = {
  bestsellers: [
    "niacinamide-zinc-serum",
    "ceramide-barrier-moisturiser",
    "invisible-gel-sunscreen-spf50",
    "clarifying-salicylic-face-wash",
    "vitamin-c-glow-serum",
    "alpha-arbutin-spot-serum",
  ],
  acne: ["clarifying-salicylic-face-wash", "niacinamide-zinc-serum", "oil-free-gel-moisturiser"],
  barrier: ["hydrating-ceramide-cleanser", "ceramide-barrier-moisturiser", "cica-calming-moisturiser"],
  pigmentation: ["alpha-arbutin-spot-serum", "vitamin-c-glow-serum", "tinted-mineral-sunscreen-spf40"],
  ageing: ["retinol-night-serum", "peptide-firming-night-cream", "hyaluronic-hydration-serum"],
  sunscreens: ["invisible-gel-sunscreen-spf50", "mineral-sunscreen-spf50", "tinted-mineral-sunscreen-spf40"],
  bundles: [
    "daily-essentials-routine",
    "glow-and-protect-kit",
    "ojas-skin-gift-box",
    "build-your-own-skin-bundle",
  ],
} as const;

export const NUTRITION_SLUGS = {
  all: [
    "whey-protein-isolate",
    "triple-strength-omega-3",
    "daily-multivitamin",
    "magnesium-glycinate",
    "probiotic-30-billion",
    "electrolyte-hydration-mix",
    "marine-collagen-peptides",
  ],
  fitness: ["whey-protein-isolate", "electrolyte-hydration-mix", "magnesium-glycinate"],
  gut: ["probiotic-30-billion"],
  skin: ["marine-collagen-peptides", "triple-strength-omega-3"],
  metabolic: ["triple-strength-omega-3", "magnesium-glycinate", "daily-multivitamin"],
} as const;

/** The ring, then its accessories and Pro membership. */
export const RING_FAMILY = [
  DEVICE_SLUGS.ring,
  DEVICE_SLUGS.sizingKit,
  DEVICE_SLUGS.charger,
  ...DEVICE_SLUGS.ringSkins,
  DEVICE_SLUGS.ringPro,
];

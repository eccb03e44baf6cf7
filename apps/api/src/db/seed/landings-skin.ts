import type { Faq, LandingData } from "@ojas/domain";
import type { LocalCopy } from "./landings-market.ts";
import { SKIN_SLUGS } from "./landings-refs.ts";

const concernHref = (concern: string) => `/skin/products?concern=${encodeURIComponent(concern)}`;

const CONCERN_TILES = [
  {
    title: "Acne and breakouts",
    text: "Salicylic acid and niacinamide to clear pores and calm active spots.",
    image: "/images/products/facewash-green.svg",
    href: concernHref("acne"),
  },
  {
    title: "Dark spots and pigmentation",
    text: "Alpha arbutin, vitamin C and daily sunscreen to fade marks and even tone.",
    image: "/images/products/serum-amber.svg",
    href: concernHref("pigmentation and dark spots"),
  },
  {
    title: "Dryness and sensitivity",
    text: "Ceramides and cica to rebuild a stressed barrier.",
    image: "/images/products/moisturiser-cream.svg",
    href: concernHref("dryness"),
  },
  {
    title: "Fine lines and firmness",
    text: "Encapsulated retinol and peptides, gentle enough for beginners.",
    image: "/images/products/serum-violet.svg",
    href: concernHref("skin ageing"),
  },
  {
    title: "Dullness",
    text: "Vitamin C and gentle exfoliation for brighter, smoother skin.",
    image: "/images/products/facewash-peach.svg",
    href: concernHref("dullness"),
  },
  {
    title: "Sun protection",
    text: "Gel, mineral and tinted SPF for every skin type, with no white cast.",
    image: "/images/products/sunscreen-yellow.svg",
    href: "/skin/products?productType=sunscreen",
  },
];

const SKIN_FAQS: Faq[] = [
  {
    question: "Are Ojas Skin products safe for sensitive skin?",
    answer:
      "Every formula is dermatologist-tested and almost all are fragrance-free. We still recommend a patch test behind the ear or on the inner arm for three nights before using a new active on your face.",
  },
  {
    question: "Can I use them during pregnancy?",
    answer:
      "Avoid the retinol serum during pregnancy and breastfeeding. The cleansers, moisturisers, sunscreens and niacinamide serum are generally considered safe, but please check with your doctor.",
  },
  {
    question: "How long before I see results?",
    answer:
      "Cleansers and moisturisers feel different within days. Serums for acne, pigmentation and ageing need 8 to 12 weeks of consistent use because skin renews itself roughly every four weeks.",
  },
];

const ASSESSMENT_BANNER = {
  type: "banner",
  title: "Not sure where to start?",
  text: "Four questions about how your skin feels and what you want to change, and our dermatologists' rules pick a routine for you from what is in stock.",
  image: "/images/illustrations/article-skin.svg",
  cta: { label: "Take the skin assessment", href: "/skin/assessment" },
} as const satisfies LandingData["blocks"][number];

export function skinLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Ojas Skin: dermatologist-formulated skin care | Ojas",
      description: `Cleansers, serums, moisturisers and sunscreens formulated by dermatologists for ${l.climate}. Shop Ojas Skin ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Ojas Skin",
      title: "Fewer products. Better skin.",
      subtitle: `Four-step routines formulated by dermatologists for ${l.climate}, with actives at the doses that work.`,
      image: "/images/illustrations/hero-skin.svg",
      cta: { label: "Shop all skin care", href: "/skin/products" },
      secondaryCta: { label: "Build your own bundle", href: "/skin/products/build-your-own-skin-bundle" },
      badges: ["Dermatologist formulated", "Actives at effective doses", "Easy 7 days return"],
    },
    blocks: [
      { type: "tiles", title: "Shop by concern", items: CONCERN_TILES },
      ASSESSMENT_BANNER,
      { type: "productCarousel", title: "Bestsellers", productSlugs: [...SKIN_SLUGS.bestsellers] },
      {
        type: "howItWorks",
        title: "A routine in four steps",
        steps: [
          { title: "Cleanse", text: "A gentle cleanser morning and night, matched to your skin type." },
          { title: "Treat", text: "One targeted serum for your main concern." },
          { title: "Moisturise", text: "Gel for oily skin, cream for dry, barrier support for all." },
          { title: "Protect", text: "Broad-spectrum SPF 50 every morning, reapplied outdoors." },
        ],
      },
      {
        type: "trainers",
        title: "Formulated and reviewed by",
        trainerIds: ["dr-meera-iyer"],
      },
      {
        type: "transformationStories",
        title: "Routines that worked",
        testimonialIds: ["tst-neha-skin"],
      },
      { type: "productCarousel", title: "Routines and gift sets", productSlugs: [...SKIN_SLUGS.bundles] },
      {
        type: "articleList",
        title: "From our dermatologists",
        articleSlugs: [
          "skin-barrier-101",
          "sunscreen-spf-and-pa-explained",
          "build-a-simple-skincare-routine",
        ],
      },
      {
        type: "influencerVideos",
        title: "Routines from our community",
        videoIds: ["inf-skin-routine-humid"],
      },
      { type: "faqs", title: "Skin care questions", items: [...SKIN_FAQS, l.faq.returns] },
    ],
  };
}

/** Blocks shown on every skin product page, below the product's own details. */
export function skinProductDetailLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Ojas Skin product details | Ojas",
      description: `Dermatologist-formulated skin care with full ingredient lists and honest claims. Delivered ${l.inCountry}.`,
    },
    hero: {
      title: "Not sure it is right for your skin?",
      subtitle: "Tell us your skin type and concerns and we will suggest a complete four-step routine.",
      image: "/images/illustrations/hero-skin.svg",
      cta: { label: "Find my routine", href: "/skin/assessment" },
    },
    blocks: [
      {
        type: "benefits",
        title: "The Ojas Skin promise",
        items: [
          {
            title: "Dermatologist formulated",
            text: "Every product is developed and clinically reviewed by Dr. Meera Iyer's team.",
          },
          {
            title: "Actives at effective doses",
            text: "We print the percentage of every key active on the pack.",
          },
          {
            title: "Made for your climate",
            text: `Textures tested for ${l.climate}, so they sit well under sunscreen and make-up.`,
          },
          {
            title: "Easy 7 days return",
            text: "If it does not suit you, send it back within 7 days of delivery.",
          },
        ],
      },
      {
        type: "howItWorks",
        title: "How to layer it",
        steps: [
          {
            title: "Thinnest to thickest",
            text: "Cleanser, then serum, then moisturiser, then sunscreen in the morning.",
          },
          {
            title: "One active at a time",
            text: "Add new actives two weeks apart so you know what suits you.",
          },
          {
            title: "Retinol at night only",
            text: "Use retinol on alternate nights at first, and always wear SPF the next day.",
          },
        ],
      },
      { type: "transformationStories", title: "Real results", testimonialIds: ["tst-neha-skin"] },
      {
        type: "articleList",
        title: "Learn more",
        articleSlugs: ["build-a-simple-skincare-routine", "skin-barrier-101"],
      },
      { type: "faqs", title: "Frequently asked", items: [...SKIN_FAQS, l.faq.delivery] },
    ],
  };
}

export function skinAllProductsLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Shop all skin care: cleansers, serums, moisturisers, sunscreens | Ojas",
      description: `Filter Ojas Skin by skin type, concern and ingredient. ${l.delivery}.`,
    },
    hero: {
      title: "All skin care",
      subtitle: "Filter by skin type, concern or ingredient to find what your skin needs.",
      image: "/images/illustrations/hero-skin.svg",
      cta: { label: "Build your own bundle", href: "/skin/products/build-your-own-skin-bundle" },
    },
    blocks: [
      {
        type: "tiles",
        title: "Shop by step",
        items: [
          {
            title: "Face washes",
            text: "Gentle, low-foam cleansers.",
            image: "/images/products/facewash-blue.svg",
            href: "/skin/products?productType=facewash",
          },
          {
            title: "Serums",
            text: "Targeted actives for your main concern.",
            image: "/images/products/serum-clear.svg",
            href: "/skin/products?productType=serum",
          },
          {
            title: "Moisturisers",
            text: "Barrier support from gel to cream.",
            image: "/images/products/moisturiser-aqua.svg",
            href: "/skin/products?productType=moisturiser",
          },
          {
            title: "Sunscreens",
            text: "Gel, mineral and tinted broad-spectrum SPF.",
            image: "/images/products/sunscreen-white.svg",
            href: "/skin/products?productType=sunscreen",
          },
        ],
      },
      {
        type: "banner",
        title: "Build your own bundle",
        text: "Pick any three different cleansers, serums, moisturisers or sunscreens and take 20% off the set.",
        image: "/images/products/byob-box.svg",
        cta: { label: "Start building", href: "/skin/products/build-your-own-skin-bundle" },
      },
      { type: "productCarousel", title: "Ready-made routines", productSlugs: [...SKIN_SLUGS.bundles] },
      { type: "faqs", title: "Before you buy", items: [SKIN_FAQS[0], l.faq.delivery, l.faq.returns] },
    ],
  };
}

export function marketplaceSkinLanding(l: LocalCopy): LandingData {
  return {
    seo: {
      title: "Skin care for every concern | Ojas Marketplace",
      description: `Routines for acne, pigmentation, dryness and ageing, curated by dermatologists. Shop ${l.inCountry}.`,
    },
    hero: {
      eyebrow: "Ojas Marketplace",
      title: "The right routine for your concern.",
      subtitle:
        "Dermatologist-curated sets for acne, pigmentation, dryness and ageing, each with a step-by-step guide.",
      image: "/images/illustrations/hero-marketplace.svg",
      cta: { label: "Shop by concern", href: "/skin/products" },
      secondaryCta: { label: "Take the skin assessment", href: "/skin/assessment" },
      badges: ["Curated by dermatologists", "Easy 7 days return"],
    },
    blocks: [
      { type: "productCarousel", title: "For acne-prone skin", productSlugs: [...SKIN_SLUGS.acne] },
      {
        type: "productCarousel",
        title: "For dark spots and uneven tone",
        productSlugs: [...SKIN_SLUGS.pigmentation],
      },
      { type: "productCarousel", title: "For dry and sensitive skin", productSlugs: [...SKIN_SLUGS.barrier] },
      { type: "productCarousel", title: "For fine lines and firmness", productSlugs: [...SKIN_SLUGS.ageing] },
      { type: "productCarousel", title: "Daily sun protection", productSlugs: [...SKIN_SLUGS.sunscreens] },
      {
        type: "banner",
        title: "Gift a routine",
        text: "Four full-size favourites, a cleanser, vitamin C serum, barrier moisturiser and mineral sunscreen, in a keepsake box with a handwritten note.",
        image: "/images/products/giftbox.svg",
        cta: { label: "Shop the gift box", href: "/skin/products/ojas-skin-gift-box" },
      },
      {
        type: "testimonials",
        title: "What our members say",
        testimonialIds: ["tst-neha-skin"],
      },
      { type: "faqs", title: "Questions", items: [SKIN_FAQS[2], l.faq.payment, l.faq.returns] },
    ],
  };
}

import { BADGE, IMG, type MarketPrices, pricesFromMajor, type SeedProduct } from "./catalogue-types.ts";

interface MarkerGroup {
  group: string;
  markers: string[];
}

interface PackageInput {
  key: string;
  skuId: string;
  name: string;
  tagline: string;
  description: string;
  image: string;
  markerCount: number;
  markerGroups: MarkerGroup[];
  fastingHours: number;
  reportInHours: number;
  tags: string[];
  badges: string[];
  sortOrder: number;
  prices: MarketPrices;
}

// Home collection is a service, not a shelf item: stock is effectively the lab's capacity.
const LAB_CAPACITY = 5000;

function bloodTest(p: PackageInput): SeedProduct {
  return {
    productId: `prd-${p.key}`,
    slug: p.key,
    name: p.name,
    category: "BLOOD_WORK",
    subCategory: "blood-work",
    productType: "blood-test",
    tagline: p.tagline,
    description: p.description,
    details: {
      markerCount: p.markerCount,
      markers: p.markerGroups.flatMap((g) => g.markers),
      markerGroups: p.markerGroups,
      sampleType: "Blood (venous), collected at home",
      fastingHours: p.fastingHours,
      reportInHours: p.reportInHours,
      howItWorks: [
        "Pick a home-collection slot at checkout.",
        "A certified phlebotomist visits with sealed, single-use kits.",
        `Your report arrives in the Ojas app within ${p.reportInHours} hours, with a doctor's summary.`,
      ],
      preparation: [
        p.fastingHours > 0
          ? `Fast for ${p.fastingHours} hours before collection; water is fine.`
          : "No fasting needed.",
        "Skip strenuous exercise the evening before.",
        "Take regular medication as usual unless your doctor advises otherwise.",
      ],
      lab: "NABL and CAP accredited partner labs",
    },
    tags: p.tags,
    images: [IMG(p.image)],
    sortOrder: p.sortOrder,
    skus: [
      {
        skuId: p.skuId,
        slug: p.key,
        name: p.name,
        isDefault: true,
        attributes: { markerCount: p.markerCount },
        images: [IMG(p.image)],
        badges: p.badges,
        prices: p.prices,
        stock: Object.fromEntries(Object.keys(p.prices).map((m) => [m, LAB_CAPACITY])),
      },
    ],
  };
}

export const BLOOD_WORK_PRODUCTS: SeedProduct[] = [
  bloodTest({
    key: "essential-health-check",
    skuId: "BW-ESSENTIAL",
    name: "Essential Health Check",
    tagline: "64 markers: the yearly check-up, done at home.",
    description:
      "A yearly baseline of 64 markers covering blood count, sugar, cholesterol, liver, kidney and thyroid, plus vitamin D and B12. Collected at home, reported in 24 hours with a doctor's summary.",
    image: "bloodwork-basic",
    markerCount: 64,
    markerGroups: [
      { group: "Complete blood count", markers: ["Haemoglobin", "RBC count", "WBC count", "Platelet count"] },
      { group: "Diabetes", markers: ["Fasting blood glucose", "HbA1c"] },
      { group: "Lipid profile", markers: ["Total cholesterol", "LDL", "HDL", "Triglycerides"] },
      { group: "Liver function", markers: ["SGOT (AST)", "SGPT (ALT)", "Bilirubin", "Albumin"] },
      { group: "Kidney function", markers: ["Creatinine", "Urea", "Uric acid", "eGFR"] },
      { group: "Thyroid", markers: ["TSH", "Free T3", "Free T4"] },
      { group: "Vitamins", markers: ["Vitamin D (25-OH)", "Vitamin B12"] },
      { group: "Urine routine", markers: ["Urine routine and microscopy"] },
    ],
    fastingHours: 10,
    reportInHours: 24,
    tags: ["bestseller", "home-collection"],
    badges: [BADGE.BESTSELLER],
    sortOrder: 400,
    prices: pricesFromMajor({ IN: [2999, 1499], AE: [399, 299], US: [149, 99] }),
  }),
  bloodTest({
    key: "advanced-longevity-panel",
    skuId: "BW-LONGEVITY",
    name: "Advanced Longevity Panel",
    tagline: "108 markers for how well you are ageing.",
    description:
      "Everything in the Essential check plus inflammation, heart-risk, hormone and nutrient markers that track how well you are ageing. Includes a 20-minute review call with an Ojas doctor.",
    image: "bloodwork-advanced",
    markerCount: 108,
    markerGroups: [
      { group: "Complete blood count", markers: ["Haemoglobin", "RBC count", "WBC count", "Platelet count"] },
      {
        group: "Metabolic health",
        markers: ["Fasting blood glucose", "HbA1c", "Fasting insulin", "HOMA-IR"],
      },
      {
        group: "Heart health",
        markers: ["Total cholesterol", "LDL", "HDL", "Triglycerides", "ApoB", "Lipoprotein(a)"],
      },
      { group: "Inflammation", markers: ["hs-CRP", "Homocysteine", "ESR"] },
      { group: "Liver and kidney", markers: ["SGOT (AST)", "SGPT (ALT)", "GGT", "Creatinine", "Cystatin C"] },
      { group: "Hormones", markers: ["TSH", "Free T3", "Free T4", "Testosterone", "Cortisol (morning)"] },
      {
        group: "Nutrients",
        markers: [
          "Vitamin D (25-OH)",
          "Vitamin B12",
          "Ferritin",
          "Iron studies",
          "Magnesium",
          "Omega-3 index",
        ],
      },
    ],
    fastingHours: 12,
    reportInHours: 48,
    tags: ["longevity", "home-collection", "doctor-consult"],
    badges: [BADGE.NEW],
    sortOrder: 401,
    prices: pricesFromMajor({ IN: [8999, 5999], AE: [1199, 899], US: [499, 349] }),
  }),
  bloodTest({
    key: "diabetes-care-panel",
    skuId: "BW-DIABETES",
    name: "Diabetes Care Panel",
    tagline: "The numbers that matter for blood sugar.",
    description:
      "HbA1c, fasting glucose and insulin with HOMA-IR show how well your body handles sugar, while kidney, lipid and urine markers check the organs diabetes affects first. Ideal every 3 months when you are working on your sugar.",
    image: "bloodwork-diabetes",
    markerCount: 32,
    markerGroups: [
      {
        group: "Glucose control",
        markers: ["HbA1c", "Fasting blood glucose", "Fasting insulin", "HOMA-IR", "Average blood glucose"],
      },
      { group: "Lipid profile", markers: ["Total cholesterol", "LDL", "HDL", "Triglycerides"] },
      { group: "Kidney health", markers: ["Creatinine", "eGFR", "Urine microalbumin", "Urine ACR"] },
      { group: "Liver", markers: ["SGPT (ALT)"] },
    ],
    fastingHours: 10,
    reportInHours: 24,
    tags: ["diabetes", "home-collection"],
    badges: [],
    sortOrder: 402,
    prices: pricesFromMajor({ IN: [1999, 1199], AE: [299, 229], US: [129, 89] }),
  }),
];

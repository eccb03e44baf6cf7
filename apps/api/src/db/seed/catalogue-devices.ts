import type { Market } from "@ojas/domain";
import { BADGE, IMG, pricesFromMajor, type SeedProduct, type SeedSku } from "./catalogue-types.ts";

export const RING_SIZES = ["6", "7", "8", "9", "10", "11", "12", "13"] as const;
export const RING_FINISHES = [
  { finish: "matte-black", code: "MB", label: "Matte Black", stockFactor: 1 },
  { finish: "silver", code: "SV", label: "Silver", stockFactor: 1.15 },
  { finish: "rose-gold", code: "RG", label: "Rose Gold", stockFactor: 0.7 },
] as const;

export const RING_DEFAULT_SKU_ID = "RING-SV-9";
export const RING_SIZING_KIT_SKU_ID = "RING-SIZING-KIT";
export const RING_PRO_MEMBERSHIP_SKU_ID = "RING-PRO-12M";

const RING_PRICES = pricesFromMajor({ IN: [24999, 19999], AE: [1499, 1299], US: [349, 299] });

// Mid sizes sell most; stock follows.
const SIZE_STOCK: Record<string, number> = {
  "6": 42,
  "7": 96,
  "8": 168,
  "9": 236,
  "10": 214,
  "11": 150,
  "12": 88,
  "13": 46,
};
const MARKET_STOCK_FACTOR: Record<Market, number> = { IN: 1, AE: 0.45, US: 0.7 };

/** Sizes that have sold through, so the size picker shows gaps: market -> "finish/size" keys. */
const SOLD_OUT_RINGS: Record<Market, string[]> = {
  IN: ["matte-black/13", "silver/13", "rose-gold/13", "rose-gold/6"],
  AE: ["matte-black/6", "silver/6", "rose-gold/6"],
  US: ["matte-black/12"],
};

function ringStock(finish: string, size: string, factor: number): Partial<Record<Market, number>> {
  const stock: Partial<Record<Market, number>> = {};
  for (const market of ["IN", "AE", "US"] as const) {
    const soldOut = SOLD_OUT_RINGS[market].includes(`${finish}/${size}`);
    stock[market] = soldOut
      ? 0
      : Math.max(12, Math.round(SIZE_STOCK[size] * factor * MARKET_STOCK_FACTOR[market]));
  }
  return stock;
}

const ringSkus: SeedSku[] = RING_FINISHES.flatMap(({ finish, code, label, stockFactor }) =>
  RING_SIZES.map((size) => ({
    skuId: `RING-${code}-${size}`,
    slug: `smart-ring-${finish}-${size}`,
    name: `Ojas Ring, ${label}, size ${size}`,
    isDefault: `RING-${code}-${size}` === RING_DEFAULT_SKU_ID,
    attributes: { size, finish },
    images: [IMG(`ring-${finish}`)],
    badges: [BADGE.RETURN, BADGE.FAST, BADGE.BESTSELLER],
    prices: RING_PRICES,
    stock: ringStock(finish, size, stockFactor),
  })),
);

const smartRing: SeedProduct = {
  productId: "prd-smart-ring",
  slug: "smart-ring",
  name: "Ojas Ring",
  category: "ELECTRONICS",
  subCategory: "ring",
  productType: "ring",
  tagline: "Sleep, recovery and heart health on one titanium band.",
  description:
    "Ojas Ring reads your heart rate, HRV, skin temperature and blood oxygen through the night and turns them into a daily readiness score. It weighs under 4 grams, runs up to 7 days on a charge and is water resistant to 100 m, so you never have to take it off.",
  details: {
    specs: [
      { label: "Battery", value: "Up to 7 days on a single charge" },
      { label: "Charging", value: "0 to 100% in about 80 minutes" },
      { label: "Water resistance", value: "100 m (10 ATM): swim, shower and sauna safe" },
      { label: "Material", value: "Aerospace-grade titanium shell, hypoallergenic epoxy inner" },
      { label: "Weight", value: "2.4 g (size 6) to 3.8 g (size 13)" },
      { label: "Dimensions", value: "7.9 mm wide, 2.6 mm thick" },
      {
        label: "Sensors",
        value:
          "Infrared PPG heart-rate sensor, red and infrared SpO2 LEDs, skin-temperature sensor, 3-axis accelerometer",
      },
      { label: "Connectivity", value: "Bluetooth Low Energy 5.2" },
      { label: "Compatibility", value: "iOS 15 or later, Android 10 or later" },
      { label: "In the box", value: "Ojas Ring, magnetic charging dock, USB-C cable, quick-start guide" },
    ],
    features: [
      {
        title: "Sleep staging",
        description: "Light, deep and REM sleep with a nightly score and the habits that moved it.",
      },
      {
        title: "Readiness score",
        description: "HRV, resting heart rate and temperature trends tell you when to push and when to rest.",
      },
      {
        title: "Activity and workouts",
        description: "Steps, active calories and automatic detection of walks, runs and cycling.",
      },
      {
        title: "Women's health",
        description: "Temperature-based cycle insights that get sharper with every month of wear.",
      },
      {
        title: "Stress and recovery",
        description: "Daytime stress from heart-rate variability, with guided breathing when it climbs.",
      },
    ],
    faqs: [
      {
        question: "How do I find my size?",
        answer:
          "Order the sizing kit and wear the sample ring for 24 hours on the finger you plan to use. Smart-ring sizes differ from jewellery sizes, so please size with the kit.",
      },
      {
        question: "Is there a subscription fee?",
        answer:
          "No. Sleep, readiness and activity tracking are free for life. Pro membership adds coaching programmes and advanced insights.",
      },
      {
        question: "Can I wear it in the pool?",
        answer: "Yes. The ring is water resistant to 100 m and is safe in the pool, the sea and the shower.",
      },
      {
        question: "How accurate is it?",
        answer:
          "Resting heart rate agrees with a chest-strap ECG within 2 bpm on average in our validation study, and sleep staging agrees with lab polysomnography on 79% of epochs.",
      },
      {
        question: "What is the warranty?",
        answer: "One year against manufacturing defects, and 7-day easy returns if it is not for you.",
      },
    ],
    howToUse: [
      "Charge the ring fully on its dock before first use.",
      "Install the Ojas app and pair the ring over Bluetooth.",
      "Wear it on your index or middle finger with the sensor bumps on the palm side.",
      "Wear it through the night: your first sleep and readiness scores arrive the next morning.",
    ],
    sizingKitSkuId: RING_SIZING_KIT_SKU_ID,
    purchaseOptions: [
      {
        optionId: "ring-only",
        label: "Ring only",
        description: "The ring with lifetime sleep, readiness and activity tracking.",
        skuIds: [],
      },
      {
        optionId: "ring-plan",
        label: "Ring + 12-month Pro membership",
        description:
          "Add a year of Pro: guided fitness and nutrition programmes, coach check-ins and advanced recovery insights.",
        // Priced with the default ring; the page swaps in the size and finish the shopper picks.
        skuIds: [RING_DEFAULT_SKU_ID, RING_PRO_MEMBERSHIP_SKU_ID],
      },
    ],
  },
  tags: ["bestseller", "titanium", "water-resistant", "7-day-battery"],
  images: [IMG("ring-silver"), IMG("ring-matte-black"), IMG("ring-rose-gold")],
  sortOrder: 1,
  skus: ringSkus,
};

const proMembership: SeedProduct = {
  productId: "prd-ring-pro-membership",
  slug: "ring-pro-membership",
  name: "Ojas Pro membership, 12 months",
  category: "ELECTRONICS__PLAN",
  subCategory: "ring",
  productType: "membership",
  tagline: "Coaching that reads your ring data.",
  description:
    "A year of Pro turns your ring data into a plan: guided fitness and nutrition programmes, monthly coach check-ins and advanced recovery insights. Bought with the ring it costs a fraction of the monthly price.",
  details: {
    durationMonths: 12,
    includes: [
      "Personalised fitness and nutrition programmes",
      "Monthly video check-in with a certified coach",
      "Advanced HRV, sleep debt and recovery insights",
      "Priority support",
    ],
  },
  tags: ["membership", "coaching"],
  images: [IMG("membership-pro")],
  sortOrder: 2,
  skus: [
    {
      skuId: RING_PRO_MEMBERSHIP_SKU_ID,
      slug: "ring-pro-membership",
      name: "Ojas Pro membership, 12 months",
      isDefault: true,
      attributes: { durationMonths: 12 },
      images: [IMG("membership-pro")],
      badges: [],
      prices: pricesFromMajor({ IN: [5999, 3999], AE: [399, 249], US: [96, 69] }),
      stock: { IN: 10000, AE: 10000, US: 10000 },
    },
  ],
};

const sizingKit: SeedProduct = {
  productId: "prd-ring-sizing-kit",
  slug: "ring-sizing-kit",
  name: "Ojas Ring sizing kit",
  category: "RING_ACCS",
  subCategory: "ring",
  productType: "sizing-kit",
  tagline: "Find your perfect fit before you buy.",
  description:
    "Eight sample rings in sizes 6 to 13, shaped exactly like Ojas Ring. Wear your pick for a day, including overnight, then order the ring in the size that felt right.",
  details: {
    contents: ["8 sample rings, sizes 6 to 13", "Sizing guide card"],
    howToUse: [
      "Try sizes on your index or middle finger; the ring should slide over the knuckle with slight resistance.",
      "Wear the best fit for 24 hours, including while you sleep.",
      "If it spins freely or leaves a mark, try the next size.",
    ],
  },
  tags: ["sizing"],
  images: [IMG("ring-sizing-kit")],
  sortOrder: 3,
  skus: [
    {
      skuId: RING_SIZING_KIT_SKU_ID,
      slug: "ring-sizing-kit",
      name: "Ojas Ring sizing kit",
      isDefault: true,
      images: [IMG("ring-sizing-kit")],
      badges: [BADGE.FAST],
      prices: pricesFromMajor({ IN: [499, 299], AE: [39, 25], US: [15, 10] }),
      stock: { IN: 380, AE: 140, US: 220 },
    },
  ],
};

const charger: SeedProduct = {
  productId: "prd-ring-charger",
  slug: "ring-charger",
  name: "Ojas Ring charging dock",
  category: "RING_ACCS",
  subCategory: "ring",
  productType: "charger",
  tagline: "A spare dock for the office or the road.",
  description:
    "The same magnetic dock that ships with Ojas Ring, with a braided USB-C cable. Drop the ring in and it snaps into place and charges fully in about 80 minutes.",
  details: {
    specs: [
      { label: "Input", value: "5 V, 0.5 A over USB-C" },
      { label: "Cable", value: "1 m braided USB-C" },
      { label: "Fits", value: "All Ojas Ring sizes" },
    ],
  },
  tags: ["accessory"],
  images: [IMG("ring-charger")],
  sortOrder: 4,
  skus: [
    {
      skuId: "RING-CHARGER",
      slug: "ring-charger",
      name: "Ojas Ring charging dock",
      isDefault: true,
      images: [IMG("ring-charger")],
      badges: [BADGE.RETURN, BADGE.FAST],
      prices: pricesFromMajor({ IN: [1999, 1499], AE: [99, 79], US: [29, 25] }),
      stock: { IN: 260, AE: 90, US: 150 },
    },
  ],
};

function ringSkin(
  key: "sport" | "leather" | "silicone",
  name: string,
  tagline: string,
  description: string,
  material: string,
  sortOrder: number,
  prices: Parameters<typeof pricesFromMajor>[0],
  stock: Partial<Record<Market, number>>,
): SeedProduct {
  return {
    productId: `prd-ring-skin-${key}`,
    slug: `ring-skin-${key}`,
    name,
    category: "ELECTRONICS__RING_ACCS",
    subCategory: "ring",
    productType: "ring-skin",
    tagline,
    description,
    details: {
      material,
      fits: "Ojas Ring sizes 6 to 13; stretches to fit",
      care: "Rinse with mild soap and water, dry flat.",
    },
    tags: ["accessory", "ring-skin"],
    images: [IMG(`ring-skin-${key}`)],
    sortOrder,
    skus: [
      {
        skuId: `RING-SKIN-${key.toUpperCase()}`,
        slug: `ring-skin-${key}`,
        name,
        isDefault: true,
        images: [IMG(`ring-skin-${key}`)],
        badges: [BADGE.RETURN, BADGE.FAST],
        prices: pricesFromMajor(prices),
        stock,
      },
    ],
  };
}

const ringSkins: SeedProduct[] = [
  ringSkin(
    "sport",
    "Ojas Ring skin, Sport",
    "Grip and protection for the gym.",
    "A textured sleeve that guards the titanium from barbells and kettlebells without blocking the sensors. Sweat-proof and machine washable.",
    "Perforated fluoroelastomer",
    5,
    { IN: [1499, 999], AE: [79, 59], US: [24, 19] },
    { IN: 190, AE: 70, US: 110 },
  ),
  ringSkin(
    "leather",
    "Ojas Ring skin, Leather",
    "A softer look for evenings out.",
    "Vegetable-tanned leather wrapped over a thin flexible core, cut away on the palm side so readings stay accurate.",
    "Vegetable-tanned leather over a flexible core",
    6,
    { IN: [1999, 1499], AE: [99, 79], US: [34, 29] },
    { IN: 85, AE: 40, US: 60 },
  ),
  ringSkin(
    "silicone",
    "Ojas Ring skin, Silicone",
    "Everyday scratch protection.",
    "A slim medical-grade silicone sleeve that keeps the finish scratch-free day to day. Comes in a pack of three shades.",
    "Medical-grade silicone, pack of 3",
    7,
    { IN: [999, 699], AE: [59, 45], US: [19, 15] },
    { IN: 320, AE: 110, US: 180 },
  ),
];

export const CGM_PLAN_1M_SKU_ID = "CGM-PLAN-1M";

const cgm: SeedProduct = {
  productId: "prd-cgm",
  slug: "cgm",
  name: "Ojas CGM",
  category: "CGM",
  subCategory: "cgm",
  productType: "cgm-sensor",
  tagline: "See how every meal moves your glucose.",
  description:
    "A painless 14-day sensor on the back of your arm that streams glucose readings to the Ojas app every 5 minutes. Learn which meals, workouts and nights of sleep keep you steady, with no finger pricks.",
  details: {
    specs: [
      { label: "Sensor life", value: "14 days" },
      { label: "Readings", value: "Every 5 minutes, 4,032 per sensor" },
      { label: "Warm-up", value: "60 minutes after application" },
      { label: "Calibration", value: "Factory calibrated, no finger pricks" },
      { label: "Water resistance", value: "1 m for up to 30 minutes" },
      { label: "Wear site", value: "Back of the upper arm" },
      { label: "Compatibility", value: "iOS 15 or later, Android 10 or later with NFC" },
    ],
    features: [
      {
        title: "Meal scores",
        description: "Each meal gets a score from its glucose rise and recovery time.",
      },
      { title: "Overnight trends", description: "See how late dinners and short sleep show up by morning." },
      {
        title: "Coach review",
        description: "With a plan, a nutrition coach reviews your curves and adjusts your meals weekly.",
      },
    ],
    faqs: [
      {
        question: "Does applying it hurt?",
        answer:
          "Most people feel a quick press. The filament under the skin is thinner than a hair and you will not feel it once it is on.",
      },
      {
        question: "Do I need a prescription?",
        answer: "No. Ojas CGM is sold for wellness use; it is not meant to adjust insulin doses.",
      },
      {
        question: "Can I shower and exercise with it?",
        answer: "Yes. It stays on through showers, swims up to 30 minutes and workouts.",
      },
    ],
    howToUse: [
      "Clean the back of your upper arm with the alcohol wipe and let it dry.",
      "Press the applicator firmly against your arm until it clicks.",
      "Scan the sensor with the Ojas app and wait 60 minutes for warm-up.",
      "Log meals in the app to see how each one moved your glucose.",
    ],
    purchaseOptions: [
      {
        optionId: "one-sensor",
        label: "1 sensor (14 days)",
        description: "Two weeks to learn how your body handles your usual meals.",
        skuIds: ["CGM-1S"],
      },
      {
        optionId: "two-sensors",
        label: "2 sensors (28 days)",
        description: "A full month of data: test changes and see them stick.",
        skuIds: ["CGM-2S"],
      },
      {
        optionId: "sensor-plan",
        label: "Sensors + 1-month coaching plan",
        description: "2 sensors and a month with a nutrition coach who reads your curves with you.",
        skuIds: [CGM_PLAN_1M_SKU_ID],
      },
    ],
  },
  tags: ["glucose", "metabolic-health", "bestseller"],
  images: [IMG("cgm-sensor")],
  sortOrder: 10,
  skus: [
    {
      skuId: "CGM-1S",
      slug: "cgm-1-sensor",
      name: "Ojas CGM, 1 sensor (14 days)",
      isDefault: true,
      attributes: { sensors: 1, days: 14 },
      images: [IMG("cgm-sensor")],
      badges: [BADGE.RETURN, BADGE.FAST, BADGE.BESTSELLER],
      prices: pricesFromMajor({ IN: [4999, 3999], AE: [349, 299], US: [129, 99] }),
      stock: { IN: 310, AE: 120, US: 160 },
    },
    {
      skuId: "CGM-2S",
      slug: "cgm-2-sensors",
      name: "Ojas CGM, 2 sensors (28 days)",
      attributes: { sensors: 2, days: 28 },
      images: [IMG("cgm-sensor")],
      badges: [BADGE.RETURN, BADGE.FAST],
      prices: pricesFromMajor({ IN: [9998, 7499], AE: [698, 549], US: [258, 189] }),
      stock: { IN: 140, AE: 55, US: 75 },
    },
  ],
};

const cgmPlan: SeedProduct = {
  productId: "prd-cgm-plan",
  slug: "cgm-plan",
  name: "Ojas CGM coaching plan",
  category: "CGM_PLAN",
  subCategory: "cgm",
  productType: "cgm-plan",
  tagline: "Sensors plus a coach who reads your curves.",
  description:
    "Every plan includes the sensors you need and weekly reviews with a certified nutrition coach. Together you find the meals that keep your glucose steady and build them into your routine.",
  details: {
    includes: [
      "Ojas CGM sensors for the whole plan",
      "Weekly glucose review with a nutrition coach",
      "Personalised meal swaps and grocery lists",
      "Chat support on weekdays",
    ],
  },
  tags: ["glucose", "coaching"],
  images: [IMG("cgm-plan")],
  sortOrder: 11,
  skus: [
    {
      skuId: CGM_PLAN_1M_SKU_ID,
      slug: "cgm-plan-1-month",
      name: "2 sensors + 1 month coaching",
      isDefault: true,
      attributes: { sensors: 2, months: 1 },
      images: [IMG("cgm-plan")],
      badges: [BADGE.RETURN, BADGE.FAST],
      prices: pricesFromMajor({ IN: [12999, 9999], AE: [899, 749], US: [299, 249] }),
      stock: { IN: 200, AE: 80, US: 100 },
    },
    {
      skuId: "CGM-PLAN-3M",
      slug: "cgm-plan-3-months",
      name: "6 sensors + 3 months coaching",
      attributes: { sensors: 6, months: 3 },
      images: [IMG("cgm-plan")],
      badges: [BADGE.RETURN, BADGE.FAST],
      prices: pricesFromMajor({ IN: [34999, 24999], AE: [2399, 1899], US: [799, 649] }),
      stock: { IN: 90, AE: 40, US: 50 },
    },
  ],
};

export const SCALE_MARKERS = [
  "Weight",
  "BMI",
  "Body fat %",
  "Subcutaneous fat %",
  "Visceral fat",
  "Muscle mass",
  "Skeletal muscle %",
  "Fat-free body weight",
  "Body water %",
  "Bone mass",
  "Protein %",
  "BMR",
  "Metabolic age",
];

const smartScale: SeedProduct = {
  productId: "prd-smart-scale",
  slug: "smart-scale",
  name: "Ojas Smart Scale",
  category: "SMART_SCALE",
  subCategory: "scale",
  productType: "smart-scale",
  tagline: "13 body markers in one step.",
  description:
    "Step on barefoot and Ojas Smart Scale measures 13 body markers, from body fat and muscle mass to visceral fat and metabolic age, and syncs them to the Ojas app. Up to 8 people can share one scale, each with their own profile.",
  details: {
    markers: SCALE_MARKERS,
    specs: [
      { label: "Markers", value: "13 body composition markers" },
      { label: "Capacity", value: "Up to 180 kg, in 50 g steps" },
      { label: "Platform", value: "6 mm tempered glass with ITO electrodes" },
      { label: "Connectivity", value: "Bluetooth 5.0 and 2.4 GHz Wi-Fi" },
      { label: "Users", value: "Up to 8 profiles, recognised automatically" },
      { label: "Power", value: "4 AAA batteries, about 12 months" },
    ],
    faqs: [
      {
        question: "Who should not use body-composition mode?",
        answer:
          "People with a pacemaker or other implanted electronic device, and pregnant women, should use weight-only mode.",
      },
      {
        question: "When should I weigh myself?",
        answer: "Mornings, after the bathroom and before breakfast, give the most consistent trend.",
      },
    ],
    howToUse: [
      "Insert the batteries and place the scale on a hard, flat floor.",
      "Pair it from the Ojas app and create your profile.",
      "Step on barefoot and stand still until the display flashes.",
    ],
  },
  tags: ["body-composition", "wifi"],
  images: [IMG("smart-scale")],
  sortOrder: 12,
  skus: [
    {
      skuId: "SCALE-WHITE",
      slug: "smart-scale-white",
      name: "Ojas Smart Scale, Arctic White",
      isDefault: true,
      attributes: { colour: "white" },
      images: [IMG("smart-scale")],
      badges: [BADGE.RETURN, BADGE.FAST],
      prices: pricesFromMajor({ IN: [4999, 3499], AE: [299, 249], US: [89, 69] }),
      stock: { IN: 240, AE: 95, US: 130 },
    },
    {
      skuId: "SCALE-BLACK",
      slug: "smart-scale-black",
      name: "Ojas Smart Scale, Graphite Black",
      attributes: { colour: "black" },
      images: [IMG("smart-scale")],
      badges: [BADGE.RETURN, BADGE.FAST, BADGE.NEW],
      prices: pricesFromMajor({ IN: [4999, 3499], AE: [299, 249], US: [89, 69] }),
      stock: { IN: 120, AE: 0, US: 70 },
      comingSoonIn: ["AE"],
    },
  ],
};

export const DEVICE_PRODUCTS: SeedProduct[] = [
  smartRing,
  proMembership,
  sizingKit,
  charger,
  ...ringSkins,
  cgm,
  cgmPlan,
  smartScale,
];

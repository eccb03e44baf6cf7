// Enumerations of the product's states, as const tuples so zod and TypeScript share them.

export const PRODUCT_CATEGORIES = [
  "SKINCARE_PRODUCT",
  "ELECTRONICS",
  "ELECTRONICS__PLAN",
  "CGM",
  "CGM_PLAN",
  "PLAN",
  "SMART_SCALE",
  "BLOOD_WORK",
  "RING_ACCS",
  "ELECTRONICS__RING_ACCS",
  "NUTRITION_PRODUCT",
  "FXN_ACCS",
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const ORDER_ITEM_TYPES = [
  "SIZING_KIT",
  "RING",
  "SKINCARE_PRODUCTS",
  "CGM",
  "PLAN",
  "SMART_SCALE",
  "BLOOD_WORK",
  "RING_SKIN",
  "RING_CHARGER",
  "SUPPLEMENTS",
  "FITNESS_ACCS",
  "NUTRITION_ACCS",
  /** A seat in a paid webinar (a RING_WEBINAR_PURCHASE order): nothing to ship. */
  "WEBINAR",
] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];

export const PLAN_TIERS = ["PRO", "LITE"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
export const PLAN_FILTER_TIERS = ["PRO", "LITE", "ALL"] as const;

export const GOALS = [
  "WEIGHT_LOSS",
  "STAY_FIT",
  "HEALTHY_SKIN",
  "DIABETES_REVERSAL",
  "PRE_DIABETES_REVERSAL",
  "GUT_HEALTH",
] as const;
export type Goal = (typeof GOALS)[number];

export const PLAN_KINDS = ["FITNESS", "NUTRITION", "FITNESSXNUTRITION"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export const PROGRAM_TYPES = ["YOUNG_AT_HEART", "ISSUE_BASED_PLAN"] as const;
export type ProgramType = (typeof PROGRAM_TYPES)[number];

export const DISCOUNT_TYPES = ["ABSOLUTE", "PERCENTAGE", "FREE", "FREEBIE"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const STOCK_STATUSES = ["IN_STOCK", "OUT_OF_STOCK", "COMING_SOON"] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  IN_STOCK: "In stock",
  OUT_OF_STOCK: "Sold out",
  COMING_SOON: "Coming soon",
};

export const PURCHASE_FLOWS = [
  "RING_PURCHASE",
  "RING_PLAN_PURCHASE",
  "RING_SKIN_PURCHASE",
  "RING_CHARGER_PURCHASE",
  "SKIN_PURCHASE",
  "CART_PURCHASE",
  "RING_WEBINAR_PURCHASE",
  "SMART_SCALE_PURCHASE",
  "BLOOD_WORK_PURCHASE",
  "CGM",
  "ELECTRONICS__RING_ACCS",
] as const;
export type PurchaseFlow = (typeof PURCHASE_FLOWS)[number];

export const GIFTING_TYPES = ["SELF", "GIFTING"] as const;
export const GIFTING_PARTY_ROLES = ["RECIPIENT", "SENDER"] as const;
export const CONSULTANT_ROLES = ["DOCTOR", "TRAINER"] as const;

export const FITNESS_SUB_CATEGORIES = ["STRENGTH_AND_FUNCTIONAL", "DANCE", "MAT_PILATES", "YOGA"] as const;
export type FitnessSubCategory = (typeof FITNESS_SUB_CATEGORIES)[number];
export const RING_CATEGORIES = ["STRENGTH_AND_FUNCTIONAL", "YOGA", "DANCE", "MAT_PILATES"] as const;

export const SKIN_TYPES = ["dry", "oily", "normal", "combination"] as const;
export type SkinType = (typeof SKIN_TYPES)[number];

export const SKIN_CONCERNS = [
  "acne",
  "sensitive skin",
  "pigmentation and dark spots",
  "skin ageing",
  "dryness",
  "sun damage",
  "dullness",
] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];

export const SKIN_PRODUCT_TYPES = [
  "facewash",
  "serum",
  "moisturiser",
  "sunscreen",
  "Bundle",
  "Gift box",
] as const;
export type SkinProductType = (typeof SKIN_PRODUCT_TYPES)[number];

/** Skin product-type id prefixes. */
export const SKIN_PRODUCT_ID_PREFIXES = {
  FW: "facewash",
  SE: "serum",
  MO: "moisturiser",
  SS: "sunscreen",
  SC: "Bundle",
} as const;

export const SESSION_TYPES = ["DAILY", "SESSION"] as const;
export const LOGIN_METHODS = ["SIGNUP", "LOGIN"] as const;
export const SOCIAL_PROVIDERS = ["GOOGLE", "APPLE"] as const;
export const ADDRESS_TYPES = ["Home", "Office", "Other"] as const;
export const PAYMENT_TYPES = ["PREPAID", "COD"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const DEFAULT_PAYMENT_TYPE: PaymentType = "PREPAID";
export const BOOKING_FOR = ["SELF", "OTHER"] as const;
export const THEMES = ["dark", "light"] as const;

export const SORT_OPTIONS = ["TOP_RATED", "PRICE_HIGH_LOW", "PRICE_LOW_HIGH"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_OPTION_LABELS: Record<SortOption, string> = {
  TOP_RATED: "Top rated",
  PRICE_HIGH_LOW: "Price high to low",
  PRICE_LOW_HIGH: "Price low to high",
};

export const CATEGORY_SLUGS = ["fitness", "nutrition", "fitness-nutrition"] as const;

export const PROGRAM_SLUG_TO_GOAL = {
  "stay-fit-program": "STAY_FIT",
  "weight-loss-program": "WEIGHT_LOSS",
  "healthy-skin-program": "HEALTHY_SKIN",
  "diabetes-reversal-program": "DIABETES_REVERSAL",
  "pre-diabetes-reversal-program": "PRE_DIABETES_REVERSAL",
  "gut-health-reset-program": "GUT_HEALTH",
} as const satisfies Record<string, Goal>;
export type ProgramSlug = keyof typeof PROGRAM_SLUG_TO_GOAL;
export const PROGRAM_SLUGS = Object.keys(PROGRAM_SLUG_TO_GOAL) as ProgramSlug[];

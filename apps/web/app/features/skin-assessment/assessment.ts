import { SKIN_CONCERNS, SKIN_TYPES, type SkinConcern, type SkinType, type Sku } from "@ojas/domain";
import type { Api } from "../../lib/api.ts";

// The skin assessment: four questions whose answers pick a routine from the catalogue. The answers travel in
// the result page's URL (so the result works without an account and can be shared) and are kept as the
// quiz response's "skin" part.

export const ROUTINES = ["minimal", "complete"] as const;
export type Routine = (typeof ROUTINES)[number];

export interface SkinAnswers {
  skinType: SkinType;
  /** The shopper's concerns, most important first (at most MAX_CONCERNS). */
  concerns: SkinConcern[];
  /** New products sting or redden the skin. */
  sensitive: boolean;
  routine: Routine;
}

export const MAX_CONCERNS = 3;

/** How skin feels a few hours after washing tells its type better than a name the shopper has to know. */
export const SKIN_FEEL: ReadonlyArray<{ skinType: SkinType; label: string; hint: string }> = [
  { skinType: "dry", label: "Tight or flaky", hint: "It feels stretched and may look dull or rough." },
  { skinType: "oily", label: "Shiny all over", hint: "Forehead, nose, cheeks and chin all look oily." },
  {
    skinType: "combination",
    label: "Shiny in the T-zone only",
    hint: "Oily forehead, nose and chin; normal or dry cheeks.",
  },
  { skinType: "normal", label: "Comfortable", hint: "Neither tight nor shiny." },
];

export const SKIN_TYPE_NAMES: Record<SkinType, string> = {
  dry: "Dry",
  oily: "Oily",
  combination: "Combination",
  normal: "Normal",
};

export const CONCERN_NAMES: Record<SkinConcern, string> = {
  acne: "Acne and breakouts",
  "sensitive skin": "Sensitivity and redness",
  "pigmentation and dark spots": "Dark spots and pigmentation",
  "skin ageing": "Fine lines and firmness",
  dryness: "Dryness",
  "sun damage": "Sun damage",
  dullness: "Dullness",
};

export type RoutineStep = "facewash" | "serum" | "moisturiser" | "sunscreen";

export const STEP_NAMES: Record<RoutineStep, { verb: string; what: string }> = {
  facewash: { verb: "Cleanse", what: "Face wash, morning and night" },
  serum: { verb: "Treat", what: "Serum for your main concern" },
  moisturiser: { verb: "Moisturise", what: "Moisturiser, morning and night" },
  sunscreen: { verb: "Protect", what: "Sunscreen every morning" },
};

/** A minimal routine skips the serum; sunscreen is never skipped. */
export function routineSteps(answers: Pick<SkinAnswers, "routine">): RoutineStep[] {
  return answers.routine === "minimal"
    ? ["facewash", "moisturiser", "sunscreen"]
    : ["facewash", "serum", "moisturiser", "sunscreen"];
}

/** The concerns the routine works on: the shopper's, then sensitivity when new products sting. */
export function focusConcerns(answers: Pick<SkinAnswers, "concerns" | "sensitive">): SkinConcern[] {
  const list = [...answers.concerns];
  if (answers.sensitive && !list.includes("sensitive skin")) list.push("sensitive skin");
  return list;
}

/** Answers from a query string (?skinType=oily&concern=acne,dullness&sensitive=no&routine=complete), or null. */
export function answersFromQuery(params: URLSearchParams): SkinAnswers | null {
  const skinType = SKIN_TYPES.find((t) => t === params.get("skinType"));
  const routine = ROUTINES.find((r) => r === params.get("routine"));
  if (!skinType || !routine) return null;
  const asked = params
    .getAll("concern")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim());
  const concerns = [...new Set(asked)]
    .filter((c): c is SkinConcern => (SKIN_CONCERNS as readonly string[]).includes(c))
    .slice(0, MAX_CONCERNS);
  return { skinType, concerns, sensitive: params.get("sensitive") === "yes", routine };
}

export function answersToQuery(answers: SkinAnswers): string {
  const params = new URLSearchParams({ skinType: answers.skinType });
  if (answers.concerns.length) params.set("concern", answers.concerns.join(","));
  params.set("sensitive", answers.sensitive ? "yes" : "no");
  params.set("routine", answers.routine);
  return params.toString();
}

/** Saved answers (the quiz response's "skin" part) if they still make a valid assessment. */
export function answersFromSaved(saved: unknown): SkinAnswers | null {
  if (!saved || typeof saved !== "object") return null;
  const record = saved as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of ["skinType", "routine"])
    if (typeof record[key] === "string") params.set(key, record[key]);
  if (Array.isArray(record.concerns))
    params.set("concern", record.concerns.filter((c) => typeof c === "string").join(","));
  if (record.sensitive === true) params.set("sensitive", "yes");
  return answersFromQuery(params);
}

export interface RoutinePick {
  step: RoutineStep;
  sku: Sku;
  /** The concern it was chosen for, if any (else it was chosen for the skin type). */
  concern: SkinConcern | null;
}

type ListProducts = (query: Record<string, string>) => Promise<Sku[]>;

/**
 * One in-stock product per step: the top-rated one for the skin type and the first concern it treats
 * (concerns in the shopper's order), else for the skin type, else the top-rated of its type.
 */
export async function pickRoutine(list: ListProducts, answers: SkinAnswers): Promise<RoutinePick[]> {
  const concerns = focusConcerns(answers);
  const picks = await Promise.all(
    routineSteps(answers).map(async (step): Promise<RoutinePick | null> => {
      const base = { category: "SKINCARE_PRODUCT", productType: step, sort: "TOP_RATED", limit: "12" };
      const tries: Array<{ query: Record<string, string>; concern: SkinConcern | null }> = [
        ...concerns.map((concern) => ({ query: { ...base, skinType: answers.skinType, concern }, concern })),
        { query: { ...base, skinType: answers.skinType }, concern: null },
        { query: base, concern: null },
      ];
      for (const attempt of tries) {
        const found = (await list(attempt.query)).find((sku) => sku.stockStatus === "IN_STOCK");
        if (found) return { step, sku: found, concern: attempt.concern };
      }
      return null;
    }),
  );
  return picks.filter((pick): pick is RoutinePick => pick !== null);
}

/** pickRoutine on the catalogue API (GET /api/catalogue/v1/products); a failed list counts as empty. */
export function recommendRoutine(api: Api, answers: SkinAnswers): Promise<RoutinePick[]> {
  return pickRoutine(
    (query) =>
      api
        .get<{ products: Sku[] }>("/api/catalogue/v1/products", query)
        .then((r) => r.products)
        .catch((): Sku[] => []),
    answers,
  );
}

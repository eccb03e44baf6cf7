// The back office's content form (docs/product.md, "Content"): which inputs each kind has, and from the
// form's values to the body of POST / PATCH /api/staff/content, checked with the domain's own schema so the
// page shows the same field errors the API would. Rich text is plain HTML in a textarea; the server
// sanitises it (docs/decisions/0037-content-sanitising.md).
import {
  ARTICLE_CATEGORIES,
  CONSULTANT_ROLES,
  CONTENT_FIELDS_SCHEMAS,
  type ContentKind,
  type ContentStatus,
  FITNESS_SUB_CATEGORIES,
  GOALS,
  LANDING_EDITABLE_KEYS,
  MARKETS,
  TESTIMONIAL_CATEGORIES,
  VIDEO_LEVELS,
} from "@ojas/domain";

export type InputType =
  | "text"
  | "textarea"
  | "html"
  | "number"
  | "lines"
  | "select"
  | "optional-select"
  | "checkboxes"
  | "json"
  | "optional-json";

export interface ContentInput {
  name: string;
  label: string;
  type: InputType;
  options?: readonly string[];
  hint?: string;
  /** Names the item: shown on create, fixed on edit. */
  id?: boolean;
}

const t = (name: string, label: string, extra: Partial<ContentInput> = {}): ContentInput => ({
  name,
  label,
  type: "text",
  ...extra,
});

const IMAGE_HINT = "An /images/... path or an https:// address.";

export const CONTENT_INPUTS: Record<ContentKind, ContentInput[]> = {
  article: [
    t("slug", "Slug", { id: true, hint: "Lowercase words joined by hyphens: the page's address." }),
    t("title", "Title"),
    t("excerpt", "Excerpt", { type: "textarea" }),
    t("category", "Category", { type: "select", options: ARTICLE_CATEGORIES }),
    t("tags", "Tags", { type: "lines", hint: "One per line." }),
    t("author", "Author"),
    t("image", "Image", { hint: IMAGE_HINT }),
    t("readMinutes", "Minutes to read", { type: "number" }),
    t("bodyHtml", "Body (HTML)", {
      type: "html",
      hint: "Paragraphs <p>, headings <h2> <h3>, lists <ul> <ol> <li>, <strong>, <em>, <blockquote>, links (https) and images (https or /images/). Anything else is removed when saved.",
    }),
  ],
  recipe: [
    t("slug", "Slug", { id: true }),
    t("title", "Title"),
    t("description", "Description", { type: "textarea" }),
    t("image", "Image", { hint: IMAGE_HINT }),
    t("goal", "Goal", { type: "optional-select", options: GOALS }),
    t("prepMinutes", "Preparation minutes", { type: "number" }),
    t("calories", "Calories", { type: "number" }),
    t("proteinGrams", "Protein (g)", { type: "number" }),
    t("ingredients", "Ingredients", { type: "lines", hint: "One per line." }),
    t("steps", "Steps", { type: "lines", hint: "One per line." }),
    t("tags", "Tags", { type: "lines", hint: "One per line." }),
  ],
  video: [
    t("videoId", "Video id", { id: true }),
    t("title", "Title"),
    t("category", "Category"),
    t("subCategory", "Sub-category", { type: "select", options: FITNESS_SUB_CATEGORIES }),
    t("trainerId", "Trainer id", { hint: "Blank for none." }),
    t("durationSeconds", "Length (seconds)", { type: "number" }),
    t("level", "Level", { type: "select", options: VIDEO_LEVELS }),
    t("thumbnail", "Thumbnail", { hint: IMAGE_HINT }),
    t("exercises", "Exercises (JSON)", { type: "json", hint: 'e.g. [{"name": "Squat", "reps": 12}]' }),
  ],
  trainer: [
    t("trainerId", "Trainer id", { id: true }),
    t("name", "Name"),
    t("role", "Role", { type: "select", options: CONSULTANT_ROLES }),
    t("speciality", "Speciality"),
    t("categories", "Categories", { type: "checkboxes", options: FITNESS_SUB_CATEGORIES }),
    t("bio", "Bio", { type: "textarea" }),
    t("image", "Image", { hint: IMAGE_HINT }),
    t("experienceYears", "Years of experience", { type: "number" }),
    t("rating", "Rating (0 to 5)", { type: "number" }),
  ],
  testimonial: [
    t("testimonialId", "Testimonial id", { id: true }),
    t("name", "Name"),
    t("city", "City"),
    t("quote", "Quote", { type: "textarea" }),
    t("rating", "Rating (1 to 5)", { type: "number" }),
    t("category", "Category", { type: "select", options: TESTIMONIAL_CATEGORIES }),
    t("goal", "Goal", { type: "optional-select", options: GOALS }),
    t("image", "Image", { hint: IMAGE_HINT }),
    t("transformation", "Transformation (JSON)", {
      type: "optional-json",
      hint: 'Blank for none, or {"before": "82 kg", "after": "74 kg", "metric": "weight", "durationWeeks": 12}',
    }),
  ],
  "influencer-video": [
    t("videoId", "Video id", { id: true }),
    t("creator", "Creator"),
    t("handle", "Handle"),
    t("title", "Title"),
    t("thumbnail", "Thumbnail", { hint: IMAGE_HINT }),
    t("durationSeconds", "Length (seconds)", { type: "number" }),
    t("productSlug", "Product slug", { hint: "Blank for none." }),
  ],
  faq: [
    t("pageKey", "Page", { type: "select", options: LANDING_EDITABLE_KEYS, id: true }),
    t("market", "Market", { type: "select", options: MARKETS, id: true }),
    t("blocks", "FAQ blocks (JSON)", {
      type: "json",
      hint: 'e.g. [{"type": "faqs", "title": "Questions", "items": [{"question": "…", "answer": "…"}]}]. They replace the page\'s FAQ blocks and publish with the page.',
    }),
  ],
  landing: [
    t("pageKey", "Page", { type: "select", options: LANDING_EDITABLE_KEYS, id: true }),
    t("market", "Market", { type: "select", options: MARKETS, id: true }),
    t("data", "Page data (JSON)", {
      type: "json",
      hint: "Its SEO, hero and blocks, checked against the page's schema.",
    }),
  ],
};

export const CONTENT_STATUS_NAMES: Record<ContentStatus, string> = {
  DRAFT: "Draft",
  SCHEDULED: "Scheduled",
  PUBLISHED: "Published",
  UNPUBLISHED: "Unpublished",
};

export const CONTENT_STATUS_BADGE: Record<ContentStatus, string> = {
  DRAFT: "bg-line/60 text-ink",
  SCHEDULED: "bg-accent/15 text-ink",
  PUBLISHED: "bg-success/15 text-ink",
  UNPUBLISHED: "bg-error/10 text-ink",
};

export interface ContentFormResult {
  body: Record<string, unknown> | null;
  errors: Record<string, string>;
}

/** The text an input shows for a field's value. */
export function inputValue(input: ContentInput, value: unknown): string | string[] {
  if (value === null || value === undefined) return input.type === "checkboxes" ? [] : "";
  switch (input.type) {
    case "lines":
      return (value as string[]).join("\n");
    case "checkboxes":
      return value as string[];
    case "json":
    case "optional-json":
      return JSON.stringify(value, null, 2);
    default:
      return String(value);
  }
}

/** The body from the form's values, checked with the kind's schema; field errors by field name. */
export function contentBody(kind: ContentKind, form: FormData): ContentFormResult {
  const errors: Record<string, string> = {};
  const raw: Record<string, unknown> = { kind };
  for (const input of CONTENT_INPUTS[kind]) {
    const text = String(form.get(input.name) ?? "");
    switch (input.type) {
      case "lines":
        raw[input.name] = text.split("\n").map((line) => line.trim());
        break;
      case "checkboxes":
        raw[input.name] = form.getAll(input.name).map(String);
        break;
      case "optional-select":
        raw[input.name] = text === "" ? null : text;
        break;
      case "json":
      case "optional-json":
        if (input.type === "optional-json" && text.trim() === "") raw[input.name] = null;
        else {
          try {
            raw[input.name] = JSON.parse(text);
          } catch {
            errors[input.name] = "Not valid JSON";
          }
        }
        break;
      default:
        // Optional ids (a video's trainer, an influencer video's product): blank means none.
        raw[input.name] =
          text.trim() === "" && (input.name === "trainerId" || input.name === "productSlug") ? null : text;
    }
  }
  const parsed = CONTENT_FIELDS_SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join(".") || "form";
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  // The raw values go to the API, which parses them with the same schema.
  return { body: raw, errors };
}

/** The field error for an input: its own, or the first one under it (data.hero.title ...). */
export function errorFor(errors: Record<string, string> | undefined, name: string): string | undefined {
  if (!errors) return undefined;
  if (errors[name]) return errors[name];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${name}.`));
  return nested ? `${nested.slice(name.length + 1)}: ${errors[nested]}` : undefined;
}

/** Blank fields for a new item of the kind. */
export function emptyFields(kind: ContentKind): Record<string, unknown> {
  const fields: Record<string, unknown> = { kind };
  for (const input of CONTENT_INPUTS[kind]) {
    if (input.type === "lines" || input.type === "checkboxes") fields[input.name] = [];
    else if (input.type === "json") fields[input.name] = input.name === "data" ? {} : [];
    else if (input.type === "select") fields[input.name] = input.options?.[0] ?? "";
    else fields[input.name] = null;
  }
  return fields;
}

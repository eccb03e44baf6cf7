import type { Product } from "@ojas/domain";

/** Shoppers read what is in it and what it does before how to use it. */
const ORDER = ["keyIngredients", "benefits", "howToUse", "suitableFor", "texture", "claims"];
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

const LABELS: Record<string, string> = {
  keyIngredients: "Key ingredients",
  howToUse: "How to use",
  benefits: "Benefits",
  suitableFor: "Suitable for",
  texture: "Texture",
  claims: "Good to know",
};

/**
 * Keys the catalogue keeps for the purchase flow (ids, option lists), not for reading; a bundle's
 * `includes` (sku ids) shows by name in BundleParts.
 */
const isInternal = (key: string) => /(Id|Ids)$/.test(key) || key === "purchaseOptions" || key === "includes";

function label(key: string): string {
  if (LABELS[key]) return LABELS[key];
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Text of one list entry: a string, or an object such as {name, text} or {title, description}. */
function entryText(item: unknown): { title?: string; text: string } | null {
  if (typeof item === "string" || typeof item === "number") return { text: String(item) };
  if (!item || typeof item !== "object") return null;
  const record = item as Record<string, unknown>;
  const title = [record.name, record.title, record.label].find((v) => typeof v === "string") as
    | string
    | undefined;
  const text = [record.text, record.description, record.benefit, record.value, record.amount].find(
    (v) => typeof v === "string" || typeof v === "number",
  );
  if (text === undefined) return title ? { text: title } : null;
  return { title, text: String(text) };
}

/** The product's details (ingredients, how to use, benefits ...), whatever the category keeps there. */
export function ProductDetails({ product }: { product: Product }) {
  const entries = Object.entries(product.details)
    .filter(([key]) => !isInternal(key))
    .sort(([a], [b]) => rank(a) - rank(b));
  const sections = entries.flatMap(([key, value]) => {
    if (typeof value === "string" && value.trim()) return [{ key, paragraphs: [value], list: [] }];
    if (Array.isArray(value)) {
      const list = value.map(entryText).filter((e): e is NonNullable<typeof e> => e !== null);
      return list.length ? [{ key, paragraphs: [] as string[], list }] : [];
    }
    return [];
  });
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-surface">
      <section className="p-5">
        <h2 className="text-lg font-semibold text-ink">About this product</h2>
        <p className="mt-2 text-ink/90">{product.description}</p>
      </section>
      {sections.map((section) => (
        <details key={section.key} className="group p-5" open={section.key === "keyIngredients"}>
          <summary className="flex cursor-pointer list-none items-center justify-between text-lg font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <h2>{label(section.key)}</h2>
            <span aria-hidden="true" className="text-xl text-muted transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-ink/90">
              {p}
            </p>
          ))}
          {section.list.length ? (
            <ul className="mt-3 space-y-2">
              {section.list.map((entry) => (
                <li key={`${entry.title ?? ""}${entry.text}`} className="flex gap-2 text-ink/90">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  <span>
                    {entry.title ? <strong className="font-semibold text-ink">{entry.title}: </strong> : null}
                    {entry.text}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </details>
      ))}
    </div>
  );
}

/** What the search SQL needs from what the shopper typed. */
export interface SearchTerms {
  /** Lower-cased, whitespace collapsed: the trigram side compares this with names. */
  needle: string;
  /**
   * to_tsquery text: every word required, the last one as a prefix ("vitamin & seru:*") so that a word
   * still being typed matches. Null when the input has no letters or digits. Words are letters and digits
   * only, so nothing the shopper types can become tsquery syntax.
   */
  tsquery: string | null;
}

const MAX_WORDS = 8;

export function searchTerms(searchValue: string): SearchTerms {
  const needle = searchValue.trim().toLowerCase().replace(/\s+/g, " ");
  const words = needle
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return { needle, tsquery: null };
  const last = words.length - 1;
  // A lone trailing letter ("women's" -> "s") as a prefix would match almost everything.
  const parts = words.map((w, i) => (i === last && (w.length > 1 || words.length === 1) ? `${w}:*` : w));
  return { needle, tsquery: parts.join(" & ") };
}

// The cart's out-of-stock message (a cart error OUT_OF_STOCK with this display text).

export interface StockLine {
  name: string;
  qty: number;
  availableToPromise: number;
}

/** Out of stock (nothing to promise, including coming soon) or more units than can be promised. */
export function isLineOutOfStock(line: StockLine): boolean {
  return line.availableToPromise <= 0 || line.qty > line.availableToPromise;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * "Ojas Ring sizing kit is out of stock. Only 2 units of Niacinamide 10% Serum are available. Please update
 * your cart to continue." Empty when every line can be delivered.
 */
export function outOfStockText(lines: readonly StockLine[]): string {
  const soldOut = lines.filter((l) => l.availableToPromise <= 0).map((l) => l.name);
  const limited = lines.filter((l) => l.availableToPromise > 0 && l.qty > l.availableToPromise);
  if (soldOut.length === 0 && limited.length === 0) return "";
  const sentences: string[] = [];
  if (soldOut.length > 0)
    sentences.push(`${joinNames(soldOut)} ${soldOut.length === 1 ? "is" : "are"} out of stock.`);
  for (const { name, availableToPromise: n } of limited) {
    sentences.push(`Only ${n} ${n === 1 ? "unit" : "units"} of ${name} ${n === 1 ? "is" : "are"} available.`);
  }
  sentences.push("Please update your cart to continue.");
  return sentences.join(" ");
}

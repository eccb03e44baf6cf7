import { type Customer, type LifeBitsAdjustmentBody, lifeBitsAdjustmentBodySchema } from "@ojas/domain";

// The back office's customers (docs/product.md, "Customers"): the search's query string, how a shopper is
// named, and the life bits form checked with the API's own schema before it is sent.

/** The search text of the page's URL, trimmed; null when absent or blank. */
export function searchTextOf(params: URLSearchParams): string | null {
  return params.get("q")?.trim().slice(0, 80) || null;
}

/** The page's own query string for a search (and a page token), for links. */
export function customerSearch(q: string | null, nextToken?: string | null): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (nextToken) params.set("nextToken", nextToken);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The shopper's name, or how to reach them when they gave none. */
export function customerName(c: Pick<Customer, "firstName" | "lastName" | "phoneNumber" | "email">): string {
  const name = `${c.firstName} ${c.lastName}`.trim();
  return name || c.phoneNumber || c.email || "Unnamed shopper";
}

export interface LifeBitsForm {
  body: LifeBitsAdjustmentBody | null;
  errors: Partial<Record<"amount" | "reason", string>>;
}

/**
 * The adjustment from the form: "add" or "take" and a positive amount become the signed amount the API
 * takes; anything the schema refuses comes back as the field's message.
 */
export function lifeBitsFormBody(form: FormData): LifeBitsForm {
  const direction = String(form.get("direction") ?? "add");
  const typed = String(form.get("amount") ?? "").trim();
  const errors: LifeBitsForm["errors"] = {};
  const magnitude = Number(typed);
  if (!typed || !Number.isInteger(magnitude) || magnitude <= 0)
    errors.amount = "Enter a whole number above 0";
  const parsed = lifeBitsAdjustmentBodySchema.safeParse({
    amount: direction === "take" ? -magnitude : magnitude,
    reason: String(form.get("reason") ?? ""),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "amount" || field === "reason") && !errors[field]) errors[field] = issue.message;
    }
  }
  return parsed.success && Object.keys(errors).length === 0
    ? { body: parsed.data, errors }
    : { body: null, errors };
}

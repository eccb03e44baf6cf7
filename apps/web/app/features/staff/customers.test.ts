import { describe, expect, it } from "vitest";
import { customerName, customerSearch, lifeBitsFormBody, searchTextOf } from "./customers.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("the customers screen", () => {
  it("reads and writes its search in the query string", () => {
    expect(searchTextOf(new URLSearchParams("q=%20Kavya%20"))).toBe("Kavya");
    expect(searchTextOf(new URLSearchParams("q=%20"))).toBeNull();
    expect(customerSearch("Kavya", "tok")).toBe("?q=Kavya&nextToken=tok");
    expect(customerSearch(null)).toBe("");
  });

  it("names a shopper by name, else phone, else email", () => {
    const base = { firstName: "", lastName: "", phoneNumber: null, email: null };
    expect(customerName({ ...base, firstName: "Kavya", lastName: "Menon" })).toBe("Kavya Menon");
    expect(customerName({ ...base, phoneNumber: "+919876543210" })).toBe("+919876543210");
    expect(customerName({ ...base, email: "k@example.com" })).toBe("k@example.com");
  });

  it("turns the life bits form into the signed amount, or the fields to fix", () => {
    expect(lifeBitsFormBody(form({ direction: "take", amount: "40", reason: " Duplicate credit " }))).toEqual(
      {
        body: { amount: -40, reason: "Duplicate credit" },
        errors: {},
      },
    );
    expect(lifeBitsFormBody(form({ direction: "add", amount: "25", reason: "Goodwill" })).body).toEqual({
      amount: 25,
      reason: "Goodwill",
    });
    const bad = lifeBitsFormBody(form({ direction: "add", amount: "2.5", reason: "" }));
    expect(bad.body).toBeNull();
    expect(bad.errors.amount).toBe("Enter a whole number above 0");
    expect(bad.errors.reason).toMatch(/Say why/);
    expect(lifeBitsFormBody(form({ amount: "200000", reason: "Too many" })).errors.amount).toMatch(/At most/);
  });
});

import { describe, expect, it } from "vitest";
import { couponBodyFromForm, formValuesOf, localOf } from "./coupon-form.ts";

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe("the coupon form", () => {
  it("builds the body the API takes: amounts in minor units, dates in India time", () => {
    const { body, errors } = couponBodyFromForm(
      formOf([
        ["code", "flat300"],
        ["title", "₹300 off"],
        ["description", "₹300 off orders above ₹1,500."],
        ["appliesTo", "CART"],
        ["discountType", "ABSOLUTE"],
        ["value", "300"],
        ["markets", "IN"],
        ["minCartValueIN", "1500"],
        ["validFrom", "2026-03-01T00:00"],
        ["validUntil", "2026-04-01T00:00"],
        ["usesPerUser", "1"],
      ]),
    );
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      code: "flat300",
      discountType: "ABSOLUTE",
      value: 30_000,
      markets: ["IN"],
      minCartValue: { IN: 150_000 },
      validFrom: Date.UTC(2026, 1, 28, 18, 30),
      usesPerUser: 1,
      active: true,
    });
  });

  it("shows the domain's field errors", () => {
    const { body, errors } = couponBodyFromForm(
      formOf([
        ["code", "x"],
        ["title", "T"],
        ["description", "D"],
        ["discountType", "PERCENTAGE"],
        ["value", "150"],
        ["validFrom", "2026-03-02T00:00"],
        ["validUntil", "2026-03-01T00:00"],
      ]),
    );
    expect(body).toBeNull();
    expect(errors).toMatchObject({
      code: "Use 3 to 20 letters or digits",
      value: "A percentage is from 1 to 100",
      validUntil: "The end must be after the start",
    });
    const plan = couponBodyFromForm(
      formOf([
        ["code", "PLANX1"],
        ["title", "T"],
        ["description", "D"],
        ["appliesTo", "PLAN"],
        ["discountType", "ABSOLUTE"],
      ]),
    );
    expect(plan.errors).toHaveProperty(["plan/amounts"]);
  });

  it("starts an edit from the coupon as stored", () => {
    expect(localOf(Date.UTC(2026, 1, 28, 18, 30))).toBe("2026-03-01T00:00");
    const values = formValuesOf({
      code: "FLAT300",
      title: "t",
      description: "d",
      appliesTo: "CART",
      discountType: "ABSOLUTE",
      value: 30_000,
      maxDiscount: null,
      minCartValue: { IN: 150_000 },
      markets: ["IN"],
      categories: null,
      skuIds: ["A", "B"],
      freeSkuIds: null,
      freebieSkuIds: null,
      firstPurchaseOnly: false,
      validFrom: null,
      validUntil: null,
      usesPerUser: 1,
      usesInAll: null,
      automatic: false,
      lifeBitsCost: null,
      referralOnly: false,
      plan: null,
      webinar: null,
      active: false,
      createdAt: 0,
      uses: 3,
    });
    expect(values).toMatchObject({ value: "300", minCartValueIN: "1500", skuIds: "A, B", inactive: true });
  });
});

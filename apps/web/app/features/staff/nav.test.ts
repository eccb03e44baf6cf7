import { PERMISSIONS, permissionsOf, STAFF_ROLES } from "@ojas/domain/staff";
import { describe, expect, it } from "vitest";
import { areasWithoutScreen, STAFF_SCREENS, screensFor } from "./nav.ts";

const labels = (roles: Parameters<typeof permissionsOf>[0]) =>
  screensFor(permissionsOf(roles)).map((screen) => screen.label);

describe("back office navigation", () => {
  it("shows each role only the screens its permissions open", () => {
    expect(labels(["ADMIN"])).toEqual([
      "Orders",
      "Customers",
      "Catalogue",
      "Stock",
      "Subscriptions",
      "Offers",
      "Blood work",
      "Support",
      "Chat",
      "Sessions",
      "Reviews",
      "Content",
      "Staff",
    ]);
    expect(labels(["OPS"])).toEqual(["Orders", "Customers", "Catalogue", "Stock", "Blood work"]);
    expect(labels(["SUPPORT"])).toEqual(["Orders", "Customers", "Subscriptions", "Support", "Chat"]);
    expect(labels(["CONTENT"])).toEqual(["Offers", "Reviews", "Content"]);
    expect(labels(["COACH"])).toEqual(["Blood work", "Sessions"]);
    expect(labels(["CONTENT", "OPS"])).toEqual([
      "Orders",
      "Customers",
      "Catalogue",
      "Stock",
      "Offers",
      "Blood work",
      "Reviews",
      "Content",
    ]);
    expect(labels([])).toEqual([]);
  });

  it("never shows a screen without its permission, for any set of permissions", () => {
    for (const role of STAFF_ROLES) {
      const held = permissionsOf([role]);
      for (const screen of screensFor(held)) expect(held).toContain(screen.permission);
    }
    for (const missing of PERMISSIONS) {
      const held = PERMISSIONS.filter((permission) => permission !== missing);
      expect(screensFor(held).map((screen) => screen.permission)).not.toContain(missing);
    }
  });

  it("links only to screens that exist, and names the other areas without a link", () => {
    expect(STAFF_SCREENS.map((screen) => screen.path)).toEqual([
      "/staff/orders",
      "/staff/customers",
      "/staff/catalogue",
      "/staff/stock",
      "/staff/subscriptions",
      "/staff/offers",
      "/staff/blood-work",
      "/staff/support",
      "/staff/chat",
      "/staff/sessions",
      "/staff/reviews",
      "/staff/content",
      "/staff/accounts",
    ]);
    expect(areasWithoutScreen(permissionsOf(["OPS"]))).toEqual(["refunds"]);
    expect(areasWithoutScreen(permissionsOf(["CONTENT"]))).toEqual([]);
  });
});

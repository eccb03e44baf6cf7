import { describe, expect, it } from "vitest";
import {
  can,
  isStaffRole,
  mayGrant,
  PERMISSIONS,
  permissionsOf,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
} from "./permissions.ts";

describe("staff permission matrix", () => {
  it("gives ADMIN every permission and only ADMIN the staff permission", () => {
    expect(permissionsOf(["ADMIN"])).toEqual([...PERMISSIONS]);
    for (const role of STAFF_ROLES) expect(can([role], "staff")).toBe(role === "ADMIN");
  });

  it("grants each area to at least one role besides ADMIN, except staff", () => {
    for (const permission of PERMISSIONS.filter((p) => p !== "staff")) {
      expect(STAFF_ROLES.filter((r) => r !== "ADMIN" && can([r], permission)).length).toBeGreaterThan(0);
    }
  });

  it("unites the permissions of several roles in the catalogue's order, without repeats", () => {
    expect(permissionsOf(["COACH", "OPS"])).toEqual([
      "catalogue",
      "stock",
      "orders",
      "refunds",
      "customers",
      "plans",
      "sessions",
      "bloodwork",
    ]);
    expect(permissionsOf([])).toEqual([]);
    expect(can([], "orders")).toBe(false);
  });

  it("keeps refunds away from SUPPORT and orders away from CONTENT and COACH", () => {
    expect(can(["SUPPORT"], "orders")).toBe(true);
    expect(can(["SUPPORT"], "refunds")).toBe(false);
    expect(can(["CONTENT"], "orders")).toBe(false);
    expect(can(["COACH"], "orders")).toBe(false);
  });

  it("lets a role be given only by someone holding all it grants", () => {
    for (const role of STAFF_ROLES) expect(mayGrant(["ADMIN"], role)).toBe(true);
    expect(mayGrant(["OPS"], "ADMIN")).toBe(false);
    expect(mayGrant(["OPS"], "SUPPORT")).toBe(false); // support and subscriptions are not OPS's
    expect(mayGrant(["OPS", "SUPPORT"], "SUPPORT")).toBe(true);
    expect(mayGrant(["SUPPORT"], "SUPPORT")).toBe(true);
    expect(mayGrant([], "COACH")).toBe(false);
    expect(Object.keys(ROLE_PERMISSIONS)).toEqual([...STAFF_ROLES]);
  });

  it("recognises roles", () => {
    expect(isStaffRole("OPS")).toBe(true);
    expect(isStaffRole("ops")).toBe(false);
    expect(isStaffRole(1)).toBe(false);
  });
});

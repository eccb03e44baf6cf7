// Who on the staff may do what: roles grant permissions per area (docs/architecture.md, "Staff access";
// docs/decisions/0024-staff-access.md). Plain data and functions only: the storefront's browser code
// imports this to show each person only what they may use, so it must stay free of zod and the like.

export const STAFF_ROLES = ["ADMIN", "OPS", "SUPPORT", "CONTENT", "COACH"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  "catalogue",
  "stock",
  "offers",
  "orders",
  "refunds",
  "customers",
  "reviews",
  "content",
  "plans",
  "subscriptions",
  "sessions",
  "bloodwork",
  "support",
  "staff",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The matrix: what each role grants. Why each row is what it is: docs/decisions/0024-staff-access.md. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  ADMIN: PERMISSIONS,
  OPS: ["catalogue", "stock", "orders", "refunds", "customers", "bloodwork"],
  SUPPORT: ["orders", "customers", "subscriptions", "support"],
  CONTENT: ["content", "reviews", "offers"],
  COACH: ["plans", "sessions", "bloodwork"],
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/** Every permission the roles grant together, in the catalogue's order. */
export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) for (const permission of ROLE_PERMISSIONS[role] ?? []) granted.add(permission);
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role]?.includes(permission));
}

/**
 * Whether someone holding `granterRoles` may give or take `role`: only when they hold every permission
 * that role grants, so nobody hands out more than they have.
 */
export function mayGrant(granterRoles: readonly StaffRole[], role: StaffRole): boolean {
  const held = new Set(permissionsOf(granterRoles));
  return ROLE_PERMISSIONS[role].every((permission) => held.has(permission));
}

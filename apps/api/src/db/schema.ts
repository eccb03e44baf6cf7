// Every module's tables, for drizzle's typed queries and drizzle-kit's migrations.

export * from "../modules/bloodwork/tables.ts";
export * from "../modules/cart/tables.ts";
export * from "../modules/catalogue/tables.ts";
export * from "../modules/content/tables.ts";
export * from "../modules/identity/tables.ts";
export * from "../modules/location/tables.ts";
export * from "../modules/orders/tables.ts";
export * from "../modules/payments/tables.ts";
export * from "../modules/plans/tables.ts";
export * from "../modules/pricing/tables.ts";
export * from "../modules/referral/tables.ts";
export * from "../modules/staff/tables.ts";
export * from "../modules/subscriptions/tables.ts";
export * from "../modules/support/tables.ts";
export * from "../modules/users/tables.ts";
export * from "../modules/webinars/tables.ts";
export * from "../modules/workouts/tables.ts";

import type { Permission, StaffRole } from "@ojas/domain/staff";

// What the back office offers each member of staff (docs/architecture.md, "Back office shell"): one entry
// per screen that exists, behind the permission its API routes check. Areas without a screen get no link.

export interface StaffScreen {
  path: string;
  label: string;
  /** What the person does there, for the back office's home page. */
  description: string;
  permission: Permission;
}

export const STAFF_SCREENS: readonly StaffScreen[] = [
  {
    path: "/staff/orders",
    label: "Orders",
    description: "Find any shopper's order and move it to its next status.",
    permission: "orders",
  },
  {
    path: "/staff/customers",
    label: "Customers",
    description:
      "Find a shopper by phone, email or name; adjust their life bits or sign them out everywhere.",
    permission: "customers",
  },
  {
    path: "/staff/catalogue",
    label: "Catalogue",
    description: "Products per market: edit them and their skus, set prices, publish, add images.",
    permission: "catalogue",
  },
  {
    path: "/staff/stock",
    label: "Stock",
    description:
      "See what is free and held per market, the low ones first; record goods received, damaged or recounted.",
    permission: "stock",
  },
  {
    path: "/staff/subscriptions",
    label: "Subscriptions",
    description: "Find a shopper's subscription; cancel it, refund a period or extend it.",
    permission: "subscriptions",
  },
  {
    path: "/staff/offers",
    label: "Offers",
    description:
      "Create, edit and deactivate coupons of every kind; set the referral reward; affiliates and their sales.",
    permission: "offers",
  },
  {
    path: "/staff/blood-work",
    label: "Blood work",
    description: "Today's home collections: move them along, upload reports; set slot capacity by area.",
    permission: "bloodwork",
  },
  {
    path: "/staff/support",
    label: "Support",
    description:
      "Answer shoppers' call-back, business and trial requests: take one, note what happened, close it.",
    permission: "support",
  },
  {
    path: "/staff/chat",
    label: "Chat",
    description: "Read shoppers' chat conversations, newest first, and reply to them.",
    permission: "support",
  },
  {
    path: "/staff/sessions",
    label: "Sessions",
    description:
      "Schedule coach sessions and webinars, set the meeting link, start and end them, export registrations.",
    permission: "sessions",
  },
  {
    path: "/staff/reviews",
    label: "Reviews",
    description:
      "Approve shoppers' reviews for the product page, or reject one with a reason its author sees.",
    permission: "reviews",
  },
  {
    path: "/staff/content",
    label: "Content",
    description:
      "Write articles, recipes, videos, trainers, testimonials, FAQs and landing blocks; schedule or unpublish them.",
    permission: "content",
  },
  {
    path: "/staff/accounts",
    label: "Staff",
    description: "See every staff account and the roles it holds.",
    permission: "staff",
  },
];

/** The screens this person may use, in the navigation's order. */
export function screensFor(permissions: readonly Permission[]): StaffScreen[] {
  const held = new Set(permissions);
  return STAFF_SCREENS.filter((screen) => held.has(screen.permission));
}

/** The person's areas that have no screen yet (named on the home page, never linked). */
export function areasWithoutScreen(permissions: readonly Permission[]): Permission[] {
  const screened = new Set(STAFF_SCREENS.map((screen) => screen.permission));
  return permissions.filter((permission) => !screened.has(permission));
}

export const AREA_LABELS: Readonly<Record<Permission, string>> = {
  catalogue: "Catalogue",
  stock: "Stock",
  offers: "Offers",
  orders: "Orders",
  refunds: "Refunds",
  customers: "Customers",
  reviews: "Reviews",
  content: "Content",
  plans: "Plans",
  subscriptions: "Subscriptions",
  sessions: "Sessions",
  bloodwork: "Blood work",
  support: "Support",
  staff: "Staff",
};

export const ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  ADMIN: "Admin",
  OPS: "Operations",
  SUPPORT: "Support",
  CONTENT: "Content",
  COACH: "Coach",
};

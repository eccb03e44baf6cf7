import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Call-back, B2B and trial requests from the contact forms. */
export const supportRequests = pgTable(
  "support_requests",
  {
    requestId: text("request_id").primaryKey(),
    kind: text("kind").notNull(),
    market: text("market").notNull(),
    name: text("name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    email: text("email"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("support_requests_kind_idx").on(t.kind, t.createdAt)],
);

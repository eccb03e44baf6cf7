import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** A shopper's saved delivery addresses; (user, timestamp) names one. */
export const addresses = pgTable(
  "addresses",
  {
    userId: text("user_id").notNull(),
    /** Creation instant in epoch ms; unique per user. */
    timestamp: bigint("timestamp", { mode: "number" }).notNull(),
    name: text("name").notNull(),
    /** E.164 */
    phoneNumber: text("phone_number").notNull(),
    line1: text("line1").notNull(),
    line2: text("line2"),
    landmark: text("landmark"),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    /** Country name as shown: India, United Arab Emirates, United States. */
    country: text("country").notNull(),
    type: text("type").notNull(),
    defaultAddress: boolean("default_address").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timestamp] })],
);

/** The subscription quiz's answers, kept as the JSON text the storefront sent. */
export const quizResponses = pgTable("quiz_responses", {
  userId: text("user_id").primaryKey(),
  response: text("response").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
});

/** Life bits ledger: the balance is the sum of the deltas. */
export const lifeBitsEntries = pgTable(
  "life_bits_entries",
  {
    entryId: text("entry_id").primaryKey(),
    userId: text("user_id").notNull(),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    orderId: text("order_id"),
    /** Epoch ms. */
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [index("life_bits_entries_user_idx").on(t.userId, t.at)],
);

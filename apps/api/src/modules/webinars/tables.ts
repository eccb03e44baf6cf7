import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Live coaching and webinar sessions (the storefront's session pages). */
export const sessions = pgTable("sessions", {
  sessionId: text("session_id").primaryKey(),
  title: text("title").notNull(),
  hostName: text("host_name").notNull(),
  /** Epoch ms. */
  startTime: bigint("start_time", { mode: "number" }).notNull(),
  endTime: bigint("end_time", { mode: "number" }).notNull(),
  /** The coach has opened the room (an ongoing session that has not started says "wait for the coach"). */
  started: boolean("started").notNull().default(false),
  joinUrl: text("join_url"),
});

/**
 * A webinar: a session (its title, host and times live in `sessions`) listed on a market's /webinars
 * page, free (registration) or paid (a RING_WEBINAR_PURCHASE order).
 */
export const webinars = pgTable(
  "webinars",
  {
    webinarId: text("webinar_id")
      .primaryKey()
      .references(() => sessions.sessionId),
    market: text("market").notNull(),
    description: text("description"),
    /** RING for the ring webinars (/ring/webinar lists them); null for others. */
    topic: text("topic"),
    /** Minor units in `currency`; null for a free webinar. */
    price: integer("price"),
    currency: text("currency"),
  },
  (t) => [index("webinars_market_idx").on(t.market)],
);

/** One person's seat in a webinar; a phone registers once per webinar (the unique index). */
export const webinarRegistrations = pgTable(
  "webinar_registrations",
  {
    registrationId: text("registration_id").primaryKey(),
    webinarId: text("webinar_id")
      .notNull()
      .references(() => webinars.webinarId),
    name: text("name").notNull(),
    /** E.164. */
    phoneNumber: text("phone_number").notNull(),
    email: text("email"),
    /** The signed-in account that registered, if any. */
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("webinar_registrations_phone_uq").on(t.webinarId, t.phoneNumber),
    index("webinar_registrations_user_idx").on(t.userId),
  ],
);

import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

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
  // The live room (docs/product.md, "Live room"): who runs it, whose coach session it is, the meeting.
  /** The coach: a staff account's user id. */
  coachId: text("coach_id"),
  /** The subscriber a coach session belongs to (a user id); null for a webinar. */
  userId: text("user_id"),
  /** The embedded meeting link (https) the coach sets; the room's video. */
  meetingUrl: text("meeting_url"),
  startedAt: timestamp("started_at", { withTimezone: true }),
  endedAt: timestamp("ended_at", { withTimezone: true }),
  /** Where shoppers go when the session ends (a path); /plans/lite when null. */
  afterUrl: text("after_url"),
  createdAt: timestamp("created_at", { withTimezone: true }),
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

/** Who is in a live room: one row per person, its last heartbeat saying whether they are there now. */
export const sessionRoomPresence = pgTable(
  "session_room_presence",
  {
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.sessionId),
    userId: text("user_id").notNull(),
    /** COACH, STAFF, SUBSCRIBER or ATTENDEE, as the access check found them. */
    role: text("role").notNull(),
    name: text("name").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

/** A live room's chat, in the order written. */
export const sessionRoomMessages = pgTable(
  "session_room_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.sessionId),
    userId: text("user_id").notNull(),
    /** The author's name and role when they wrote it. */
    name: text("name").notNull(),
    role: text("role").notNull(),
    text: text("text").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("session_room_messages_session_idx").on(t.sessionId, t.id)],
);

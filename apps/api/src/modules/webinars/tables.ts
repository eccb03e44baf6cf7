import { bigint, boolean, pgTable, text } from "drizzle-orm/pg-core";

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

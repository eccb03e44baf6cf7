import type { UtmParams } from "@ojas/domain";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** What the customer search matches: lower-cased name, email and phone (the trigram index's expression). */
export function customerSearchText(t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  phoneNumber: AnyPgColumn;
}): SQL {
  return sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.email}, '') || ' ' || coalesce(${t.phoneNumber}, '')))`;
}

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Every account: shoppers, guests (no phone or email yet) and staff. */
export const users = pgTable(
  "users",
  {
    userId: text("user_id").primaryKey(),
    /** E.164 */
    phoneNumber: text("phone_number").unique(),
    /** Lower-cased. */
    email: text("email").unique(),
    /** Proven by an email OTP or a provider's verified claim; only then may SSO link to this account. */
    emailVerified: boolean("email_verified").notNull().default(false),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    healthGoal: text("health_goal"),
    isGuestUser: boolean("is_guest_user").notNull().default(false),
    isStaff: boolean("is_staff").notNull().default(false),
    /** argon2id */
    passwordHash: text("password_hash"),
    firstPurchaseCompleted: boolean("first_purchase_completed").notNull().default(false),
    /** A guest whose rows moved to this account when it signed in. */
    mergedIntoUserId: text("merged_into_user_id"),
    /** The campaign (UTM parameters) the shopper came from when they signed up. */
    utm: jsonb("utm").$type<UtmParams>(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  // The back office's customer search (docs/api.md, "Back office: customers"): part of a name, email or
  // phone number through one trigram index on the text searched; the newest shoppers first without a query.
  (t) => [
    index("users_search_trgm_idx").using("gin", sql`${customerSearchText(t)} gin_trgm_ops`),
    index("users_created_idx").on(t.createdAt.desc(), t.userId.desc()),
  ],
);

/** A Google or Apple account (issuer subject) linked to a user. */
export const userIdentities = pgTable(
  "user_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.userId),
    email: text("email"),
    createdAt: at("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("user_identities_user_idx").on(t.userId)],
);

/** The live one-time code of a phone or email; a new code replaces the old one. */
export const otpChallenges = pgTable("otp_challenges", {
  /** E.164 phone or lower-cased email. */
  identifier: text("identifier").primaryKey(),
  channel: text("channel").notNull(),
  /** HMAC-SHA256 of identifier and code. */
  codeHash: text("code_hash").notNull(),
  /** Verification attempts on this code; each is claimed before the comparison, so never more than the limit. */
  tries: integer("tries").notNull().default(0),
  sentAt: at("sent_at").notNull(),
  expiresAt: at("expires_at").notNull(),
  consumedAt: at("consumed_at"),
});

/** PKCE verifier, nonce and redirect of an SSO sign-in in progress, keyed by its state; single use. */
export const ssoStates = pgTable(
  "sso_states",
  {
    state: text("state").primaryKey(),
    provider: text("provider").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [index("sso_states_expires_idx").on(t.expiresAt)],
);

/** A sign-in: its refresh tokens rotate within it; revoking it ends them all. */
export const sessionFamilies = pgTable(
  "session_families",
  {
    familyId: text("family_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.userId),
    createdAt: at("created_at").notNull(),
    /** Absolute end, 30 days after sign-in; rotation does not extend it. */
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("session_families_user_idx").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    familyId: text("family_id")
      .notNull()
      .references(() => sessionFamilies.familyId),
    issuedAt: at("issued_at").notNull(),
    /** Set when exchanged for a new token; presenting it again revokes the family. */
    rotatedAt: at("rotated_at"),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId)],
);

/** What the shop sent (or would have sent) by SMS or email, readable at /api/dev/outbox when enabled. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    messageId: bigserial("message_id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    channel: text("channel").notNull(),
    text: text("text").notNull(),
    otp: text("otp"),
    /** Epoch ms. */
    sentAt: bigint("sent_at", { mode: "number" }).notNull(),
  },
  (t) => [index("outbox_messages_recipient_idx").on(t.recipient, t.sentAt)],
);

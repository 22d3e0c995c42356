import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Every enquiry (SPEC §3 contact_submissions). */
export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    location: text("location"),
    serviceType: text("service_type").notNull(),
    requirements: text("requirements"),
    emailSent: boolean("email_sent").notNull().default(false),
    submissionId: uuid("submission_id").notNull().unique(),
  },
  (table) => [index("contact_submissions_created_at_idx").on(table.createdAt)],
);

/** Mail waiting to be delivered; the worker retries with backoff (DESIGN decision 1). */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    // The enquiry a message belongs to (null for other mail). No foreign key: retention deletes
    // both sides by age, and migrations stay schema-agnostic so tests can run in their own schema.
    submissionId: uuid("submission_id"),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("email_outbox_submission_idx").on(table.submissionId),
  ],
);

/**
 * One row per rate-limited action (an enquiry, a newsletter sign-up). Counting rows in the
 * database keeps a limit true across several app instances. `key` is a hash of the client IP.
 */
export const rateLimitEvents = pgTable(
  "rate_limit_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_events_lookup_idx").on(table.bucket, table.key, table.createdAt)],
);

/** Every attempt to open the sales deck (never the password itself). */
export const presentationAccessLog = pgTable(
  "presentation_access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    clientIp: text("client_ip").notNull(),
    userAgent: text("user_agent"),
    success: boolean("success").notNull(),
  },
  (table) => [index("presentation_access_log_ip_idx").on(table.clientIp, table.createdAt)],
);

/**
 * Unlocked deck sessions (docs/decisions/0005-presentation-gate.md): the signed cookie names a row
 * here, so "Lock" can end the session everywhere the cookie was copied. No personal data: an
 * unguessable id and three times.
 */
export const presentationSessions = pgTable(
  "presentation_sessions",
  {
    id: text("id").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("presentation_sessions_expires_idx").on(table.expiresAt)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

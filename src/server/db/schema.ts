import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// Relative, not "@/": drizzle-kit loads this file without the project's path aliases.
import { ENQUIRY_STATUSES } from "../../features/admin/enquiry-status";

export { ENQUIRY_STATUSES, type EnquiryStatus } from "../../features/admin/enquiry-status";

/**
 * Where the visit that sent an enquiry or a sign-up came from (src/features/attribution/
 * attribution.ts, docs/decisions/0020-lead-attribution.md): the last touch (this visit, or the
 * latest visit that came from somewhere) with its click ids, and, when the visitor allowed it to
 * be remembered, the first touch. One definition for both tables.
 */
const attributionColumns = () => ({
  landingPath: text("landing_path"),
  referrerHost: text("referrer_host"),
  utmSource: text("utm_source"),
  utmMedium: text("utm_medium"),
  utmCampaign: text("utm_campaign"),
  utmTerm: text("utm_term"),
  utmContent: text("utm_content"),
  gclid: text("gclid"),
  gbraid: text("gbraid"),
  wbraid: text("wbraid"),
  fbclid: text("fbclid"),
  msclkid: text("msclkid"),
  firstLandingPath: text("first_landing_path"),
  firstReferrerHost: text("first_referrer_host"),
  firstUtmSource: text("first_utm_source"),
  firstUtmMedium: text("first_utm_medium"),
  firstUtmCampaign: text("first_utm_campaign"),
  firstUtmTerm: text("first_utm_term"),
  firstUtmContent: text("first_utm_content"),
  firstSeenAt: timestamp("first_seen_at", { withTimezone: true }),
});

/**
 * Every enquiry (docs/product.md §3 contact_submissions). The owner's search over name, email, company and
 * requirements uses a trigram index made by the custom migration 0003_admin_search (pg_trgm).
 */
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
    status: text("status", { enum: ENQUIRY_STATUSES }).notNull().default("new"),
    /** The owner handling it (one of OWNER_EMAILS), or null: everyone's. */
    assignee: text("assignee"),
    /**
     * When a person first answered it: a one-click reply or the first status change. Null while
     * it waits; its waiting time runs in working minutes until then
     * (src/server/admin/inbox/waiting.ts).
     */
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    ...attributionColumns(),
    /** The consented visit that sent it (traffic_visits' id, the owner's funnel); else null. */
    visitId: uuid("visit_id"),
    /**
     * The visitor's Consent Mode `ad_user_data` when it was sent (marketing consent): only these
     * enquiries go into the enhanced-conversions upload. Null: sent before it was recorded.
     */
    adUserData: boolean("ad_user_data"),
    /**
     * What a won client is worth (src/server/admin/inbox/won-value.ts): asked when it is marked
     * won, editable later; in `won_currency` (INR or USD; reports convert USD at
     * REPORT_USD_INR_RATE). Null: not given; the Google Ads files then send the site's fixed
     * enquiry value.
     */
    wonValue: numeric("won_value", { precision: 14, scale: 2 }),
    wonCurrency: text("won_currency"),
  },
  (table) => [
    // (created_at, id): the owner's list order, so a page is read straight from the index.
    index("contact_submissions_created_at_idx").on(table.createdAt, table.id),
    // Enquiries whose notification is not delivered yet are few: the "waiting"/"failed" filters.
    index("contact_submissions_unsent_idx")
      .on(table.createdAt)
      .where(sql`not ${table.emailSent}`),
    index("contact_submissions_status_created_idx").on(table.status, table.createdAt),
    index("contact_submissions_service_created_idx").on(table.serviceType, table.createdAt),
    // The enquiries still waiting for a first reply are few: the "Waiting" filter and reminders.
    index("contact_submissions_waiting_idx")
      .on(table.createdAt)
      .where(sql`${table.firstReplyAt} is null and ${table.status} = 'new'`),
    index("contact_submissions_assignee_created_idx").on(table.assignee, table.createdAt),
  ],
);

/**
 * The owner's history of an enquiry, with who (the owner's email, or "system") and when: status
 * changes, private notes, notifications sent again, assignments (`detail`: the new assignee's
 * email, empty when unassigned), one-click replies (`detail`: "email" or "whatsapp"; `from_status`
 * what an undo goes back to) and reminders (`detail`: the step, "1" or "2"; unique per enquiry, so
 * a step is sent once however many instances check). No foreign key, like email_outbox: deleting
 * an enquiry deletes these rows in the same transaction (src/server/admin/inbox/enquiries.ts), and
 * retention does the same.
 */
export const ENQUIRY_EVENT_KINDS = [
  "status",
  "note",
  "resend",
  "assign",
  "reply",
  "reply-undone",
  "reminder",
  "value",
  // A discovery call (src/server/booking): `detail` "booked", "rescheduled", "cancelled", "held"
  // or "no-show"; `note` the call's start (ISO, UTC).
  "call",
] as const;
export type EnquiryEventKind = (typeof ENQUIRY_EVENT_KINDS)[number];

export const enquiryEvents = pgTable(
  "enquiry_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    enquiryId: uuid("enquiry_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    kind: text("kind", { enum: ENQUIRY_EVENT_KINDS }).notNull(),
    fromStatus: text("from_status", { enum: ENQUIRY_STATUSES }),
    toStatus: text("to_status", { enum: ENQUIRY_STATUSES }),
    note: text("note"),
    detail: text("detail"),
  },
  (table) => [
    index("enquiry_events_enquiry_idx").on(table.enquiryId, table.createdAt),
    uniqueIndex("enquiry_events_reminder_step_idx")
      .on(table.enquiryId, table.detail)
      .where(sql`${table.kind} = 'reminder'`),
  ],
);

/** Mail waiting to be delivered; the worker retries with backoff (docs/product.md §10.1). */
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
    /** Its job on the queue (src/server/jobs); null for a row queued before the queue existed. */
    jobId: uuid("job_id"),
    /** An iCalendar invitation sent as the text/calendar part (its METHOD inside), or null. */
    calendar: text("calendar"),
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
  (table) => [
    index("presentation_access_log_ip_idx").on(table.clientIp, table.createdAt),
    index("presentation_access_log_created_at_idx").on(table.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text("email").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    ...attributionColumns(),
  },
  (table) => [index("newsletter_subscribers_created_at_idx").on(table.createdAt)],
);

/**
 * One-time sign-in links of the owner's view (docs/decisions/0011-owner-sign-in.md): only the
 * SHA-256 of the token is stored; `used_at` makes a link single use.
 */
export const adminSignInTokens = pgTable(
  "admin_sign_in_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    /** Where to go after signing in (a relative path on this site). */
    nextPath: text("next_path").notNull().default("/admin"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("admin_sign_in_tokens_expires_idx").on(table.expiresAt)],
);

/**
 * Owner sessions: the cookie holds a random value, the table its SHA-256, so a copy of the
 * database cannot be replayed as a cookie. Revoked by setting `revoked_at`.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    csrfToken: text("csrf_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end (7 days after sign-in), whatever the activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (table) => [index("admin_sessions_email_idx").on(table.email)],
);

/**
 * Signed JSON posts of new enquiries to LEAD_WEBHOOK_URLS (docs/decisions/0012-lead-webhooks.md):
 * the same delivery rules as email_outbox (claim with SKIP LOCKED, lease, backoff, give up after
 * three days); one row per enquiry and URL.
 */
export const webhookOutbox = pgTable(
  "webhook_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    submissionId: uuid("submission_id").notNull(),
    url: text("url").notNull(),
    /** The JSON body, fixed when queued; the signature is made per attempt (its timestamp). */
    payload: text("payload").notNull(),
    status: text("status", { enum: ["pending", "sending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Its job on the queue (src/server/jobs); null for a row queued before the queue existed. */
    jobId: uuid("job_id"),
  },
  (table) => [
    index("webhook_outbox_due_idx").on(table.status, table.nextAttemptAt),
    uniqueIndex("webhook_outbox_submission_url_idx").on(table.submissionId, table.url),
  ],
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

/**
 * Visit counts (docs/decisions/0026-first-party-visit-counts.md): one row per period, page,
 * device class and, for the first page of a visit, its source / medium / campaign; counters only,
 * never a row per view and nothing about a visitor. Periods start on India-time hours; retention
 * rolls hour rows into India-time days after 30 days and deletes days after 13 months.
 */
export const trafficCounts = pgTable(
  "traffic_counts",
  {
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    span: text("span", { enum: ["hour", "day"] }).notNull(),
    path: text("path").notNull(),
    device: text("device").notNull(),
    entry: boolean("entry").notNull(),
    /** Empty unless `entry`: where the visit came from (the Sources page's rule). */
    source: text("source").notNull().default(""),
    medium: text("medium").notNull().default(""),
    campaign: text("campaign").notNull().default(""),
    views: integer("views").notNull().default(0),
    /** Consented visits that started here (counted once per visit id). */
    visits: integer("visits").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.periodStart,
        table.span,
        table.path,
        table.device,
        table.entry,
        table.source,
        table.medium,
        table.campaign,
      ],
    }),
  ],
);

/** Real visitors' Web Vitals: per period, page and metric, how many samples fell in each bucket. */
export const trafficVitals = pgTable(
  "traffic_vitals",
  {
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    span: text("span", { enum: ["hour", "day"] }).notNull(),
    path: text("path").notNull(),
    metric: text("metric").notNull(),
    bucket: integer("bucket").notNull(),
    samples: integer("samples").notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.periodStart, table.span, table.path, table.metric, table.bucket],
    }),
  ],
);

/**
 * Consented visits' random ids, only so a visit is counted once however many pages it views;
 * deleted by retention a day after it started (an enquiry keeps the id it came with).
 */
export const trafficVisits = pgTable(
  "traffic_visits",
  {
    id: uuid("id").primaryKey(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("traffic_visits_started_idx").on(table.startedAt)],
);

/**
 * What advertising cost (src/server/admin/reports/ad-spend.ts): Google Ads' campaign report
 * uploaded as CSV, one row per day and campaign (`span` "day"), and spend typed in by hand for the
 * other channels, one row per month and campaign (`span` "month", `day` its first day). An upload
 * replaces the Google Ads days it covers. `cost` is in `currency` (INR or USD, as the account
 * bills); the money report converts USD at REPORT_USD_INR_RATE.
 */
export const AD_SPEND_CHANNELS = ["google-ads", "linkedin", "meta", "other"] as const;
export type AdSpendChannel = (typeof AD_SPEND_CHANNELS)[number];

export const adSpend = pgTable(
  "ad_spend",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    channel: text("channel", { enum: AD_SPEND_CHANNELS }).notNull(),
    span: text("span", { enum: ["day", "month"] }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** Google Ads' campaign id; empty for spend typed in by hand. */
    campaignId: text("campaign_id").notNull().default(""),
    campaign: text("campaign").notNull(),
    cost: numeric("cost", { precision: 14, scale: 2 }).notNull(),
    currency: text("currency").notNull(),
    clicks: integer("clicks"),
    impressions: integer("impressions"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ad_spend_day_idx").on(table.day),
    uniqueIndex("ad_spend_entry_idx").on(
      table.channel,
      table.span,
      table.day,
      table.campaignId,
      table.campaign,
    ),
  ],
);

export const CALL_STATUSES = ["booked", "cancelled", "held", "no-show"] as const;

/**
 * Discovery calls booked on the site (docs/decisions/0036-booking-calls.md). One owner per call;
 * the partial unique index lets one live call per owner and start, so two visitors racing for a
 * slot cannot both get it, however many instances serve them. `sequence` is the invitation's
 * SEQUENCE; the reminder columns make each reminder go once.
 */
export const calls = pgTable(
  "calls",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enquiryId: uuid("enquiry_id").notNull(),
    ownerEmail: text("owner_email").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: CALL_STATUSES }).notNull().default("booked"),
    visitorName: text("visitor_name").notNull(),
    visitorEmail: text("visitor_email").notNull(),
    visitorPhone: text("visitor_phone"),
    project: text("project"),
    visitorZone: text("visitor_zone").notNull(),
    sequence: integer("sequence").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the 24-hour and 1-hour reminders went (or were not needed); null while due. */
    reminded24hAt: timestamp("reminded_24h_at", { withTimezone: true }),
    reminded1hAt: timestamp("reminded_1h_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("calls_owner_start_live_idx")
      .on(table.ownerEmail, table.startsAt)
      .where(sql`${table.status} <> 'cancelled'`),
    index("calls_starts_idx").on(table.startsAt),
    index("calls_enquiry_idx").on(table.enquiryId),
  ],
);

/**
 * Each owner's calendar feed as last read: the busy intervals of the booking horizon (JSON
 * [[startMs, endMs], …]) from the last good read, and the last attempt's error. Refreshed on a
 * schedule, so a visitor's page never waits for a feed.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  ownerEmail: text("owner_email").primaryKey(),
  host: text("host").notNull(),
  busy: text("busy").notNull().default("[]"),
  lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
  lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  lastError: text("last_error"),
});

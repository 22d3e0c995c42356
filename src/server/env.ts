import { isIP } from "node:net";
import path from "node:path";

import "@content/schemas/zod-config";
import { z } from "zod";

import { ENQUIRY_STATUSES } from "@/features/admin/enquiry-status";
import { buildHasEditor } from "@/features/editor/editor-storage";

import { DEFAULT_WORKING_HOURS, parseWorkingHours } from "./admin/inbox/working-hours";
import { isPasswordHash } from "./presentation/password";

/**
 * Server-only settings (database, mail, secrets, limits), read from the environment once and
 * checked with zod. The public site configuration lives in src/config; nothing else reads
 * process.env.
 */
const positiveInt = (fallback: number) =>
  z.coerce
    .number({ message: "a whole number" })
    .int({ message: "a whole number" })
    .positive({ message: "a positive whole number" })
    .default(fallback);

/** "a@x.example, B@y.example" → ["a@x.example", "b@y.example"] (trimmed, lowercased, no blanks). */
const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "a comma-separated list of email addresses" })));

/**
 * "key=value, key=value" → [[key, value], …] (trimmed, no blanks). The owner's inbox names owners
 * (email=Name) and default assignees (Service=email) this way; emails are lowercased.
 */
function namedList(
  key: z.ZodType<string>,
  message: string,
  options: { valueIsEmail?: boolean } = {},
) {
  return z.string().transform((value, context) => {
    const pairs: [string, string][] = [];
    for (const part of value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean)) {
      const at = part.indexOf("=");
      const left = part.slice(0, at).trim();
      const right = part.slice(at + 1).trim();
      const pair: [string, string] = options.valueIsEmail
        ? [left, right.toLowerCase()]
        : [left.toLowerCase(), right];
      const valid =
        at > 0 &&
        right.length > 0 &&
        key.safeParse(pair[0]).success &&
        (!options.valueIsEmail || z.email().safeParse(pair[1]).success);
      if (!valid) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      pairs.push(pair);
    }
    return pairs;
  });
}

/** Loopback hosts, where a plain http:// webhook is allowed (tests and a laptop). */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

const webhookUrlList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine(
        (value) => {
          try {
            const url = new URL(value);
            return (
              url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname))
            );
          } catch {
            return false;
          }
        },
        { message: "a comma-separated list of https:// URLs (http:// only for 127.0.0.1)" },
      ),
    ),
  );

export const serverEnvSchema = z
  .object({
    DATABASE_URL: z
      .string()
      .trim()
      .refine((value) => value === "memory://" || /^postgres(ql)?:\/\//.test(value), {
        message: 'unset (embedded database), "memory://" or a postgres:// URL',
      })
      .optional(),
    /** "embedded": the embedded database in production, on purpose (one process, one machine). */
    DATABASE: z.enum(["embedded"], { message: '"embedded" or unset' }).optional(),
    DATA_DIR: z.string().trim().default(".data"),
    SMTP_URL: z
      .string()
      .trim()
      .refine((value) => /^smtps?:\/\//.test(value), { message: "an smtp:// or smtps:// URL" })
      .optional(),
    MAIL_FROM: z.string().trim().optional(),
    MAIL_DIR: z.string().trim().optional(),
    LEADS_NOTIFY_TO: z.string().trim().optional(),
    LEAD_RATE_LIMIT: positiveInt(5),
    NEWSLETTER_RATE_LIMIT: positiveInt(5),
    /** Visit-count beacons one client may send per minute (docs/decisions/0026). */
    TRAFFIC_RATE_LIMIT: positiveInt(120),
    /** How long visit counts gather in memory before one write (ms); 0 writes each beacon. */
    TRAFFIC_FLUSH_MS: z.coerce
      .number({ message: "a whole number from 0 to 60000" })
      .int({ message: "a whole number from 0 to 60000" })
      .min(0, { message: "a whole number from 0 to 60000" })
      .max(60_000, { message: "a whole number from 0 to 60000" })
      .default(1000),
    PRESENTATION_PASSWORD: z.string().optional(),
    PRESENTATION_PASSWORD_HASH: z
      .string()
      .trim()
      .refine((value) => isPasswordHash(value), {
        message:
          "the hash printed by `npm run hash-password` (scrypt$N$r$p$salt$hash; in a .env file write each $ as \\$)",
      })
      .optional(),
    SESSION_SECRET: z.string().min(32, { message: "at least 32 characters" }).optional(),
    /**
     * Trust X-Forwarded-For from a proxy in front of the app (set when behind one): "1" from any
     * peer, or only from the listed proxy addresses (scripts/lib/site-server.mjs proxyTrust).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === "0" ||
          value === "1" ||
          value.split(",").every((part) => isIP(part.trim()) !== 0),
        { message: '"0", "1" or a comma-separated list of the proxies\' IP addresses' },
      )
      .default("0"),
    /** Disable the background outbox worker (tests that drive it by hand). */
    OUTBOX_WORKER: z.enum(["on", "off"], { message: '"on" or "off"' }).default("on"),
    /** Who may sign in to /admin (docs/decisions/0011-owner-sign-in.md). */
    OWNER_EMAILS: emailList.default([]),
    /** Where each new enquiry is posted as signed JSON (docs/decisions/0012-lead-webhooks.md). */
    LEAD_WEBHOOK_URLS: webhookUrlList.default([]),
    LEAD_WEBHOOK_SECRET: z.string().min(16, { message: "at least 16 characters" }).optional(),
    /** Disable the daily purge of expired data (docs/decisions/0007-retention.md). */
    RETENTION_JOB: z.enum(["on", "off"], { message: '"on" or "off"' }).default("on"),
    /**
     * The owner's Google Ads offline-conversion download (docs/decisions/0020-lead-attribution.md):
     * the conversion action's name as in Google Ads, the statuses that count as a conversion,
     * and the value and currency of each (default the site's enquiry value, 1499 INR).
     */
    GOOGLE_ADS_CONVERSION_NAME: z
      .string()
      .trim()
      .max(100, { message: "at most 100 characters" })
      .refine((value) => !/[\p{Cc}"]/u.test(value), { message: "one line without quotes" })
      .default("Won enquiry"),
    GOOGLE_ADS_CONVERSION_STATUSES: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z.enum(ENQUIRY_STATUSES, {
              message: `a comma-separated list of ${ENQUIRY_STATUSES.join(", ")}`,
            }),
          )
          .min(1, { message: "at least one status" }),
      )
      .default(["won"]),
    GOOGLE_ADS_CONVERSION_VALUE: z.coerce
      .number({ message: "a number" })
      .nonnegative({ message: "zero or more" })
      .optional(),
    GOOGLE_ADS_CONVERSION_CURRENCY: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { message: "a three-letter ISO 4217 code such as INR" })
      .optional(),
    /**
     * The money report's rate (src/server/admin/reports/money.ts): rupees per US dollar, for won
     * values and ad spend recorded in USD. The report is in INR.
     */
    REPORT_USD_INR_RATE: z.coerce
      .number({ message: "a number" })
      .positive({ message: "more than zero" })
      .default(84),
    /**
     * The content editor in production (docs/decisions/0022-content-as-data.md): the GitHub
     * repository it saves to ("owner/name", read at build time too) and the GitHub App it signs
     * owners in with. Unset: production has no editor.
     */
    PUBLIC_KEYSTATIC_GITHUB_REPO: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*\/[A-Za-z0-9._-]+$/, { message: '"owner/name"' })
      .optional(),
    PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: z.string().trim().optional(),
    KEYSTATIC_GITHUB_CLIENT_ID: z.string().trim().optional(),
    KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().trim().optional(),
    KEYSTATIC_SECRET: z.string().min(32, { message: "at least 32 characters" }).optional(),

    // ---- The owner's inbox (docs/owners-guide.md) ----------------------------------
    /** Working minutes within which every enquiry should have its first reply. */
    RESPONSE_TARGET_MINUTES: positiveInt(60),
    /** When minutes count: "Mon-Sat 09:00-19:00" in TIME_ZONE's zone, or "always". */
    WORKING_HOURS: z
      .string()
      .trim()
      .refine((value) => typeof parseWorkingHours(value) !== "string", {
        error: (issue) => String(parseWorkingHours(String(issue.input))),
      })
      .default(DEFAULT_WORKING_HOURS),
    /** Days off (YYYY-MM-DD, comma-separated); when set, replaces content/site/inbox.json's. */
    HOLIDAYS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.iso.date({ message: "a comma-separated list of dates written YYYY-MM-DD" })))
      .optional(),
    /** How the owners are named: "asha@x.example=Asha Rao, ravi@x.example=Ravi". */
    OWNER_NAMES: namedList(z.email(), "email=Name pairs, comma-separated").default([]),
    /** Who a new enquiry of a service goes to: "MVP Development=asha@x.example, …". */
    DEFAULT_ASSIGNEES: namedList(z.string().min(1), "Service=email pairs, comma-separated", {
      valueIsEmail: true,
    }).default([]),
    /** The minute-by-minute reminder check; "off" for tests that drive it by hand. */
    REMINDER_JOB: z.enum(["on", "off"], { message: '"on" or "off"' }).default("on"),
    /** Also post each reminder to the lead webhooks as `enquiry.waiting`. */
    REMINDER_WEBHOOK: z.enum(["on", "off"], { message: '"on" or "off"' }).default("off"),
    // ---- Discovery calls booked on the site (issue 40; docs/booking.md) -------------------------
    /** Free minutes kept before and after every call and calendar event. */
    BOOKING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(15),
    /** The earliest call, in working minutes from now (240 = four working hours). */
    BOOKING_NOTICE_MINUTES: z.coerce.number().int().min(0).max(7200).default(240),
    /** How many days ahead calls may be booked. */
    BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(90).default(21),
    /** Who of OWNER_EMAILS takes discovery calls (default: every owner). */
    BOOKING_OWNERS: emailList.optional(),
    /** Calls one owner takes per day at most. */
    BOOKING_DAILY_CAP: positiveInt(6),
    /** Each owner's private iCal feed: "asha@x.example=https://…/basic.ics, …". */
    OWNER_CALENDARS: namedList(z.email(), "email=https://… pairs, comma-separated")
      .refine((pairs) => pairs.every(([, url]) => /^(https?|webcal):\/\/\S+$/i.test(url)), {
        message: "email=https://… pairs, comma-separated (each feed an https:// or webcal:// URL)",
      })
      .default([]),
    /** The call's link in every invitation (a fixed Google Meet room, a Zoom link). */
    MEETING_URL: z.url({ protocol: /^https?$/, message: "an https:// URL" }).optional(),
    /** The booking's schedules (feed refresh, reminders); "off" for tests that drive them. */
    BOOKING_JOBS: z.enum(["on", "off"], { message: '"on" or "off"' }).default("on"),
    // ---- end of the owner's inbox --------------------------------------------------------------
  })
  .refine(
    (env) =>
      !env.PUBLIC_KEYSTATIC_GITHUB_REPO ||
      Boolean(
        env.PUBLIC_KEYSTATIC_GITHUB_APP_SLUG &&
        env.KEYSTATIC_GITHUB_CLIENT_ID &&
        env.KEYSTATIC_GITHUB_CLIENT_SECRET &&
        env.KEYSTATIC_SECRET,
      ),
    {
      path: ["PUBLIC_KEYSTATIC_GITHUB_REPO"],
      message:
        "set together with PUBLIC_KEYSTATIC_GITHUB_APP_SLUG, KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET and KEYSTATIC_SECRET (docs/editing.md)",
    },
  )
  .refine((env) => env.LEAD_WEBHOOK_URLS.length === 0 || Boolean(env.LEAD_WEBHOOK_SECRET), {
    path: ["LEAD_WEBHOOK_SECRET"],
    message: "set (at least 16 characters) when LEAD_WEBHOOK_URLS is set: it signs every webhook",
  });

export type ServerEnv = z.infer<typeof serverEnvSchema> & { dataDir: string };

export class ServerEnvError extends Error {}

export function parseServerEnv(env: Record<string, string | undefined>): ServerEnv {
  const input = Object.fromEntries(
    Object.keys(serverEnvSchema.shape).map((key) => [key, env[key]?.trim() ? env[key] : undefined]),
  );
  const result = serverEnvSchema.safeParse(input);
  if (!result.success) {
    throw new ServerEnvError(
      [
        "Invalid server configuration:",
        ...result.error.issues.map(
          (issue) => `  ${String(issue.path[0])} must be ${issue.message}`,
        ),
      ].join("\n"),
    );
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/**
 * Where the owner's view links to the content editor, or null when this server has none: the
 * development server always has one; production only with a GitHub repository to save to.
 */
export function contentEditorPath(env: Record<string, string | undefined> = process.env) {
  return buildHasEditor(env) ? "/keystatic" : null;
}

/**
 * The environment as given, for the checks that look at what is unset or at the site's own
 * settings (the production check, src/server/production-settings.ts, which the start calls).
 */
export function rawEnvironment(): Readonly<Record<string, string | undefined>> {
  return process.env;
}

/** The production build is serving (`npm start`), not `astro dev`. */
export function isProduction(): boolean {
  return process.env.NODE_ENV === "production";
}

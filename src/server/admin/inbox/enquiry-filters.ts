import { sql, type SQL } from "drizzle-orm";

import { isServiceType, type ServiceType } from "@content/schemas/service-types";
import { withoutControlCharacters } from "@content/schemas/control-characters";

import { siteTimeZone } from "@/config/site";
import { DIRECT_SOURCE, NO_MEDIUM } from "@/features/attribution/attribution";
import { ENQUIRY_PAGE_SIZES } from "@/features/admin/page-sizes";
import { addDays, zonedDateTime, zonedInstant } from "@/lib/zoned-time";
import {
  ENQUIRY_STATUSES,
  MAIL_STATES,
  type EnquiryStatus,
  type MailState,
} from "@/features/admin/enquiry-status";
import { cutText } from "@/lib/cut-text";

/**
 * The owner's enquiry filters, read from a query string (the list page, its CSV export and the
 * benchmark all use these), and the SQL they become. Unknown or malformed values are ignored, so
 * any address the owner edits by hand still shows a list.
 */
export { MAIL_STATES, type MailState } from "@/features/admin/enquiry-status";
export type PageSize = (typeof ENQUIRY_PAGE_SIZES)[number];

export type EnquiryFilters = {
  q?: string;
  service?: ServiceType;
  status?: EnquiryStatus;
  /** Calendar days (YYYY-MM-DD) in the team's zone (TIME_ZONE), both inclusive. */
  from?: string;
  to?: string;
  mail?: MailState;
  /** Where the visit came from (the Sources page links here): source, medium, campaign, landing page. */
  source?: string;
  medium?: string;
  /** A utm_campaign, or NO_CAMPAIGN for enquiries without one. */
  campaign?: string;
  landing?: string;
  /** Only the enquiries still waiting for a first reply (new and unanswered). */
  waiting?: boolean;
  /** An owner's email (the "Mine" filter is the signed-in owner's), or NO_ASSIGNEE. */
  assignee?: string;
  /** "waiting": the longest-waiting first; newest first otherwise. */
  sort?: "waiting";
  page: number;
  size: PageSize;
};

/** "2026-11-25 14:05:00": the date and time in the team's zone (its first 10 characters are the day). */
export const teamDateTime = (date: Date): string => zonedDateTime(date, siteTimeZone());

export const MAX_QUERY_LENGTH = 200;

/** The calendar days a filter may name: the company's records start in 2024. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/**
 * A day written YYYY-MM-DD that exists in the calendar (no 2024-02-30, no 2024-06-31) within
 * 2000-2099, else null. Date.parse rolls impossible days over into the next month, and
 * PostgreSQL refuses years it cannot hold: neither may see an unchecked value.
 */
export function parseCalendarDay(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? value : null;
}

const isDay = (value: string) => parseCalendarDay(value) !== null;

export type DateFilterErrors = Partial<Record<"from" | "to", string>>;

/**
 * Messages for the date filters that name no real day (an empty filter is fine): the list and
 * the export answer 400 with them rather than guessing what the owner meant.
 */
export function dateFilterErrors(params: URLSearchParams): DateFilterErrors {
  const errors: DateFilterErrors = {};
  for (const [name, label] of [
    ["from", "From"],
    ["to", "To"],
  ] as const) {
    const value = (params.get(name) ?? "").trim();
    if (value && !isDay(value)) {
      errors[name] =
        `${label}: “${cutText(value, 40)}” is not a calendar day. ` +
        `Pick a date between ${FIRST_YEAR}-01-01 and ${LAST_YEAR}-12-31.`;
    }
  }
  return errors;
}

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === "string" && (ENQUIRY_STATUSES as readonly string[]).includes(value);
}

/** The assignee filter's value for enquiries nobody has taken. */
export const NO_ASSIGNEE = "none";

/** The campaign filter's value for "no campaign" (the Sources page's "(none)" rows). */
export const NO_CAMPAIGN = NO_MEDIUM;
const SOURCE_FILTERS = ["source", "medium", "campaign", "landing"] as const;
const MAX_SOURCE_FILTER_LENGTH = 300;

/**
 * A typed filter without the characters no stored field holds (the forms refuse them): a NUL
 * would reach PostgreSQL, which refuses it in text ("invalid byte sequence"), as a 500.
 */
function textFilter(value: string | null): string {
  return withoutControlCharacters(value ?? "").trim();
}

export function parseEnquiryFilters(params: URLSearchParams): EnquiryFilters {
  const sourceFilters: Partial<Record<(typeof SOURCE_FILTERS)[number], string>> = {};
  for (const name of SOURCE_FILTERS) {
    const value = cutText(textFilter(params.get(name)), MAX_SOURCE_FILTER_LENGTH);
    if (value) sourceFilters[name] = value;
  }
  const q = cutText(textFilter(params.get("q")), MAX_QUERY_LENGTH);
  const service = params.get("service");
  const status = params.get("status");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const mail = params.get("mail");
  const assignee = (params.get("assignee") ?? "").trim().toLowerCase().slice(0, 320);
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    ...(q ? { q } : {}),
    ...(isServiceType(service) ? { service } : {}),
    ...(isEnquiryStatus(status) ? { status } : {}),
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
    ...((MAIL_STATES as readonly string[]).includes(mail ?? "") ? { mail: mail as MailState } : {}),
    ...sourceFilters,
    ...(params.get("waiting") === "1" ? { waiting: true } : {}),
    ...(assignee ? { assignee } : {}),
    ...(params.get("sort") === "waiting" ? { sort: "waiting" as const } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    size: (ENQUIRY_PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : 25,
  };
}

/** The query string for `filters` with `changes` applied; defaults are left out. */
export function filtersQuery(
  filters: EnquiryFilters,
  changes: Partial<EnquiryFilters> = {},
): string {
  const merged = { ...filters, ...changes };
  const params = new URLSearchParams();
  for (const key of [
    "q",
    "service",
    "status",
    "from",
    "to",
    "mail",
    ...SOURCE_FILTERS,
    "assignee",
    "sort",
  ] as const) {
    const value = merged[key];
    if (value) params.set(key, value);
  }
  if (merged.waiting) params.set("waiting", "1");
  if (merged.page > 1) params.set("page", String(merged.page));
  if (merged.size !== 25) params.set("size", String(merged.size));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Whether any filter narrows the list (page and size do not). */
export function hasFilters(filters: EnquiryFilters): boolean {
  return Boolean(
    filters.q ||
    filters.service ||
    filters.status ||
    filters.from ||
    filters.to ||
    filters.mail ||
    filters.waiting ||
    filters.assignee ||
    SOURCE_FILTERS.some((name) => filters[name]),
  );
}

/**
 * What the search matches. Must stay identical to the expression of the trigram index in
 * drizzle/0003_admin_search.sql, or the planner cannot use it.
 */
export const SEARCH_TEXT = sql.raw(
  `(cs.name || ' ' || cs.email || ' ' || coalesce(cs.company, '') || ' ' || coalesce(cs.requirements, ''))`,
);

/** A LIKE pattern matching `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The team notification of an enquiry is still being tried. */
const NOTIFICATION_WAITING = sql`exists (select 1 from email_outbox o
  where o.submission_id = cs.submission_id and o.kind = 'lead-notification'
    and o.status in ('pending', 'sending'))`;

/** The notification's state: delivered, still being tried, or given up on (or never queued). */
export const MAIL_STATE = sql`case when cs.email_sent then 'sent'
  when ${NOTIFICATION_WAITING} then 'waiting' else 'failed' end`;

const PAID_GOOGLE = sql.raw(
  `(cs.gclid is not null or cs.gbraid is not null or cs.wbraid is not null)`,
);

/**
 * An enquiry's source and medium in SQL: the same rule as `sourceOf` in
 * src/features/attribution/attribution.ts (a test holds the two together).
 */
export const SOURCE_SQL = sql`coalesce(cs.utm_source,
  case when ${PAID_GOOGLE} then 'google' when cs.msclkid is not null then 'bing' end,
  cs.referrer_host, ${DIRECT_SOURCE})`;
export const MEDIUM_SQL = sql`coalesce(cs.utm_medium, case
  when cs.utm_source is not null then ${NO_MEDIUM}
  when ${PAID_GOOGLE} or cs.msclkid is not null then 'cpc'
  when cs.referrer_host is not null then 'referral'
  else ${NO_MEDIUM} end)`;

/** Still waiting for a first reply: the predicate of the partial index contact_submissions_waiting_idx. */
export const WAITING_SQL = sql.raw(`(cs.first_reply_at is null and cs.status = 'new')`);

/** The where clause of `filters` over `contact_submissions cs`. */
export function enquiryWhere(filters: EnquiryFilters): SQL {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(sql`${SEARCH_TEXT} ilike ${containsPattern(filters.q)}`);
  if (filters.service) conditions.push(sql`cs.service_type = ${filters.service}`);
  if (filters.status) conditions.push(sql`cs.status = ${filters.status}`);
  // The days the owner picks are the team's (TIME_ZONE); "to" is inclusive.
  if (filters.from) {
    const start = zonedInstant(filters.from, siteTimeZone()).toISOString();
    conditions.push(sql`cs.created_at >= ${start}`);
  }
  if (filters.to) {
    const end = zonedInstant(addDays(filters.to, 1), siteTimeZone()).toISOString();
    conditions.push(sql`cs.created_at < ${end}`);
  }
  if (filters.source) conditions.push(sql`${SOURCE_SQL} = ${filters.source}`);
  if (filters.medium) conditions.push(sql`${MEDIUM_SQL} = ${filters.medium}`);
  if (filters.campaign) {
    conditions.push(
      filters.campaign === NO_CAMPAIGN
        ? sql`cs.utm_campaign is null`
        : sql`cs.utm_campaign = ${filters.campaign}`,
    );
  }
  if (filters.landing) conditions.push(sql`cs.landing_path = ${filters.landing}`);
  if (filters.waiting) conditions.push(WAITING_SQL);
  if (filters.assignee) {
    conditions.push(
      filters.assignee === NO_ASSIGNEE
        ? sql`cs.assignee is null`
        : sql`cs.assignee = ${filters.assignee}`,
    );
  }
  if (filters.mail === "sent") conditions.push(sql`cs.email_sent`);
  if (filters.mail === "waiting")
    conditions.push(sql`not cs.email_sent and ${NOTIFICATION_WAITING}`);
  if (filters.mail === "failed") {
    conditions.push(sql`not cs.email_sent and not ${NOTIFICATION_WAITING}`);
  }
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

import "@content/schemas/zod-config";
import { randomUUID } from "node:crypto";

import { and, asc, desc, eq, gt, gte, lt, lte, ne, sql } from "drizzle-orm";
import { z } from "zod";

import { siteConfig, siteTimeZone } from "@/config/site";
import { cleanAttribution, EMPTY_TOUCH, sourceOf } from "@/features/attribution/attribution";
import type { Lead } from "@/features/leads/schema";
import { DEFAULT_SERVICE_TYPE } from "@content/schemas/service-types";

import { inboxSettings, type Owner } from "../admin/inbox/inbox-settings";
import { attributionValues } from "../attribution";
import { queryRows, type Db, type Tx } from "../db/client";
import { calendarFeeds, calls, contactSubmissions, enquiryEvents } from "../db/schema";
import { mailContext } from "../email/context";
import { queueMessages, wakeMailWorkers, type OutboxMessage } from "../email/outbox";
import type { MailContext } from "../email/templates";
import { mailDomain } from "../email/transport";
import { serverEnv } from "../env";
import { jobQueueFor } from "../jobs/lifecycle";
import { consumeRateLimitIn, rateLimitKey } from "../rate-limit";
import { queueWebhooks, wakeWebhookWorkers } from "../webhooks/outbox";
import { leadWebhookPayload } from "../webhooks/payload";
import { instantOf, localParts, type WorkingHours } from "../admin/inbox/working-hours";
import { feedHost } from "./calendar-feed";
import { BOOKING_PATHS } from "./paths";
import type {
  BookCallOptions,
  BookCallResult,
  Booking,
  BookingFieldErrors,
  CalendarFeedStatus,
  CallListItem,
  CallOutcome,
  CallStatus,
  EnquiryPrefill,
  ListOpenSlotsInput,
  ManageResult,
  OpenSlot,
  OpenSlots,
  TokenProblem,
} from "./types";
import { googleCalendarUrl, invitationIcs } from "./invitation";
import { CALL_TITLE, callMail, formatCallTime, type CallMailKind } from "./mail";
import { signToken, verifyToken } from "./links";
import {
  chooseOwner,
  candidateStarts,
  groupByDay,
  openSlots,
  weekOf,
  type Interval,
  type OwnerAvailability,
  type Slot,
  type SlotSettings,
} from "./slots";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const CALL_MS = 30 * MINUTE_MS;

/** The booking's settings, from the environment and the inbox's hours and holidays. */
export type BookingSettings = {
  hours: WorkingHours;
  teamZone: string;
  slot: SlotSettings;
  owners: Owner[];
  feeds: ReadonlyMap<string, string>;
  meetingUrl: string | null;
};

export function bookingSettings(env = serverEnv()): BookingSettings {
  const inbox = inboxSettings(env);
  // Without OWNER_EMAILS, the site's contact address takes the calls.
  const takers = env.BOOKING_OWNERS?.length
    ? inbox.owners.filter((owner) => env.BOOKING_OWNERS?.includes(owner.email))
    : inbox.owners;
  const owners = takers.length
    ? takers
    : [{ email: siteConfig.emails.contact, name: siteConfig.brand.name }];
  return {
    hours: inbox.hours,
    teamZone: siteTimeZone(),
    slot: {
      callMinutes: 30,
      bufferMinutes: env.BOOKING_BUFFER_MINUTES,
      noticeMinutes: env.BOOKING_NOTICE_MINUTES,
      horizonDays: env.BOOKING_HORIZON_DAYS,
      dailyCap: env.BOOKING_DAILY_CAP,
    },
    owners,
    feeds: new Map(env.OWNER_CALENDARS),
    meetingUrl: env.MEETING_URL ?? null,
  };
}

let settingsOverride: BookingSettings | undefined;
/** The settings in force (the environment's unless a test set its own). */
export const currentBookingSettings = () => settingsOverride ?? bookingSettings();
/** Tests and the benchmark set the settings they mean instead of the environment's. */
export function setBookingSettingsForTest(settings: BookingSettings | undefined): void {
  settingsOverride = settings;
}
const currentSettings = currentBookingSettings;

function validZone(zone: string | null | undefined, fallback: string): string {
  if (!zone || zone.length > 64) return fallback;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return zone;
  } catch {
    return fallback;
  }
}

// ---- availability ------------------------------------------------------------------------------

type LiveCall = { id: string; owner: string; start: number };

async function loadAvailability(
  db: Db | Tx,
  settings: BookingSettings,
  now: number,
  options: { excludeCall?: string } = {},
): Promise<{ owners: OwnerAvailability[]; calls: LiveCall[] }> {
  const since = now - 8 * DAY_MS;
  const until = now + (settings.slot.horizonDays + 2) * DAY_MS;
  const rows = await db
    .select({ id: calls.id, owner: calls.ownerEmail, start: calls.startsAt })
    .from(calls)
    .where(
      and(
        ne(calls.status, "cancelled"),
        gte(calls.startsAt, new Date(since)),
        lt(calls.startsAt, new Date(until)),
      ),
    );
  const live = rows
    .filter((row) => row.id !== options.excludeCall)
    .map((row) => ({ id: row.id, owner: row.owner, start: row.start.getTime() }));
  const feedRows = settings.feeds.size
    ? await db
        .select({ owner: calendarFeeds.ownerEmail, busy: calendarFeeds.busy })
        .from(calendarFeeds)
    : [];
  const busyByOwner = new Map(
    feedRows
      .filter((row) => settings.feeds.has(row.owner))
      .map((row) => [row.owner, JSON.parse(row.busy) as Interval[]]),
  );
  return {
    calls: live,
    owners: settings.owners.map((owner) => ({
      email: owner.email,
      busy: busyByOwner.get(owner.email) ?? [],
      calls: live.filter((call) => call.owner === owner.email).map((call) => call.start),
    })),
  };
}

const toOpenSlot = (slot: Slot): OpenSlot => ({
  start: new Date(slot.start).toISOString(),
  end: new Date(slot.end).toISOString(),
  ownersFree: slot.freeOwners.length,
});

export async function listOpenSlots(db: Db, input: ListOpenSlotsInput): Promise<OpenSlots> {
  const settings = currentSettings();
  const now = (input.now ?? new Date()).getTime();
  const { owners } = await loadAvailability(db, settings, now);
  const slots = openSlots({
    hours: settings.hours,
    settings: settings.slot,
    owners,
    now,
    from: input.from?.getTime(),
    to: input.to?.getTime(),
  });
  const visitorZone = validZone(input.visitorZone, settings.teamZone);
  return {
    visitorZone,
    teamZone: settings.teamZone,
    days: groupByDay(slots, visitorZone).map((day) => ({
      date: day.date,
      slots: day.slots.map(toOpenSlot),
    })),
  };
}

export async function nextOpenSlots(
  db: Db,
  after: Date,
  count = 5,
  at: Date = new Date(),
): Promise<OpenSlot[]> {
  const settings = currentSettings();
  const now = at.getTime();
  const { owners } = await loadAvailability(db, settings, now);
  return openSlots({
    hours: settings.hours,
    settings: settings.slot,
    owners,
    now,
    from: after.getTime(),
  })
    .slice(0, count)
    .map(toOpenSlot);
}

// ---- booking -------------------------------------------------------------------------------------

const bookingSchema = z.object({
  slotStart: z
    .union([z.date(), z.iso.datetime({ offset: true })])
    .transform((value) => new Date(value)),
  name: z.string().trim().min(2, "Please enter your name").max(100, "At most 100 characters"),
  email: z
    .string("Please enter a valid email address")
    .trim()
    .toLowerCase()
    .max(200, "At most 200 characters")
    .pipe(z.email("Please enter a valid email address")),
  phone: z
    .string()
    .trim()
    .max(30, "At most 30 characters")
    .regex(/^[+()\d\s.-]*$/, "Digits, spaces and + ( ) - only")
    .nullish()
    .transform((value) => value || null),
  project: z
    .string()
    .trim()
    .max(1000, "At most 1000 characters")
    .nullish()
    .transform((value) => value || null),
  visitorZone: z.string().nullish(),
  enquiryRef: z.string().max(400).nullish(),
});

const CONTROL = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: BookingFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form") as keyof BookingFieldErrors;
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

type CallRow = typeof calls.$inferSelect;

class Taken extends Error {}
class OverLimit extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("over the rate limit");
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current;) {
    if (current.code === "23505") return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Team-local day bounds [start, end) of the day `instant` falls on. */
function dayBounds(instant: number, zone: string): [number, number] {
  const local = localParts(instant, zone);
  const start = instantOf(local.year, local.month, local.day, 0, zone);
  const next = new Date(Date.UTC(local.year, local.month - 1, local.day) + DAY_MS);
  return [
    start,
    instantOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, zone),
  ];
}

/**
 * Inside the booking's transaction: take the owner's lock (so buffer and cap are checked against
 * every call committed before), check them again, and fail with Taken when they no longer hold.
 * The unique index on (owner, start) is the last word for the exact slot.
 */
async function lockAndCheckOwner(
  tx: Tx,
  settings: BookingSettings,
  owner: string,
  start: number,
  excludeCall: string | null,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`call-owner:${owner}`}))`);
  const buffer = settings.slot.bufferMinutes * MINUTE_MS;
  const [dayStart, dayEnd] = dayBounds(start, settings.teamZone);
  const rows = await queryRows<{ starts_at: Date | string; id: string }>(
    tx as unknown as Db,
    sql`select id, starts_at from calls where owner_email = ${owner} and status <> 'cancelled'
        and starts_at > ${new Date(Math.min(dayStart, start - CALL_MS - buffer)).toISOString()}
        and starts_at < ${new Date(Math.max(dayEnd, start + CALL_MS + buffer)).toISOString()}`,
  );
  const others = rows
    .filter((row) => row.id !== excludeCall)
    .map((row) => new Date(row.starts_at).getTime());
  const clash = others.some((other) => Math.abs(other - start) < CALL_MS + buffer);
  const thatDay = others.filter((other) => other >= dayStart && other < dayEnd).length;
  if (clash || thatDay >= settings.slot.dailyCap) throw new Taken();
}

/** Owners free for the slot, the one with fewer calls that week first. */
function ownersInOrder(slot: Slot, live: LiveCall[], hours: WorkingHours): string[] {
  const week = weekOf(slot.start, hours);
  const counts = new Map<string, number>();
  for (const call of live) {
    if (weekOf(call.start, hours) === week)
      counts.set(call.owner, (counts.get(call.owner) ?? 0) + 1);
  }
  const order: string[] = [];
  const rest = [...slot.freeOwners];
  while (rest.length) {
    const next = chooseOwner(rest, counts)!;
    order.push(next);
    rest.splice(rest.indexOf(next), 1);
  }
  return order;
}

/** Why a start is not offered: not a start we ever offer ("unavailable"), or nobody is free. */
function whyNot(settings: BookingSettings, start: number, now: number): "taken" | "unavailable" {
  const offered = candidateStarts(settings.hours, settings.slot, now).some(
    (c) => c.start === start,
  );
  return offered ? "taken" : "unavailable";
}

function absolute(path: string, context: MailContext): string {
  return new URL(path, `${context.siteUrl}/`).href;
}

function manageExpiry(startsAt: Date): Date {
  // Usable until the call starts (a later reschedule sends a fresh link).
  return startsAt;
}

function callUid(id: string): string {
  return `call-${id}@${mailDomain()}`;
}

function ownerOf(settings: BookingSettings, email: string): Owner {
  return settings.owners.find((owner) => owner.email === email) ?? { email, name: email };
}

function bookingOf(row: CallRow, settings: BookingSettings): Booking {
  const owner = ownerOf(settings, row.ownerEmail);
  return {
    id: row.id,
    status: row.status as CallStatus,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    visitorName: row.visitorName,
    visitorEmail: row.visitorEmail,
    visitorPhone: row.visitorPhone,
    project: row.project,
    visitorZone: row.visitorZone,
    ownerEmail: row.ownerEmail,
    ownerName: owner.name,
    enquiryId: row.enquiryId,
    meetingUrl: settings.meetingUrl,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
    googleCalendarUrl: googleCalendarUrl({
      start: row.startsAt,
      end: row.endsAt,
      summary: `${CALL_TITLE}: ${siteConfig.brand.name}`,
      details: `${CALL_TITLE} with ${owner.name} (${siteConfig.brand.name}).`,
      location: settings.meetingUrl,
    }),
  };
}

/** The invitation of a call as it stands (REQUEST, or CANCEL once cancelled). */
function callIcs(
  row: CallRow,
  settings: BookingSettings,
  stamp: Date,
  ownerEmail = row.ownerEmail,
) {
  const owner = ownerOf(settings, ownerEmail);
  const cancelled = row.status === "cancelled" || ownerEmail !== row.ownerEmail;
  return invitationIcs({
    method: cancelled ? "CANCEL" : "REQUEST",
    uid: callUid(row.id),
    sequence: row.sequence,
    start: row.startsAt,
    end: row.endsAt,
    summary: `${CALL_TITLE}: ${siteConfig.brand.name}`,
    description: [
      `${CALL_TITLE} with ${owner.name} (${siteConfig.brand.name}) and ${row.visitorName}.`,
      settings.meetingUrl ? `Join: ${settings.meetingUrl}` : "",
      row.project ? `About: ${row.project}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    location: settings.meetingUrl,
    organizer: owner,
    attendee: { name: row.visitorName, email: row.visitorEmail },
    stamp,
    brandName: siteConfig.brand.name,
  });
}

/** The visitor's and the owner's mail for a call event, each with the invitation attached. */
function callMessages(
  row: CallRow,
  kind: CallMailKind,
  settings: BookingSettings,
  now: Date,
  submissionId: string | null,
  options: { attach: boolean; previousOwner?: string; notifiesEnquiry?: boolean } = {
    attach: true,
  },
): OutboxMessage[] {
  const context = mailContext();
  const token =
    row.status === "booked" ? signToken("manage", row.id, manageExpiry(row.startsAt)) : null;
  const booking = bookingOf(row, settings);
  const base = {
    kind,
    start: row.startsAt,
    end: row.endsAt,
    visitorName: row.visitorName,
    visitorEmail: row.visitorEmail,
    visitorPhone: row.visitorPhone,
    project: row.project,
    visitorZone: row.visitorZone,
    teamZone: settings.teamZone,
    ownerName: booking.ownerName,
    meetingUrl: settings.meetingUrl,
    manageUrl: token ? absolute(BOOKING_PATHS.manage(token), context) : null,
    icsUrl: token ? absolute(BOOKING_PATHS.ics(token), context) : null,
    googleUrl: booking.googleCalendarUrl,
    enquiryUrl: absolute(`/admin/enquiries/${row.enquiryId}`, context),
  };
  const calendar = options.attach ? callIcs(row, settings, now) : null;
  const visitor = callMail({ ...base, to: "visitor" }, context);
  const owner = callMail({ ...base, to: "owner" }, context);
  const messages: OutboxMessage[] = [
    {
      kind: "call-visitor",
      recipient: row.visitorEmail,
      replyTo: row.ownerEmail,
      subject: visitor.subject,
      textBody: visitor.text,
      htmlBody: visitor.html,
      submissionId,
      calendar,
    },
    {
      kind: options.notifiesEnquiry ? "call-notification" : "call-owner",
      recipient: row.ownerEmail,
      replyTo: row.visitorEmail,
      subject: owner.subject,
      textBody: owner.text,
      htmlBody: owner.html,
      submissionId,
      calendar,
    },
  ];
  if (options.previousOwner && options.previousOwner !== row.ownerEmail) {
    // The call moved to another owner: the first one's calendar drops it.
    const cancelled = callMail({ ...base, kind: "cancelled", to: "owner" }, context);
    messages.push({
      kind: "call-owner",
      recipient: options.previousOwner,
      replyTo: row.visitorEmail,
      subject: cancelled.subject,
      textBody: cancelled.text,
      htmlBody: cancelled.html,
      submissionId,
      calendar: callIcs(row, settings, now, options.previousOwner),
    });
  }
  return messages;
}

/** A reminder's two mails (no invitation part: the event is already in both calendars). */
export function callMessagesFor(
  row: CallRow,
  kind: CallMailKind,
  settings: BookingSettings,
  now: Date,
  submissionId: string | null,
): OutboxMessage[] {
  return callMessages(row, kind, settings, now, submissionId, { attach: false });
}

async function submissionIdOf(tx: Db | Tx, enquiryId: string): Promise<string | null> {
  const [row] = await tx
    .select({ submissionId: contactSubmissions.submissionId })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, enquiryId))
    .limit(1);
  return row?.submissionId ?? null;
}

async function logCall(
  tx: Tx,
  enquiryId: string,
  actor: string,
  detail: "booked" | "rescheduled" | "cancelled" | "held" | "no-show",
  start: Date,
  now: Date,
) {
  await tx.insert(enquiryEvents).values({
    enquiryId,
    actor,
    kind: "call",
    detail,
    note: start.toISOString(),
    createdAt: now,
  });
}

/** The reminders a call still needs: none that are already past their moment. */
function reminderColumns(start: Date, now: Date) {
  return {
    reminded24hAt: start.getTime() - now.getTime() <= DAY_MS ? now : null,
    reminded1hAt: start.getTime() - now.getTime() <= 60 * MINUTE_MS ? now : null,
  };
}

export async function bookCall(
  db: Db,
  input: unknown,
  options: BookCallOptions = {},
): Promise<BookCallResult> {
  const now = options.now ?? new Date();
  const settings = currentSettings();
  const parsed = bookingSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, reason: "invalid", fieldErrors: fieldErrorsOf(parsed.error.issues) };
  const data = parsed.data;
  // The enquiry a booking without one creates: what its webhook posts is what is stored.
  const lead = bookingLead(data);
  for (const field of ["name", "phone"] as const) {
    if (data[field] && CONTROL.test(data[field])) {
      return {
        ok: false,
        reason: "invalid",
        fieldErrors: { [field]: ["Please remove control characters"] },
      };
    }
  }
  const raw = (input ?? {}) as { attribution?: unknown; adUserData?: unknown };
  const attribution = cleanAttribution(raw.attribution) ?? {
    first: null,
    last: { ...EMPTY_TOUCH },
  };
  const start = data.slotStart.getTime();
  const visitorZone = validZone(data.visitorZone, settings.teamZone);
  const enquiryId = data.enquiryRef ? readEnquiryReference(data.enquiryRef, now) : null;

  const { owners, calls: live } = await loadAvailability(db, settings, now.getTime());
  const slot = openSlots({
    hours: settings.hours,
    settings: settings.slot,
    owners,
    now: now.getTime(),
    from: start,
    to: start + 1,
  })[0];
  const next = () => nextOpenSlots(db, new Date(start + 1), 5, now);
  if (!slot || slot.start !== start) {
    return { ok: false, reason: whyNot(settings, start, now.getTime()), nextSlots: await next() };
  }

  const queue = await jobQueueFor(db);
  for (const owner of ownersInOrder(slot, live, settings.hours)) {
    let webhooks = 0;
    try {
      const row = await db.transaction(async (tx) => {
        if (options.ip) {
          const decision = await consumeRateLimitIn(tx, {
            bucket: "booking",
            key: rateLimitKey(options.ip),
            limit: serverEnv().LEAD_RATE_LIMIT,
            now,
          });
          if (!decision.allowed) throw new OverLimit(decision.retryAfterSeconds);
        }
        const joined = enquiryId ? await submissionIdOf(tx, enquiryId) : null;
        const enquiry = joined
          ? { id: enquiryId!, submissionId: joined }
          : await createEnquiry(tx, lead, attribution, raw.adUserData === true, owner, now);
        // A new enquiry is posted to the team's webhooks as a form's is (the CRM or chat gets
        // every lead); a joined one was posted when it came in.
        webhooks = joined
          ? 0
          : await queueWebhooks(tx, queue, {
              submissionId: enquiry.submissionId,
              urls: options.webhookUrls ?? serverEnv().LEAD_WEBHOOK_URLS,
              payload: JSON.stringify(
                leadWebhookPayload(
                  lead,
                  {
                    id: enquiry.id,
                    submissionId: enquiry.submissionId,
                    createdAt: now,
                    attribution,
                    note: `Discovery call booked: ${formatCallTime(new Date(start), new Date(start + CALL_MS), settings.teamZone)}`,
                  },
                  siteConfig.brand.name,
                ),
              ),
              now,
            });
        const call: CallRow = {
          id: randomUUID(),
          enquiryId: enquiry.id,
          ownerEmail: owner,
          startsAt: new Date(start),
          endsAt: new Date(start + CALL_MS),
          status: "booked",
          visitorName: data.name,
          visitorEmail: data.email,
          visitorPhone: data.phone,
          project: data.project,
          visitorZone,
          sequence: 0,
          createdAt: now,
          updatedAt: now,
          ...reminderColumns(new Date(start), now),
        };
        // Everything that does not depend on the owner's other calls first: the owner's lock
        // is held from its check to the commit only, so racing bookings wait the least.
        await logCall(tx, enquiry.id, "visitor", "booked", call.startsAt, now);
        await queueMessages(
          tx,
          queue,
          callMessages(call, "booked", settings, now, enquiry.submissionId, {
            attach: true,
            // The owner's invitation is the new enquiry's notification (its delivered flag).
            notifiesEnquiry: !joined,
          }),
          now,
        );
        await lockAndCheckOwner(tx, settings, owner, start, null);
        const [inserted] = await tx.insert(calls).values(call).onConflictDoNothing().returning();
        if (!inserted) throw new Taken();
        return inserted;
      });
      wakeMailWorkers(queue, 2);
      wakeWebhookWorkers(queue, webhooks);
      return {
        ok: true,
        booking: bookingOf(row, settings),
        manageToken: signToken("manage", row.id, manageExpiry(row.startsAt)),
      };
    } catch (error) {
      if (error instanceof OverLimit) {
        return { ok: false, reason: "rate-limited", retryAfterSeconds: error.retryAfterSeconds };
      }
      if (!(error instanceof Taken) && !isUniqueViolation(error)) throw error;
      // Someone took this owner's slot first: the next free owner, if any.
    }
  }
  return { ok: false, reason: "taken", nextSlots: await next() };
}

/** A booking's details as an enquiry: General Consultation, the project as its requirements. */
function bookingLead(data: z.infer<typeof bookingSchema>): Lead {
  return {
    name: data.name,
    email: data.email,
    phone: data.phone ?? "",
    company: null,
    location: null,
    serviceType: DEFAULT_SERVICE_TYPE,
    requirements: data.project ?? null,
  };
}

async function createEnquiry(
  tx: Tx,
  lead: Lead,
  attribution: NonNullable<ReturnType<typeof cleanAttribution>>,
  adUserData: boolean,
  owner: string,
  now: Date,
): Promise<{ id: string; submissionId: string }> {
  const submissionId = randomUUID();
  const [row] = await tx
    .insert(contactSubmissions)
    .values({
      ...lead,
      ...attributionValues(attribution),
      visitId: attribution.visit ?? null,
      adUserData,
      submissionId,
      createdAt: now,
      // The owner taking the call has the enquiry.
      assignee: owner,
    })
    .returning({ id: contactSubmissions.id });
  return { id: row!.id, submissionId };
}

// ---- reading, moving, cancelling -----------------------------------------------------------------

export async function getBooking(db: Db, id: string): Promise<Booking | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(calls).where(eq(calls.id, id)).limit(1);
  return row ? bookingOf(row, currentSettings()) : null;
}

async function rowFromToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ ok: true; row: CallRow } | { ok: false; reason: TokenProblem }> {
  const verified = verifyToken(token, "manage", now);
  if (!verified.ok) return verified;
  const [row] = await db.select().from(calls).where(eq(calls.id, verified.id)).limit(1);
  return row ? { ok: true, row } : { ok: false, reason: "invalid-link" };
}

export async function getBookingByToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ManageResult> {
  const found = await rowFromToken(db, token, now);
  if (!found.ok) return found;
  if (found.row.status === "cancelled") return { ok: false, reason: "cancelled" };
  return { ok: true, booking: bookingOf(found.row, currentSettings()), manageToken: token };
}

async function moveCall(
  db: Db,
  row: CallRow,
  newStart: string | Date,
  actor: string,
  now: Date,
): Promise<ManageResult> {
  const settings = currentSettings();
  if (row.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (row.status !== "booked" || row.startsAt <= now) return { ok: false, reason: "past" };
  const start = new Date(newStart).getTime();
  const next = async () =>
    nextOpenSlots(db, new Date(Number.isNaN(start) ? now : start + 1), 5, now);
  if (Number.isNaN(start)) return { ok: false, reason: "unavailable", nextSlots: await next() };
  const { owners, calls: live } = await loadAvailability(db, settings, now.getTime(), {
    excludeCall: row.id,
  });
  const slot = openSlots({
    hours: settings.hours,
    settings: settings.slot,
    owners,
    now: now.getTime(),
    from: start,
    to: start + 1,
  })[0];
  if (!slot || slot.start !== start) {
    return { ok: false, reason: whyNot(settings, start, now.getTime()), nextSlots: await next() };
  }
  // The same owner when free, so the call stays in the calendar it is in.
  const order = ownersInOrder(slot, live, settings.hours);
  if (order.includes(row.ownerEmail))
    order.splice(0, 0, ...order.splice(order.indexOf(row.ownerEmail), 1));
  const queue = await jobQueueFor(db);
  for (const owner of order) {
    try {
      const updated = await db.transaction(async (tx) => {
        await lockAndCheckOwner(tx, settings, owner, start, row.id);
        const [changed] = await tx
          .update(calls)
          .set({
            ownerEmail: owner,
            startsAt: new Date(start),
            endsAt: new Date(start + CALL_MS),
            sequence: sql`${calls.sequence} + 1`,
            updatedAt: now,
            ...reminderColumns(new Date(start), now),
          })
          .where(
            and(eq(calls.id, row.id), eq(calls.status, "booked"), eq(calls.sequence, row.sequence)),
          )
          .returning();
        if (!changed) throw new Taken();
        await logCall(tx, row.enquiryId, actor, "rescheduled", changed.startsAt, now);
        const messages = callMessages(
          changed,
          "rescheduled",
          settings,
          now,
          await submissionIdOf(tx, row.enquiryId),
          {
            attach: true,
            previousOwner: row.ownerEmail,
          },
        );
        await queueMessages(tx, queue, messages, now);
        return { changed, count: messages.length };
      });
      wakeMailWorkers(queue, updated.count);
      return {
        ok: true,
        booking: bookingOf(updated.changed, settings),
        manageToken: signToken("manage", row.id, manageExpiry(updated.changed.startsAt)),
      };
    } catch (error) {
      if (!(error instanceof Taken) && !isUniqueViolation(error)) throw error;
    }
  }
  return { ok: false, reason: "taken", nextSlots: await next() };
}

async function endCall(db: Db, row: CallRow, actor: string, now: Date): Promise<ManageResult> {
  const settings = currentSettings();
  if (row.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (row.status !== "booked" || row.startsAt <= now) return { ok: false, reason: "past" };
  const queue = await jobQueueFor(db);
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(calls)
      .set({ status: "cancelled", sequence: sql`${calls.sequence} + 1`, updatedAt: now })
      .where(and(eq(calls.id, row.id), eq(calls.status, "booked")))
      .returning();
    if (!updated) return null;
    await logCall(tx, row.enquiryId, actor, "cancelled", updated.startsAt, now);
    await queueMessages(
      tx,
      queue,
      callMessages(updated, "cancelled", settings, now, await submissionIdOf(tx, row.enquiryId)),
      now,
    );
    return updated;
  });
  if (!changed) return { ok: false, reason: "cancelled" };
  wakeMailWorkers(queue, 2);
  return { ok: true, booking: bookingOf(changed, settings), manageToken: "" };
}

export async function rescheduleCall(
  db: Db,
  token: string,
  newStart: string | Date,
  now = new Date(),
): Promise<ManageResult> {
  const found = await rowFromToken(db, token, now);
  if (!found.ok) return found;
  return moveCall(db, found.row, newStart, "visitor", now);
}

export async function cancelCall(db: Db, token: string, now = new Date()): Promise<ManageResult> {
  const found = await rowFromToken(db, token, now);
  if (!found.ok) return found;
  return endCall(db, found.row, "visitor", now);
}

async function rowById(db: Db, id: string): Promise<CallRow | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(calls).where(eq(calls.id, id)).limit(1);
  return row ?? null;
}

export async function rescheduleCallAsOwner(
  db: Db,
  id: string,
  newStart: string | Date,
  actorEmail: string,
  now = new Date(),
): Promise<ManageResult> {
  const row = await rowById(db, id);
  if (!row) return { ok: false, reason: "invalid-link" };
  return moveCall(db, row, newStart, actorEmail, now);
}

export async function cancelCallAsOwner(
  db: Db,
  id: string,
  actorEmail: string,
  now = new Date(),
): Promise<ManageResult> {
  const row = await rowById(db, id);
  if (!row) return { ok: false, reason: "invalid-link" };
  return endCall(db, row, actorEmail, now);
}

export async function listCalls(
  db: Db,
  query: { when: "upcoming" | "past"; now?: Date },
): Promise<CallListItem[]> {
  const settings = currentSettings();
  const now = query.now ?? new Date();
  const upcoming = query.when === "upcoming";
  const rows = await db
    .select({ call: calls, enquiry: contactSubmissions })
    .from(calls)
    .leftJoin(contactSubmissions, eq(contactSubmissions.id, calls.enquiryId))
    .where(upcoming ? gt(calls.endsAt, now) : lte(calls.endsAt, now))
    .orderBy(upcoming ? asc(calls.startsAt) : desc(calls.startsAt))
    .limit(500);
  return rows.map(({ call, enquiry }) => {
    const touch = enquiry
      ? {
          ...EMPTY_TOUCH,
          utmSource: enquiry.utmSource,
          utmMedium: enquiry.utmMedium,
          referrerHost: enquiry.referrerHost,
          gclid: enquiry.gclid,
          gbraid: enquiry.gbraid,
          wbraid: enquiry.wbraid,
          msclkid: enquiry.msclkid,
        }
      : EMPTY_TOUCH;
    const { source, medium } = sourceOf(touch);
    return {
      ...bookingOf(call, settings),
      enquiryName: enquiry?.name ?? call.visitorName,
      enquiryStatus: enquiry?.status ?? "",
      source,
      medium,
      campaign: enquiry?.utmCampaign ?? null,
    };
  });
}

export async function markCall(
  db: Db,
  id: string,
  outcome: CallOutcome,
  actorEmail: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; reason: "not-found" | "not-yet" | "cancelled" }> {
  const row = await rowById(db, id);
  if (!row) return { ok: false, reason: "not-found" };
  if (row.status === "cancelled") return { ok: false, reason: "cancelled" };
  if (row.startsAt > now) return { ok: false, reason: "not-yet" };
  if (row.status === outcome) return { ok: true };
  await db.transaction(async (tx) => {
    await tx.update(calls).set({ status: outcome, updatedAt: now }).where(eq(calls.id, id));
    await logCall(tx, row.enquiryId, actorEmail, outcome, row.startsAt, now);
  });
  return { ok: true };
}

export async function bookingIcs(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ ok: true; ics: string; filename: string } | { ok: false; reason: TokenProblem }> {
  const found = await rowFromToken(db, token, now);
  if (!found.ok) return found;
  return {
    ok: true,
    ics: callIcs(found.row, currentSettings(), found.row.updatedAt),
    filename: "discovery-call.ics",
  };
}

// ---- the enquiry a booking joins -----------------------------------------------------------------

/** How long the thank-you page's reference to an enquiry stays good. */
const ENQUIRY_REFERENCE_DAYS = 7;

export function enquiryReference(enquiryId: string, now = new Date()): string {
  return signToken("enquiry", enquiryId, new Date(now.getTime() + ENQUIRY_REFERENCE_DAYS * DAY_MS));
}

export function readEnquiryReference(ref: string, now = new Date()): string | null {
  const verified = verifyToken(ref, "enquiry", now);
  return verified.ok ? verified.id : null;
}

export async function enquiryPrefill(db: Db, ref: string): Promise<EnquiryPrefill | null> {
  const id = readEnquiryReference(ref);
  if (!id || !z.uuid().safeParse(id).success) return null;
  const [row] = await db
    .select({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      phone: contactSubmissions.phone,
      requirements: contactSubmissions.requirements,
    })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .limit(1);
  if (!row) return null;
  return {
    enquiryId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone || null,
    project: row.requirements,
  };
}

// ---- feeds ---------------------------------------------------------------------------------------

export async function calendarFeedStatuses(db: Db): Promise<CalendarFeedStatus[]> {
  const settings = currentSettings();
  if (settings.feeds.size === 0) return [];
  const rows = await db.select().from(calendarFeeds);
  const byOwner = new Map(rows.map((row) => [row.ownerEmail, row]));
  return [...settings.feeds].map(([email, url]) => {
    const row = byOwner.get(email);
    return {
      ownerEmail: email,
      ownerName: ownerOf(settings, email).name,
      host: feedHost(url),
      ok: Boolean(row && !row.lastError && row.lastSuccessAt),
      error: row ? row.lastError : "not read yet",
      lastAttemptAt: row?.lastAttemptAt?.toISOString() ?? null,
      lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
      busyIntervals: row ? (JSON.parse(row.busy) as unknown[]).length : 0,
    };
  });
}

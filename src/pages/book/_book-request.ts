/**
 * What /book and /book/manage do with a request (docs/decisions/0017-forms-without-javascript.md):
 * read the step from the query (zone, day, time), take the plain-HTML posts, and answer with a
 * view for the page or a 303. The rules (slots, races, signed links) are the booking service's.
 */
import { bookingCopy } from "@content/booking-copy";
import { siteTimeZone } from "@/config/site";
import { dayKey, isTimeZone, zoneOrTeam } from "@/features/booking/slot-days";
import type {
  BookingFieldName,
  BookingFormValues,
  BookingSchedulerProps,
} from "@/features/booking/booking-scheduler";
import { requestAdUserData, requestAttribution } from "@/server/attribution";
import {
  bookCall,
  cancelCall,
  enquiryPrefill,
  listOpenSlots,
  rescheduleCall,
  type ManageResult,
  type OpenSlot,
} from "@/server/booking";
import { clientIp } from "@/server/client-ip";
import type { Db } from "@/server/db/client";
import { isConnectionError } from "@/server/db/errors";
import { readFormBody } from "@/server/http/form-body";
import { UNAVAILABLE_MESSAGE } from "@/server/http/responses";
import { CROSS_SITE_MESSAGE, isSameOriginPost } from "@/server/http/same-origin";

export type SchedulerView = Omit<BookingSchedulerProps, "mode" | "base" | "token">;

export type PostOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "render"; status: number; view: SchedulerView; headers?: Record<string, string> }
  | { kind: "refused"; status: number; message: string };

type Deps = { db: () => Promise<Db>; now?: () => Date };

/** Where the thank-you page finds our own booking (its signed manage token). */
export function thankYouPathForBooking(manageToken: string): string {
  return `/thank-you?booking=${encodeURIComponent(manageToken)}`;
}

const starts = (slots: readonly OpenSlot[]) => slots.map((slot) => slot.start);

/** The open slots and the step the address names: zone (else India time), day, time. */
export async function schedulerFromQuery(
  db: Db,
  query: URLSearchParams,
  now?: Date,
): Promise<SchedulerView> {
  const tz = query.get("tz");
  const zone = zoneOrTeam(tz, siteTimeZone());
  const open = await listOpenSlots(db, { visitorZone: zone, ...(now ? { now } : {}) });
  const all = open.days.flatMap((day) => starts(day.slots));
  const asked = query.get("slot");
  // A time given as any ISO form is matched by its instant.
  const slot = asked
    ? (all.find((start) => Date.parse(start) === Date.parse(asked)) ?? null)
    : null;
  const askedDay = query.get("day");
  const days = new Set(all.map((start) => dayKey(start, zone)));
  const day = slot
    ? dayKey(slot, zone)
    : askedDay && days.has(askedDay)
      ? askedDay
      : all[0]
        ? dayKey(all[0], zone)
        : null;
  return { starts: all, zone, teamZone: siteTimeZone(), zoneChosen: isTimeZone(tz), day, slot };
}

/** GET /book: the steps, prefilled from the enquiry the thank-you page's reference names. */
export async function bookPageView(
  db: Db,
  query: URLSearchParams,
  now?: Date,
): Promise<SchedulerView> {
  const view = await schedulerFromQuery(db, query, now);
  const ref = query.get("ref");
  const prefill = ref ? await enquiryPrefill(db, ref) : null;
  if (!prefill) return view;
  return {
    ...view,
    enquiryRef: ref,
    prefilled: true,
    values: {
      name: prefill.name,
      email: prefill.email,
      phone: prefill.phone ?? "",
      project: prefill.project ?? "",
    },
  };
}

const FIELDS: BookingFieldName[] = ["name", "email", "phone", "project"];

/** POST /book: the visitor's details and the chosen time. */
export async function handleBookPost(request: Request, deps: Deps): Promise<PostOutcome> {
  if (!isSameOriginPost(request))
    return { kind: "refused", status: 403, message: CROSS_SITE_MESSAGE };
  const body = await readFormBody(request);
  if (!body.ok) return { kind: "refused", status: body.status, message: body.error };
  const { fields } = body;
  const values: BookingFormValues = {};
  for (const name of FIELDS) if (fields[name] !== undefined) values[name] = fields[name];
  const zone = zoneOrTeam(fields.tz, siteTimeZone());
  const enquiryRef = fields.ref || null;
  const now = deps.now?.();
  const render = async (
    status: number,
    extra: Partial<SchedulerView>,
    headers?: Record<string, string>,
  ): Promise<PostOutcome> => {
    const db = await deps.db();
    const query = new URLSearchParams({ tz: zone });
    if (fields.slotStart && !extra.alternatives) query.set("slot", fields.slotStart);
    const view = await schedulerFromQuery(db, query, now);
    return {
      kind: "render",
      status,
      headers,
      view: { ...view, values, enquiryRef, zoneChosen: true, ...extra },
    };
  };
  try {
    const db = await deps.db();
    const result = await bookCall(
      db,
      {
        slotStart: fields.slotStart ?? "",
        name: values.name ?? "",
        email: values.email ?? "",
        phone: values.phone || null,
        project: values.project || null,
        visitorZone: zone,
        enquiryRef,
        attribution: requestAttribution(fields.attribution, request),
        adUserData: requestAdUserData(request),
      },
      { ip: clientIp(request.headers), ...(now ? { now } : {}) },
    );
    if (result.ok)
      return { kind: "redirect", location: thankYouPathForBooking(result.manageToken) };
    switch (result.reason) {
      case "taken":
      case "unavailable": {
        const words = result.reason === "taken" ? bookingCopy.taken : bookingCopy.unavailable;
        return render(409, {
          alternatives: {
            heading: words.heading,
            text: words.text,
            starts: starts(result.nextSlots),
          },
          day: result.nextSlots[0] ? dayKey(result.nextSlots[0].start, zone) : null,
        });
      }
      case "rate-limited":
        return render(
          429,
          { formError: bookingCopy.rateLimited(Math.ceil(result.retryAfterSeconds / 60)) },
          { "Retry-After": String(result.retryAfterSeconds) },
        );
      case "invalid": {
        const fieldErrors: SchedulerView["fieldErrors"] = {};
        for (const name of [...FIELDS, "slotStart"] as const) {
          const message = result.fieldErrors[name]?.[0];
          if (message) fieldErrors[name] = message;
        }
        return render(422, {
          fieldErrors,
          formError: result.fieldErrors.form?.[0] ?? null,
        });
      }
    }
  } catch (error) {
    if (!isConnectionError(error)) console.error("[booking] POST /book failed:", error);
    return {
      kind: "render",
      status: 503,
      view: {
        starts: [],
        zone: zone ?? siteTimeZone(),
        teamZone: siteTimeZone(),
        zoneChosen: true,
        day: null,
        slot: null,
        values,
        enquiryRef,
        formError: isConnectionError(error) ? UNAVAILABLE_MESSAGE : bookingCopy.failed,
      },
    };
  }
}

export type ManageOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "result"; status: number; result: ManageResult; zone: string }
  | { kind: "refused"; status: number; message: string };

/** The manage page's address for a booking, with what just happened. */
export function managePath(token: string, done?: "moved", zone?: string): string {
  const params = new URLSearchParams({ t: token });
  if (zone) params.set("tz", zone);
  if (done) params.set("done", done);
  return `/book/manage?${params}`;
}

/** POST /book/manage: move (a new time) or cancel, by the mail's signed token. */
export async function handleManagePost(
  request: Request,
  token: string,
  deps: Deps,
): Promise<ManageOutcome> {
  if (!isSameOriginPost(request))
    return { kind: "refused", status: 403, message: CROSS_SITE_MESSAGE };
  const body = await readFormBody(request);
  if (!body.ok) return { kind: "refused", status: body.status, message: body.error };
  const { fields } = body;
  const zone = zoneOrTeam(fields.tz, siteTimeZone());
  const db = await deps.db();
  const now = deps.now?.();
  if (fields.action === "cancel") {
    const result = await cancelCall(db, token, now);
    if (result.ok)
      // Nothing is left to manage: the page just says so (no token in the address).
      return { kind: "redirect", location: "/book/manage?done=cancelled" };
    return { kind: "result", status: 409, result, zone };
  }
  const result = await rescheduleCall(db, token, fields.slotStart ?? "", now);
  if (result.ok)
    return { kind: "redirect", location: managePath(result.manageToken, "moved", zone) };
  return { kind: "result", status: 409, result, zone };
}

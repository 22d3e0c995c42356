import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";

import { buttonClasses } from "@/components/ui/button";
import {
  EmptyState,
  ListTable,
  Notice,
  PageHeading,
  StatusBadge,
  fieldClasses,
} from "@/features/admin/admin-ui";
import type { EnquiryStatus } from "@/features/admin/enquiry-status";
import { siteTimeZone } from "@/config/site";
import { callTimeLabel, zoneName } from "@/features/booking/slot-days";
import { cn } from "@/lib/cn";

export type CallStatus = "booked" | "cancelled" | "held" | "no-show";

/** A row of the list (the booking service's CallListItem, as the route passes it in). */
export type CallListItem = {
  id: string;
  status: CallStatus;
  start: string;
  visitorName: string;
  visitorEmail: string;
  visitorPhone: string | null;
  project: string | null;
  ownerEmail: string;
  ownerName: string;
  enquiryId: string;
  enquiryName: string;
  enquiryStatus: string;
  /** Where the enquiry came from, named for a person: the campaign, then its source / medium. */
  origin: { name: string; detail: string; hasCampaign: boolean };
};

export type CallsPageProps = {
  /** The signed-in owner's address: their own calls read "You". */
  me: string;
  /** The page's moment (ISO): "Today", "Tomorrow" are counted from it. */
  now: string;
  upcoming: CallListItem[];
  past: CallListItem[];
  /** The next open times, for moving a call (India time in the labels). */
  moveTo: { start: string; label: string }[];
  csrfToken: string;
  notice?: { tone: "success" | "error"; text: string };
};

const OUTCOMES: Record<CallStatus, { label: string; tone: string }> = {
  booked: {
    label: "Booked",
    tone: "bg-brand-50 text-brand-700 ring-brand-600/20 dark:bg-brand-600/20 dark:text-brand-100",
  },
  held: {
    label: "Held",
    tone: "bg-cta-100 text-cta-800 ring-cta-700/20 dark:bg-cta-600/20 dark:text-cta-100",
  },
  "no-show": {
    label: "No-show",
    tone: "bg-amber-50 text-amber-900 ring-amber-700/20 dark:bg-amber-500/15 dark:text-amber-100",
  },
  cancelled: {
    label: "Cancelled",
    tone: "bg-ink-50 text-ink-700 ring-ink-500/20 dark:bg-ink-800 dark:text-ink-100",
  },
};

function OutcomeBadge({ status }: { status: CallStatus }) {
  const outcome = OUTCOMES[status];
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        outcome.tone,
      )}
    >
      {outcome.label}
    </span>
  );
}

const cell = "px-4 py-3 align-top";
const muted = "text-ink-600 dark:text-ink-300";

function ActionForm({
  call,
  action,
  csrfToken,
  label,
  accessibleLabel,
  variant = "secondary",
}: {
  call: CallListItem;
  action: string;
  csrfToken: string;
  label: string;
  accessibleLabel: string;
  variant?: "primary" | "secondary" | "tertiary";
}) {
  return (
    <form method="post" action={`/admin/calls/${call.id}/${action}`}>
      <input type="hidden" name="csrf" value={csrfToken} />
      <button
        type="submit"
        aria-label={accessibleLabel}
        className={buttonClasses({ variant, size: "sm", className: "whitespace-nowrap" })}
      >
        {label}
      </button>
    </form>
  );
}

/** "Mon 30 Nov, 8:30 am" and, within a week, "Tomorrow": the team's time, named once above. */
function CallTime({ call, now }: { call: CallListItem; now: Date }) {
  const label = callTimeLabel(call.start, siteTimeZone(), now);
  return (
    <>
      <time dateTime={call.start} className="font-semibold text-ink-900 dark:text-white">
        {label.when}
      </time>
      {label.relative ? <span className={cn("block", muted)}>{label.relative}</span> : null}
    </>
  );
}

const ownerOf = (call: CallListItem, me: string) =>
  call.ownerEmail === me ? "You" : call.ownerName;

function CallCells({ call, me, now }: { call: CallListItem; me: string; now: Date }) {
  return (
    <>
      <td className={cn(cell, "whitespace-nowrap")}>
        <CallTime call={call} now={now} />
      </td>
      <td className={cell}>
        {/* The visitor's name opens the enquiry the call belongs to (named once per row). */}
        <a
          href={`/admin/enquiries/${call.enquiryId}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          {call.visitorName}
        </a>
        <p className={cn("break-all", muted)}>{call.visitorEmail}</p>
        {call.visitorPhone ? <p className={muted}>{call.visitorPhone}</p> : null}
        {call.project ? (
          <p className="mt-1 max-w-xs text-ink-800 dark:text-ink-100">{call.project}</p>
        ) : null}
      </td>
      <td className={cn(cell, "whitespace-nowrap")}>{ownerOf(call, me)}</td>
      <td className={cell}>
        <StatusBadge status={call.enquiryStatus as EnquiryStatus} />
      </td>
      <td className={cell}>
        <p className="text-ink-900 dark:text-white">{call.origin.name}</p>
        <p className={muted}>{call.origin.detail}</p>
      </td>
    </>
  );
}

// The zone is named once, in the page's description.
const COLUMNS = ["When", "Visitor", "Owner", "Enquiry", "Source"];

/** Phones: one card per call (the table needs more width than they have), actions below. */
function CallCards({
  calls,
  label,
  actions,
  me,
  now,
}: {
  calls: CallListItem[];
  label: string;
  actions: (call: CallListItem) => ReactNode;
  me: string;
  now: Date;
}) {
  return (
    <ul className="space-y-3 sm:hidden" aria-label={label}>
      {calls.map((call) => (
        <li
          key={call.id}
          data-call={call.id}
          className="rounded-xl border border-ink-100 bg-white p-4 text-sm shadow-sm dark:border-ink-800 dark:bg-ink-900"
        >
          <p>
            <CallTime call={call} now={now} />
          </p>
          <p className="mt-1 text-ink-900 dark:text-white">
            {call.visitorName} <span className={cn("break-all", muted)}>· {call.visitorEmail}</span>
          </p>
          {call.project ? (
            <p className="mt-1 text-ink-800 dark:text-ink-100">{call.project}</p>
          ) : null}
          <p className={cn("mt-1", muted)}>
            With {call.ownerEmail === me ? "you" : call.ownerName} · {call.origin.name}
            {call.origin.hasCampaign ? ` (${call.origin.detail})` : ""}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <a
              href={`/admin/enquiries/${call.enquiryId}`}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
            >
              Enquiry of {call.enquiryName}
            </a>
            <StatusBadge status={call.enquiryStatus as EnquiryStatus} />
          </div>
          <div className="mt-3 border-t border-ink-100 pt-3 dark:border-ink-800">
            {actions(call)}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /admin/calls: discovery calls booked on the site. Upcoming ones can be moved or cancelled
 * (the visitor's calendar gets the change); once a call's time has come the owner marks it held
 * or a no-show with one click, and the funnel counts it.
 */
export function CallsPage(props: CallsPageProps) {
  const nothing = props.upcoming.length === 0 && props.past.length === 0;
  const now = new Date(props.now);

  const upcomingActions = (call: CallListItem) =>
    call.status !== "booked" ? (
      <OutcomeBadge status={call.status} />
    ) : (
      <div className="flex flex-wrap items-start gap-2 sm:flex-nowrap sm:justify-end">
        <details className="group">
          <summary
            className={buttonClasses({
              variant: "secondary",
              size: "sm",
              className: "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            })}
          >
            Move
          </summary>
          <form
            method="post"
            action={`/admin/calls/${call.id}/move`}
            className="mt-2 flex w-64 max-w-full flex-col gap-2"
          >
            <input type="hidden" name="csrf" value={props.csrfToken} />
            <label
              htmlFor={`move-${call.id}`}
              className="text-xs font-semibold text-ink-700 dark:text-ink-100"
            >
              New time for {call.visitorName}
            </label>
            <select id={`move-${call.id}`} name="start" required className={fieldClasses}>
              {props.moveTo.map((slot) => (
                <option key={slot.start} value={slot.start}>
                  {slot.label}
                </option>
              ))}
            </select>
            <button type="submit" className={buttonClasses({ variant: "primary", size: "sm" })}>
              Move the call
            </button>
          </form>
        </details>
        <ActionForm
          call={call}
          action="cancel"
          csrfToken={props.csrfToken}
          label="Cancel"
          accessibleLabel={`Cancel the call with ${call.visitorName}`}
          variant="tertiary"
        />
      </div>
    );

  const pastActions = (call: CallListItem) =>
    call.status === "booked" ? (
      <div className="flex flex-wrap gap-2 sm:flex-nowrap sm:justify-end">
        <ActionForm
          call={call}
          action="held"
          csrfToken={props.csrfToken}
          label="Held"
          accessibleLabel={`Mark the call with ${call.visitorName} as held`}
        />
        <ActionForm
          call={call}
          action="no-show"
          csrfToken={props.csrfToken}
          label="No-show"
          accessibleLabel={`Mark the call with ${call.visitorName} as a no-show`}
        />
      </div>
    ) : (
      <OutcomeBadge status={call.status} />
    );

  const list = (
    id: string,
    title: string,
    calls: CallListItem[],
    caption: string,
    empty: string,
    actions: (call: CallListItem) => ReactNode,
    actionsLabel: ReactNode,
  ) => (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900 dark:text-white">
        {title} <span className={cn("font-normal", muted)}>({calls.length})</span>
      </h2>
      {calls.length === 0 ? (
        <p className={muted}>{empty}</p>
      ) : (
        <>
          <CallCards calls={calls} label={caption} actions={actions} me={props.me} now={now} />
          <ListTable
            wideOnly
            caption={caption}
            columns={[...COLUMNS, actionsLabel]}
            minWidth="min-w-[60rem]"
          >
            {calls.map((call) => (
              <tr key={call.id} data-call={call.id}>
                <CallCells call={call} me={props.me} now={now} />
                <td className={cn(cell, "text-right")}>{actions(call)}</td>
              </tr>
            ))}
          </ListTable>
        </>
      )}
    </section>
  );

  return (
    <div className="space-y-8">
      <PageHeading
        title="Discovery calls"
        description={`30-minute calls booked on the site's /book page. Times in ${zoneName(siteTimeZone())}.`}
        actions={
          <a href="/book" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Open the booking page
          </a>
        }
      />
      {props.notice ? <Notice tone={props.notice.tone}>{props.notice.text}</Notice> : null}
      {nothing ? (
        <EmptyState
          icon={CalendarClock}
          title="No calls booked yet."
          action={{ href: "/book", label: "See the booking page", primary: true }}
        >
          Visitors book a call from every &ldquo;Book a call&rdquo; button, and after an enquiry.
        </EmptyState>
      ) : (
        <>
          {list(
            "upcoming-heading",
            "Upcoming",
            props.upcoming,
            "Upcoming calls, soonest first",
            "Nothing booked ahead.",
            upcomingActions,
            <span className="sr-only">Actions</span>,
          )}
          {list(
            "past-heading",
            "Past",
            props.past,
            "Past calls, latest first",
            "No call has taken place yet.",
            pastActions,
            <span className="block text-right">Outcome</span>,
          )}
        </>
      )}
    </div>
  );
}

import type { EnquiryStatus } from "@/features/admin/enquiry-status";
import { formatDateTime, STATUS_LABELS } from "@/features/admin/format";
import { formatMoney, isMoneyCurrency } from "@/features/admin/money";

import type { OwnerOption } from "./enquiry-filters-form";

export type HistoryEvent = {
  id: number;
  createdAt: Date;
  actor: string;
  kind:
    | "status"
    | "note"
    | "resend"
    | "assign"
    | "reply"
    | "reply-undone"
    | "reminder"
    | "value"
    | "call";
  fromStatus: EnquiryStatus | null;
  toStatus: EnquiryStatus | null;
  note: string | null;
  detail: string | null;
};

const CHANNELS: Record<string, string> = { whatsapp: "WhatsApp", email: "email" };

/** A discovery call's step (the booking service logs the call's start time as the note). */
const CALL_STEPS: Record<string, string> = {
  booked: "Discovery call booked for",
  rescheduled: "Discovery call moved to",
  cancelled: "Discovery call cancelled (was",
  held: "Discovery call held",
  "no-show": "Discovery call: no-show",
};

function describeCall(event: HistoryEvent): string {
  const start = event.note ? new Date(event.note) : null;
  const when = start && !Number.isNaN(start.getTime()) ? formatDateTime(start) : "";
  const step = CALL_STEPS[event.detail ?? ""] ?? "Discovery call";
  if (event.detail === "cancelled") return when ? `${step} ${when})` : "Discovery call cancelled";
  if (event.detail === "held" || event.detail === "no-show") return step;
  return when ? `${step} ${when}` : step;
}

function describe(event: HistoryEvent, name: (email: string) => string): string {
  const status = (value: EnquiryStatus | null) => (value ? STATUS_LABELS[value] : "?");
  switch (event.kind) {
    case "status":
      return `Status ${status(event.fromStatus)} → ${status(event.toStatus)}`;
    case "resend":
      return "Resent the team notification";
    case "assign":
      return event.detail ? `Assigned to ${name(event.detail)}` : "Unassigned";
    case "reply":
      return `Replied by ${CHANNELS[event.detail ?? ""] ?? event.detail}${
        event.fromStatus !== event.toStatus
          ? ` · ${status(event.fromStatus)} → ${status(event.toStatus)}`
          : ""
      }`;
    case "reply-undone":
      return `Undid the ${CHANNELS[event.detail ?? ""] ?? ""} reply${
        event.fromStatus !== event.toStatus
          ? ` · ${status(event.fromStatus)} → ${status(event.toStatus)}`
          : ""
      }`;
    case "reminder":
      return event.detail === "2" ? "Second reminder sent to every owner" : "Reminder sent";
    case "note":
      return "Note";
    case "value": {
      // detail: "150000.00 INR", empty when the value was cleared.
      const [amount, currency = ""] = (event.detail ?? "").split(" ");
      return amount && isMoneyCurrency(currency)
        ? `Won value set to ${formatMoney(Number(amount), currency)}`
        : "Won value cleared";
    }
    case "call":
      return describeCall(event);
  }
}

/**
 * Newest first: every status change, assignment, reply, reminder, note and resend, with who and
 * when; the arrival last. Owners are named as the settings name them.
 */
export function EnquiryHistory({
  createdAt,
  events,
  owners = [],
}: {
  createdAt: Date;
  events: HistoryEvent[];
  owners?: readonly OwnerOption[];
}) {
  const name = (email: string) => owners.find((owner) => owner.email === email)?.name ?? email;
  return (
    <ol className="mt-4 space-y-4">
      {[...events].reverse().map((event) => (
        <li
          key={event.id}
          data-kind={event.kind}
          className="border-l-2 border-brand-100 pl-4 dark:border-ink-700"
        >
          <p className="text-sm font-semibold text-ink-900 dark:text-white">
            {describe(event, name)}
          </p>
          {event.note && event.kind !== "reminder" && event.kind !== "call" ? (
            <p className="mt-1 text-sm whitespace-pre-wrap text-ink-800 dark:text-ink-100">
              {event.note}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-ink-600 dark:text-ink-300">
            {event.kind === "reminder"
              ? `To ${(event.note ?? "").split(", ").map(name).join(", ")}`
              : name(event.actor)}{" "}
            ·{" "}
            <time dateTime={event.createdAt.toISOString()}>{formatDateTime(event.createdAt)}</time>
          </p>
        </li>
      ))}
      <li className="border-l-2 border-ink-100 pl-4 dark:border-ink-800">
        <p className="text-sm font-semibold text-ink-900 dark:text-white">Enquiry received</p>
        <p className="mt-1 text-xs text-ink-600 dark:text-ink-300">
          Website form · <time dateTime={createdAt.toISOString()}>{formatDateTime(createdAt)}</time>
        </p>
      </li>
    </ol>
  );
}

import type { EnquiryStatus } from "@/features/admin/enquiry-status";
import { formatDateTime, STATUS_LABELS } from "@/features/admin/format";

export type HistoryEvent = {
  id: number;
  createdAt: Date;
  actor: string;
  kind: "status" | "note" | "resend";
  fromStatus: EnquiryStatus | null;
  toStatus: EnquiryStatus | null;
  note: string | null;
};

function describe(event: HistoryEvent): string {
  if (event.kind === "status") {
    return `Status ${event.fromStatus ? STATUS_LABELS[event.fromStatus] : "?"} → ${event.toStatus ? STATUS_LABELS[event.toStatus] : "?"}`;
  }
  if (event.kind === "resend") return "Resent the team notification";
  return "Note";
}

/** Newest first: every status change, note and resend, with who and when; the arrival last. */
export function EnquiryHistory({ createdAt, events }: { createdAt: Date; events: HistoryEvent[] }) {
  return (
    <ol className="mt-4 space-y-4">
      {[...events].reverse().map((event) => (
        <li key={event.id} className="border-l-2 border-brand-100 pl-4 dark:border-ink-700">
          <p className="text-sm font-semibold text-ink-900 dark:text-white">{describe(event)}</p>
          {event.note ? (
            <p className="mt-1 text-sm whitespace-pre-wrap text-ink-800 dark:text-ink-100">
              {event.note}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-ink-600 dark:text-ink-300">
            {event.actor} ·{" "}
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

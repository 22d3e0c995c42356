import { buttonClasses } from "@/components/ui/button";
import { attributionLines, sourceOf, type Attribution } from "@/features/attribution/attribution";
import {
  Card,
  fieldClasses,
  labelClasses,
  MailBadge,
  Notice,
  StatusBadge,
} from "@/features/admin/admin-ui";
import {
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type MailState,
} from "@/features/admin/enquiry-status";
import { formatDateTime, STATUS_LABELS } from "@/features/admin/format";
import type { NotificationDelivery } from "@/features/admin/notification-delivery";

import { DeliveryTable } from "./delivery-table";
import { EnquiryHistory, type HistoryEvent } from "./enquiry-history";

export type EnquiryDetailProps = {
  enquiry: {
    id: string;
    createdAt: Date;
    name: string;
    email: string;
    phone: string;
    company: string | null;
    location: string | null;
    serviceType: string;
    requirements: string | null;
    status: EnquiryStatus;
    mail: MailState;
    attribution: Attribution;
    events: HistoryEvent[];
    deliveries: NotificationDelivery[];
  };
  csrfToken: string;
  confirmDelete: boolean;
  noteMaxLength: number;
  notice?: { tone: "success" | "error"; text: string };
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600 dark:text-ink-300">{label}</dt>
      <dd className="mt-1 text-sm break-words text-ink-900 sm:mt-0 dark:text-white">{children}</dd>
    </div>
  );
}

const sectionHeading = "font-display text-lg font-semibold text-ink-900 dark:text-white";
const linkClasses =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100";

/** /admin/enquiries/{id}: every field, the notification's delivery, status, notes, history. */
export function EnquiryDetailPage({
  enquiry,
  csrfToken,
  confirmDelete,
  noteMaxLength,
  notice,
}: EnquiryDetailProps) {
  const action = (name: string) => `/admin/enquiries/${enquiry.id}/${name}`;
  const csrf = <input type="hidden" name="csrf" value={csrfToken} />;
  return (
    <div className="space-y-6">
      <div>
        <a href="/admin/enquiries" className={`text-sm ${linkClasses}`}>
          ← All enquiries
        </a>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="font-display text-2xl font-bold tracking-tight break-words text-ink-900 sm:text-3xl dark:text-white">
            {enquiry.name}
          </h1>
          <StatusBadge status={enquiry.status} />
        </div>
        <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
          {enquiry.serviceType} · received{" "}
          <time dateTime={enquiry.createdAt.toISOString()}>
            {formatDateTime(enquiry.createdAt)}
          </time>
        </p>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

      {/*
        Status first in reading order, so a phone has the main action on its first screen, then
        the enquiry, the note and deletion; from lg the grid puts status, note and deletion in
        the right column and the enquiry down the left.
      */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <Card labelledBy="status-heading">
            <h2 id="status-heading" className={sectionHeading}>
              Status
            </h2>
            <form id="status" method="post" action={action("status")} className="mt-3 space-y-3">
              {csrf}
              <div>
                <label htmlFor="enquiry-status" className={labelClasses}>
                  Where this enquiry stands
                </label>
                <select
                  id="enquiry-status"
                  name="status"
                  defaultValue={enquiry.status}
                  className={fieldClasses}
                >
                  {ENQUIRY_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                className={buttonClasses({ variant: "primary", size: "sm", className: "w-full" })}
              >
                Save status
              </button>
            </form>
          </Card>
        </div>

        <div className="space-y-6 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <Card labelledBy="details-heading">
            <h2 id="details-heading" className={sectionHeading}>
              Enquiry
            </h2>
            <dl className="mt-2 divide-y divide-ink-100 dark:divide-ink-800">
              <Field label="Name">{enquiry.name}</Field>
              <Field label="Email">
                <a className={linkClasses} href={`mailto:${enquiry.email}`}>
                  {enquiry.email}
                </a>
              </Field>
              <Field label="Phone">
                <a className={linkClasses} href={`tel:${enquiry.phone.replace(/[^+0-9]/g, "")}`}>
                  {enquiry.phone}
                </a>
              </Field>
              <Field label="Company">{enquiry.company ?? "—"}</Field>
              <Field label="Location">{enquiry.location ?? "—"}</Field>
              <Field label="Service">{enquiry.serviceType}</Field>
              <Field label="Requirements">
                <span className="whitespace-pre-wrap">{enquiry.requirements ?? "—"}</span>
              </Field>
              <Field label="Enquiry id">
                <code className="text-xs">{enquiry.id}</code>
              </Field>
            </dl>
          </Card>

          <Card labelledBy="source-heading">
            <h2 id="source-heading" className={sectionHeading}>
              Where it came from
            </h2>
            <dl className="mt-2 divide-y divide-ink-100 dark:divide-ink-800">
              {attributionLines(enquiry.attribution).map(([label, value]) => (
                <Field key={label} label={label}>
                  {label === "Source / medium" ? (
                    <a
                      className={linkClasses}
                      href={`/admin/enquiries?${new URLSearchParams(sourceOf(enquiry.attribution.last))}`}
                    >
                      {value}
                    </a>
                  ) : (
                    value
                  )}
                </Field>
              ))}
            </dl>
          </Card>

          <Card labelledBy="delivery-heading">
            <div id="delivery" className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="delivery-heading" className={sectionHeading}>
                Notifications <MailBadge mail={enquiry.mail} />
              </h2>
              <form method="post" action={action("resend")}>
                {csrf}
                <button
                  type="submit"
                  className={buttonClasses({ variant: "secondary", size: "sm" })}
                >
                  Resend notification
                </button>
              </form>
            </div>
            <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
              The team's email, the visitor's acknowledgement and any webhook posts, with every
              attempt. Resending queues the team's email again.
            </p>
            <DeliveryTable deliveries={enquiry.deliveries} />
          </Card>

          <Card labelledBy="history-heading">
            <h2 id="history-heading" className={sectionHeading}>
              History
            </h2>
            <div id="history">
              <EnquiryHistory createdAt={enquiry.createdAt} events={enquiry.events} />
            </div>
          </Card>
        </div>

        <div className="lg:col-start-2 lg:row-start-2">
          <Card labelledBy="notes-heading">
            <h2 id="notes-heading" className={sectionHeading}>
              Add a note
            </h2>
            <form id="notes" method="post" action={action("note")} className="mt-3 space-y-3">
              {csrf}
              <div>
                <label htmlFor="enquiry-note" className={labelClasses}>
                  Private note
                </label>
                <textarea
                  id="enquiry-note"
                  name="note"
                  rows={4}
                  required
                  maxLength={noteMaxLength}
                  aria-describedby="enquiry-note-hint"
                  className={fieldClasses}
                />
                <p id="enquiry-note-hint" className="mt-1 text-xs text-ink-600 dark:text-ink-300">
                  Only owners see notes. Kept with your address and the time, like status changes.
                </p>
              </div>
              <button
                type="submit"
                className={buttonClasses({ variant: "secondary", size: "sm", className: "w-full" })}
              >
                Add note
              </button>
            </form>
          </Card>
        </div>

        <div className="lg:col-start-2 lg:row-start-3">
          <Card
            labelledBy="delete-heading"
            className={confirmDelete ? "border-danger-600 dark:border-danger-600" : ""}
          >
            <h2 id="delete-heading" className={sectionHeading}>
              Delete
            </h2>
            <div id="delete" className="mt-2 space-y-3 text-sm text-ink-700 dark:text-ink-100">
              <p>
                Deleting removes the enquiry, its notes and history, its queued and sent email and
                webhook records, and the stored copies of its email in the site's mail folder.
                Copies already delivered to inboxes or to Slack or Teams stay there: delete those by
                hand.
              </p>
              {confirmDelete ? (
                <form method="post" action={action("delete")} className="space-y-3">
                  {csrf}
                  <input type="hidden" name="confirm" value="yes" />
                  <p className="font-semibold text-danger-700 dark:text-red-200">
                    Delete the enquiry from {enquiry.name} for good? This cannot be undone.
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="submit"
                      className={buttonClasses({
                        size: "sm",
                        className: "bg-danger-700 text-white hover:bg-danger-600",
                      })}
                    >
                      Yes, delete it
                    </button>
                    <a
                      href={`/admin/enquiries/${enquiry.id}`}
                      className={buttonClasses({
                        variant: "ghost",
                        size: "sm",
                        className: "dark:text-ink-100 dark:hover:bg-ink-800",
                      })}
                    >
                      Cancel
                    </a>
                  </div>
                </form>
              ) : (
                <a
                  href={`/admin/enquiries/${enquiry.id}?confirm=delete#delete`}
                  className={buttonClasses({
                    variant: "ghost",
                    size: "sm",
                    className:
                      "border border-danger-600/40 text-danger-700 hover:bg-danger-600/10 dark:text-red-200 dark:hover:bg-danger-600/20",
                  })}
                >
                  Delete this enquiry
                </a>
              )}
            </div>
          </Card>
        </div>
      </div>
    </div>
  );
}

import { Mail, MessageCircle, Phone } from "lucide-react";

import { buttonClasses } from "@/components/ui/button";
import { attributionLines, sourceOf, type Attribution } from "@/features/attribution/attribution";
import {
  Card,
  fieldClasses,
  labelClasses,
  MailBadge,
  Notice,
  StatusBadge,
  WaitingBadge,
} from "@/features/admin/admin-ui";
import {
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  type MailState,
  type Waiting,
} from "@/features/admin/enquiry-status";
import { formatDateTime, formatMinutes, STATUS_LABELS } from "@/features/admin/format";
import { formatMoney, MONEY_CURRENCIES, type WonValue } from "@/features/admin/money";
import type { NotificationDelivery } from "@/features/admin/notification-delivery";

import { DeliveryTable } from "./delivery-table";
import type { OwnerOption } from "./enquiry-filters-form";
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
    assignee: string | null;
    firstReplyAt: Date | null;
    won: WonValue | null;
  };
  waiting: Waiting;
  /** Won was chosen: ask what the client is worth before marking it. */
  askWon?: boolean;
  /** The drafted replies' targets: tel: and wa.me need a number the page could read. */
  replies: { whatsapp: boolean; call: string | null; emailSubject: string };
  owners: readonly OwnerOption[];
  /** The signed-in owner. */
  me: string;
  /** The response target, in working minutes, and the hours it counts. */
  target: { minutes: number; hours: string };
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
const chip =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus";
const chipIdle = `${chip} border-ink-200 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-100 dark:hover:border-brand-100`;
const chipOn = `${chip} border-brand-700 bg-brand-700 text-white dark:border-brand-100 dark:bg-brand-100 dark:text-ink-950`;
const linkClasses =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100";

/**
 * /admin/enquiries/{id}: the replies and the status first, then who handles it, every field, the
 * notification's delivery, notes and the activity log.
 */
export function EnquiryDetailPage({
  enquiry,
  waiting,
  replies,
  owners,
  me,
  target,
  csrfToken,
  confirmDelete,
  noteMaxLength,
  notice,
  askWon = false,
}: EnquiryDetailProps) {
  // The latest of replies, undos and status changes is a reply: it can be taken back.
  const latest = [...enquiry.events]
    .reverse()
    .find((event) => ["reply", "reply-undone", "status"].includes(event.kind));
  const canUndo = latest?.kind === "reply";
  const assigneeName = enquiry.assignee
    ? (owners.find((owner) => owner.email === enquiry.assignee)?.name ?? enquiry.assignee)
    : null;
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
          <WaitingBadge waiting={waiting} />
        </div>
        <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
          {enquiry.serviceType}
          {enquiry.company ? ` · ${enquiry.company}` : ""} · received{" "}
          <time dateTime={enquiry.createdAt.toISOString()}>
            {formatDateTime(enquiry.createdAt)}
          </time>
          {enquiry.firstReplyAt ? (
            <>
              {" "}
              · first reply{" "}
              <time dateTime={enquiry.firstReplyAt.toISOString()} data-first-reply>
                {formatDateTime(enquiry.firstReplyAt)}
              </time>
            </>
          ) : null}
        </p>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}

      {/*
        The page opens with what the owner came to do: reply, then move the status on. Both are
        plain forms. A reply posts, is recorded (contacted, first reply time) and is answered
        with a redirect to the drafted WhatsApp chat (a new tab, where a phone opens the app) or
        mail; Call is a tel: link.
      */}
      <Card labelledBy="reply-heading" className="p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="reply-heading" className={sectionHeading}>
            Reply
          </h2>
          <p className="text-xs text-ink-600 dark:text-ink-300">
            Target: {formatMinutes(target.minutes)} of working time ({target.hours})
          </p>
        </div>
        <div className="mt-3 grid gap-2 min-[420px]:grid-cols-3">
          {replies.whatsapp ? (
            <form method="post" action={action("reply")} target="_blank">
              {csrf}
              <input type="hidden" name="channel" value="whatsapp" />
              <button
                type="submit"
                className={buttonClasses({ variant: "primary", size: "sm", className: "w-full" })}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                WhatsApp
              </button>
            </form>
          ) : null}
          <form method="post" action={action("reply")}>
            {csrf}
            <input type="hidden" name="channel" value="email" />
            <button
              type="submit"
              className={buttonClasses({
                variant: replies.whatsapp ? "secondary" : "primary",
                size: "sm",
                className: "w-full",
              })}
            >
              <Mail aria-hidden="true" className="size-4" />
              Reply by email
            </button>
          </form>
          {replies.call ? (
            <a
              href={replies.call}
              className={buttonClasses({ variant: "secondary", size: "sm", className: "w-full" })}
            >
              <Phone aria-hidden="true" className="size-4" />
              Call {enquiry.phone}
            </a>
          ) : null}
        </div>
        <p className="mt-2 text-xs text-ink-600 dark:text-ink-300">
          Opens a draft in your words for {enquiry.serviceType} (“{replies.emailSubject}”) and marks
          the enquiry contacted.
          {replies.whatsapp ? "" : " No WhatsApp: the phone number is not a full number."}
        </p>
        {canUndo ? (
          <form method="post" action={action("undo-reply")} className="mt-2">
            {csrf}
            <button
              type="submit"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100"
            >
              Not sent? Undo the last reply
            </button>
          </form>
        ) : null}

        <form
          id="status"
          method="post"
          action={action("status")}
          className="mt-4 border-t border-ink-100 pt-4 dark:border-ink-800"
        >
          {csrf}
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900 dark:text-white">Status</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {ENQUIRY_STATUSES.map((status) => (
                <button
                  key={status}
                  type="submit"
                  name="status"
                  value={status}
                  aria-pressed={status === enquiry.status}
                  className={status === enquiry.status ? chipOn : chipIdle}
                >
                  {STATUS_LABELS[status]}
                </button>
              ))}
            </div>
          </fieldset>
        </form>
        {enquiry.status === "won" || askWon ? (
          <form
            id="won-value"
            method="post"
            action={action("won")}
            className="mt-4 border-t border-ink-100 pt-4 dark:border-ink-800"
          >
            {csrf}
            <p className="text-sm font-semibold text-ink-900 dark:text-white">
              {enquiry.status === "won" ? "Won value" : "What is this client worth?"}
            </p>
            <p className="mt-1 text-sm text-ink-700 dark:text-ink-100" data-won-value>
              {enquiry.status === "won"
                ? enquiry.won
                  ? `${formatMoney(enquiry.won.value, enquiry.won.currency)}. Change it when the deal changes.`
                  : "Not given yet: the Sources page counts the client without a value."
                : "The value of the deal: the Sources page weighs each campaign's spend against it, and the Google Ads files send it. Leave it empty if not known yet."}
            </p>
            <div className="mt-3 flex flex-wrap items-end gap-3">
              <div>
                <label htmlFor="won-amount" className={labelClasses}>
                  Value
                </label>
                <input
                  id="won-amount"
                  name="value"
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={
                    enquiry.won
                      ? enquiry.won.value.toLocaleString(
                          enquiry.won.currency === "INR" ? "en-IN" : "en-US",
                          { maximumFractionDigits: 2 },
                        )
                      : ""
                  }
                  placeholder="1,50,000"
                  className={`${fieldClasses} w-40`}
                />
              </div>
              <div>
                <label htmlFor="won-currency" className={labelClasses}>
                  Currency
                </label>
                <select
                  id="won-currency"
                  name="currency"
                  defaultValue={enquiry.won?.currency ?? "INR"}
                  className={`${fieldClasses} w-28`}
                >
                  {MONEY_CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className={buttonClasses({ variant: "primary", size: "sm" })}>
                {enquiry.status === "won" ? "Save value" : "Mark won"}
              </button>
            </div>
          </form>
        ) : null}
      </Card>

      {/*
        Then the enquiry; from lg the grid puts assignment, the note and deletion in the right
        column and the enquiry down the left.
      */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <Card labelledBy="assignee-heading">
            <h2 id="assignee-heading" className={sectionHeading}>
              Who handles it
            </h2>
            <p className="mt-1 text-sm text-ink-700 dark:text-ink-100">
              {assigneeName
                ? enquiry.assignee === me
                  ? "You."
                  : assigneeName
                : "Nobody yet: reminders go to every owner."}
            </p>
            {enquiry.assignee !== me ? (
              <form method="post" action={action("assign")} className="mt-3">
                {csrf}
                <input type="hidden" name="assignee" value={me} />
                <button
                  type="submit"
                  className={buttonClasses({
                    variant: "secondary",
                    size: "sm",
                    className: "w-full",
                  })}
                >
                  Take it
                </button>
              </form>
            ) : null}
            <form id="assignee" method="post" action={action("assign")} className="mt-3 space-y-2">
              {csrf}
              <label htmlFor="enquiry-assignee" className={labelClasses}>
                Give it to
              </label>
              <div className="flex gap-2">
                <select
                  id="enquiry-assignee"
                  name="assignee"
                  defaultValue={enquiry.assignee ?? ""}
                  className={`${fieldClasses} min-w-0 flex-1`}
                >
                  <option value="">Nobody</option>
                  {owners.map((owner) => (
                    <option key={owner.email} value={owner.email}>
                      {owner.email === me ? `${owner.name} (you)` : owner.name}
                    </option>
                  ))}
                </select>
                <button
                  type="submit"
                  className={buttonClasses({ variant: "secondary", size: "sm" })}
                >
                  Save
                </button>
              </div>
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

          <Card labelledBy="history-heading">
            <h2 id="history-heading" className={sectionHeading}>
              Activity
            </h2>
            <div id="history">
              <EnquiryHistory
                createdAt={enquiry.createdAt}
                events={enquiry.events}
                owners={owners}
              />
            </div>
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

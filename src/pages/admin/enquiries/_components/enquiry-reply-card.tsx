import { Mail, MessageCircle, Phone } from "lucide-react";

import { buttonClasses } from "@/components/ui/button";
import { Card, Chip, fieldClasses, labelClasses } from "@/features/admin/admin-ui";
import { ENQUIRY_STATUSES } from "@/features/admin/enquiry-status";
import { formatMinutes, STATUS_LABELS } from "@/features/admin/format";
import { formatMoney, MONEY_CURRENCIES } from "@/features/admin/money";

import { CsrfField, enquiryAction, sectionHeading, type EnquiryDetail } from "./enquiry-card-parts";

/**
 * What the owner came to do, at the top of the page: reply, then move the status on (and, once
 * won, say what the client is worth). All plain forms. A reply posts, is recorded (contacted,
 * first reply time) and is answered with a redirect to the drafted WhatsApp chat (a new tab,
 * where a phone opens the app) or mail; Call is a tel: link.
 */
export function EnquiryReplyCard({
  enquiry,
  replies,
  target,
  csrfToken,
  askWon,
}: {
  enquiry: EnquiryDetail;
  /** The drafted replies' targets: tel: and wa.me need a number the page could read. */
  replies: { whatsapp: boolean; call: string | null; emailSubject: string };
  /** The response target, in working minutes, and the hours it counts. */
  target: { minutes: number; hours: string };
  csrfToken: string;
  /** Won was chosen: ask what the client is worth before marking it. */
  askWon: boolean;
}) {
  // The latest of replies, undos and status changes is a reply: it can be taken back.
  const latest = [...enquiry.events]
    .reverse()
    .find((event) => ["reply", "reply-undone", "status"].includes(event.kind));
  const canUndo = latest?.kind === "reply";
  const action = enquiryAction(enquiry.id);
  return (
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
            <CsrfField token={csrfToken} />
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
          <CsrfField token={csrfToken} />
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
          <CsrfField token={csrfToken} />
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
        <CsrfField token={csrfToken} />
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900 dark:text-white">Status</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {ENQUIRY_STATUSES.map((status) => (
              <Chip key={status} name="status" value={status} on={status === enquiry.status}>
                {STATUS_LABELS[status]}
              </Chip>
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
          <CsrfField token={csrfToken} />
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
  );
}

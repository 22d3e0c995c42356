import { Notice, StatusBadge, WaitingBadge } from "@/features/admin/admin-ui";
import type { Waiting } from "@/features/admin/enquiry-status";
import { formatDateTime } from "@/features/admin/format";

import { EnquiryActivityCard } from "./enquiry-activity-card";
import { EnquiryAssigneeCard } from "./enquiry-assignee-card";
import { linkClasses, type EnquiryDetail } from "./enquiry-card-parts";
import { EnquiryDeleteCard } from "./enquiry-delete-card";
import { EnquiryDeliveryCard } from "./enquiry-delivery-card";
import { EnquiryDetailsCard } from "./enquiry-details-card";
import type { OwnerOption } from "./enquiry-filters-form";
import { EnquiryNoteCard } from "./enquiry-note-card";
import { EnquiryReplyCard } from "./enquiry-reply-card";
import { EnquirySourceCard } from "./enquiry-source-card";

export type EnquiryDetailProps = {
  enquiry: EnquiryDetail;
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

/**
 * /admin/enquiries/{id}: the replies and the status first, then who handles it, every field, the
 * notification's delivery, notes and the activity log; one component per card beside this file.
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

      <EnquiryReplyCard
        enquiry={enquiry}
        replies={replies}
        target={target}
        csrfToken={csrfToken}
        askWon={askWon}
      />

      {/*
        Then the enquiry; from lg the grid puts assignment, the note and deletion in the right
        column and the enquiry down the left.
      */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <EnquiryAssigneeCard enquiry={enquiry} owners={owners} me={me} csrfToken={csrfToken} />
        </div>

        <div className="space-y-6 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <EnquiryDetailsCard enquiry={enquiry} />
          <EnquiryActivityCard enquiry={enquiry} owners={owners} />
          <EnquirySourceCard enquiry={enquiry} />
          <EnquiryDeliveryCard enquiry={enquiry} csrfToken={csrfToken} />
        </div>

        <div className="lg:col-start-2 lg:row-start-2">
          <EnquiryNoteCard enquiry={enquiry} noteMaxLength={noteMaxLength} csrfToken={csrfToken} />
        </div>

        <div className="lg:col-start-2 lg:row-start-3">
          <EnquiryDeleteCard
            enquiry={enquiry}
            confirmDelete={confirmDelete}
            csrfToken={csrfToken}
          />
        </div>
      </div>
    </div>
  );
}

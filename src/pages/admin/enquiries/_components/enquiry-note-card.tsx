import { buttonClasses } from "@/components/ui/button";
import { Card, fieldClasses, labelClasses } from "@/features/admin/admin-ui";

import { CsrfField, enquiryAction, sectionHeading, type EnquiryDetail } from "./enquiry-card-parts";

/** A private note, kept in the activity log. */
export function EnquiryNoteCard({
  enquiry,
  noteMaxLength,
  csrfToken,
}: {
  enquiry: EnquiryDetail;
  noteMaxLength: number;
  csrfToken: string;
}) {
  const action = enquiryAction(enquiry.id);
  return (
    <Card labelledBy="notes-heading">
      <h2 id="notes-heading" className={sectionHeading}>
        Add a note
      </h2>
      <form id="notes" method="post" action={action("note")} className="mt-3 space-y-3">
        <CsrfField token={csrfToken} />
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
  );
}

import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/features/admin/admin-ui";

import { CsrfField, enquiryAction, sectionHeading, type EnquiryDetail } from "./enquiry-card-parts";

/** Deleting, behind a second step that says what goes and what stays. */
export function EnquiryDeleteCard({
  enquiry,
  confirmDelete,
  csrfToken,
}: {
  enquiry: EnquiryDetail;
  confirmDelete: boolean;
  csrfToken: string;
}) {
  const action = enquiryAction(enquiry.id);
  return (
    <Card
      labelledBy="delete-heading"
      className={confirmDelete ? "border-danger-600 dark:border-danger-600" : ""}
    >
      <h2 id="delete-heading" className={sectionHeading}>
        Delete
      </h2>
      <div id="delete" className="mt-2 space-y-3 text-sm text-ink-700 dark:text-ink-100">
        <p>
          Deleting removes the enquiry, its notes and history, its queued and sent email and webhook
          records, and the stored copies of its email in the site's mail folder. Copies already
          delivered to inboxes or to Slack or Teams stay there: delete those by hand.
        </p>
        {confirmDelete ? (
          <form method="post" action={action("delete")} className="space-y-3">
            <CsrfField token={csrfToken} />
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
  );
}

import { buttonClasses } from "@/components/ui/button";
import { Card, fieldClasses, labelClasses } from "@/features/admin/admin-ui";

import { CsrfField, enquiryAction, sectionHeading, type EnquiryDetail } from "./enquiry-card-parts";
import type { OwnerOption } from "./enquiry-filters-form";

/** Who handles it: take it, or give it to another owner. */
export function EnquiryAssigneeCard({
  enquiry,
  owners,
  me,
  csrfToken,
}: {
  enquiry: EnquiryDetail;
  owners: readonly OwnerOption[];
  /** The signed-in owner. */
  me: string;
  csrfToken: string;
}) {
  const assigneeName = enquiry.assignee
    ? (owners.find((owner) => owner.email === enquiry.assignee)?.name ?? enquiry.assignee)
    : null;
  const action = enquiryAction(enquiry.id);
  return (
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
          <CsrfField token={csrfToken} />
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
        <CsrfField token={csrfToken} />
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
          <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Save
          </button>
        </div>
      </form>
    </Card>
  );
}

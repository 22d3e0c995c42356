import { buttonClasses } from "@/components/ui/button";
import { Card, MailBadge } from "@/features/admin/admin-ui";

import { DeliveryTable } from "./delivery-table";
import { CsrfField, enquiryAction, sectionHeading, type EnquiryDetail } from "./enquiry-card-parts";

/** The notification's delivery, every attempt, and a resend. */
export function EnquiryDeliveryCard({
  enquiry,
  csrfToken,
}: {
  enquiry: EnquiryDetail;
  csrfToken: string;
}) {
  const action = enquiryAction(enquiry.id);
  return (
    <Card labelledBy="delivery-heading">
      <div id="delivery" className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="delivery-heading" className={sectionHeading}>
          Notifications <MailBadge mail={enquiry.mail} />
        </h2>
        <form method="post" action={action("resend")}>
          <CsrfField token={csrfToken} />
          <button type="submit" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            Resend notification
          </button>
        </form>
      </div>
      <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
        The team's email, the visitor's acknowledgement and any webhook posts, with every attempt.
        Resending queues the team's email again.
      </p>
      <DeliveryTable deliveries={enquiry.deliveries} />
    </Card>
  );
}

import { Card } from "@/features/admin/admin-ui";

import { sectionHeading, type EnquiryDetail } from "./enquiry-card-parts";
import type { OwnerOption } from "./enquiry-filters-form";
import { EnquiryHistory } from "./enquiry-history";

/** The activity log: status changes, replies, notes, assignments. */
export function EnquiryActivityCard({
  enquiry,
  owners,
}: {
  enquiry: EnquiryDetail;
  owners: readonly OwnerOption[];
}) {
  return (
    <Card labelledBy="history-heading">
      <h2 id="history-heading" className={sectionHeading}>
        Activity
      </h2>
      <div id="history">
        <EnquiryHistory createdAt={enquiry.createdAt} events={enquiry.events} owners={owners} />
      </div>
    </Card>
  );
}

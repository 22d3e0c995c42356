import { Card } from "@/features/admin/admin-ui";

import { Field, linkClasses, sectionHeading, type EnquiryDetail } from "./enquiry-card-parts";

/** Every field the visitor filled in. */
export function EnquiryDetailsCard({ enquiry }: { enquiry: EnquiryDetail }) {
  return (
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
  );
}

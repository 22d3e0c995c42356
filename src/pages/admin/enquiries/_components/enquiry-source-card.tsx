import { attributionLines, sourceOf } from "@/features/attribution/attribution";
import { Card } from "@/features/admin/admin-ui";

import { Field, linkClasses, sectionHeading, type EnquiryDetail } from "./enquiry-card-parts";

/** Where it came from; its source / medium links to the list of the same. */
export function EnquirySourceCard({ enquiry }: { enquiry: EnquiryDetail }) {
  return (
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
  );
}

import type { Attribution } from "@/features/attribution/attribution";
import type { EnquiryStatus, MailState } from "@/features/admin/enquiry-status";
import type { WonValue } from "@/features/admin/money";
import type { NotificationDelivery } from "@/features/admin/notification-delivery";

import type { HistoryEvent } from "./enquiry-history";

/** What the cards of the enquiry's page share: the enquiry, its headings, fields and forms. */

export type EnquiryDetail = {
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

export const sectionHeading = "font-display text-lg font-semibold text-ink-900 dark:text-white";
export const linkClasses =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 dark:text-brand-100";

/** Where a card's form posts: /admin/enquiries/{id}/{action}. */
export function enquiryAction(id: string): (name: string) => string {
  return (name) => `/admin/enquiries/${id}/${name}`;
}

/** Every form of the page carries the session's CSRF token. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

export function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-600 dark:text-ink-300">{label}</dt>
      <dd className="mt-1 text-sm break-words text-ink-900 sm:mt-0 dark:text-white">{children}</dd>
    </div>
  );
}

/** Where the owner has got with an enquiry (issue 14); every change is an enquiry_events row. */
export const ENQUIRY_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The team notification of an enquiry: delivered, still being tried, or given up on. */
export const MAIL_STATES = ["sent", "waiting", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * How long an enquiry has waited for its first reply, in working minutes (issue 34;
 * src/server/admin/inbox/waiting.ts): still waiting, answered after so long, or closed without a
 * reply. `overdue`: past the response target.
 */
export type Waiting =
  | { state: "waiting"; minutes: number; overdue: boolean }
  | { state: "answered"; minutes: number; overdue: boolean }
  | { state: "none" };

/** Where the owner has got with an enquiry (issue 14); every change is an enquiry_events row. */
export const ENQUIRY_STATUSES = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The team notification of an enquiry: delivered, still being tried, or given up on. */
export const MAIL_STATES = ["sent", "waiting", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];
